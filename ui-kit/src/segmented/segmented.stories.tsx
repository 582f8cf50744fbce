import type { Meta, StoryObj } from '@storybook/react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Segmented } from './segmented'

const options = [
  { value: 'account', label: '账号密码登录' },
  { value: 'phone', label: '手机号登录' },
]

const meta = {
  title: 'ui-kit/Segmented',
  component: Segmented,
  args: { options, defaultValue: 'account', onValueChange: fn(), 'aria-label': '登录方式' },
} satisfies Meta<typeof Segmented>

export default meta
type Story = StoryObj<typeof meta>

export const Uncontrolled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: '手机号登录' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('phone')
    await expect(canvas.getByRole('radio', { name: '手机号登录' })).toHaveAttribute('aria-checked', 'true')
  },
}
export const WithDisabledOption: Story = {
  args: { options: [...options, { value: 'sso', label: '单点登录', disabled: true }] },
}
