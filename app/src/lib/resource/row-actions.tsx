import { Button } from '@erp/ui-kit/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@erp/ui-kit/dropdown-menu'
import { msg, useT } from '@erp/ui-kit/i18n'
import { Icon } from '@erp/ui-kit/icon'
import { Fragment, isValidElement, type MouseEventHandler, type ReactElement, type ReactNode } from 'react'

/** A row shows at most this many actions on its line, 更多 counted; the rest go under 更多. */
export const MAX_INLINE_ACTIONS = 3

export const ROW_ACTION_MESSAGES = { more: msg('更多') }

/** The elements of a node, fragments and arrays opened, empty parts (null, false, '') left out. */
export function flattenElements(node: ReactNode): ReactElement[] {
  if (Array.isArray(node)) return (node as ReactNode[]).flatMap(flattenElements)
  if (!isValidElement<{ children?: ReactNode }>(node)) return []
  if (node.type === Fragment) return flattenElements(node.props.children)
  return [node]
}

/**
 * How many of `count` actions stay on the row's line: all of them when they fit (and nothing else goes to
 * a menu), otherwise `max - 1`, leaving room for 更多.
 */
export function inlineCount(count: number, menuItems: number, max = MAX_INLINE_ACTIONS): number {
  if (menuItems === 0 && count <= max) return count
  return Math.max(0, Math.min(count, max - 1))
}

interface ActionProps {
  onClick?: MouseEventHandler<HTMLButtonElement>
  children?: ReactNode
  className?: string
  disabled?: boolean
  'aria-label'?: string
}

/** An inline button as an item of the 更多 menu: same text, label and click, red when it was. */
function asMenuItem(element: ReactElement, index: number) {
  const { onClick, children, className, disabled, 'aria-label': label } = element.props as ActionProps
  return (
    <DropdownMenuItem
      key={element.key ?? `overflow-${index}`}
      asChild
      disabled={disabled}
      variant={className?.includes('danger') ? 'danger' : 'default'}
    >
      <button type="button" className="w-full text-left" aria-label={label} onClick={onClick}>
        {children}
      </button>
    </DropdownMenuItem>
  )
}

export interface RowActionsProps {
  /** The row's buttons (link buttons), in order; fragments and conditionals are fine. */
  actions?: ReactNode
  /** Items (DropdownMenuItem) that always go under 更多, after the actions that do not fit. */
  menu?: ReactNode
  /** Items put last in the menu when the actions overflow, last on the line otherwise (删除). */
  trailing?: ReactElement | null
  /** The 更多 button's accessible name (`<row>的更多操作`). */
  moreLabel?: string
  max?: number
}

/**
 * A list row's actions on one line: up to MAX_INLINE_ACTIONS, the rest (and the page's menu items) under a
 * 更多 ▾ dropdown, so the 操作 column never wraps.
 */
export function RowActions({
  actions,
  menu,
  trailing,
  moreLabel,
  max = MAX_INLINE_ACTIONS,
}: RowActionsProps) {
  const t = useT()
  const elements = flattenElements(actions)
  const menuItems = flattenElements(menu)
  const all = trailing ? [...elements, trailing] : elements
  const shown = inlineCount(all.length, menuItems.length, max)
  const fits = shown === all.length && menuItems.length === 0
  const inline = fits ? all : elements.slice(0, shown)
  const overflow = fits ? [] : [...elements.slice(shown).map(asMenuItem), ...menuItems]
  const last = fits || !trailing ? null : asMenuItem(trailing, elements.length)
  return (
    <div data-slot="row-actions" className="flex items-center gap-1 whitespace-nowrap">
      {inline.map((element, index) => (
        <Fragment key={element.key ?? index}>{element}</Fragment>
      ))}
      {overflow.length || last ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="sm" variant="link" aria-label={moreLabel}>
              {t(ROW_ACTION_MESSAGES.more)}
              <Icon name="down" className="text-xs" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {overflow.map((element, index) => (
              <Fragment key={element.key ?? index}>{element}</Fragment>
            ))}
            {last}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </div>
  )
}
