import type { Meta, StoryObj } from '@storybook/react'
import { expect, userEvent, within } from 'storybook/test'
import { TopMenu } from './top-menu'

const meta = {
  title: 'shell/TopMenu',
  component: TopMenu,
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
    activeKey: 'user',
  },
  argTypes: { theme: { control: 'inline-radio', options: ['dark', 'light'] } },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { args }) => (
      <div className={args.theme === 'light' ? 'h-16 bg-surface' : 'h-16 bg-sider'}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopMenu>

export default meta
type Story = StoryObj<typeof meta>

export const Dark: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /系统管理/ }))
    const body = within(canvasElement.ownerDocument.body)
    await expect(await body.findByRole('menuitem', { name: '用户管理' })).toBeInTheDocument()
  },
}

export const Light: Story = { args: { theme: 'light' } }
