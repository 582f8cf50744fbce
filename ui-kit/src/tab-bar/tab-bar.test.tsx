import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { TabBar } from './tab-bar'

const tabs = [
  { key: '/dashboard/analysis', title: '首页' },
  { key: '/isystem/user', title: '用户管理' },
  { key: '/isystem/role', title: '角色管理' },
]

function setup() {
  const handlers = { onSelect: vi.fn(), onClose: vi.fn(), onAction: vi.fn() }
  render(<TabBar tabs={tabs} activeKey="/isystem/user" unclosable={['/dashboard/analysis']} {...handlers} />)
  return handlers
}

describe('TabBar', () => {
  it('shows the tabs with the active one selected', () => {
    setup()
    expect(screen.getByRole('tab', { name: /用户管理/ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: /首页/ })).toHaveAttribute('aria-selected', 'false')
  })

  it('selects on click without opening the menu', async () => {
    const { onSelect } = setup()
    await userEvent.click(screen.getByRole('tab', { name: /角色管理/ }))
    expect(onSelect).toHaveBeenCalledWith('/isystem/role')
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('has no close button on unclosable tabs and closes the others', async () => {
    const { onClose } = setup()
    expect(screen.queryByTitle('关闭 首页')).toBeNull()
    await userEvent.click(screen.getByTitle('关闭 角色管理'))
    expect(onClose).toHaveBeenCalledWith('/isystem/role')
    screen.getByRole('tab', { name: /用户管理/ }).focus()
    await userEvent.keyboard('{Delete}')
    expect(onClose).toHaveBeenCalledWith('/isystem/user')
  })

  it('right click opens refresh, close left, close right, close others', async () => {
    const { onAction } = setup()
    fireEvent.contextMenu(screen.getByRole('tab', { name: /角色管理/ }))
    const menu = await screen.findByRole('menu')
    expect(menu).toBeInTheDocument()
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      '刷新',
      '关闭左侧',
      '关闭右侧',
      '关闭其他',
    ])
    await userEvent.click(screen.getByRole('menuitem', { name: '关闭其他' }))
    expect(onAction).toHaveBeenCalledWith('closeOthers', '/isystem/role')
  })

  it('works from the keyboard: arrows move, Shift+F10 opens the menu', async () => {
    const { onSelect } = setup()
    const current = screen.getByRole('tab', { name: /用户管理/ })
    current.focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(onSelect).toHaveBeenCalledWith('/isystem/role')
    current.focus()
    await userEvent.keyboard('{Shift>}{F10}{/Shift}')
    await waitFor(() => expect(screen.getByRole('menu')).toBeInTheDocument())
  })

  it('has no serious accessibility violations', async () => {
    setup()
    expect(await seriousViolations(document.body)).toEqual([])
  })
})
