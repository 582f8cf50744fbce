import { cva } from 'class-variance-authority'
import { useState, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../lib/cn'

export interface SideMenuItem {
  key: string
  title: string
  /** Target of a leaf entry; parents only open and close. */
  href?: string
  icon?: ReactNode
  children?: SideMenuItem[]
}

export interface SideMenuProps extends Omit<ComponentProps<'nav'>, 'children' | 'onSelect'> {
  items: SideMenuItem[]
  /** Key of the current entry. */
  activeKey?: string
  /** Keys of the open submenus (controlled); only one top-level submenu is open at a time. */
  openKeys?: string[]
  defaultOpenKeys?: string[]
  onOpenKeysChange?: (keys: string[]) => void
  collapsed?: boolean
  theme?: 'dark' | 'light'
  /** Renders a leaf link (the app passes its router's Link); defaults to an `<a>`. */
  renderLink?: (item: SideMenuItem, content: ReactNode, className: string) => ReactNode
  onSelect?: (item: SideMenuItem) => void
}

const entry = cva(
  'flex w-full items-center gap-2 rounded-none px-4 py-2.5 text-left text-sm transition-colors',
  {
    variants: {
      theme: {
        dark: 'text-sider-foreground/80 hover:text-white',
        light: 'text-foreground hover:text-primary-strong',
      },
      active: { true: 'bg-primary-strong text-primary-foreground hover:text-primary-foreground', false: '' },
    },
    defaultVariants: { theme: 'dark', active: false },
  },
)

/** SPEC §2 side menu: 200 px wide (80 collapsed), dark by default, inline submenus, one top-level open. */
export function SideMenu({
  items,
  activeKey,
  openKeys,
  defaultOpenKeys = [],
  onOpenKeysChange,
  collapsed = false,
  theme = 'dark',
  renderLink,
  onSelect,
  className,
  ...props
}: SideMenuProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpenKeys)
  const open = openKeys ?? uncontrolled
  const setOpen = (keys: string[]) => {
    if (!openKeys) setUncontrolled(keys)
    onOpenKeysChange?.(keys)
  }
  const toggle = (item: SideMenuItem, depth: number) => {
    if (open.includes(item.key)) return setOpen(open.filter((key) => key !== item.key))
    // One top-level submenu at a time: opening a root closes the other roots.
    const rootKeys = new Set(items.map((root) => root.key))
    setOpen([...(depth === 0 ? open.filter((key) => !rootKeys.has(key)) : open), item.key])
  }

  const render = (list: SideMenuItem[], depth: number): ReactNode =>
    list.map((item) => {
      const hasChildren = Boolean(item.children?.length)
      const isOpen = open.includes(item.key)
      const label = (
        <>
          {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
          <span className={cn('truncate', collapsed && depth === 0 && 'sr-only')}>{item.title}</span>
        </>
      )
      const indent = { paddingLeft: `${16 + depth * 16}px` }
      if (!hasChildren) {
        const className = cn(entry({ theme, active: item.key === activeKey }))
        const content = renderLink ? (
          renderLink(item, label, className)
        ) : (
          <a
            href={item.href}
            className={className}
            style={indent}
            aria-current={item.key === activeKey ? 'page' : undefined}
          >
            {label}
          </a>
        )
        return (
          <li key={item.key} style={renderLink ? indent : undefined} onClickCapture={() => onSelect?.(item)}>
            {content}
          </li>
        )
      }
      return (
        <li key={item.key}>
          <button
            type="button"
            className={entry({ theme })}
            style={indent}
            aria-expanded={isOpen}
            data-state={isOpen ? 'open' : 'closed'}
            title={collapsed ? item.title : undefined}
            onClick={() => toggle(item, depth)}
          >
            {label}
            <span
              aria-hidden="true"
              className={cn(
                'ml-auto text-xs transition-transform',
                isOpen && 'rotate-180',
                collapsed && 'hidden',
              )}
            >
              ▾
            </span>
          </button>
          {isOpen && !collapsed ? (
            <ul className={cn(theme === 'dark' ? 'bg-black/20' : 'bg-muted')}>
              {render(item.children ?? [], depth + 1)}
            </ul>
          ) : null}
        </li>
      )
    })

  return (
    <nav
      data-slot="side-menu"
      data-state={collapsed ? 'collapsed' : 'expanded'}
      data-theme={theme}
      className={cn(
        'h-full shrink-0 overflow-y-auto transition-[width]',
        collapsed ? 'w-sider-collapsed' : 'w-sider',
        theme === 'dark'
          ? 'bg-sider text-sider-foreground'
          : 'border-r border-border bg-surface text-foreground',
        className,
      )}
      {...props}
    >
      <ul>{render(items, 0)}</ul>
    </nav>
  )
}
