import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
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

  it('takes a width in px (SPEC §9 dialog widths) and defaults to 60%', async () => {
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
})
