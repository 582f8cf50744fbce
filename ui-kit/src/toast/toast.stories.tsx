import type { Meta, StoryObj } from '@storybook/react'
import { expect, userEvent, within } from 'storybook/test'
import { Button } from '../button/button'
import { toast, Toaster } from './toast'

const meta = {
  title: 'ui-kit/Toast',
  component: Toaster,
  render: () => (
    <div>
      <Button onClick={() => toast.warning('这是最后一页，不能再关闭了啦')}>提示</Button>
      <Toaster />
    </div>
  ),
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

export const Warning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '提示' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('这是最后一页，不能再关闭了啦')
  },
}
