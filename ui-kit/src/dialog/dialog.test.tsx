import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Button } from '../button/button'
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

function Example({ width }: { width?: number | string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>修改密码</Button>
      </DialogTrigger>
      <DialogContent width={width}>
        <DialogHeader>
          <DialogTitle>修改密码</DialogTitle>
          <DialogDescription>请输入旧密码和新密码</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>取消</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

describe('Dialog', () => {
  it('uncontrolled, reports opening and closing, and warns when a parent switches it to controlled', async () => {
    const onOpenChange = vi.fn()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const dialog = (open?: boolean) => (
      <Dialog onOpenChange={onOpenChange} {...(open === undefined ? {} : { open })}>
        <DialogTrigger asChild>
          <Button>打开</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>标题</DialogTitle>
          <DialogDescription>说明</DialogDescription>
        </DialogContent>
      </Dialog>
    )
    const { rerender } = render(dialog())
    await userEvent.click(screen.getByRole('button', { name: '打开' }))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(onOpenChange).toHaveBeenLastCalledWith(true)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    rerender(dialog(false))
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Dialog is changing from uncontrolled to controlled'),
    )
    warn.mockRestore()
  })

  it('opens from its trigger with a labelled dialog role', async () => {
    render(<Example />)
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '修改密码' }))
    const dialog = screen.getByRole('dialog', { name: '修改密码' })
    expect(dialog).toHaveAccessibleDescription('请输入旧密码和新密码')
    expect(dialog).toHaveAttribute('data-state', 'open')
  })

  it('closes on Escape and returns focus to the trigger', async () => {
    render(<Example />)
    const trigger = screen.getByRole('button', { name: '修改密码' })
    await userEvent.click(trigger)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(trigger).toHaveFocus()
  })

  it('closes with the corner close button and with DialogClose', async () => {
    render(<Example />)
    await userEvent.click(screen.getByRole('button', { name: '修改密码' }))
    await userEvent.click(screen.getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: '修改密码' }))
    await userEvent.click(screen.getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('takes a width in px (docs/spec.md §9 dialog widths) and defaults to 60%', async () => {
    const { unmount } = render(<Example width={800} />)
    await userEvent.click(screen.getByRole('button', { name: '修改密码' }))
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '800px' })
    unmount()
    render(<Example />)
    await userEvent.click(screen.getByRole('button', { name: '修改密码' }))
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '60%' })
  })

  it('can be controlled', async () => {
    const onOpenChange = vi.fn()
    function Controlled() {
      const [open, setOpen] = useState(true)
      return (
        <Dialog
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next)
            setOpen(next)
          }}
        >
          <DialogContent>
            <DialogTitle>提示</DialogTitle>
            <DialogDescription>真的要注销登录吗 ?</DialogDescription>
          </DialogContent>
        </Dialog>
      )
    }
    render(<Controlled />)
    expect(screen.getByRole('dialog', { name: '提示' })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('has no serious accessibility violations when open', async () => {
    render(<Example />)
    await userEvent.click(screen.getByRole('button', { name: '修改密码' }))
    expect(await seriousViolations(document.body)).toEqual([])
  })

  it('keeps the header and the footer out of the scrolling body', async () => {
    render(
      <Dialog defaultOpen>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>长表单</DialogTitle>
          </DialogHeader>
          <DialogBody>
            <p>内容</p>
          </DialogBody>
          <DialogFooter>
            <Button>确定</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>,
    )
    const dialog = screen.getByRole('dialog', { name: '长表单' })
    expect(dialog).toHaveClass('flex', 'flex-col', 'max-h-[calc(100vh-10vh*2)]')
    const body = screen.getByText('内容').parentElement
    expect(body).toHaveAttribute('data-slot', 'dialog-body')
    expect(body).toHaveClass('overflow-y-auto', 'min-h-0', 'flex-1')
    const slots = [...dialog.children].map((child) => child.getAttribute('data-slot'))
    expect(slots.slice(0, 3)).toEqual(['dialog-header', 'dialog-body', 'dialog-footer'])
    expect(dialog.querySelector('[data-slot=dialog-header]')).toHaveClass('shrink-0')
    expect(dialog.querySelector('[data-slot=dialog-footer]')).toHaveClass('shrink-0')
  })

  describe('a dirty form (discard guard)', () => {
    function Guarded({
      dirty,
      onOpenChange = () => {},
    }: {
      dirty: boolean
      onOpenChange?: (open: boolean) => void
    }) {
      const [open, setOpen] = useState(true)
      return (
        <Dialog
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next)
            setOpen(next)
          }}
        >
          <DialogContent dirty={dirty} aria-describedby={undefined}>
            <DialogHeader>
              <DialogTitle>新增部门</DialogTitle>
            </DialogHeader>
            <DialogBody>
              <input aria-label="名称" defaultValue="研发部" />
            </DialogBody>
            <DialogFooter>
              <Button onClick={() => setOpen(false)}>取消</Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )
    }
    const form = () => screen.getByRole('dialog', { name: '新增部门' })
    const question = () => screen.getByRole('alertdialog', { name: '放弃未保存的修改？' })

    it('asks on Escape; 继续编辑 keeps the dialog and what was typed', async () => {
      const onOpenChange = vi.fn()
      render(<Guarded dirty onOpenChange={onOpenChange} />)
      await userEvent.type(screen.getByLabelText('名称'), '二部')
      await userEvent.keyboard('{Escape}')
      expect(question()).toHaveAccessibleDescription('关闭后，已填写的内容将丢失。')
      // The safe answer has the focus.
      expect(screen.getByRole('button', { name: '继续编辑' })).toHaveFocus()
      await userEvent.click(screen.getByRole('button', { name: '继续编辑' }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
      expect(form()).toBeInTheDocument()
      expect(screen.getByLabelText('名称')).toHaveValue('研发部二部')
      expect(onOpenChange).not.toHaveBeenCalled()
    })

    it('Escape on the question only closes the question', async () => {
      render(<Guarded dirty />)
      await userEvent.keyboard('{Escape}')
      expect(question()).toBeInTheDocument()
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
      expect(form()).toBeInTheDocument()
    })

    it('closes after 放弃修改', async () => {
      const onOpenChange = vi.fn()
      render(<Guarded dirty onOpenChange={onOpenChange} />)
      await userEvent.keyboard('{Escape}')
      await userEvent.click(screen.getByRole('button', { name: '放弃修改' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(screen.queryByRole('alertdialog')).toBeNull()
      expect(onOpenChange).toHaveBeenCalledWith(false)
    })

    it('asks on the × and on a click outside', async () => {
      const onOpenChange = vi.fn()
      render(<Guarded dirty onOpenChange={onOpenChange} />)
      await userEvent.click(screen.getByRole('button', { name: '关闭' }))
      expect(question()).toBeInTheDocument()
      await userEvent.click(screen.getByRole('button', { name: '继续编辑' }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
      const overlay = document.querySelector<HTMLElement>('[data-slot=dialog-overlay]')
      expect(overlay).not.toBeNull()
      await userEvent.click(overlay as HTMLElement)
      expect(question()).toBeInTheDocument()
      // Behind the question (hidden from assistive technology while it is asked), the form is still open.
      expect(screen.getByRole('dialog', { hidden: true })).toContainElement(screen.getByLabelText('名称'))
      expect(onOpenChange).not.toHaveBeenCalled()
    })

    it('lets the 取消 of the form close without asking', async () => {
      render(<Guarded dirty />)
      await userEvent.click(screen.getByRole('button', { name: '取消' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(screen.queryByRole('alertdialog')).toBeNull()
    })

    it('closes at once on Escape, the × or a click outside when nothing changed', async () => {
      const { unmount } = render(<Guarded dirty={false} />)
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(screen.queryByRole('alertdialog')).toBeNull()
      unmount()
      render(<Guarded dirty={false} />)
      await userEvent.click(document.querySelector<HTMLElement>('[data-slot=dialog-overlay]') as HTMLElement)
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    })

    it('works with an uncontrolled dialog', async () => {
      render(
        <Dialog defaultOpen>
          <DialogContent dirty aria-describedby={undefined}>
            <DialogTitle>备注</DialogTitle>
          </DialogContent>
        </Dialog>,
      )
      await userEvent.click(screen.getByRole('button', { name: '关闭' }))
      await userEvent.click(screen.getByRole('button', { name: '放弃修改' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    })
  })
})
