import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { DataTable, MIN_COLUMN_WIDTH, nextSort, type DataColumn, type TableSort } from './data-table'

interface Row {
  id: string
  name: string
  age: number
}
const rows: Row[] = [
  { id: 'a', name: '张三', age: 30 },
  { id: 'b', name: '李四', age: 25 },
  { id: 'c', name: '王五', age: 41 },
]
const columns: DataColumn<Row>[] = [
  { key: 'name', title: '姓名', sortable: true, width: 120 },
  { key: 'age', title: '年龄', align: 'right', render: (row) => `${row.age} 岁` },
]

function Harness({ onResize = vi.fn() }: { onResize?: (key: string, width: number) => void }) {
  const [sort, setSort] = useState<TableSort | null>(null)
  const [selected, setSelected] = useState<string[]>([])
  return (
    <>
      <DataTable
        caption="人员"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={setSort}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        onColumnResize={onResize}
        pagination={{ pageNo: 1, pageSize: 10, total: 3, onChange: vi.fn() }}
      />
      <output>{selected.join(',')}</output>
    </>
  )
}

describe('DataTable', () => {
  it('renders a captioned table with text and custom cells and the page range', () => {
    render(<Harness />)
    const table = screen.getByRole('table', { name: '人员' })
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    expect(within(table).getByText('41 岁')).toBeInTheDocument()
    expect(screen.getByText('1-3 共 3 条')).toBeInTheDocument()
  })

  it('cycles the sort ascending → descending → none through aria-sort', async () => {
    render(<Harness />)
    const header = screen.getByRole('columnheader', { name: /姓名/ })
    const button = within(header).getByRole('button')
    await userEvent.click(button)
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    await userEvent.click(button)
    expect(header).toHaveAttribute('aria-sort', 'descending')
    await userEvent.click(button)
    expect(header).not.toHaveAttribute('aria-sort')
    expect(nextSort({ column: 'age', order: 'desc' }, 'name')).toEqual({ column: 'name', order: 'asc' })
  })

  it('selects rows one by one and all at once, with an indeterminate header', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 2 行' }))
    expect(screen.getByRole('status')).toHaveTextContent('b')
    const all = screen.getByRole('checkbox', { name: '全选' })
    expect((all as HTMLInputElement).indeterminate).toBe(true)
    await userEvent.click(all)
    expect(screen.getByRole('status')).toHaveTextContent('a,b,c')
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveAttribute('data-state', 'selected')
    await userEvent.click(all)
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('resizes a column with the arrow keys and the pointer, never below the minimum', () => {
    const onResize = vi.fn()
    render(<Harness onResize={onResize} />)
    const handle = screen.getByRole('separator', { name: '调整“姓名”列宽' })
    expect(handle).toHaveAttribute('aria-valuenow', '120')
    fireEvent.keyDown(handle, { key: 'ArrowRight' })
    expect(onResize).toHaveBeenLastCalledWith('name', 130)
    fireEvent.keyDown(handle, { key: 'ArrowLeft', shiftKey: true })
    expect(onResize).toHaveBeenLastCalledWith('name', 70)
    handle.setPointerCapture = vi.fn()
    fireEvent.pointerDown(handle, { clientX: 100, pointerId: 1 })
    fireEvent.pointerMove(handle, { clientX: 0, pointerId: 1 })
    expect(onResize).toHaveBeenLastCalledWith('name', MIN_COLUMN_WIDTH)
  })

  it('passes the pagination through, with an optional total text', () => {
    render(
      <DataTable
        caption="空"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        pagination={{
          pageNo: 1,
          total: 0,
          onChange: vi.fn(),
          totalText: (_pageNo, _pageSize, total) => `共 ${total} 条`,
        }}
      />,
    )
    expect(screen.getByRole('navigation', { name: '分页' })).toHaveTextContent('共 0 条')
    expect(screen.queryByText('0-0 共 0 条')).toBeNull()
  })

  it('says so when there are no rows, and while loading', () => {
    const { rerender } = render(
      <DataTable caption="空" columns={columns} rows={[]} rowKey={(row) => row.id} />,
    )
    expect(screen.getByText('暂无数据')).toBeInTheDocument()
    rerender(<DataTable caption="空" columns={columns} rows={[]} rowKey={(row) => row.id} loading />)
    expect(screen.getByText('加载中...')).toBeInTheDocument()
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<Harness />)
    expect(await seriousViolations(container)).toEqual([])
  })
})
