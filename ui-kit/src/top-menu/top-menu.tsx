import { cva } from 'class-variance-authority'
import type { ComponentProps, ReactNode } from 'react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '../dropdown-menu/dropdown-menu'
import { cn } from '../lib/cn'
import type { SideMenuItem } from '../side-menu/side-menu'

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

const topEntry = cva('flex h-full items-center gap-1 px-4 text-sm transition-colors outline-none', {
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
})

const contains = (item: TopMenuItem, key: string | undefined): boolean =>
  key !== undefined && (item.key === key || (item.children ?? []).some((child) => contains(child, key)))

const defaultLink = (item: TopMenuItem, content: ReactNode, className: string) => (
  <a href={item.href} className={className}>
    {content}
  </a>
)

/**
 * SPEC §4 "topmenu" navigation: the same items as the side menu, laid out in the header. A top-level leaf
 * is a link; a parent opens a menu of its children, nested parents as submenus (Radix: arrow keys,
 * Escape, typeahead).
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

  return (
    <nav
      data-slot="top-menu"
      data-theme={theme}
      className={cn('flex h-full items-stretch', className)}
      {...props}
    >
      <ul className="flex h-full items-stretch">
        {items.map((item) => {
          const active = contains(item, activeKey)
          const content = (
            <>
              {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
              {item.title}
            </>
          )
          return (
            <li key={item.key} className="flex">
              {item.children?.length ? (
                <DropdownMenu modal={false}>
                  <DropdownMenuTrigger className={topEntry({ theme, active })}>
                    {content}
                    <span aria-hidden="true" className="text-xs">
                      ▾
                    </span>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="start">{entries(item.children)}</DropdownMenuContent>
                </DropdownMenu>
              ) : (
                <span className="flex" aria-current={item.key === activeKey ? 'page' : undefined}>
                  {renderLink(item, content, topEntry({ theme, active }))}
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
