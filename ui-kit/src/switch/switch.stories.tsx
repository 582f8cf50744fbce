import type { Meta, StoryObj } from '@storybook/react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Switch } from './switch'

const meta = {
  title: 'ui-kit/Switch',
  component: Switch,
  args: { checked: false, onCheckedChange: fn(), 'aria-label': '固定头部' },
  argTypes: { checked: { control: 'boolean' }, disabled: { control: 'boolean' } },
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('switch', { name: '固定头部' }))
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true)
  },
}
export const On: Story = { args: { checked: true } }
export const Disabled: Story = { args: { disabled: true } }
