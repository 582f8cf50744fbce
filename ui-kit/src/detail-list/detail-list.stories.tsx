import type { Meta, StoryObj } from '@storybook/react'
import { expect, screen, userEvent, within } from 'storybook/test'
import { Button } from '../button/button'
import { DetailList, DetailListItem, DetailsModal, SubTablePopover } from './detail-list'

const meta = {
  title: 'ui-kit/DetailList',
  component: DetailList,
  args: { title: '退款申请', col: 3 },
  argTypes: { col: { control: { type: 'range', min: 1, max: 4, step: 1 } } },
  render: (args) => (
    <DetailList {...args}>
      <DetailListItem term="取货单号">1000000000</DetailListItem>
      <DetailListItem term="状态">已取货</DetailListItem>
      <DetailListItem term="销售单号">1234123421</DetailListItem>
      <DetailListItem term="子订单">3214321432</DetailListItem>
    </DetailList>
  ),
} satisfies Meta<typeof DetailList>

export default meta
type Story = StoryObj<typeof meta>

export const ThreeColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('term')).toHaveLength(4)
    await expect(canvas.getByText('退款申请')).toBeInTheDocument()
  },
}

export const OneColumn: Story = { args: { col: 1 } }

export const FourColumnsVertical: Story = { args: { col: 4, layout: 'vertical', title: undefined } }

const record = { username: 'admin', realname: '管理员', sex: '男', phone: '13800000000', orgCode: 'A01' }

export const Details: Story = {
  render: () => (
    <DetailsModal
      defaultOpen
      record={record}
      fields={[
        { field: 'username', label: '账号' },
        { field: 'realname', label: '姓名' },
        { field: 'sex', label: '性别' },
        { field: 'phone', label: '手机号' },
        { field: 'orgCode', label: '部门编码' },
      ]}
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '详细信息' })
    await expect(dialog).toHaveStyle({ width: '1200px' })
  },
}

const orderLines = [
  { name: '螺丝', qty: 10 },
  { name: '螺母', qty: 20 },
]

export const SubTable: Story = {
  render: () => (
    <SubTablePopover
      title="订单明细"
      load={async () => orderLines}
      columns={[
        { key: 'name', title: '名称' },
        { key: 'qty', title: '数量' },
      ]}
    >
      <Button>查看明细</Button>
    </SubTablePopover>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '查看明细' }))
    await expect(await screen.findByRole('table', { name: '订单明细' })).toBeInTheDocument()
  },
}

export const SubTableFailure: Story = {
  render: () => (
    <SubTablePopover load={() => Promise.reject(new Error('500'))} columns={[{ key: 'name', title: '名称' }]}>
      <Button>查看明细</Button>
    </SubTablePopover>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '查看明细' }))
    await expect(await screen.findByRole('alert')).toHaveTextContent('打开子表失败')
  },
}
