import type { Meta, StoryObj } from '@storybook/react'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { DataTable, type DataColumn, type TableSort } from './data-table'

interface Person {
  id: string
  name: string
  dept: string
  joined: string
}
const people: Person[] = Array.from({ length: 37 }, (_, index) => ({
  id: `p${index + 1}`,
  name: `员工${index + 1}`,
  dept: ['质检部', '生产部', '人事部'][index % 3] ?? '',
  joined: `2026-0${(index % 9) + 1}-1${index % 10}`,
}))
const columns: DataColumn<Person>[] = [
  { key: 'name', title: '姓名', sortable: true, width: 160 },
  { key: 'dept', title: '部门', sortable: true },
  { key: 'joined', title: '入职日期', sortable: true, align: 'center' },
]

/** A server-side list in miniature: the story pages and sorts an array as the server would. */
function ServerList() {
  const [sort, setSort] = useState<TableSort | null>(null)
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 })
  const [selected, setSelected] = useState<string[]>([])
  const [widths, setWidths] = useState<Record<string, number>>({})
  const sorted = sort
    ? [...people].sort((a, b) => {
        const key = sort.column as keyof Person
        return (a[key] < b[key] ? -1 : 1) * (sort.order === 'asc' ? 1 : -1)
      })
    : people
  const rows = sorted.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize)
  return (
    <DataTable
      caption="员工"
      columns={columns.map((column) => ({ ...column, width: widths[column.key] ?? column.width }))}
      rows={rows}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
      selectedKeys={selected}
      onSelectionChange={setSelected}
      onColumnResize={(key, width) => setWidths((current) => ({ ...current, [key]: width }))}
      pagination={{
        ...page,
        total: people.length,
        onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
      }}
    />
  )
}

const meta = { title: 'ui-kit/DataTable', component: ServerList } satisfies Meta<typeof ServerList>
export default meta
type Story = StoryObj<typeof meta>

export const PagedAndSorted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('1-10 共 37 条')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: '第 4 页' }))
    await expect(canvas.getByText('31-37 共 37 条')).toBeInTheDocument()
  },
}

export const Empty: Story = {
  render: () => <DataTable caption="空列表" columns={columns} rows={[]} rowKey={(row) => row.id} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument()
  },
}

interface Report {
  id: string
  reportNo: string
  batchNo: string
  checkedAt: string
  inspector: string
  department: string
  major: number
  minor: number
  note: string
}
const reports: Report[] = Array.from({ length: 8 }, (_, index) => ({
  id: `r${index + 1}`,
  reportNo: `BG2026031500${index + 10}`,
  batchNo: `QC20260315-A${index + 100}`,
  checkedAt: `2026-03-15 0${index}:30:00`,
  inspector: ['张三', '李四', '欧阳明月'][index % 3] ?? '',
  department: '北京总部/质量管理中心/面料检验组',
  major: index,
  minor: index * 3,
  note: index % 2 ? '布面有轻微色差，已与供应商确认，按让步接收处理，后续批次加严检验' : '合格',
}))
const reportColumns: DataColumn<Report>[] = [
  { key: 'reportNo', title: '报告编号', sortable: true },
  { key: 'batchNo', title: '批次号' },
  { key: 'checkedAt', title: '检验时间', sortable: true },
  { key: 'inspector', title: '检验员' },
  { key: 'department', title: '部门' },
  { key: 'major', title: '严重缺陷数', align: 'right' },
  { key: 'minor', title: '轻微缺陷数', align: 'right' },
  { key: 'note', title: '备注' },
  {
    key: 'actions',
    title: '操作',
    fit: 'content',
    pinned: 'right',
    render: (row) => (
      <span className="inline-flex gap-2 text-primary-strong">
        <button type="button">编辑</button>
        <button type="button" aria-label={`删除 ${row.reportNo}`}>
          删除
        </button>
      </span>
    ),
  },
]

function WideList() {
  const [selected, setSelected] = useState<string[]>([])
  return (
    <div style={{ width: 900 }}>
      <DataTable
        caption="检验报告"
        columns={reportColumns}
        rows={reports}
        rowKey={(row) => row.id}
        selectedKeys={selected}
        onSelectionChange={setSelected}
      />
    </div>
  )
}

/** Many columns sized to their content: wider than the frame, it scrolls with the ends pinned. */
export const WideAndPinned: Story = {
  render: () => <WideList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: '检验报告' })
    // The columns need more than the 900 px frame: the table is as wide as they are and scrolls.
    const widths = [...table.querySelectorAll('col')].map((col) => Number.parseFloat(col.style.width))
    await expect(widths.reduce((sum, width) => sum + width, 0)).toBeGreaterThan(900)
    await expect(canvas.getByRole('columnheader', { name: '严重缺陷数' })).toBeInTheDocument()
    await expect(canvas.getAllByRole('button', { name: '编辑' })).toHaveLength(reports.length)
  },
}
