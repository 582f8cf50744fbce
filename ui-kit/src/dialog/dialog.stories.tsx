import type { Meta, StoryObj } from '@storybook/react'
import { useState } from 'react'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button/button'
import { FormField } from '../form-field/form-field'
import { Input } from '../input/input'
import {
  Dialog,
  DialogBody,
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

const LONG_FIELDS = [
  '机构名称',
  '英文名',
  '缩写',
  '排序',
  '手机号',
  '传真',
  '地址',
  '备注',
  '负责人',
  '邮箱',
  '网址',
  '说明',
]

/** A form longer than the window: the body scrolls, the title and 确定 stay in view. */
export const LongFormWithBody: Story = {
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>添加下级部门</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {LONG_FIELDS.map((label) => (
              <FormField key={label} label={label}>
                <Input />
              </FormField>
            ))}
          </div>
          <div className="h-[60vh]" aria-hidden="true" />
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button>取消</Button>
          </DialogClose>
          <Button variant="primary">确定</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '添加下级部门' })
    const body = dialog.querySelector('[data-slot=dialog-body]')
    await expect(body).toHaveClass('overflow-y-auto', 'min-h-0', 'flex-1')
    await expect(body).toContainElement(within(dialog).getByLabelText('备注'))
    await expect(body).not.toContainElement(within(dialog).getByRole('button', { name: '确定' }))
    await expect(body).not.toContainElement(within(dialog).getByRole('heading', { name: '添加下级部门' }))
  },
}

function DirtyForm() {
  const [open, setOpen] = useState(true)
  const [name, setName] = useState('')
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>新增部门</Button>
      </DialogTrigger>
      <DialogContent width={520} dirty={name !== ''} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>新增部门</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <FormField label="机构名称">
            <Input value={name} onChange={(event) => setName(event.target.value)} />
          </FormField>
        </DialogBody>
        <DialogFooter>
          <Button onClick={() => setOpen(false)}>取消</Button>
          <Button variant="primary" onClick={() => setOpen(false)}>
            确定
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** `dirty`: Escape, the × or a click outside asks before discarding what was typed; 取消 does not. */
export const DiscardGuard: Story = {
  render: () => <DirtyForm />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '新增部门' })
    await userEvent.type(within(dialog).getByLabelText('机构名称'), '研发部')
    await userEvent.keyboard('{Escape}')
    await screen.findByRole('alertdialog', { name: '放弃未保存的修改？' })
    await userEvent.click(screen.getByRole('button', { name: '继续编辑' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(within(dialog).getByLabelText('机构名称')).toHaveValue('研发部')
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }))
    await userEvent.click(await screen.findByRole('button', { name: '放弃修改' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}
