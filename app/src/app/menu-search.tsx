import { Button } from '@erp/ui-kit/button'
import { Combobox } from '@erp/ui-kit/combobox'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@erp/ui-kit/dialog'
import { Icon } from '@erp/ui-kit/icon'
import { Input } from '@erp/ui-kit/input'
import { useT } from '@erp/ui-kit/i18n'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { searchableEntries, type MenuNode } from '../lib/menu/menu-model'
import { menuTarget } from '../lib/menu/menu-target'
import { useSession } from '../stores/session-store'

/** Header menu search: a command palette on desktop, a select on mobile. */
export function MenuSearch({ nodes, mobile }: { nodes: readonly MenuNode[]; mobile: boolean }) {
  const t = useT()
  const entries = useMemo(() => searchableEntries(nodes), [nodes])
  const token = useSession((state) => state.token)
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [highlight, setHighlight] = useState(0)
  const listId = useId()
  const selectRef = useRef<HTMLButtonElement>(null)
  // The shortcut the button declares (aria-keyshortcuts): Ctrl+K, and ⌘K on a Mac, anywhere in the shell.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
      if (event.key.toLowerCase() !== 'k') return
      event.preventDefault()
      if (mobile) selectRef.current?.focus()
      else setOpen(true)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [mobile])
  const matches = entries.filter((entry) => entry.title.toLowerCase().includes(query.trim().toLowerCase()))

  const choose = (node: MenuNode | undefined) => {
    if (!node) return
    const target = menuTarget(node, token)
    setOpen(false)
    setQuery('')
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer')
    else void navigate(target.path)
  }

  if (mobile) {
    return (
      <Combobox
        ref={selectRef}
        aria-label={t('搜索菜单')}
        aria-keyshortcuts="Control+K Meta+K"
        className="w-32 min-w-0 shrink"
        value=""
        placeholder={t('搜索菜单')}
        searchPlaceholder={t('菜单名称')}
        onValueChange={(id) => choose(entries.find((entry) => entry.id === id))}
        options={entries.map((entry) => ({ value: entry.id, label: entry.title }))}
      />
    )
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setHighlight((index) => Math.min(index + 1, matches.length - 1))
    else if (event.key === 'ArrowUp') setHighlight((index) => Math.max(index - 1, 0))
    else if (event.key === 'Enter') choose(matches[highlight])
    else return
    event.preventDefault()
  }

  return (
    <>
      <Button
        variant="ghost"
        onClick={() => setOpen(true)}
        aria-label={t('搜索菜单')}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <Icon name="search" />
        <span className="text-muted-foreground">{t('搜索菜单')}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent width={520}>
          <DialogTitle>{t('搜索菜单')}</DialogTitle>
          <DialogDescription className="sr-only">{t('输入菜单名称，回车打开')}</DialogDescription>
          <Input
            className="mt-3"
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-activedescendant={matches[highlight] ? `${listId}-${matches[highlight].id}` : undefined}
            aria-label={t('菜单名称')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value)
              setHighlight(0)
            }}
            onKeyDown={onKeyDown}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={t('匹配的菜单')}
            className="mt-2 max-h-72 overflow-auto"
          >
            {matches.map((entry, index) => (
              <div
                key={entry.id}
                id={`${listId}-${entry.id}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === highlight}
                className="cursor-pointer rounded px-3 py-2 text-sm aria-selected:bg-muted aria-selected:text-primary-strong"
                onClick={() => choose(entry)}
                onKeyDown={(event) => event.key === 'Enter' && choose(entry)}
                onMouseEnter={() => setHighlight(index)}
              >
                {entry.title}
              </div>
            ))}
            {matches.length === 0 ? (
              <li className="px-3 py-2 text-sm text-muted-foreground">{t('没有匹配的菜单')}</li>
            ) : null}
          </div>
        </DialogContent>
      </Dialog>
    </>
  )
}
