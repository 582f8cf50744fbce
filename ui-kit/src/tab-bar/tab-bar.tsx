import { msg, useT } from '../i18n/i18n'
import { useState, type ComponentProps, type KeyboardEvent } from 'react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../dropdown-menu/dropdown-menu'
import { cn } from '../lib/cn'

export interface TabBarTab {
  key: string
  title: string
}

export type TabAction = 'refresh' | 'closeLeft' | 'closeRight' | 'closeOthers'

export interface TabBarProps extends Omit<ComponentProps<'div'>, 'onSelect'> {
  tabs: TabBarTab[]
  activeKey: string
  onSelect: (key: string) => void
  onClose: (key: string) => void
  onAction: (action: TabAction, key: string) => void
  /** Keys without a close button (the home tab). */
  unclosable?: string[]
  labels?: Partial<Record<TabAction | 'close', string>>
}

/** Keys, translated where drawn. */
const defaultLabels: Record<TabAction | 'close', string> = {
  refresh: msg('刷新'),
  closeLeft: msg('关闭左侧'),
  closeRight: msg('关闭右侧'),
  closeOthers: msg('关闭其他'),
  close: msg('关闭'),
}

/**
 * Multi-page tabs (SPEC §2): click to switch, × to close, right-click (or Shift+F10 / the context-menu
 * key) for refresh, close left, close right and close others.
 */
export function TabBar({
  tabs,
  activeKey,
  onSelect,
  onClose,
  onAction,
  unclosable = [],
  labels,
  className,
  ...props
}: TabBarProps) {
  const t = useT()
  const text = {
    refresh: t(defaultLabels.refresh),
    closeLeft: t(defaultLabels.closeLeft),
    closeRight: t(defaultLabels.closeRight),
    closeOthers: t(defaultLabels.closeOthers),
    close: t(defaultLabels.close),
    ...labels,
  }
  const [menuFor, setMenuFor] = useState<string | null>(null)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const move = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (move) {
      const next = tabs[(index + move + tabs.length) % tabs.length]
      if (next) {
        onSelect(next.key)
        document.getElementById(`tab-${next.key}`)?.focus()
      }
    } else if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault()
      setMenuFor(tabs[index]?.key ?? null)
    } else if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      // Keys the menu trigger would open the menu with: they select the tab instead.
      event.preventDefault()
      const tab = tabs[index]
      if (tab) onSelect(tab.key)
    } else if (event.key === 'Delete') {
      const tab = tabs[index]
      if (tab) onClose(tab.key)
    }
  }

  return (
    <div
      data-slot="tab-bar"
      className={cn(
        'flex items-end gap-1 overflow-x-auto border-b border-border bg-surface px-2 pt-2',
        className,
      )}
      {...props}
    >
      <div role="tablist" aria-label={t('已打开的页面')} className="flex items-end gap-1">
        {tabs.map((tab, index) => {
          const active = tab.key === activeKey
          return (
            <DropdownMenu
              key={tab.key}
              open={menuFor === tab.key}
              onOpenChange={(open) => setMenuFor(open ? tab.key : null)}
            >
              <DropdownMenuTrigger asChild>
                <div
                  id={`tab-${tab.key}`}
                  role="tab"
                  tabIndex={active ? 0 : -1}
                  aria-selected={active}
                  aria-keyshortcuts={unclosable.includes(tab.key) ? undefined : 'Delete'}
                  data-state={active ? 'active' : 'inactive'}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-t border border-b-0 px-3 py-1.5 text-sm select-none',
                    active
                      ? 'border-border bg-surface text-primary-strong'
                      : 'border-transparent bg-muted text-muted-foreground hover:text-foreground',
                  )}
                  onPointerDown={(event) => {
                    // Left clicks select; the menu opens only on right click (context menu).
                    if (event.button === 0) event.preventDefault()
                  }}
                  onClick={() => onSelect(tab.key)}
                  onContextMenu={(event) => {
                    event.preventDefault()
                    setMenuFor(tab.key)
                  }}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  <span>{tab.title}</span>
                  {unclosable.includes(tab.key) ? null : (
                    // A pointer affordance only: a button inside role=tab would nest interactive
                    // controls; keyboard users close the focused tab with Delete (aria-keyshortcuts).
                    <span
                      aria-hidden="true"
                      title={`${text.close} ${tab.title}`}
                      className="rounded px-1 text-xs hover:bg-border"
                      onPointerDown={(event) => event.stopPropagation()}
                      onClick={(event) => {
                        event.stopPropagation()
                        onClose(tab.key)
                      }}
                    >
                      ×
                    </span>
                  )}
                </div>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                {(['refresh', 'closeLeft', 'closeRight', 'closeOthers'] as const).map((action) => (
                  <DropdownMenuItem key={action} onSelect={() => onAction(action, tab.key)}>
                    {text[action]}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          )
        })}
      </div>
    </div>
  )
}
