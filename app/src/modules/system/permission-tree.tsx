import { cn } from '@erp/ui-kit/cn'
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import {
  checkStates,
  indexTree,
  toggleNode,
  visibleNodes,
  type CheckState,
  type TreeNode,
} from './permission-tree-model'

export interface PermissionTreeProps {
  /** The accessible name of the tree. */
  label: string
  nodes: readonly TreeNode[]
  checked: ReadonlySet<string>
  onCheckedChange: (checked: Set<string>) => void
  expanded: ReadonlySet<string>
  onExpandedChange: (expanded: Set<string>) => void
  /** Parent-child cascade (upstream 父子关联); without it every node is checked on its own. */
  cascade?: boolean
  disabled?: boolean
  /** Something after a node's title (a button); `focusable` is true for the node that has the tree's focus. */
  renderExtra?: (node: TreeNode, focusable: boolean) => ReactNode
  className?: string
}

const ariaChecked = (state: CheckState | undefined) =>
  state === 'checked' ? 'true' : state === 'mixed' ? 'mixed' : 'false'

/**
 * A checkbox tree (WAI-ARIA tree view): one tab stop; ↑/↓ move, → expands or goes to the first child,
 * ← collapses or goes to the parent, Home/End jump, Space toggles the check. Parents show a half-checked
 * box when some of their children are checked. (A general tree; it should move to ui-kit.)
 */
export function PermissionTree({
  label,
  nodes,
  checked,
  onCheckedChange,
  expanded,
  onExpandedChange,
  cascade = true,
  disabled = false,
  renderExtra,
  className,
}: PermissionTreeProps) {
  const baseId = useId()
  const index = useMemo(() => indexTree(nodes), [nodes])
  const states = useMemo(() => checkStates(nodes, checked, cascade), [nodes, checked, cascade])
  const visible = useMemo(() => visibleNodes(nodes, expanded), [nodes, expanded])
  const [active, setActive] = useState<string | null>(null)
  const focusOnChange = useRef(false)
  const items = useRef(new Map<string, HTMLDivElement>())
  const activeKey =
    active && visible.some((item) => item.node.key === active) ? active : (visible[0]?.node.key ?? null)

  useEffect(() => {
    if (!focusOnChange.current || !activeKey) return
    focusOnChange.current = false
    items.current.get(activeKey)?.focus()
  }, [activeKey])

  const moveTo = (key: string | undefined | null) => {
    if (!key) return
    focusOnChange.current = true
    setActive(key)
    if (key === activeKey) items.current.get(key)?.focus()
  }
  const setOpen = (key: string, open: boolean) => {
    const next = new Set(expanded)
    if (open) next.add(key)
    else next.delete(key)
    onExpandedChange(next)
  }
  const toggle = (key: string) => {
    if (disabled) return
    onCheckedChange(toggleNode(nodes, index, checked, key, cascade))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, key: string) => {
    if (event.target !== event.currentTarget) return
    const position = visible.findIndex((item) => item.node.key === key)
    const current = visible[position]
    if (!current) return
    const hasChildren = Boolean(current.node.children?.length)
    const open = expanded.has(key)
    let handled = true
    switch (event.key) {
      case 'ArrowDown':
        moveTo(visible[position + 1]?.node.key)
        break
      case 'ArrowUp':
        moveTo(visible[position - 1]?.node.key)
        break
      case 'Home':
        moveTo(visible[0]?.node.key)
        break
      case 'End':
        moveTo(visible.at(-1)?.node.key)
        break
      case 'ArrowRight':
        if (hasChildren && !open) setOpen(key, true)
        else if (hasChildren) moveTo(current.node.children?.[0]?.key)
        break
      case 'ArrowLeft':
        if (hasChildren && open) setOpen(key, false)
        else moveTo(current.parent)
        break
      case ' ':
      case 'Enter':
        toggle(key)
        break
      default:
        handled = false
    }
    if (handled) {
      event.preventDefault()
      event.stopPropagation()
    }
  }

  /** One click handler per item: the part clicked (caret, box or title) says what to do. */
  const onClick = (event: MouseEvent<HTMLDivElement>, node: TreeNode, open: boolean) => {
    const part = (event.target as HTMLElement).closest('[data-part]')?.getAttribute('data-part')
    if (!part) return
    event.stopPropagation()
    setActive(node.key)
    if (part === 'caret') {
      if (node.children?.length) setOpen(node.key, !open)
    } else toggle(node.key)
  }

  const renderNodes = (list: readonly TreeNode[], level: number): ReactNode =>
    list.map((node, position) => {
      const hasChildren = Boolean(node.children?.length)
      const open = hasChildren && expanded.has(node.key)
      const state = states.get(node.key)
      const labelId = `${baseId}-${node.key}`
      const focusable = node.key === activeKey
      return (
        <div
          key={node.key}
          ref={(element) => {
            if (element) items.current.set(node.key, element)
            else items.current.delete(node.key)
          }}
          role="treeitem"
          aria-labelledby={labelId}
          aria-level={level}
          aria-setsize={list.length}
          aria-posinset={position + 1}
          aria-checked={ariaChecked(state)}
          aria-selected={focusable}
          aria-expanded={hasChildren ? open : undefined}
          aria-disabled={disabled || undefined}
          tabIndex={focusable ? 0 : -1}
          onKeyDown={(event) => onKeyDown(event, node.key)}
          onClick={(event) => onClick(event, node, open)}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setActive(node.key)
          }}
          className="outline-none [&:focus-visible>div:first-child]:outline-2 [&:focus-visible>div:first-child]:outline-primary"
        >
          <div
            className="flex min-h-7 items-center gap-1 rounded px-1 hover:bg-muted"
            style={{ paddingLeft: `${(level - 1) * 20 + 4}px` }}
          >
            <span
              aria-hidden="true"
              data-part="caret"
              className={cn(
                'inline-flex size-5 shrink-0 items-center justify-center text-xs text-muted-foreground',
                hasChildren && 'cursor-pointer',
              )}
            >
              {hasChildren ? (open ? '▾' : '▸') : ''}
            </span>
            <span
              aria-hidden="true"
              data-part="check"
              data-state={state}
              className={cn(
                'inline-flex size-4 shrink-0 cursor-pointer items-center justify-center rounded-sm border text-[10px] leading-none',
                state === 'unchecked'
                  ? 'border-border bg-surface'
                  : 'border-primary-strong bg-primary-strong text-primary-foreground',
              )}
            >
              {state === 'checked' ? '✓' : state === 'mixed' ? '−' : ''}
            </span>
            <span id={labelId} data-part="title" className="cursor-pointer text-sm select-none">
              {node.title}
            </span>
            {renderExtra?.(node, focusable)}
          </div>
          {open ? <div role="group">{renderNodes(node.children ?? [], level + 1)}</div> : null}
        </div>
      )
    })

  return (
    <div role="tree" aria-label={label} className={className}>
      {renderNodes(nodes, 1)}
    </div>
  )
}
