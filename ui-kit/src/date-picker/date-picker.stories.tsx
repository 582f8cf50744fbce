import type { Meta, StoryObj } from '@storybook/react'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DatePicker, DateRangePicker, DateTimePicker } from './date-picker'

const meta = {
  title: 'ui-kit/DatePicker',
  component: DatePicker,
  args: { 'aria-label': '入职日期', value: '2024-03-15', onValueChange: fn() },
  argTypes: { disabled: { control: 'boolean' }, invalid: { control: 'boolean' } },
} satisfies Meta<typeof DatePicker>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '入职日期' })).toHaveValue('2024-03-15')
  },
}
export const Empty: Story = { args: { value: '' } }
export const Typing: Story = {
  args: { value: '' },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: '入职日期' }), '2024-02-29')
    await expect(args.onValueChange).toHaveBeenCalledWith('2024-02-29')
  },
}
export const CalendarOpen: Story = {
  args: { min: '2024-03-05', max: '2024-03-25' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '选择日期' }))
    const body = within(document.body)
    await expect(body.getByRole('grid', { name: '2024年3月' })).toBeInTheDocument()
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await expect(args.onValueChange).toHaveBeenCalledWith('2024-03-16')
  },
}
export const Invalid: Story = { args: { invalid: true, value: '' } }
export const Disabled: Story = { args: { disabled: true } }

export const Range: Story = {
  render: function Render() {
    const [value, setValue] = useState<[string, string]>(['2024-03-01', '2024-03-10'])
    return <DateRangePicker aria-label="创建时间" value={value} onValueChange={setValue} />
  },
  play: async ({ canvasElement }) => {
    const end = within(canvasElement).getByRole('textbox', { name: '结束日期' })
    await userEvent.clear(end)
    await userEvent.type(end, '2024-03-20')
    await expect(end).toHaveValue('2024-03-20')
  },
}

export const DateTime: Story = {
  render: function Render() {
    const [value, setValue] = useState('2024-03-15T09:30')
    return <DateTimePicker aria-label="发送时间" value={value} onValueChange={setValue} />
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '时间' })).toHaveValue('09:30')
  },
}
