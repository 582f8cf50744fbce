import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Button } from '../button/button'
import { Drawer, DrawerContent, DrawerTitle } from '../drawer/drawer'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../dropdown-menu/dropdown-menu'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog'

/** A dialog opened from state (no Dialog.Trigger), by a button and by a menu item. */
function FromState() {
  const [open, setOpen] = useState(false)
  const [drawer, setDrawer] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>新增</Button>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button>用户菜单</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setDrawer(true)}>系统设置</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>新增用户</DialogTitle>
          <DialogDescription>表单</DialogDescription>
          <input aria-label="用户账号" />
        </DialogContent>
      </Dialog>
      <Drawer open={drawer} onOpenChange={setDrawer}>
        <DrawerContent aria-describedby={undefined}>
          <DrawerTitle>系统设置</DrawerTitle>
        </DrawerContent>
      </Drawer>
    </>
  )
}

describe('focus return of dialogs opened from state', () => {
  it('gives the focus back to the button that opened the dialog', async () => {
    const user = userEvent.setup()
    render(<FromState />)
    const opener = screen.getByRole('button', { name: '新增' })
    opener.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: '新增用户' })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(opener).toHaveFocus())
  })

  it('gives it to the menu button when a menu item (gone with its menu) opened the drawer', async () => {
    const user = userEvent.setup()
    render(<FromState />)
    const menuButton = screen.getByRole('button', { name: '用户菜单' })
    menuButton.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '系统设置' })).toHaveFocus())
    await user.keyboard('{Enter}')
    const drawer = await screen.findByRole('dialog', { name: '系统设置' })
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(menuButton).toHaveFocus())
  })
})
