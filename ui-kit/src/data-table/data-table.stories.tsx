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
