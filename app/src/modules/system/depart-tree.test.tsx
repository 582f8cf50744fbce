import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { DepartTree, type TreeNode } from './depart-tree'

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
    <DepartTree
      nodes={nodes}
      label="部门树"
      selectedKey={selected}
      onSelect={(key) => {
        setSelected(key)
        onSelect(key)
      }}
    />
  )
}

const item = (name: string) => screen.getByRole('treeitem', { name })

describe('DepartTree', () => {
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
    await userEvent.keyboard('{ArrowLeft}')
    expect(item('研发部')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('treeitem', { name: '前端组' })).not.toBeInTheDocument()
    await userEvent.keyboard('{ArrowDown}')
    expect(item('市场部')).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(item('总公司')).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(item('分公司')).toHaveFocus()
    await userEvent.keyboard('{Home}')
    expect(item('总公司')).toHaveFocus()
  })

  it('keeps a single tab stop', async () => {
    render(<Harness onSelect={() => undefined} />)
    const stops = screen.getAllByRole('treeitem').filter((element) => element.tabIndex === 0)
    expect(stops).toHaveLength(1)
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<Harness onSelect={() => undefined} />)
    expect(await seriousViolations(container)).toEqual([])
  })
})
