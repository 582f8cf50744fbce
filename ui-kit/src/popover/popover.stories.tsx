import type { Meta, StoryObj } from '@storybook/react'
import { expect, screen, userEvent, within } from 'storybook/test'
import { Button } from '../button/button'
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover'

const meta = {
  title: 'ui-kit/Popover',
  component: PopoverContent,
  args: { align: 'end', side: 'bottom' },
  argTypes: {
    align: { control: 'select', options: ['start', 'center', 'end'] },
    side: { control: 'select', options: ['top', 'right', 'bottom', 'left'] },
  },
} satisfies Meta<typeof PopoverContent>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: (args) => (
    <Popover>
      <PopoverTrigger asChild>
        <Button>通知</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="通知列表" {...args}>
        <p className="mb-2">二车间周六停电检修</p>
        <PopoverClose asChild>
          <Button size="sm">关闭</Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '通知' }))
    const panel = await screen.findByRole('dialog', { name: '通知列表' })
    await expect(panel).toHaveAttribute('data-state', 'open')
    await userEvent.click(within(panel).getByRole('button', { name: '关闭' }))
  },
}
