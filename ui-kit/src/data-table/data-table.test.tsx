import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { SELECTION_COLUMN_WIDTH } from './column-widths'
import {
  DataTable,
  MIN_COLUMN_WIDTH,
  nextSort,
  nodeText,
  type DataColumn,
  type TableSort,
} from './data-table'

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
    expect(all).toHaveAttribute('aria-checked', 'mixed')
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
    expect(screen.getByRole('separator', { name: '调整“年龄”列宽' })).toBeInTheDocument()
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

  it('draws the sort state with caret icons', async () => {
    render(<Harness />)
    const header = screen.getByRole('columnheader', { name: /姓名/ })
    const up = header.querySelector('[data-icon="caret-up"]')
    expect(up).not.toBeNull()
    expect(up).not.toHaveClass('text-primary-strong')
    await userEvent.click(within(header).getByRole('button'))
    expect(header.querySelector('[data-icon="caret-up"]')).toHaveClass('text-primary-strong')
    expect(header.querySelector('[data-icon="caret-down"]')).not.toHaveClass('text-primary-strong')
  })
})

interface Shipment {
  id: string
  no: string
  note: string
}
const shipments: Shipment[] = [
  { id: '1', no: 'SF6001234567890', note: '北京市朝阳区望京街道某某大厦二十层前台代收' },
  { id: '2', no: 'SF1', note: '短' },
]
const shipmentColumns: DataColumn<Shipment>[] = [
  { key: 'no', title: '单号', sortable: true },
  { key: 'note', title: '备注' },
  {
    key: 'actions',
    title: '操作',
    fit: 'content',
    pinned: 'right',
    render: (row) => <button type="button">{`编辑 ${row.no}`}</button>,
  },
]
const widthsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('col')].map((col) => Number.parseFloat(col.style.width))

/** Fakes the layout jsdom lacks: the scroll box is `room` wide; cells whose text is long are cut. */
function fakeLayout(room: number) {
  const isScroller = (element: Element) => element.getAttribute('data-slot') === 'data-table-scroll'
  const long = (element: Element) => (element.textContent ?? '').length > 12
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return isScroller(this) ? room : 100
  })
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    if (isScroller(this)) return room * 2
    return long(this) ? 400 : 100
  })
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return new DOMRect(10, 20, this.hasAttribute('data-fit') ? 150 : 100, 30)
  })
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
}

describe('DataTable column sizing', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('sizes columns without a width to their header and values', () => {
    const { container } = render(
      <DataTable
        caption="快递"
        columns={shipmentColumns.slice(0, 2)}
        rows={shipments}
        rowKey={(row) => row.id}
      />,
    )
    const [no = 0, note = 0] = widthsOf(container)
    expect(no).toBeGreaterThan(MIN_COLUMN_WIDTH)
    // The long note is capped, and still wider than the number.
    expect(note).toBeGreaterThan(no)
    expect(note).toBeLessThanOrEqual(360)
    expect(screen.getByRole('table')).toHaveClass('w-full')
  })

  it('a given width wins over the content', () => {
    const { container } = render(
      <DataTable
        caption="快递"
        columns={[{ key: 'note', title: '备注', width: 90 }]}
        rows={shipments}
        rowKey={(row) => row.id}
      />,
    )
    expect(widthsOf(container)).toEqual([90])
  })

  it('fills the room it has, the action column keeping its drawn width', () => {
    fakeLayout(1200)
    const { container } = render(
      <DataTable
        caption="快递"
        columns={shipmentColumns}
        rows={shipments}
        rowKey={(row) => row.id}
        selectedKeys={[]}
        onSelectionChange={vi.fn()}
      />,
    )
    const widths = widthsOf(container)
    expect(widths.reduce((sum, width) => sum + width, 0)).toBe(1200)
    expect(widths[0]).toBe(SELECTION_COLUMN_WIDTH)
    // 150 px of buttons + padding.
    expect(widths[3]).toBe(176)
    expect(screen.getByRole('table')).toHaveStyle({ width: '1200px' })
    expect(screen.getByRole('columnheader', { name: '操作' })).not.toHaveClass('sticky')
    // Sized to content: no resize handle on the action column.
    expect(screen.queryByRole('separator', { name: '调整“操作”列宽' })).toBeNull()
  })

  it('scrolls sideways when the columns need more room, the selection and action columns pinned', () => {
    fakeLayout(300)
    const { container } = render(
      <DataTable
        caption="快递"
        columns={shipmentColumns}
        rows={shipments}
        rowKey={(row) => row.id}
        selectedKeys={[]}
        onSelectionChange={vi.fn()}
      />,
    )
    const widths = widthsOf(container)
    const total = widths.reduce((sum, width) => sum + width, 0)
    expect(total).toBeGreaterThan(300)
    expect(screen.getByRole('table')).toHaveStyle({ width: `${total}px` })
    const [selectHeader, , , actionsHeader] = screen.getAllByRole('columnheader')
    expect(selectHeader).toHaveClass('sticky')
    expect(selectHeader).toHaveStyle({ left: '0px' })
    expect(actionsHeader).toHaveClass('sticky')
    expect(actionsHeader).toHaveStyle({ right: '0px' })
    const firstRow = within(screen.getByRole('table')).getAllByRole('row')[1]
    const cells = within(firstRow as HTMLElement).getAllByRole('cell')
    expect(cells[0]).toHaveClass('sticky', 'bg-surface')
    expect(cells[1]).not.toHaveClass('sticky')
    expect(cells[3]).toHaveAttribute('data-pinned', 'right')
    // Scrolled to the start with more on the right: the shadow edge of the action column shows.
    const scroller = container.querySelector('[data-slot="data-table-scroll"]')
    expect(scroller).toHaveAttribute('data-more-end')
    expect(scroller).not.toHaveAttribute('data-scrolled-start')
    expect(actionsHeader?.className).toContain('group-data-[more-end]/scroll:after:opacity-100')
  })

  it('shows cut text whole in a tooltip on focus and hover, and Escape hides it', async () => {
    fakeLayout(1200)
    render(
      <DataTable
        caption="快递"
        columns={shipmentColumns.slice(0, 2)}
        rows={shipments}
        rowKey={(row) => row.id}
      />,
    )
    const cut = screen.getByRole('cell', { name: shipments[0]?.note })
    const whole = screen.getByRole('cell', { name: '短' })
    expect(cut).toHaveAttribute('tabindex', '0')
    expect(cut).toHaveAttribute('data-cut')
    expect(whole).not.toHaveAttribute('tabindex')
    act(() => cut.focus())
    expect(screen.getByRole('tooltip')).toHaveTextContent(shipments[0]?.note ?? '')
    // The focused cell is described by the tooltip, so a screen reader reads the whole text too.
    expect(cut).toHaveAccessibleDescription(shipments[0]?.note ?? '')
    fireEvent.keyDown(cut, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(cut).not.toHaveAttribute('aria-describedby')
    fireEvent.pointerOver(whole)
    expect(screen.queryByRole('tooltip')).toBeNull()
    fireEvent.pointerOver(screen.getByRole('cell', { name: 'SF6001234567890' }))
    expect(screen.getByRole('tooltip')).toHaveTextContent('SF6001234567890')
    fireEvent.pointerLeave(screen.getByRole('table').parentElement as HTMLElement)
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('reads the text of drawn content for sizing', () => {
    expect(
      nodeText(
        <span>
          a{1}
          <b>b</b>
        </span>,
      ),
    ).toBe('a1b')
    expect(nodeText([null, false, 'x'])).toBe('x')
  })
})
