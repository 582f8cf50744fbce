import type { Meta, StoryObj } from '@storybook/react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from './button'

const meta = {
  title: 'ui-kit/Button',
  component: Button,
  args: { children: '保存', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['default', 'primary', 'danger', 'ghost', 'link'] },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
    loading: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Primary: Story = {
  args: { variant: 'primary', children: '登录' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '登录' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Danger: Story = { args: { variant: 'danger', children: '删除' } }

export const Loading: Story = {
  args: { variant: 'primary', loading: true, children: '提交中' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '提交中' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Icon: Story = { args: { size: 'icon', children: '↻', 'aria-label': '刷新' } }

export const AsLink: Story = {
  args: { asChild: true, variant: 'link', children: <a href="#help">帮助</a> },
}
