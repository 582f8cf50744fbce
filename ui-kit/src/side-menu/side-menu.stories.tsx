import type { Meta, StoryObj } from '@storybook/react'
import { expect, screen, userEvent, within } from 'storybook/test'
import { Icon, registerIcons } from '../icon/icon'
import { MENU_ICON_SET } from '../icon/menu-icons'
import { SideMenu } from './side-menu'

// The shell registers the menus' icons (home, team…) before it renders the menu.
registerIcons(MENU_ICON_SET)

const meta = {
  title: 'shell/SideMenu',
  component: SideMenu,
  args: {
    'aria-label': '主菜单',
    items: [
      { key: 'home', title: '首页', href: '#home', icon: <Icon name="home" /> },
      {
        key: 'system',
        title: '系统管理',
        icon: <Icon name="setting" />,
        children: [
          { key: 'user', title: '用户管理', href: '#user' },
          { key: 'role', title: '角色管理', href: '#role' },
        ],
      },
      {
        key: 'hr',
        title: '人事管理',
        icon: <Icon name="team" />,
        children: [{ key: 'person', title: '员工档案', href: '#person' }],
      },
      {
        key: 'qc',
        title: '质量管理',
        icon: <Icon name="check-circle-o" />,
        children: [{ key: 'inspection', title: '来料检验', href: '#inspection' }],
      },
    ],
    activeKey: 'home',
  },
  argTypes: {
    collapsed: { control: 'boolean' },
    theme: { control: 'inline-radio', options: ['dark', 'light'] },
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="h-96">{Story()}</div>],
} satisfies Meta<typeof SideMenu>

export default meta
type Story = StoryObj<typeof meta>

export const Dark: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /系统管理/ }))
    await expect(canvas.getByRole('link', { name: '用户管理' })).toBeInTheDocument()
    await expect(canvasElement.querySelector('svg[data-icon="setting"]')).not.toBeNull()
  },
}
export const Light: Story = { args: { theme: 'light' } }

/** 80 px: icons only, titles as tooltips; a submenu opens beside the bar. */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '人事管理' }))
    await expect(await screen.findByRole('menuitem', { name: '员工档案' })).toHaveAttribute('href', '#person')
  },
}
