import { cva } from 'class-variance-authority'
import { useControllableState } from '@radix-ui/react-use-controllable-state'
import { type ComponentProps, type CSSProperties, type ReactNode } from 'react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '../dropdown-menu/dropdown-menu'
import { Icon } from '../icon/icon'
import { cn } from '../lib/cn'

export interface SideMenuItem {
  key: string
  title: string
  /** Target of a leaf entry; parents only open and close. */
  href?: string
  /** Drawn before the title (alone, centred, when the menu is collapsed); the app passes `<Icon name=…>`. */
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
  'flex w-full items-center gap-2.5 rounded-none py-2.5 text-left text-sm transition-colors',
  {
    variants: {
      theme: {
        dark: 'text-sider-foreground/80 hover:text-white',
        light: 'text-foreground hover:text-primary-strong',
      },
      active: { true: 'bg-primary-strong text-primary-foreground hover:text-primary-foreground', false: '' },
      collapsed: { true: 'justify-center px-0', false: 'px-4' },
    },
    defaultVariants: { theme: 'dark', active: false, collapsed: false },
  },
)

/** Whether `key` is the active entry or one of its ancestors. */
const contains = (item: SideMenuItem, key: string | undefined): boolean =>
  key !== undefined && (item.key === key || (item.children ?? []).some((child) => contains(child, key)))

/** The icon of an entry in its 16 px box; collapsed, an entry without one shows its first character. */
function EntryIcon({ item, collapsed }: { item: SideMenuItem; collapsed: boolean }) {
  if (item.icon)
    return (
      <span aria-hidden="true" className="inline-flex size-4 shrink-0 items-center justify-center text-base">
        {item.icon}
      </span>
    )
  if (!collapsed) return null
  return (
    <span aria-hidden="true" className="inline-flex size-4 shrink-0 items-center justify-center font-medium">
      {item.title.slice(0, 1)}
    </span>
  )
}

/**
 * docs/spec.md §2 side menu: 200 px wide (80 collapsed), dark by default, inline submenus, one top-level open.
 * Collapsed, each top-level entry is its icon alone (the title stays its accessible name and tooltip) and a
 * submenu opens as a menu beside the bar, reachable by keyboard, whose leaves navigate.
 */
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
  const [open, setOpen] = useControllableState({
    prop: openKeys,
    defaultProp: defaultOpenKeys,
    onChange: onOpenKeysChange,
    caller: 'SideMenu',
  })
  const toggle = (item: SideMenuItem, depth: number) => {
    if (open.includes(item.key)) return setOpen(open.filter((key) => key !== item.key))
    // One top-level submenu at a time: opening a root closes the other roots.
    const rootKeys = new Set(items.map((root) => root.key))
    setOpen([...(depth === 0 ? open.filter((key) => !rootKeys.has(key)) : open), item.key])
  }

  const link = (item: SideMenuItem, content: ReactNode, className: string) =>
    renderLink ? (
      renderLink(item, content, className)
    ) : (
      <a href={item.href} className={className} aria-current={item.key === activeKey ? 'page' : undefined}>
        {content}
      </a>
    )

  /** The flyout of a collapsed submenu: its leaves as menu items, nested submenus as submenus. */
  const flyout = (list: SideMenuItem[]): ReactNode =>
    list.map((item) =>
      item.children?.length ? (
        <DropdownMenuSub key={item.key}>
          <DropdownMenuSubTrigger className={cn(contains(item, activeKey) && 'text-primary-strong')}>
            <span className="flex min-w-0 items-center gap-2">
              <EntryIcon item={item} collapsed={false} />
              <span className="truncate">{item.title}</span>
            </span>
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>{flyout(item.children)}</DropdownMenuSubContent>
        </DropdownMenuSub>
      ) : (
        <DropdownMenuItem
          key={item.key}
          asChild
          onClickCapture={() => onSelect?.(item)}
          className={cn(item.key === activeKey && 'font-medium text-primary-strong')}
        >
          {link(
            item,
            <>
              <EntryIcon item={item} collapsed={false} />
              <span className="truncate">{item.title}</span>
            </>,
            '',
          )}
        </DropdownMenuItem>
      ),
    )

  const renderCollapsed = (item: SideMenuItem): ReactNode => {
    const label = (
      <>
        <EntryIcon item={item} collapsed />
        <span className="sr-only">{item.title}</span>
      </>
    )
    const className = entry({ theme, collapsed: true, active: contains(item, activeKey) })
    if (!item.children?.length)
      return (
        <li key={item.key} title={item.title} onClickCapture={() => onSelect?.(item)}>
          {link(item, label, className)}
        </li>
      )
    return (
      <li key={item.key}>
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger
            className={cn(className, 'data-[state=open]:text-white')}
            title={item.title}
            aria-haspopup="menu"
          >
            {label}
          </DropdownMenuTrigger>
          <DropdownMenuContent
            side="right"
            align="start"
            sideOffset={4}
            className="max-h-[80vh] overflow-y-auto"
          >
            <DropdownMenuLabel>{item.title}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            {flyout(item.children)}
          </DropdownMenuContent>
        </DropdownMenu>
      </li>
    )
  }

  const render = (list: SideMenuItem[], depth: number): ReactNode =>
    list.map((item) => {
      if (collapsed && depth === 0) return renderCollapsed(item)
      const hasChildren = Boolean(item.children?.length)
      const isOpen = open.includes(item.key)
      const label = (
        <>
          <EntryIcon item={item} collapsed={false} />
          <span className="min-w-0 truncate" title={item.title}>
            {item.title}
          </span>
        </>
      )
      const indent = { paddingLeft: `${16 + depth * 16}px` }
      if (!hasChildren) {
        // The indent reaches the link (renderLink's or ours) as a variable, so its highlight spans the row.
        const className = cn(entry({ theme, active: item.key === activeKey }), 'pl-(--side-menu-indent)')
        return (
          <li
            key={item.key}
            style={{ '--side-menu-indent': indent.paddingLeft } as CSSProperties}
            onClickCapture={() => onSelect?.(item)}
          >
            {link(item, label, className)}
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
            onClick={() => toggle(item, depth)}
          >
            {label}
            <Icon
              name="down"
              data-slot="side-menu-arrow"
              className={cn('ml-auto text-xs transition-transform', isOpen && 'rotate-180')}
            />
          </button>
          {isOpen ? (
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
        'h-full shrink-0 overflow-x-hidden overflow-y-auto transition-[width]',
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
