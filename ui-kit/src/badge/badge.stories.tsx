import type { Meta, StoryObj } from '@storybook/react'
import { expect, within } from 'storybook/test'
import { Badge, CountBadge } from './badge'

const meta = {
  title: 'ui-kit/Badge',
  component: Badge,
  args: { children: '重要', variant: 'primary' },
  argTypes: {
    variant: { control: 'select', options: ['default', 'primary', 'warning', 'danger', 'success', 'count'] },
  },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Priorities: Story = {
  render: () => (
    <div className="flex gap-2">
      <Badge variant="success">一般</Badge>
      <Badge variant="warning">重要</Badge>
      <Badge variant="danger">紧急</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('紧急')).toHaveAttribute('data-variant', 'danger')
  },
}

export const Count: Story = {
  render: () => (
    <div className="flex gap-2">
      <CountBadge count={3} />
      <CountBadge count={120} />
      <CountBadge count={0} showZero />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeInTheDocument()
  },
}
