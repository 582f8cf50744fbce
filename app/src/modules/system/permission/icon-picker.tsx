import { Button } from '@erp/ui-kit/button'
import { cn } from '@erp/ui-kit/cn'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { useT } from '@erp/ui-kit/i18n'
import { Icon, loadIconCatalogue } from '@erp/ui-kit/icon'
import { Input } from '@erp/ui-kit/input'
import { useEffect, useState } from 'react'
import { MENU_ICONS } from './icon-picker-icons'

/**
 * The names the grid offers: those menus use first, then the rest of the outlined Ant Design catalogue once
 * its lazy chunk has loaded (it is loaded only when the picker opens).
 */
function useIconNames(open: boolean): readonly string[] {
  const [catalogue, setCatalogue] = useState<readonly string[] | null>(null)
  useEffect(() => {
    if (!open || catalogue) return
    let live = true
    loadIconCatalogue()
      .then((icons) => {
        if (!live) return
        const offered = new Set(MENU_ICONS)
        setCatalogue([
          ...MENU_ICONS,
          ...Object.keys(icons)
            .filter((name) => !offered.has(name))
            .sort(),
        ])
      })
      .catch(() => undefined) // The menus' names stay offered.
    return () => {
      live = false
    }
  }, [open, catalogue])
  return catalogue ?? MENU_ICONS
}

export interface IconPickerDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  value: string
  onPick: (name: string) => void
}

/** 选择图标: a searchable grid of drawn menu icons with their names; a click (or Enter) picks one and closes. */
export function IconPickerDialog({ open, onOpenChange, value, onPick }: IconPickerDialogProps) {
  const t = useT()
  const [search, setSearch] = useState('')
  const names = useIconNames(open)
  const term = search.trim().toLowerCase()
  const shown = term ? names.filter((name) => name.includes(term)) : names
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={800} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('选择图标')}</DialogTitle>
        </DialogHeader>
        <Input
          aria-label={t('搜索图标')}
          placeholder={t('请输入图标名称')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="mb-3"
        />
        {shown.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{t('没有匹配的图标')}</p>
        ) : (
          <ul
            aria-label={t('图标')}
            className="grid max-h-[50vh] grid-cols-3 gap-2 overflow-auto sm:grid-cols-5"
          >
            {shown.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  aria-pressed={name === value}
                  onClick={() => {
                    onPick(name)
                    onOpenChange(false)
                  }}
                  className={cn(
                    'flex w-full flex-col items-center gap-1 rounded border border-transparent p-2 text-xs hover:border-primary focus-visible:outline-2 focus-visible:outline-primary',
                    name === value && 'border-primary bg-primary/10 text-primary-strong',
                  )}
                >
                  <Icon name={name} className="text-2xl" />
                  <span className="break-all">{name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <DialogFooter className="mt-4">
          <Button onClick={() => onOpenChange(false)}>{t('取消')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

export interface IconPickerFieldProps {
  id: string
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  invalid?: boolean
}

/** A menu icon field: the chosen name (typed or picked), 选择 opens the grid, 清空 removes it. */
export function IconPickerField({
  id,
  value,
  onChange,
  disabled = false,
  invalid = false,
}: IconPickerFieldProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <div className="flex gap-1">
      <Input
        id={id}
        value={value}
        disabled={disabled}
        invalid={invalid}
        placeholder={t('点击选择图标')}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button disabled={disabled} onClick={() => setOpen(true)}>
        {t('选择')}
      </Button>
      {value && !disabled ? (
        <Button variant="ghost" onClick={() => onChange('')}>
          {t('清空')}
        </Button>
      ) : null}
      <IconPickerDialog open={open} onOpenChange={setOpen} value={value} onPick={onChange} />
    </div>
  )
}
