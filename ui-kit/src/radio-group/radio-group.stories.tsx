import type { Meta, StoryObj } from '@storybook/react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RadioGroup } from './radio-group'

const meta = {
  title: 'ui-kit/RadioGroup',
  component: RadioGroup,
  args: {
    'aria-label': '导航模式',
    defaultValue: 'sidemenu',
    onValueChange: fn(),
    options: [
      { value: 'sidemenu', label: '侧边菜单' },
      { value: 'topmenu', label: '顶部菜单' },
    ],
  },
  argTypes: { disabled: { control: 'boolean' }, invalid: { control: 'boolean' } },
} satisfies Meta<typeof RadioGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: '顶部菜单' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('topmenu')
  },
}
export const Vertical: Story = { args: { orientation: 'vertical' } }
export const WithDisabledOption: Story = {
  args: {
    options: [
      { value: 'Fixed', label: '固定' },
      { value: 'Fluid', label: '流式', disabled: true },
    ],
    defaultValue: 'Fixed',
  },
}
export const Disabled: Story = { args: { disabled: true } }
export const Invalid: Story = { args: { invalid: true, defaultValue: undefined } }
