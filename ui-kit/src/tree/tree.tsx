import { useControllableState } from '@radix-ui/react-use-controllable-state'
import { useT } from '../i18n/i18n'
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { cn } from '../lib/cn'
import {
  checkStates,
  indexTree,
  toggleNode,
  visibleNodes,
  type CheckState,
  type TreeNode,
} from './tree-model'

export type { CheckState, TreeNode } from './tree-model'

export interface TreeProps<N extends TreeNode> extends Omit<
  ComponentProps<'div'>,
  'onSelect' | 'children' | 'defaultValue' | 'role'
> {
  nodes: readonly N[]
  /** The accessible name of the tree. */
  label: string
  /** Single selection (the default mode): the selected key, controlled… */
  selectedKey?: string | null
  /** …or uncontrolled. */
  defaultSelectedKey?: string | null
  onSelectedKeyChange?: (key: string, node: N) => void
  /** A checkbox tree: Space/Enter and a click check instead of selecting. */
  checkable?: boolean
  /** The checked keys (checkable), controlled… */
  checkedKeys?: ReadonlySet<string>
  /** …or uncontrolled. */
  defaultCheckedKeys?: Iterable<string>
  onCheckedKeysChange?: (checked: Set<string>) => void
  /** Parent-child cascade (upstream 父子关联); without it every node is checked on its own. */
  cascade?: boolean
  /** The expanded keys, controlled… */
  expandedKeys?: ReadonlySet<string>
  /** …or uncontrolled; by default the whole tree is open, also for nodes that arrive later. */
  defaultExpandedKeys?: Iterable<string>
  onExpandedKeysChange?: (expanded: Set<string>) => void
  disabled?: boolean
  /** Something after a node's title (a badge, a button); `focusable` is true for the node with the tab stop. */
  renderExtra?: (node: N, focusable: boolean) => ReactNode
  /** Shown instead of the tree when there are no nodes. */
  emptyText?: ReactNode
}

const ariaChecked = (state: CheckState | undefined) =>
  state === 'checked' ? 'true' : state === 'mixed' ? 'mixed' : 'false'

/**
 * A tree view (WAI-ARIA tree pattern): role tree/treeitem/group with aria-level, aria-setsize and
 * aria-posinset; one tab stop (roving tabindex); ↑/↓ move, → opens or enters, ← closes or goes to the
 * parent, Home/End jump, Enter/Space select (or check, when `checkable`). Checkable trees show a
 * half-checked box (aria-checked="mixed") on parents when some of their children are checked.
 */
