import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Tree, type TreeNode } from './tree'

const nodes: TreeNode[] = [
  {
    key: 'a',
    title: '总公司',
    children: [
      { key: 'b', title: '研发部', children: [{ key: 'c', title: '前端组' }] },
      { key: 'd', title: '市场部' },
    ],
  },
  { key: 'e', title: '分公司' },
]

function Harness({ onSelect }: { onSelect: (key: string) => void }) {
  const [selected, setSelected] = useState<string | null>(null)
  return (
    <Tree
      nodes={nodes}
      label="部门树"
      selectedKey={selected}
      onSelectedKeyChange={(key) => {
        setSelected(key)
        onSelect(key)
      }}
    />
  )
}

const item = (name: string) => screen.getByRole('treeitem', { name })

describe('Tree (single select)', () => {
  it('moves focus with the arrows and selects with Enter', async () => {
    const onSelect = vi.fn()
    render(<Harness onSelect={onSelect} />)
    await userEvent.tab()
    expect(item('总公司')).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    expect(item('研发部')).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    expect(item('前端组')).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    expect(item('研发部')).toHaveFocus()
    expect(onSelect).not.toHaveBeenCalled()
    await userEvent.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledWith('b')
    expect(item('研发部')).toHaveAttribute('aria-selected', 'true')
    expect(item('总公司')).toHaveAttribute('aria-selected', 'false')
  })

  it('closes and opens with left and right, and goes to the parent', async () => {
    render(<Harness onSelect={() => undefined} />)
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}')
    expect(item('研发部')).toHaveAttribute('aria-expanded', 'true')
    expect(item('研发部')).toHaveAttribute('data-state', 'open')
    await userEvent.keyboard('{ArrowLeft}')
    expect(item('研发部')).toHaveAttribute('aria-expanded', 'false')
    expect(item('研发部')).toHaveAttribute('data-state', 'closed')
    expect(screen.queryByRole('treeitem', { name: '前端组' })).not.toBeInTheDocument()
    await userEvent.keyboard('{ArrowRight}')
    expect(item('前端组')).toBeInTheDocument()
    await userEvent.keyboard('{ArrowRight}')
    expect(item('前端组')).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(item('研发部')).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}')
    expect(item('市场部')).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(item('总公司')).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(item('分公司')).toHaveFocus()
    await userEvent.keyboard('{Home}')
    expect(item('总公司')).toHaveFocus()
  })

  it('keeps a single tab stop and describes the structure', () => {
    render(<Harness onSelect={() => undefined} />)
    const stops = screen.getAllByRole('treeitem').filter((element) => element.tabIndex === 0)
    expect(stops).toHaveLength(1)
    expect(item('研发部')).toHaveAttribute('aria-level', '2')
    expect(item('研发部')).toHaveAttribute('aria-setsize', '2')
    expect(item('研发部')).toHaveAttribute('aria-posinset', '1')
    expect(item('市场部')).toHaveAttribute('aria-posinset', '2')
    expect(item('前端组')).toHaveAttribute('aria-level', '3')
  })

  it('selects on click, uncontrolled, and opens and closes with the caret', async () => {
    const onSelect = vi.fn()
    const { container } = render(
      <Tree nodes={nodes} label="部门树" defaultExpandedKeys={['a']} onSelectedKeyChange={onSelect} />,
    )
    expect(screen.queryByRole('treeitem', { name: '前端组' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByText('市场部'))
    expect(onSelect).toHaveBeenCalledWith('d', expect.objectContaining({ title: '市场部' }))
    expect(item('市场部')).toHaveAttribute('aria-selected', 'true')
    const caret = item('研发部').querySelector('[data-part="caret"]')
    if (!caret) throw new Error('no caret')
    await userEvent.click(caret)
    expect(item('前端组')).toBeInTheDocument()
    expect(onSelect).toHaveBeenCalledTimes(1)
    expect(container.querySelector('[data-slot="tree"]')).toBeInTheDocument()
  })

  it('opens nodes that arrive later, as the first ones', () => {
    const { rerender } = render(<Tree nodes={[{ key: 'e', title: '分公司' }]} label="部门树" />)
    rerender(<Tree nodes={nodes} label="部门树" />)
    expect(item('前端组')).toBeInTheDocument()
  })

  it('shows the empty text without nodes', () => {
    render(<Tree nodes={[]} label="部门树" emptyText="没有部门" />)
    expect(screen.getByText('没有部门')).toBeInTheDocument()
    expect(screen.queryByRole('tree')).not.toBeInTheDocument()
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<Harness onSelect={() => undefined} />)
    expect(await seriousViolations(container)).toEqual([])
  })
})

