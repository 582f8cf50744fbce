import type { Meta, StoryObj } from '@storybook/react'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { Button } from '../button/button'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu'

const meta = {
  title: 'ui-kit/DropdownMenu',
  component: DropdownMenuContent,
  args: { align: 'end' },
  argTypes: { align: { control: 'select', options: ['start', 'center', 'end'] } },
} satisfies Meta<typeof DropdownMenuContent>

export default meta
type Story = StoryObj<typeof meta>

const onSelect = fn()

export const UserMenu: Story = {
  render: (args) => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost">管理员</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent {...args}>
        <DropdownMenuLabel>账户</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => onSelect('center')}>个人中心</DropdownMenuItem>
        <DropdownMenuItem>账户设置</DropdownMenuItem>
        <DropdownMenuItem disabled>系统设置</DropdownMenuItem>
        <DropdownMenuCheckboxItem checked>多页签</DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={() => onSelect('logout')}>
          退出登录
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvasElement }) => {
    onSelect.mockClear()
    await userEvent.click(within(canvasElement).getByRole('button', { name: '管理员' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }))
    await expect(onSelect).toHaveBeenCalledWith('logout')
  },
}
