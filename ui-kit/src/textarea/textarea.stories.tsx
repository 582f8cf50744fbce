import type { Meta, StoryObj } from '@storybook/react'
import { expect, userEvent, within } from 'storybook/test'
import { Textarea } from './textarea'

const meta = {
  title: 'ui-kit/Textarea',
  component: Textarea,
  args: { 'aria-label': '备注', placeholder: '请输入备注' },
  argTypes: {
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean' },
    rows: { control: 'number' },
  },
} satisfies Meta<typeof Textarea>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: '备注' })
    await userEvent.type(field, '加急')
    await expect(field).toHaveValue('加急')
  },
}
export const Invalid: Story = { args: { invalid: true } }
export const Disabled: Story = { args: { disabled: true, defaultValue: '只读内容' } }
