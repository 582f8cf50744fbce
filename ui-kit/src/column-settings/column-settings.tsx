import { msg, t, useT } from '../i18n/i18n'
import { useId, type ReactNode } from 'react'
import { Button } from '../button/button'
import { Checkbox } from '../checkbox/checkbox'
import { cn } from '../lib/cn'
import { Popover, PopoverContent, PopoverTrigger } from '../popover/popover'

export interface ColumnLayout {
  /** Column keys in display order (keys missing here keep their default place at the end). */
  order: string[]
  hidden: string[]
  widths: Record<string, number>
}

export const EMPTY_COLUMN_LAYOUT: ColumnLayout = { order: [], hidden: [], widths: {} }

/** Keys, translated where drawn; the functions translate. */
export const COLUMN_SETTINGS_MESSAGES = {
  trigger: msg('列设置'),
  title: msg('显示的列'),
  moveUp: (title: string) => t('上移“{{title}}”', { title }),
  moveDown: (title: string) => t('下移“{{title}}”', { title }),
  reset: msg('重置'),
}

/** The columns in the layout's order, with hidden ones removed and widths applied. */
export function applyColumnLayout<C extends { key: string; width?: number }>(
  columns: readonly C[],
  layout: ColumnLayout,
): C[] {
  const rank = new Map(layout.order.map((key, index) => [key, index]))
  return columns
    .map((column, index) => ({ column, rank: rank.get(column.key) ?? layout.order.length + index }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ column }) => column)
    .filter((column) => !layout.hidden.includes(column.key))
    .map((column) => {
      const width = layout.widths[column.key]
      return width ? { ...column, width } : column
    })
}

/** All column keys in the layout's order (hidden ones included). */
export function orderedKeys(keys: readonly string[], layout: ColumnLayout): string[] {
  const known = layout.order.filter((key) => keys.includes(key))
  return [...known, ...keys.filter((key) => !known.includes(key))]
}

export interface ColumnSettingsProps {
  columns: readonly { key: string; title: string }[]
  layout: ColumnLayout
  onLayoutChange: (layout: ColumnLayout) => void
  trigger?: ReactNode
  className?: string
}

/** A popover listing the columns: show or hide each, move it up or down, reset to the defaults. */
export function ColumnSettings({ columns, layout, onLayoutChange, trigger, className }: ColumnSettingsProps) {
  const t = useT()
  const headingId = useId()
  const titles = new Map(columns.map((column) => [column.key, column.title]))
  const keys = orderedKeys(
    columns.map((column) => column.key),
    layout,
  )
  const move = (index: number, delta: number) => {
    const next = [...keys]
    const [key] = next.splice(index, 1)
    if (key === undefined) return
    next.splice(index + delta, 0, key)
    onLayoutChange({ ...layout, order: next })
  }
  const toggle = (key: string, shown: boolean) => {
    const hidden = shown ? layout.hidden.filter((item) => item !== key) : [...layout.hidden, key]
    // At least one column stays visible.
    if (hidden.length >= keys.length) return
    onLayoutChange({ ...layout, hidden })
  }
  return (
    <Popover>
      <PopoverTrigger asChild>
        {trigger ?? (
          <Button size="sm" className={className}>
            {t(COLUMN_SETTINGS_MESSAGES.trigger)}
          </Button>
        )}
      </PopoverTrigger>
      <PopoverContent align="end" className="w-64" data-slot="column-settings" aria-labelledby={headingId}>
        <p id={headingId} className="mb-2 font-medium">
          {t(COLUMN_SETTINGS_MESSAGES.title)}
        </p>
        <ul aria-labelledby={headingId} className="max-h-80 space-y-1 overflow-auto">
          {keys.map((key, index) => {
            const title = titles.get(key) ?? key
            const shown = !layout.hidden.includes(key)
            return (
              <li key={key} className={cn('flex items-center gap-2', !shown && 'text-muted-foreground')}>
                <Checkbox
                  id={`${headingId}-${index}`}
                  checked={shown}
                  onCheckedChange={(checked) => toggle(key, checked === true)}
                />
                <label htmlFor={`${headingId}-${index}`} className="flex-1 cursor-pointer">
                  {title}
                </label>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={COLUMN_SETTINGS_MESSAGES.moveUp(title)}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={COLUMN_SETTINGS_MESSAGES.moveDown(title)}
                  disabled={index === keys.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </Button>
              </li>
            )
          })}
        </ul>
        <Button
          size="sm"
          variant="link"
          className="mt-2 px-0"
          onClick={() => onLayoutChange(EMPTY_COLUMN_LAYOUT)}
        >
          {t(COLUMN_SETTINGS_MESSAGES.reset)}
        </Button>
      </PopoverContent>
    </Popover>
  )
}
