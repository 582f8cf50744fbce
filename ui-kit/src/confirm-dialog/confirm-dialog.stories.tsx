import type { Meta, StoryObj } from '@storybook/react'
import { expect, fn, within } from 'storybook/test'
import { ConfirmDialog } from './confirm-dialog'

const meta = {
  title: 'ui-kit/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: '确认删除',
    description: '确定删除选中的 3 条记录吗?',
    variant: 'danger',
  },
} satisfies Meta<typeof ConfirmDialog>
export default meta
type Story = StoryObj<typeof meta>

export const Danger: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(body.getByRole('alertdialog', { name: '确认删除' })).toBeInTheDocument()
  },
}
