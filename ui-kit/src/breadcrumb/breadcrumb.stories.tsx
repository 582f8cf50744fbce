import type { Meta, StoryObj } from '@storybook/react'
import { Breadcrumb } from './breadcrumb'

const meta = {
  title: 'shell/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { title: '首页', href: '#home' },
      { title: '系统管理', href: '#system' },
      { title: '用户管理', href: '#user' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>

export default meta
type Story = StoryObj<typeof meta>

export const ThreeLevels: Story = {}
export const HomeOnly: Story = { args: { items: [{ title: '首页', href: '#home' }] } }
