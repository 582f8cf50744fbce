import type { Meta, StoryObj } from '@storybook/react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MonthPicker } from './month-picker'

const meta = {
  title: 'ui-kit/MonthPicker',
  component: MonthPicker,
  args: { 'aria-label': '月份', value: '2026-11', onValueChange: fn() },
  argTypes: { disabled: { control: 'boolean' }, invalid: { control: 'boolean' } },
} satisfies Meta<typeof MonthPicker>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '月份' })).toHaveValue('2026-11')
  },
}
export const Empty: Story = { args: { value: '' } }
export const Typing: Story = {
  args: { value: '' },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: '月份' }), '2026/3')
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-03')
  },
}
/** The months of the year, keyboard first: arrows move, PageUp/PageDown change the year, Enter picks. */
export const MonthsOpen: Story = {
  args: { min: '2026-03', max: '2026-12' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '选择年月' }))
    const body = within(document.body)
    await expect(body.getByRole('grid', { name: '2026年' })).toBeInTheDocument()
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-12')
  },
}
export const Invalid: Story = { args: { invalid: true, value: '' } }
export const Disabled: Story = { args: { disabled: true } }