export function Tree<N extends TreeNode>({
  nodes,
  label,
  selectedKey: selectedProp,
  defaultSelectedKey = null,
  onSelectedKeyChange,
  checkable = false,
  checkedKeys,
  defaultCheckedKeys,
  onCheckedKeysChange,
  cascade = true,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedKeysChange,
  disabled = false,
  renderExtra,
  emptyText: emptyTextProp,
  className,
  ...props
}: TreeProps<N>) {
  const t = useT()
  const emptyText = emptyTextProp ?? t('暂无数据')
  const index = useMemo(() => indexTree(nodes), [nodes])
  const [selectedKey, setSelectedKey] = useControllableState<string | null>({
    prop: selectedProp,
    defaultProp: defaultSelectedKey,
    caller: 'Tree',
  })
  // The initial sets, built once (the hooks read their default on the first render only).
  const [initialChecked] = useState(() => new Set(defaultCheckedKeys ?? []))
  const [checked, setChecked] = useControllableState<ReadonlySet<string>>({
    prop: checkedKeys,
    defaultProp: initialChecked,
    onChange: onCheckedKeysChange as ((next: ReadonlySet<string>) => void) | undefined,
    caller: 'Tree',
  })
  const [initialExpanded] = useState(() => new Set(defaultExpandedKeys ?? index.parentKeys))
  const [expanded, setExpanded] = useControllableState<ReadonlySet<string>>({
    prop: expandedKeys,
    defaultProp: initialExpanded,
    onChange: onExpandedKeysChange as ((next: ReadonlySet<string>) => void) | undefined,
    caller: 'Tree',
  })
  const expandedControlled = expandedKeys !== undefined

  // Uncontrolled and open by default: parents that arrive later (a refreshed tree, a search) open too.
  const seen = useRef(new Set(index.parentKeys))
  const opensNewParents = !expandedControlled && defaultExpandedKeys === undefined
  useEffect(() => {
    if (!opensNewParents) return
    const fresh = index.parentKeys.filter((key) => !seen.current.has(key))
    if (fresh.length === 0) return
    for (const key of fresh) seen.current.add(key)
    setExpanded(new Set([...expanded, ...fresh]))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only new nodes open more
  }, [index, opensNewParents])

  const states = useMemo(
    () => (checkable ? checkStates(nodes, checked, cascade) : null),
    [checkable, nodes, checked, cascade],
  )
  const visible = useMemo(() => visibleNodes(nodes, expanded), [nodes, expanded])
  const [active, setActive] = useState<string | null>(null)
  const focusOnChange = useRef(false)
  const items = useRef(new Map<string, HTMLDivElement>())
  const isVisible = (key: string | null | undefined) =>
    Boolean(key) && visible.some((item) => item.node.key === key)
  const activeKey = isVisible(active)
    ? active
    : isVisible(selectedKey)
      ? selectedKey
      : (visible[0]?.node.key ?? null)

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
    setExpanded(next)
  }
  /** Enter, Space or a click: checks in a checkable tree, selects otherwise. */
  const activate = (node: N) => {
    if (disabled) return
    if (checkable) setChecked(toggleNode(nodes, index, checked, node.key, cascade))
    else {
      setSelectedKey(node.key)
      onSelectedKeyChange?.(node.key, node)
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, key: string) => {
    if (event.target !== event.currentTarget) return
    const position = visible.findIndex((item) => item.node.key === key)
    const current = visible[position]
    if (!current) return
    const children = current.node.children ?? []
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
        if (children.length && !open) setOpen(key, true)
        else if (children.length) moveTo(children[0]?.key)
        break
      case 'ArrowLeft':
        if (children.length && open) setOpen(key, false)
        else moveTo(current.parent)
        break
      case ' ':
      case 'Enter':
        activate(current.node)
        break
      default:
        handled = false
    }
    if (handled) {
      event.preventDefault()
      event.stopPropagation()
    }
  }

  /** One click handler per item: the caret opens and closes, the rest of the row activates. */
  const onClick = (event: MouseEvent<HTMLDivElement>, node: N, open: boolean) => {
    const target = event.target as HTMLElement
    // Clicks inside a child item belong to that item; clicks on an extra (a button) to the extra.
    if (target.closest('[role="treeitem"]') !== event.currentTarget) return
    const part = target.closest('[data-part]')?.getAttribute('data-part')
    if (part === 'extra') return
    event.stopPropagation()
    setActive(node.key)
    if (part === 'caret') {
      if (node.children?.length) setOpen(node.key, !open)
    } else activate(node)
  }

  const renderNodes = (list: readonly N[], level: number): ReactNode =>
    list.map((node, position) => {
      const children = (node.children ?? []) as readonly N[]
      const hasChildren = children.length > 0
      const open = hasChildren && expanded.has(node.key)
      const state = states?.get(node.key)
      const selected = !checkable && node.key === selectedKey
      const focusable = node.key === activeKey
      const extra = renderExtra?.(node, focusable)
      return (
        <div
          key={node.key}
          ref={(element) => {
            if (element) items.current.set(node.key, element)
            else items.current.delete(node.key)
          }}
          role="treeitem"
          data-slot="tree-item"
          aria-label={node.title}
          aria-level={level}
          aria-setsize={list.length}
          aria-posinset={position + 1}
          aria-checked={checkable ? ariaChecked(state) : undefined}
          aria-selected={checkable ? undefined : selected}
          aria-expanded={hasChildren ? open : undefined}
          aria-disabled={disabled || undefined}
          data-state={hasChildren ? (open ? 'open' : 'closed') : undefined}
          data-selected={selected || undefined}
          tabIndex={focusable ? 0 : -1}
          onKeyDown={(event) => onKeyDown(event, node.key)}
          onClick={(event) => onClick(event, node, open)}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setActive(node.key)
          }}
          className="outline-none [&:focus-visible>div:first-child]:outline-2 [&:focus-visible>div:first-child]:outline-primary"
        >
          <div
            data-part="row"
            className={cn(
              'flex min-h-7 cursor-pointer items-center gap-1 rounded px-1 text-sm hover:bg-muted',
              selected && 'bg-primary/15 font-medium text-primary-strong',
            )}
            style={{ paddingLeft: `${(level - 1) * 20 + 4}px` }}
          >
            <span
              aria-hidden="true"
              data-part="caret"
              className="inline-flex size-5 shrink-0 items-center justify-center text-xs text-muted-foreground"
            >
              {hasChildren ? (open ? '▾' : '▸') : ''}
            </span>
            {checkable ? (
              <span
                aria-hidden="true"
                data-part="check"
                data-state={state}
                className={cn(
                  'inline-flex size-4 shrink-0 items-center justify-center rounded-sm border text-[10px] leading-none',
                  state === 'unchecked'
                    ? 'border-border bg-surface'
                    : 'border-primary-strong bg-primary-strong text-primary-foreground',
                )}
              >
                {state === 'checked' ? '✓' : state === 'mixed' ? '−' : ''}
              </span>
            ) : null}
            <span data-part="title" className="truncate select-none">
              {node.title}
            </span>
            {extra ? <span data-part="extra">{extra}</span> : null}
          </div>
          {open ? <div role="group">{renderNodes(children, level + 1)}</div> : null}
        </div>
      )
    })

  if (nodes.length === 0) {
    return (
      <p data-slot="tree" data-state="empty" className="py-6 text-center text-sm text-muted-foreground">
        {emptyText}
      </p>
    )
  }
  return (
    <div
      role="tree"
      aria-label={label}
      aria-multiselectable={checkable || undefined}
      data-slot="tree"
      className={cn('select-none', className)}
      {...props}
    >
      {renderNodes(nodes, 1)}
    </div>
  )
}
