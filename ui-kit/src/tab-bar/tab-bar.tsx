import { msg, useT } from '../i18n/i18n'
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../dropdown-menu/dropdown-menu'
import { Icon } from '../icon/icon'
import { cn } from '../lib/cn'
import { overflowOf, revealDelta, wheelPixels } from './tab-scroll'

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

const sideButton =
  'flex h-8 w-6 shrink-0 items-center justify-center self-center rounded text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-primary'

/**
 * Multi-page tabs (docs/spec.md §2): click to switch, × to close, right-click (or Shift+F10 / the context-menu
 * key) for refresh, close left, close right and close others.
 *
 * Any number of pages fits in one row: labels never wrap (long ones are cut with the full title on hover),
 * the strip scrolls sideways (the wheel over the bar, the ‹ › buttons shown while there is more that way),
 * the active tab is kept in view, and the list button at the right end lists every open page.
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
  const [overflow, setOverflow] = useState({ left: false, right: false })
  const barRef = useRef<HTMLDivElement>(null)
  const scrollerRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLDivElement>(null)

  const measure = useCallback(() => {
    const scroller = scrollerRef.current
    if (!scroller) return
    const next = overflowOf(scroller.scrollLeft, scroller.clientWidth, scroller.scrollWidth)
    setOverflow((current) => (current.left === next.left && current.right === next.right ? current : next))
  }, [])

  const revealActive = useCallback(() => {
    const scroller = scrollerRef.current
    const active = scroller?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
    if (!scroller || !active) return
    const delta = revealDelta(scroller.getBoundingClientRect(), active.getBoundingClientRect())
    if (delta) scroller.scrollLeft += delta
  }, [])

  // The active tab comes into view whenever it changes (a page opened from the menu, the list, the keys).
  useLayoutEffect(() => {
    revealActive()
  }, [activeKey, tabs.length, revealActive])

  // Sizes: the strip's own (window, sider) and its content's (tabs opened, closed, renamed).
  useEffect(() => {
    const scroller = scrollerRef.current
    const list = listRef.current
    if (!scroller || !list || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      revealActive()
      measure()
    })
    observer.observe(scroller)
    observer.observe(list)
    return () => observer.disconnect()
  }, [measure, revealActive])

  // The wheel over the bar scrolls it sideways (a native listener: React's wheel listener is passive).
  useEffect(() => {
    const bar = barRef.current
    const scroller = scrollerRef.current
    if (!bar || !scroller) return
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || scroller.scrollWidth <= scroller.clientWidth) return
      const delta = Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY
      if (!delta) return
      const before = scroller.scrollLeft
      scroller.scrollLeft = before + wheelPixels(delta, event.deltaMode, scroller.clientWidth)
      // At either end the page scrolls on as usual.
      if (scroller.scrollLeft !== before) {
        event.preventDefault()
        measure()
      }
    }
    bar.addEventListener('wheel', onWheel, { passive: false })
    return () => bar.removeEventListener('wheel', onWheel)
  }, [measure])

  const scrollBy = (direction: -1 | 1) => {
    const scroller = scrollerRef.current
    if (!scroller) return
    scroller.scrollLeft += direction * Math.max(80, scroller.clientWidth * 0.8)
    measure()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const move = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (move) {
      // Not the strip's own keyboard scrolling (a 40 px step the other way, off the newly selected tab).
      event.preventDefault()
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

  // Both scroll buttons keep their place while the strip overflows (no jump as one of them appears);
  // each shows only while there is more to see that way.
  const scrollable = overflow.left || overflow.right

  return (
    <div
      ref={barRef}
      data-slot="tab-bar"
      data-overflow={scrollable || undefined}
      className={cn('flex items-end gap-1 border-b border-border bg-surface px-2 pt-2', className)}
      {...props}
    >
      {scrollable ? (
        <button
          type="button"
          tabIndex={-1}
          data-slot="tab-bar-scroll-left"
          aria-label={t('向左滚动')}
          title={t('向左滚动')}
          className={cn(sideButton, !overflow.left && 'invisible')}
          onClick={() => scrollBy(-1)}
        >
          <Icon name="left" />
        </button>
      ) : null}
      <div
        ref={scrollerRef}
        data-slot="tab-bar-scroller"
        className="min-w-0 flex-1 [scrollbar-width:none] overflow-x-auto overflow-y-hidden [&::-webkit-scrollbar]:hidden"
        onScroll={measure}
      >
        <div
          ref={listRef}
          role="tablist"
          aria-label={t('已打开的页面')}
          className="flex w-max items-end gap-1"
        >
          {tabs.map((tab, index) => {
            const active = tab.key === activeKey
            const closable = !unclosable.includes(tab.key)
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
                    aria-keyshortcuts={closable ? 'Delete' : undefined}
                    data-state={active ? 'active' : 'inactive'}
                    className={cn(
                      'flex shrink-0 cursor-pointer items-center gap-1.5 rounded-t border border-b-0 px-3 py-1.5 text-sm whitespace-nowrap select-none',
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
                    <span data-slot="tab-title" title={tab.title} className="max-w-40 truncate">
                      {tab.title}
                    </span>
                    {closable ? (
                      // A pointer affordance only: a button inside role=tab would nest interactive
                      // controls; keyboard users close the focused tab with Delete (aria-keyshortcuts).
                      <span
                        aria-hidden="true"
                        title={`${text.close} ${tab.title}`}
                        className="-mr-1 flex size-4 shrink-0 items-center justify-center rounded text-xs hover:bg-border"
                        onPointerDown={(event) => event.stopPropagation()}
                        onClick={(event) => {
                          event.stopPropagation()
                          onClose(tab.key)
                        }}
                      >
                        <Icon name="close" />
                      </span>
                    ) : null}
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
      {scrollable ? (
        <button
          type="button"
          tabIndex={-1}
          data-slot="tab-bar-scroll-right"
          aria-label={t('向右滚动')}
          title={t('向右滚动')}
          className={cn(sideButton, !overflow.right && 'invisible')}
          onClick={() => scrollBy(1)}
        >
          <Icon name="right" />
        </button>
      ) : null}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          data-slot="tab-bar-list"
          aria-label={t('所有页面')}
          title={t('所有页面')}
          className={cn(sideButton, 'w-8 data-[state=open]:bg-muted')}
        >
          <Icon name="down" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-h-[60vh] max-w-80 overflow-y-auto">
          {tabs.map((tab) => (
            <DropdownMenuCheckboxItem
              key={tab.key}
              checked={tab.key === activeKey}
              title={tab.title}
              className="data-[state=checked]:text-primary-strong"
              onSelect={() => onSelect(tab.key)}
            >
              <span className="truncate">{tab.title}</span>
            </DropdownMenuCheckboxItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  )
}
