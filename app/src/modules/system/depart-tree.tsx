import { cn } from '@erp/ui-kit/cn'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

/** A node of a tree view (a department, a menu): its key, its text and its children. */
export interface TreeNode {
  key: string
  title: string
  children?: readonly TreeNode[] | null
}

interface VisibleNode {
  node: TreeNode
  depth: number
  parent: string | null
}

const childrenOf = (node: TreeNode) => node.children ?? []

/** Every key of a tree (to expand it all). */
export function allKeys(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...allKeys(childrenOf(node))])
}

/** The node with a key, anywhere in the tree. */
export function findNode<T extends TreeNode>(nodes: readonly T[], key: string | null): T | null {
  if (!key) return null
  for (const node of nodes) {
    if (node.key === key) return node
    const found = findNode(childrenOf(node) as readonly T[], key)
    if (found) return found
  }
  return null
}

function visibleNodes(nodes: readonly TreeNode[], expanded: ReadonlySet<string>): VisibleNode[] {
  const out: VisibleNode[] = []
  const walk = (list: readonly TreeNode[], depth: number, parent: string | null) => {
    for (const node of list) {
      out.push({ node, depth, parent })
      if (expanded.has(node.key)) walk(childrenOf(node), depth + 1, node.key)
    }
  }
  walk(nodes, 0, null)
  return out
}

export interface DepartTreeProps {
  nodes: readonly TreeNode[]
  /** Accessible name of the tree. */
  label: string
  selectedKey: string | null
  onSelect: (key: string) => void
  /** Expanded on first render; the whole tree by default. */
  defaultExpandedKeys?: readonly string[]
  /** Something after a node's title (a badge, an action). */
  renderExtra?: (node: TreeNode) => ReactNode
  emptyText?: string
  className?: string
}

/**
 * WAI-ARIA tree view (role tree/treeitem, roving tabindex): ↑/↓ move, → opens or enters, ← closes or goes to
 * the parent, Home/End, Enter or Space selects. It is general and should move to ui-kit.
 */
export function DepartTree({
  nodes,
  label,
  selectedKey,
  onSelect,
  defaultExpandedKeys,
  renderExtra,
  emptyText = '暂无数据',
  className,
}: DepartTreeProps) {
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(defaultExpandedKeys ?? allKeys(nodes)))
  const [focused, setFocused] = useState<string | null>(null)
  const items = useRef(new Map<string, HTMLDivElement>())
  const seen = useRef(new Set<string>(expanded))

  // Nodes loaded later (a refreshed tree, a search) open like the first ones did.
  useEffect(() => {
    if (defaultExpandedKeys) return
    const fresh = allKeys(nodes).filter((key) => !seen.current.has(key))
    if (fresh.length === 0) return
    for (const key of fresh) seen.current.add(key)
    setExpanded((current) => new Set([...current, ...fresh]))
  }, [nodes, defaultExpandedKeys])

  const visible = useMemo(() => visibleNodes(nodes, expanded), [nodes, expanded])
  const tabKey =
    visible.find((item) => item.node.key === focused)?.node.key ??
    visible.find((item) => item.node.key === selectedKey)?.node.key ??
    visible[0]?.node.key

  const focus = (key: string | undefined) => {
    if (!key) return
    setFocused(key)
    items.current.get(key)?.focus()
  }
  const toggle = (key: string, open?: boolean) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (open ?? !next.has(key)) next.add(key)
      else next.delete(key)
      return next
    })

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, item: VisibleNode) => {
    const index = visible.indexOf(item)
    const key = item.node.key
    const hasChildren = childrenOf(item.node).length > 0
    const handled = () => {
      event.preventDefault()
      event.stopPropagation()
    }
    switch (event.key) {
      case 'ArrowDown':
        handled()
        focus(visible[index + 1]?.node.key)
        break
      case 'ArrowUp':
        handled()
        focus(visible[index - 1]?.node.key)
        break
      case 'Home':
        handled()
        focus(visible[0]?.node.key)
        break
      case 'End':
        handled()
        focus(visible.at(-1)?.node.key)
        break
      case 'ArrowRight':
        handled()
        if (hasChildren && !expanded.has(key)) toggle(key, true)
        else if (hasChildren) focus(childrenOf(item.node)[0]?.key)
        break
      case 'ArrowLeft':
        handled()
        if (hasChildren && expanded.has(key)) toggle(key, false)
        else if (item.parent) focus(item.parent)
        break
      case 'Enter':
      case ' ':
        handled()
        onSelect(key)
        break
      default:
    }
  }

  const render = (list: readonly TreeNode[], depth: number, parent: string | null): ReactNode =>
    list.map((node) => {
      const children = childrenOf(node)
      const open = expanded.has(node.key)
      const item = visible.find((entry) => entry.node.key === node.key) ?? { node, depth, parent }
      const selected = node.key === selectedKey
      return (
        <div
          key={node.key}
          ref={(element) => {
            if (element) items.current.set(node.key, element)
            else items.current.delete(node.key)
          }}
          role="treeitem"
          aria-label={node.title}
          aria-level={depth + 1}
          aria-selected={selected}
          aria-expanded={children.length > 0 ? open : undefined}
          tabIndex={node.key === tabKey ? 0 : -1}
          onKeyDown={(event) => onKeyDown(event, item)}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setFocused(node.key)
          }}
          onClick={(event) => {
            // Clicks inside a child item belong to that item.
            const target = event.target as HTMLElement
            if (target.closest('[role="treeitem"]') !== event.currentTarget) return
            setFocused(node.key)
            if (target.closest('[data-toggle]')) toggle(node.key)
            else onSelect(node.key)
          }}
          className="outline-none [&:focus-visible>div:first-child]:outline-2 [&:focus-visible>div:first-child]:outline-primary"
        >
          <div
            className={cn(
              'flex cursor-pointer items-center gap-1 rounded py-1 pr-2 text-sm hover:bg-muted',
              selected && 'bg-primary/15 font-medium text-primary-strong',
            )}
            style={{ paddingLeft: `${depth * 16 + 4}px` }}
          >
            {children.length > 0 ? (
              <span
                aria-hidden="true"
                data-toggle=""
                className="inline-flex size-4 items-center justify-center text-xs text-muted-foreground"
              >
                {open ? '▾' : '▸'}
              </span>
            ) : (
              <span aria-hidden="true" className="inline-block size-4" />
            )}
            <span className="truncate">{node.title}</span>
            {renderExtra ? renderExtra(node) : null}
          </div>
          {children.length > 0 && open ? (
            <div role="group">{render(children, depth + 1, node.key)}</div>
          ) : null}
        </div>
      )
    })

  if (nodes.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{emptyText}</p>
  return (
    <div role="tree" aria-label={label} className={cn('select-none', className)}>
      {render(nodes, 0, null)}
    </div>
  )
}
