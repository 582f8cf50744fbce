import type { Meta, StoryObj } from '@storybook/react'
import { expect, userEvent, within } from 'storybook/test'
import { Input } from './input'

const meta = {
  title: 'ui-kit/Input',
  component: Input,
  args: { 'aria-label': '账号', placeholder: '请输入帐户名' },
  argTypes: { invalid: { control: 'boolean' }, disabled: { control: 'boolean' } },
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '账号' })
    await userEvent.type(input, 'admin')
    await expect(input).toHaveValue('admin')
  },
}

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'not-an-email', 'aria-label': '邮箱' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '邮箱' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

export const Disabled: Story = { args: { disabled: true, defaultValue: 'admin' } }

export const Password: Story = { args: { type: 'password', 'aria-label': '密码', placeholder: '请输入密码' } }
