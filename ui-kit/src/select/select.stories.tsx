import type { Meta, StoryObj } from '@storybook/react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Select } from './select'

const meta = {
  title: 'ui-kit/Select',
  component: Select,
  args: {
    'aria-label': '性别',
    placeholder: '请选择性别',
    onValueChange: fn(),
    options: [
      { value: '1', label: '男' },
      { value: '2', label: '女' },
      { value: '3', label: '未知', disabled: true },
    ],
  },
  argTypes: {
    disabled: { control: 'boolean' },
    invalid: { control: 'boolean' },
    allowClear: { control: 'boolean' },
  },
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Placeholder: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '性别' })).toHaveTextContent(
      '请选择性别',
    )
  },
}
export const Open: Story = {
  args: { value: '1' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: '性别' }))
    await userEvent.click(within(document.body).getByRole('option', { name: '女' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('2')
  },
}
export const Clearable: Story = {
  args: { value: '2', allowClear: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '清除' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('')
  },
}
export const Invalid: Story = { args: { value: '', invalid: true } }
export const Disabled: Story = { args: { value: '1', disabled: true } }
