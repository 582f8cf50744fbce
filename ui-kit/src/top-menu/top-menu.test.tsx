import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TopMenu, type TopMenuItem } from './top-menu'

const items: TopMenuItem[] = [
  { key: '/home', title: '首页', href: '/home' },
  {
    key: '/system',
    title: '系统管理',
    children: [
      { key: '/system/user', title: '用户管理', href: '/system/user' },
      {
        key: '/system/more',
        title: '更多',
        children: [{ key: '/system/more/log', title: '日志', href: '/system/more/log' }],
      },
    ],
  },
]

describe('TopMenu', () => {
  it('shows top-level leaves as links and marks the current one', () => {
    render(<TopMenu aria-label="主菜单" items={items} activeKey="/home" />)
    const nav = screen.getByRole('navigation', { name: '主菜单' })
    expect(nav).toHaveAttribute('data-slot', 'top-menu')
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home')
    expect(screen.getByRole('link', { name: '首页' }).parentElement).toHaveAttribute('aria-current', 'page')
  })

  it('opens a parent as a menu with its children, nested parents as submenus, and reports the choice', async () => {
    const onSelect = vi.fn()
    render(<TopMenu aria-label="主菜单" items={items} activeKey="/system/user" onSelect={onSelect} />)
    const trigger = screen.getByRole('button', { name: /系统管理/ })
    expect(trigger.className).toContain('border-primary') // the branch of the current page is marked
    await userEvent.click(trigger)
    expect(await screen.findByRole('menuitem', { name: '用户管理' })).toHaveAttribute('href', '/system/user')
    await userEvent.hover(screen.getByRole('menuitem', { name: /更多/ }))
    await userEvent.keyboard('{ArrowRight}')
    const log = await screen.findByRole('menuitem', { name: '日志' })
    await userEvent.click(log)
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: '/system/more/log' }))
  })

  it('renders links through renderLink', () => {
    render(
      <TopMenu
        items={items}
        renderLink={(item, content, className) => (
          <a data-testid={`link-${item.key}`} className={className} href={`#${item.href ?? ''}`}>
            {content}
          </a>
        )}
      />,
    )
    expect(screen.getByTestId('link-/home')).toHaveAttribute('href', '#/home')
  })
})
