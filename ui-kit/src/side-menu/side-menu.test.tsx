import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Icon, registerIcons } from '../icon/icon'
import { MENU_ICON_SET } from '../icon/menu-icons'
import { SideMenu, type SideMenuItem } from './side-menu'

// The shell registers the menus' icons (home, team…) before it renders the menu.
registerIcons(MENU_ICON_SET)

const items: SideMenuItem[] = [
  { key: 'home', title: '首页', href: '/dashboard/analysis', icon: <Icon name="home" /> },
  {
    key: 'system',
    title: '系统管理',
    icon: <Icon name="setting" />,
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

  it('draws each entry icon before its title and a down arrow icon on submenus', () => {
    render(<SideMenu items={items} aria-label="主菜单" />)
    const home = screen.getByRole('link', { name: '首页' })
    expect(home.querySelector('svg[data-icon="home"]')).not.toBeNull()
    expect(home.firstElementChild?.querySelector('svg')).not.toBeNull()
    const system = screen.getByRole('button', { name: '系统管理' })
    expect(system.querySelector('svg[data-icon="setting"]')).not.toBeNull()
    expect(system.querySelector('svg[data-icon="down"]')).not.toBeNull()
    expect(system).not.toHaveTextContent('▾')
  })

  it('indents a leaf inside its link, so the active highlight spans the whole row', async () => {
    render(<SideMenu items={items} aria-label="主菜单" activeKey="user" defaultOpenKeys={['system']} />)
    const user = screen.getByRole('link', { name: '用户管理' })
    expect(user).toHaveClass('pl-(--side-menu-indent)', 'bg-primary-strong')
    expect(user.closest('li')?.style.getPropertyValue('--side-menu-indent')).toBe('32px')
    expect(user.closest('li')?.style.paddingLeft).toBe('')
  })

  it('keeps titles for screen readers and as tooltips when collapsed, showing icons only', () => {
    render(<SideMenu items={items} aria-label="主菜单" collapsed />)
    const home = screen.getByRole('link', { name: '首页' })
    expect(home.querySelector('svg[data-icon="home"]')).not.toBeNull()
    expect(home.closest('li')).toHaveAttribute('title', '首页')
    expect(screen.getByText('首页')).toHaveClass('sr-only')
    const system = screen.getByRole('button', { name: '系统管理' })
    expect(system).toHaveAttribute('title', '系统管理')
    expect(system).toHaveAttribute('aria-haspopup', 'menu')
    expect(system.querySelector('svg[data-icon="setting"]')).not.toBeNull()
    // An entry without an icon shows its first character instead of nothing.
    expect(screen.getByRole('button', { name: '人事管理' })).toHaveTextContent('人')
  })

  it('opens a collapsed submenu as a flyout whose leaves navigate, from the keyboard', async () => {
    const onSelect = vi.fn()
    render(
      <SideMenu
        items={items}
        aria-label="主菜单"
        collapsed
        activeKey="role"
        onSelect={onSelect}
        renderLink={(item, content, className) => (
          <a
            href={item.href}
            className={className}
            aria-current={item.key === 'role' ? 'page' : undefined}
            onClick={(event) => event.preventDefault()}
          >
            {content}
          </a>
        )}
      />,
    )
    const system = screen.getByRole('button', { name: '系统管理' })
    expect(system).toHaveClass('bg-primary-strong')
    system.focus()
    await userEvent.keyboard('{Enter}')
    const flyout = await screen.findByRole('menu')
    const user = within(flyout).getByRole('menuitem', { name: '用户管理' })
    expect(user).toHaveAttribute('href', '/isystem/user')
    await waitFor(() => expect(user).toHaveFocus())
    expect(within(flyout).getByRole('menuitem', { name: '角色管理' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(user)
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: 'user' }))
  })

  it('opens a collapsed submenu on click and nests deeper submenus', async () => {
    const nested: SideMenuItem[] = [
      {
        key: 'dev',
        title: '开发',
        icon: <Icon name="tool" />,
        children: [
          { key: 'online', title: '在线开发', children: [{ key: 'form', title: '表单', href: '/form' }] },
        ],
      },
    ]
    render(<SideMenu items={nested} aria-label="主菜单" collapsed />)
    await userEvent.click(screen.getByRole('button', { name: '开发' }))
    const sub = await screen.findByRole('menuitem', { name: '在线开发' })
    expect(sub).toHaveAttribute('aria-haspopup', 'menu')
    sub.focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(await screen.findByRole('menuitem', { name: '表单' })).toHaveAttribute('href', '/form')
  })

  it('has no serious accessibility violations', async () => {
    const { container, rerender } = render(
      <SideMenu items={items} aria-label="主菜单" defaultOpenKeys={['system']} activeKey="user" />,
    )
    expect(await seriousViolations(container)).toEqual([])
    rerender(<SideMenu items={items} aria-label="主菜单" collapsed activeKey="user" />)
    expect(await seriousViolations(container)).toEqual([])
  })

  it('uncontrolled, reports the open keys, and warns when a parent switches it to controlled', async () => {
    const onOpenKeysChange = vi.fn()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { rerender } = render(
      <SideMenu
        items={items}
        aria-label="主菜单"
        defaultOpenKeys={['hr']}
        onOpenKeysChange={onOpenKeysChange}
      />,
    )
    expect(screen.getByRole('link', { name: '员工档案' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /系统管理/ }))
    expect(onOpenKeysChange).toHaveBeenLastCalledWith(['system'])
    rerender(<SideMenu items={items} aria-label="主菜单" openKeys={[]} onOpenKeysChange={onOpenKeysChange} />)
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('SideMenu is changing from uncontrolled to controlled'),
    )
    warn.mockRestore()
  })
})
