import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { FakeResizeObserver } from '../../test/fake-resize-observer'
import { fitCount } from './fit-count'
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

describe('fitCount', () => {
  it('shows everything that fits, without 更多', () => {
    expect(fitCount([100, 100, 100], 300, 80)).toBe(3)
    expect(fitCount([], 0, 80)).toBe(0)
    // jsdom: nothing measured, everything shown.
    expect(fitCount([0, 0, 0], 0, 0)).toBe(3)
  })

  it('keeps room for 更多 when something does not fit', () => {
    expect(fitCount([100, 100, 100, 100], 399, 80)).toBe(3)
    expect(fitCount([100, 100, 100, 100], 379, 80)).toBe(2)
    expect(fitCount([100, 100, 100, 100], 380, 80)).toBe(3)
    expect(fitCount([300, 50, 50], 200, 80)).toBe(0)
    // The first entry that does not fit ends the row, even if a narrower one after it would.
    expect(fitCount([100, 300, 20], 300, 80)).toBe(1)
  })
})

/** 17 top-level entries as the seeded menus have: parents with children and a few leaves. */
const seventeen: TopMenuItem[] = Array.from({ length: 17 }, (_, index) =>
  index % 4 === 0
    ? { key: `/leaf${index}`, title: `页面${index}`, href: `/leaf${index}` }
    : {
        key: `/group${index}`,
        title: `菜单分组${index}`,
        children: [{ key: `/group${index}/a`, title: `子页面${index}`, href: `/group${index}/a` }],
      },
)

describe('TopMenu with more entries than room', () => {
  let navWidth = 450
  beforeEach(() => {
    navWidth = 450
    vi.stubGlobal('ResizeObserver', FakeResizeObserver)
    // Every entry is 100 px wide, 更多 too; the nav is navWidth wide.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const measured = this.tagName === 'LI' && this.closest('[data-slot="top-menu"]')
      return new DOMRect(0, 0, measured ? 100 : 0, measured ? 64 : 0)
    })
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
      return this.getAttribute('data-slot') === 'top-menu' ? navWidth : 0
    })
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    FakeResizeObserver.all = []
  })

  const topEntries = () =>
    within(screen.getByRole('navigation', { name: '主菜单' }))
      .getAllByRole('listitem')
      .filter((item) => !item.closest('[aria-hidden="true"]'))

  it('shows what fits in one row and puts the rest under 更多', async () => {
    const onSelect = vi.fn()
    render(<TopMenu aria-label="主菜单" items={seventeen} activeKey="/group9/a" onSelect={onSelect} />)
    // 450 px: three entries of 100 px and 更多.
    expect(topEntries().map((item) => item.textContent)).toEqual(['页面0', '菜单分组1', '菜单分组2', '更多'])
    // The entries that do not fit stay only to be measured: hidden and with nothing to focus or click.
    expect(screen.queryByRole('button', { name: '菜单分组9' })).toBeNull()
    const hiddenCells = document.querySelectorAll('[data-slot="top-menu"] li[aria-hidden="true"]')
    expect(hiddenCells).toHaveLength(14)
    for (const cell of hiddenCells) expect(cell.querySelector('a, button, [tabindex]')).toBeNull()
    expect(await seriousViolations(document.body)).toEqual([])
    const more = screen.getByRole('button', { name: '更多' })
    // The current page is among the hidden ones: 更多 is marked as its branch.
    expect(more.className).toContain('border-primary')
    await userEvent.click(more)
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.replace('›', '')),
    ).toEqual(seventeen.slice(3).map((item) => item.title))
    expect(within(menu).getByRole('menuitem', { name: '页面4' })).toHaveAttribute('href', '/leaf4')
    await userEvent.hover(within(menu).getByRole('menuitem', { name: /菜单分组9/ }))
    await userEvent.keyboard('{ArrowRight}')
    await userEvent.click(await screen.findByRole('menuitem', { name: '子页面9' }))
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: '/group9/a' }))
  })

  it('measures again when the header is resized and when the items change', () => {
    const { rerender } = render(<TopMenu aria-label="主菜单" items={seventeen} />)
    expect(topEntries()).toHaveLength(4)
    navWidth = 2000
    FakeResizeObserver.fire()
    expect(topEntries()).toHaveLength(17)
    expect(screen.queryByRole('button', { name: '更多' })).toBeNull()
    navWidth = 250
    FakeResizeObserver.fire()
    expect(topEntries().map((item) => item.textContent)).toEqual(['页面0', '更多'])
    rerender(<TopMenu aria-label="主菜单" items={seventeen.slice(0, 2)} />)
    expect(topEntries().map((item) => item.textContent)).toEqual(['页面0', '菜单分组1'])
  })

  it('opens 更多 from the keyboard', async () => {
    render(<TopMenu aria-label="主菜单" items={seventeen} />)
    screen.getByRole('button', { name: '更多' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('menuitem', { name: '页面16' })).toBeInTheDocument()
  })

  it('keeps labels on one line', () => {
    render(<TopMenu aria-label="主菜单" items={seventeen} />)
    for (const entry of [
      screen.getByRole('link', { name: '页面0' }),
      screen.getByRole('button', { name: '菜单分组1' }),
      screen.getByRole('button', { name: '更多' }),
    ]) {
      expect(entry.className).toContain('whitespace-nowrap')
    }
  })
})
