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

/** The seventeen top-level menus of the seed in a 900 px header: one row, the rest under 更多. */
export const SeventeenItems: Story = {
  args: {
    items: [
      '首页',
      '系统管理',
      '人事管理',
      '采购管理',
      '销售管理',
      '库存管理',
      '生产管理',
      '质量检验',
      '财务管理',
      '报表中心',
      '在线开发',
      '系统监控',
      '消息中心',
      '食堂消费',
      '设备管理',
      '合同管理',
      '帮助文档',
    ].map((title, index) =>
      index === 0
        ? { key: 'home', title, href: '#home' }
        : {
            key: `menu-${index}`,
            title,
            children: [{ key: `page-${index}`, title: `${title}页面`, href: `#page-${index}` }],
          },
    ),
    activeKey: 'page-15',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 900 }}>
        <Story />
      </div>
    ),
  ],
}
