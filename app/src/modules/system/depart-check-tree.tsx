import { Button } from '@erp/ui-kit/button'
import { useState, type ReactNode } from 'react'
import { allKeys, type TreeNode } from './depart-tree'

function descendants(node: TreeNode): string[] {
  return (node.children ?? []).flatMap((child) => [child.key, ...descendants(child)])
}

export interface DepartCheckTreeProps {
  nodes: readonly TreeNode[]
  /** Accessible name of the tree. */
  label: string
  checked: ReadonlySet<string>
  onCheckedChange: (checked: Set<string>) => void
}

/**
 * A permission grant tree: one native checkbox per node (Tab/Space work as everywhere), open/close buttons,
 * 父子关联 (checking a node checks everything under it), 全部勾选 / 取消全选, 展开所有 / 合并所有.
 * General; should move to ui-kit.
 */
export function DepartCheckTree({ nodes, label, checked, onCheckedChange }: DepartCheckTreeProps) {
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set())
  const [linked, setLinked] = useState(false)
  const every = allKeys(nodes)

  const toggle = (node: TreeNode, on: boolean) => {
    const next = new Set(checked)
    const keys = linked ? [node.key, ...descendants(node)] : [node.key]
    for (const key of keys) {
      if (on) next.add(key)
      else next.delete(key)
    }
    onCheckedChange(next)
  }

  const render = (list: readonly TreeNode[], depth: number): ReactNode =>
    list.map((node) => {
      const children = node.children ?? []
      const open = !collapsed.has(node.key)
      return (
        <li key={node.key}>
          <div className="flex items-center gap-1 py-0.5 text-sm" style={{ paddingLeft: `${depth * 18}px` }}>
            {children.length > 0 ? (
              <button
                type="button"
                aria-label={`${open ? '收起' : '展开'}${node.title}`}
                aria-expanded={open}
                className="inline-flex size-5 items-center justify-center rounded text-xs text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
                onClick={() =>
                  setCollapsed((current) => {
                    const next = new Set(current)
                    if (next.has(node.key)) next.delete(node.key)
                    else next.add(node.key)
                    return next
                  })
                }
              >
                {open ? '▾' : '▸'}
              </button>
            ) : (
              <span aria-hidden="true" className="inline-block size-5" />
            )}
            <label className="inline-flex items-center gap-1.5">
              <input
                type="checkbox"
                checked={checked.has(node.key)}
                onChange={(event) => toggle(node, event.target.checked)}
              />
              {node.title}
            </label>
          </div>
          {children.length > 0 && open ? <ul>{render(children, depth + 1)}</ul> : null}
        </li>
      )
    })

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <label className="inline-flex items-center gap-1 text-sm">
          <input type="checkbox" checked={linked} onChange={(event) => setLinked(event.target.checked)} />
          父子关联
        </label>
        <Button size="sm" onClick={() => onCheckedChange(new Set(every))}>
          全部勾选
        </Button>
        <Button size="sm" onClick={() => onCheckedChange(new Set())}>
          取消全选
        </Button>
        <Button size="sm" onClick={() => setCollapsed(new Set())}>
          展开所有
        </Button>
        <Button size="sm" onClick={() => setCollapsed(new Set(every))}>
          合并所有
        </Button>
      </div>
      {nodes.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">暂无数据</p>
      ) : (
        <ul
          role="group"
          aria-label={label}
          className="max-h-[60vh] overflow-auto rounded border border-border p-2"
        >
          {render(nodes, 0)}
        </ul>
      )}
    </div>
  )
}
