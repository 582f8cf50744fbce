import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { SideMenu, type SideMenuItem } from './side-menu'

const items: SideMenuItem[] = [
  { key: 'home', title: '首页', href: '/dashboard/analysis' },
  {
    key: 'system',
    title: '系统管理',
    children: [
      { key: 'user', title: '用户管理', href: '/isystem/user' },
      { key: 'role', title: '角色管理', href: '/isystem/role' },
    ],
  },
  { key: 'hr', title: '人事管理', children: [{ key: 'person', title: '员工档案', href: '/hr/person' }] },
]

describe('SideMenu', () => {
  it('is 200 px wide (w-sider), 80 px collapsed, dark by default', () => {
    const { rerender } = render(<SideMenu items={items} aria-label="主菜单" />)
    const nav = screen.getByRole('navigation', { name: '主菜单' })
    expect(nav).toHaveClass('w-sider', 'bg-sider')
    expect(nav).toHaveAttribute('data-theme', 'dark')
    rerender(<SideMenu items={items} aria-label="主菜单" collapsed theme="light" />)
    expect(nav).toHaveClass('w-sider-collapsed')
    expect(nav).toHaveAttribute('data-state', 'collapsed')
    expect(nav).toHaveAttribute('data-theme', 'light')
  })

  it('opens a submenu and keeps only one top-level submenu open', async () => {
    const onOpenKeysChange = vi.fn()
    render(<SideMenu items={items} aria-label="主菜单" onOpenKeysChange={onOpenKeysChange} />)
    const system = screen.getByRole('button', { name: /系统管理/ })
    await userEvent.click(system)
    expect(system).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: '用户管理' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /人事管理/ }))
    expect(system).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: '用户管理' })).toBeNull()
    expect(onOpenKeysChange).toHaveBeenLastCalledWith(['hr'])
  })

  it('marks the active entry as the current page', () => {
    render(<SideMenu items={items} aria-label="主菜单" activeKey="user" defaultOpenKeys={['system']} />)
    expect(screen.getByRole('link', { name: '用户管理' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current')
  })

  it('uses the link renderer it is given (the app passes its router link)', () => {
    render(
      <SideMenu
        items={items}
        aria-label="主菜单"
        renderLink={(item, content, className) => (
          <a data-testid={`link-${item.key}`} href={`#${item.href}`} className={className}>
            {content}
          </a>
        )}
      />,
    )
    expect(screen.getByTestId('link-home')).toHaveAttribute('href', '#/dashboard/analysis')
  })

  it('keeps titles for screen readers when collapsed', () => {
    render(<SideMenu items={items} aria-label="主菜单" collapsed />)
    expect(screen.getByRole('link', { name: '首页' })).toBeInTheDocument()
  })

  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <SideMenu items={items} aria-label="主菜单" defaultOpenKeys={['system']} activeKey="user" />,
    )
    expect(await seriousViolations(container)).toEqual([])
  })
})
