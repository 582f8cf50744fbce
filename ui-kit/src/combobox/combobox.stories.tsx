import type { Meta, StoryObj } from '@storybook/react'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Combobox, type ComboboxOption } from './combobox'

const holders: ComboboxOption[] = Array.from({ length: 320 }, (_, index) => ({
  value: `card-${index + 1}`,
  label: `持卡人${String(index + 1).padStart(3, '0')}`,
  keywords: `NO${10000 + index}`,
}))

const meta = {
  title: 'ui-kit/Combobox',
  component: Combobox,
  args: {
    'aria-label': '持卡人',
    value: '',
    onValueChange: fn(),
    options: holders,
    placeholder: '请选择持卡人',
    searchPlaceholder: '搜索姓名或卡号',
  },
  argTypes: {
    disabled: { control: 'boolean' },
    invalid: { control: 'boolean' },
    allowClear: { control: 'boolean' },
  },
} satisfies Meta<typeof Combobox>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const SearchAndPick: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value)
    return (
      <Combobox
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next)
          args.onValueChange(next)
        }}
      />
    )
  },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '持卡人' })
    await userEvent.click(trigger)
    const body = within(document.body)
    await userEvent.type(body.getByRole('combobox', { name: '搜索姓名或卡号' }), 'NO10299')
    await userEvent.keyboard('{Enter}')
    await expect(args.onValueChange).toHaveBeenCalledWith('card-300')
    await expect(trigger).toHaveTextContent('持卡人300')
  },
}

export const Open: Story = {
  args: { value: 'card-3' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: '持卡人' }))
    await expect(within(document.body).getByRole('option', { name: '持卡人003' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}
export const Clearable: Story = { args: { value: 'card-12', allowClear: true } }
export const NothingFound: Story = {
  args: { emptyText: '没有这个持卡人' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: '持卡人' }))
    await userEvent.type(within(document.body).getByRole('combobox', { name: '搜索姓名或卡号' }), 'xyz')
    await expect(within(document.body).getByText('没有这个持卡人')).toBeInTheDocument()
  },
}
export const Invalid: Story = { args: { invalid: true } }
export const Disabled: Story = { args: { value: 'card-1', disabled: true } }
