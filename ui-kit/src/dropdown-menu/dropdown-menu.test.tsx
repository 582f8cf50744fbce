import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
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

function UserMenu({ onLogout, onCenter }: { onLogout: () => void; onCenter: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button>管理员</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>账户</DropdownMenuLabel>
        <DropdownMenuItem onSelect={onCenter}>个人中心</DropdownMenuItem>
        <DropdownMenuItem disabled>账户设置</DropdownMenuItem>
        <DropdownMenuCheckboxItem checked>多页签</DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={onLogout}>
          退出登录
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

describe('DropdownMenu', () => {
  it('opens on click and selects an item', async () => {
    const onLogout = vi.fn()
    render(<UserMenu onLogout={onLogout} onCenter={vi.fn()} />)
    await userEvent.click(screen.getByRole('button', { name: '管理员' }))
    await userEvent.click(screen.getByRole('menuitem', { name: '退出登录' }))
    expect(onLogout).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  })

  it('works from the keyboard: Enter opens, arrows move, Enter selects', async () => {
    const onCenter = vi.fn()
    render(<UserMenu onLogout={vi.fn()} onCenter={onCenter} />)
    screen.getByRole('button', { name: '管理员' }).focus()
    await userEvent.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    expect(menu).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '个人中心' })).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    expect(onCenter).toHaveBeenCalledOnce()
  })

  it('skips disabled items and shows checkbox state', async () => {
    render(<UserMenu onLogout={vi.fn()} onCenter={vi.fn()} />)
    await userEvent.click(screen.getByRole('button', { name: '管理员' }))
    expect(screen.getByRole('menuitem', { name: '账户设置' })).toHaveAttribute('data-disabled')
    expect(screen.getByRole('menuitemcheckbox', { name: /多页签/ })).toHaveAttribute('data-state', 'checked')
  })

  it('has no serious accessibility violations when open', async () => {
    render(<UserMenu onLogout={vi.fn()} onCenter={vi.fn()} />)
    await userEvent.click(screen.getByRole('button', { name: '管理员' }))
    expect(await seriousViolations(document.body)).toEqual([])
  })
})
