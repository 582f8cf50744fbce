import type { Meta, StoryObj } from '@storybook/react'
import { expect, within } from 'storybook/test'
import { Input } from '../input/input'
import { FormField } from './form-field'

const meta = {
  title: 'ui-kit/FormField',
  component: FormField,
  args: { label: '手机号', children: <Input placeholder="11 位手机号" /> },
} satisfies Meta<typeof FormField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const WithHint: Story = { args: { hint: '用于接收短信验证码' } }
export const WithError: Story = {
  args: { error: '您的手机号码格式不正确!', children: <Input invalid defaultValue="123" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('手机号')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('您的手机号码格式不正确!')
  },
}
