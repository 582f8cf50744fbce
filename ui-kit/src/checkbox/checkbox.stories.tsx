import type { Meta, StoryObj } from '@storybook/react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Checkbox } from './checkbox'

const meta = {
  title: 'ui-kit/Checkbox',
  component: Checkbox,
  args: { 'aria-label': '同意', onCheckedChange: fn() },
  argTypes: {
    checked: { control: 'select', options: [true, false, 'indeterminate'] },
    disabled: { control: 'boolean' },
    invalid: { control: 'boolean' },
  },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: '同意' }))
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true)
  },
}
export const Checked: Story = { args: { checked: true } }
export const Indeterminate: Story = {
  args: { checked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed')
  },
}
export const Disabled: Story = { args: { disabled: true, checked: true } }
export const Invalid: Story = { args: { invalid: true } }
