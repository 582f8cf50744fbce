import type { Meta, StoryObj } from '@storybook/react'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog'

const meta = {
  title: 'ui-kit/Dialog',
  component: DialogContent,
  args: { width: 800 },
  argTypes: { width: { control: 'number' } },
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>打开对话框</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogHeader>
          <DialogTitle>修改密码</DialogTitle>
          <DialogDescription>请输入旧密码和新密码</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>取消</Button>
          </DialogClose>
          <Button variant="primary">确定</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>

export default meta
type Story = StoryObj<typeof meta>

export const PasswordDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '打开对话框' }))
    const dialog = await screen.findByRole('dialog', { name: '修改密码' })
    await expect(dialog).toHaveStyle({ width: '800px' })
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

export const DepartmentDialog: Story = { args: { width: 450 } }

export const DefaultWidth: Story = { args: { width: undefined } }

export const LogoutConfirm: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogContent width={416}>
        <DialogHeader>
          <DialogTitle>提示</DialogTitle>
          <DialogDescription>真的要注销登录吗 ?</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>取消</Button>
          </DialogClose>
          <Button variant="primary">确定</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
}
