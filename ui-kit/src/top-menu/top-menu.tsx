import { cva } from 'class-variance-authority'
import { useCallback, useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '../dropdown-menu/dropdown-menu'
import { msg, useT } from '../i18n/i18n'
import { Icon } from '../icon/icon'
import { cn } from '../lib/cn'
import type { SideMenuItem } from '../side-menu/side-menu'
import { fitCount } from './fit-count'

export type TopMenuItem = SideMenuItem

export interface TopMenuProps extends Omit<ComponentProps<'nav'>, 'children' | 'onSelect'> {
  items: TopMenuItem[]
  /** Key of the current entry: it and the top-level entry above it are marked. */
  activeKey?: string
  theme?: 'dark' | 'light'
  /** Renders a link (the app passes its router's Link); defaults to an `<a>`. */
  renderLink?: (item: TopMenuItem, content: ReactNode, className: string) => ReactNode
  onSelect?: (item: TopMenuItem) => void
}

const topEntry = cva(
  'flex h-full shrink-0 items-center gap-1 px-4 text-sm whitespace-nowrap transition-colors outline-none',
  {
    variants: {
      theme: {
        dark: 'text-sider-foreground/80 hover:text-white focus-visible:text-white',
        light: 'text-foreground hover:text-primary-strong focus-visible:text-primary-strong',
      },
      active: { true: 'border-b-2 border-primary', false: 'border-b-2 border-transparent' },
    },
    compoundVariants: [
      { theme: 'dark', active: true, className: 'text-white' },
      { theme: 'light', active: true, className: 'text-primary-strong' },
    ],
    defaultVariants: { theme: 'dark', active: false },
  },
)

/** The trailing entry that holds the entries that do not fit. */
const MORE = msg('更多')

const contains = (item: TopMenuItem, key: string | undefined): boolean =>
  key !== undefined && (item.key === key || (item.children ?? []).some((child) => contains(child, key)))

const defaultLink = (item: TopMenuItem, content: ReactNode, className: string) => (
  <a href={item.href} className={className}>
    {content}
  </a>
)

/**
 * docs/spec.md §4 "topmenu" navigation: the same items as the side menu, laid out in the header. A top-level leaf
 * is a link; a parent opens a menu of its children, nested parents as submenus (Radix: arrow keys,
 * Escape, typeahead).
 *
 * Always one row: every entry (and 更多) stays rendered and measured (ResizeObserver: on resize, on new
 * items or labels); the ones that do not fit are drawn invisible, out of the flow and inert, and listed
 * under a trailing 更多 menu instead.
 */
export function TopMenu({
  items,
  activeKey,
  theme = 'dark',
  renderLink = defaultLink,
  onSelect,
  className,
  ...props
}: TopMenuProps) {
  const t = useT()
  const navRef = useRef<HTMLElement>(null)
  const rowRef = useRef<HTMLUListElement>(null)
  const [shown, setShown] = useState(items.length)

  const fit = useCallback(() => {
    const nav = navRef.current
    const row = rowRef.current
    if (!nav || !row) return
    // One cell per item, then 更多 (shown or not, each keeps its own width).
    const widths = Array.from(row.children, (cell) => cell.getBoundingClientRect().width)
    const more = widths.pop() ?? 0
    setShown(fitCount(widths, nav.clientWidth, more))
  }, [])

  // New items, theme or language: measured again before the browser paints.
  useLayoutEffect(() => {
    fit()
  }, [fit, items, theme, t])

  // The header's width (window, welcome text) and each entry's own (fonts loaded).
  useLayoutEffect(() => {
    const nav = navRef.current
    const row = rowRef.current
    if (!nav || !row || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => fit())
    observer.observe(nav)
    for (const cell of Array.from(row.children)) observer.observe(cell)
    return () => observer.disconnect()
  }, [fit, items])

  const entries = (children: TopMenuItem[]): ReactNode =>
    children.map((child) =>
      child.children?.length ? (
        <DropdownMenuSub key={child.key}>
          <DropdownMenuSubTrigger data-active={contains(child, activeKey) || undefined}>
            {child.title}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>{entries(child.children)}</DropdownMenuSubContent>
        </DropdownMenuSub>
      ) : (
        <DropdownMenuItem
          key={child.key}
          asChild
          onSelect={() => onSelect?.(child)}
          className="data-[active]:text-primary-strong"
          data-active={child.key === activeKey || undefined}
        >
          {renderLink(child, child.title, '')}
        </DropdownMenuItem>
      ),
    )

  const label = (item: TopMenuItem) => (
    <>
      {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
      {item.title}
    </>
  )
  const chevron = <Icon name="down" className="text-xs" />
  const count = Math.min(shown, items.length)
  const overflow = items.slice(count)
  /** A cell that does not fit: kept for measuring, but invisible, out of the flow and not interactive. */
  const hiddenCell = 'pointer-events-none invisible absolute top-0 left-0 flex h-full'

  return (
    <nav
      ref={navRef}
      data-slot="top-menu"
      data-theme={theme}
      className={cn('relative flex h-full min-w-0 flex-1 items-stretch overflow-hidden', className)}
      {...props}
    >
      <ul ref={rowRef} className="flex h-full items-stretch">
        {items.map((item, index) => {
          const active = contains(item, activeKey)
          if (index >= count) {
            return (
              <li key={item.key} aria-hidden="true" data-overflow="" className={hiddenCell}>
                <span className={topEntry({ theme, active })}>
                  {label(item)}
                  {item.children?.length ? chevron : null}
                </span>
              </li>
            )
          }
          return (
            <li key={item.key} className="flex shrink-0">
              {item.children?.length ? (
                <DropdownMenu modal={false}>
                  <DropdownMenuTrigger className={topEntry({ theme, active })}>
                    {label(item)}
                    {chevron}
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="start">{entries(item.children)}</DropdownMenuContent>
                </DropdownMenu>
              ) : (
                <span className="flex" aria-current={item.key === activeKey ? 'page' : undefined}>
                  {renderLink(item, label(item), topEntry({ theme, active }))}
                </span>
              )}
            </li>
          )
        })}
        {overflow.length ? (
          <li className="flex shrink-0">
            <DropdownMenu modal={false}>
              <DropdownMenuTrigger
                data-slot="top-menu-more"
                className={topEntry({
                  theme,
                  active: overflow.some((item) => contains(item, activeKey)),
                })}
              >
                {t(MORE)}
                {chevron}
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">{entries(overflow)}</DropdownMenuContent>
            </DropdownMenu>
          </li>
        ) : (
          // Not needed now: measured all the same, for the moment it is.
          <li aria-hidden="true" data-overflow="" className={hiddenCell}>
            <span className={topEntry({ theme })}>
              {t(MORE)}
              {chevron}
            </span>
          </li>
        )}
      </ul>
    </nav>
  )
}
