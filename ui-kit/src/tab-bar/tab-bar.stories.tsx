import type { Meta, StoryObj } from '@storybook/react'
import { fn } from 'storybook/test'
import { TabBar } from './tab-bar'

const meta = {
  title: 'shell/TabBar',
  component: TabBar,
  args: {
    tabs: [
      { key: '/dashboard/analysis', title: '首页' },
      { key: '/isystem/user', title: '用户管理' },
      { key: '/isystem/role', title: '角色管理' },
    ],
    activeKey: '/isystem/user',
    unclosable: ['/dashboard/analysis'],
    onSelect: fn(),
    onClose: fn(),
    onAction: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TabBar>

export default meta
type Story = StoryObj<typeof meta>

export const ThreeTabs: Story = {}
export const HomeOnly: Story = {
  args: { tabs: [{ key: '/dashboard/analysis', title: '首页' }], activeKey: '/dashboard/analysis' },
}