function CheckHarness({
  cascade = true,
  onChange,
}: {
  cascade?: boolean
  onChange?: (keys: string[]) => void
}) {
  const [checked, setChecked] = useState<Set<string>>(new Set())
  return (
    <Tree
      nodes={nodes}
      label="权限"
      checkable
      cascade={cascade}
      checkedKeys={checked}
      onCheckedKeysChange={(next) => {
        setChecked(next)
        onChange?.([...next].sort())
      }}
      renderExtra={(node, focusable) =>
        node.key === 'b' ? (
          <button type="button" tabIndex={focusable ? 0 : -1}>
            规则
          </button>
        ) : null
      }
    />
  )
}

describe('Tree (checkable)', () => {
  it('checks with Space, cascades down and shows the parent half checked', async () => {
    const onChange = vi.fn()
    render(<CheckHarness onChange={onChange} />)
    expect(screen.getByRole('tree', { name: '权限' })).toHaveAttribute('aria-multiselectable', 'true')
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}{ }')
    expect(onChange).toHaveBeenLastCalledWith(['b', 'c'])
    expect(item('研发部')).toHaveAttribute('aria-checked', 'true')
    expect(item('前端组')).toHaveAttribute('aria-checked', 'true')
    expect(item('总公司')).toHaveAttribute('aria-checked', 'mixed')
    expect(item('总公司').querySelector('[data-part="check"]')).toHaveAttribute('data-state', 'mixed')
    expect(item('研发部')).not.toHaveAttribute('aria-selected')
    await userEvent.click(screen.getByText('市场部'))
    expect(item('总公司')).toHaveAttribute('aria-checked', 'true')
    await userEvent.keyboard('{Home}{Enter}')
    expect(item('总公司')).toHaveAttribute('aria-checked', 'false')
    expect(item('前端组')).toHaveAttribute('aria-checked', 'false')
  })

  it('without cascade checks one node at a time', async () => {
    const onChange = vi.fn()
    render(<CheckHarness cascade={false} onChange={onChange} />)
    await userEvent.click(screen.getByText('总公司'))
    expect(onChange).toHaveBeenLastCalledWith(['a'])
    expect(item('总公司')).toHaveAttribute('aria-checked', 'true')
    expect(item('研发部')).toHaveAttribute('aria-checked', 'false')
  })

  it('names an item by its title only, and a click on an extra does not check', async () => {
    const onChange = vi.fn()
    render(<CheckHarness onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: '规则' }))
    expect(onChange).not.toHaveBeenCalled()
    expect(item('研发部')).toBeInTheDocument()
  })

  it('keeps its own checked keys when uncontrolled, and does nothing when disabled', async () => {
    const { rerender } = render(
      <Tree nodes={nodes} label="权限" checkable defaultCheckedKeys={['d']} cascade={false} />,
    )
    expect(item('市场部')).toHaveAttribute('aria-checked', 'true')
    await userEvent.click(screen.getByText('分公司'))
    expect(item('分公司')).toHaveAttribute('aria-checked', 'true')
    rerender(
      <Tree nodes={nodes} label="权限" checkable defaultCheckedKeys={['d']} cascade={false} disabled />,
    )
    await userEvent.click(screen.getByText('分公司'))
    expect(item('分公司')).toHaveAttribute('aria-checked', 'true')
    expect(item('分公司')).toHaveAttribute('aria-disabled', 'true')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<CheckHarness />)
    await userEvent.click(screen.getByText('前端组'))
    expect(await seriousViolations(container)).toEqual([])
  })

  it('warns when a parent switches the expanded keys from uncontrolled to controlled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { rerender } = render(<Tree nodes={nodes} label="部门树" />)
    expect(item('前端组')).toBeInTheDocument()
    rerender(<Tree nodes={nodes} label="部门树" expandedKeys={new Set<string>()} />)
    expect(screen.queryByRole('treeitem', { name: '前端组' })).not.toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Tree is changing from uncontrolled to controlled'),
    )
    warn.mockRestore()
  })
})
