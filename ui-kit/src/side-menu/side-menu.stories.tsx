import type { Meta, StoryObj } from '@storybook/react'
import { expect, userEvent, within } from 'storybook/test'
import { SideMenu } from './side-menu'

const meta = {
  title: 'shell/SideMenu',
  component: SideMenu,
  args: {
    'aria-label': '主菜单',
    items: [
      { key: 'home', title: '首页', href: '#home' },
      {
        key: 'system',
        title: '系统管理',
        children: [
          { key: 'user', title: '用户管理', href: '#user' },
          { key: 'role', title: '角色管理', href: '#role' },
        ],
      },
      { key: 'hr', title: '人事管理', children: [{ key: 'person', title: '员工档案', href: '#person' }] },
    ],
    activeKey: 'home',
  },
  argTypes: {
    collapsed: { control: 'boolean' },
    theme: { control: 'inline-radio', options: ['dark', 'light'] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SideMenu>

export default meta
type Story = StoryObj<typeof meta>

export const Dark: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /系统管理/ }))
    await expect(canvas.getByRole('link', { name: '用户管理' })).toBeInTheDocument()
  },
}
export const Light: Story = { args: { theme: 'light' } }
export const Collapsed: Story = { args: { collapsed: true } }
