import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { FakeResizeObserver } from '../../test/fake-resize-observer'
import { TabBar } from './tab-bar'
import { overflowOf, revealDelta, wheelPixels } from './tab-scroll'

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
    // The strip's own keyboard scrolling would move the newly selected tab off again.
    expect(fireEvent.keyDown(current, { key: 'ArrowLeft' })).toBe(false)
    expect(onSelect).toHaveBeenCalledWith('/dashboard/analysis')
    current.focus()
    await userEvent.keyboard('{Shift>}{F10}{/Shift}')
    await waitFor(() => expect(screen.getByRole('menu')).toBeInTheDocument())
  })

  it('has no serious accessibility violations', async () => {
    setup()
    expect(await seriousViolations(document.body)).toEqual([])
  })
})

// --- many pages: one row, sideways scrolling, the active tab in view, the list of every page ---------

const many = Array.from({ length: 20 }, (_, index) => ({
  key: `/page/${index}`,
  title: index === 0 ? '首页' : `很长很长的页面标题第${index}个页面`,
}))

/** A ResizeObserver that reports only when the test says so (jsdom has none). */
const rect = (left: number, width: number) => new DOMRect(left, 0, width, 32)

/**
 * A layout for jsdom: a 300 px strip whose tabs are 120 px wide each, scrolled by `scrollLeft` (clamped
 * as a browser does).
 */
function fakeLayout(view = 300, tabWidth = 120) {
  const scroller = document.querySelector<HTMLElement>('[data-slot="tab-bar-scroller"]')
  if (!scroller) throw new Error('no scroller')
  const tabCount = () => scroller.querySelectorAll('[role="tab"]').length
  let left = 0
  Object.defineProperty(scroller, 'clientWidth', { configurable: true, get: () => view })
  Object.defineProperty(scroller, 'scrollWidth', { configurable: true, get: () => tabCount() * tabWidth })
  Object.defineProperty(scroller, 'scrollLeft', {
    configurable: true,
    get: () => left,
    set: (value: number) => {
      left = Math.max(0, Math.min(value, tabCount() * tabWidth - view))
    },
  })
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this === scroller) return rect(0, view)
    if (this.getAttribute('role') === 'tab') {
      const index = [...scroller.querySelectorAll('[role="tab"]')].indexOf(this)
      return rect(index * tabWidth - left, tabWidth)
    }
    return rect(0, 0)
  })
  return { scroller, scrollLeft: () => left }
}

function renderMany(activeKey = '/page/0') {
  const handlers = { onSelect: vi.fn(), onClose: vi.fn(), onAction: vi.fn() }
  const view = render(<TabBar tabs={many} activeKey={activeKey} unclosable={['/page/0']} {...handlers} />)
  return { ...handlers, view }
}

describe('TabBar with many pages', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    FakeResizeObserver.all = []
  })

  it('keeps every label on one line, cut with the full title on hover', () => {
    renderMany()
    for (const tab of screen.getAllByRole('tab')) {
      expect(tab.className).toContain('whitespace-nowrap')
      expect(tab.className).toContain('shrink-0')
    }
    const title = screen.getByRole('tab', { name: /第19个页面/ }).querySelector('[data-slot="tab-title"]')
    expect(title).toHaveAttribute('title', '很长很长的页面标题第19个页面')
    expect(title?.className).toMatch(/max-w-\S+/)
    expect(title?.className).toContain('truncate')
  })

  it('shows the scroll buttons only while there is more that way, and they scroll', async () => {
    renderMany()
    // Before any overflow is measured: no scroll buttons.
    expect(screen.queryByRole('button', { name: '向右滚动' })).toBeNull()
    const { scrollLeft } = fakeLayout()
    FakeResizeObserver.fire()
    const left = screen.getByRole('button', { name: '向左滚动' })
    const right = screen.getByRole('button', { name: '向右滚动' })
    expect(left.className).toContain('invisible')
    expect(right.className).not.toContain('invisible')
    await userEvent.click(right)
    expect(scrollLeft()).toBe(240)
    expect(left.className).not.toContain('invisible')
    // At the far end only the left one shows.
    for (let step = 0; step < 10; step++) fireEvent.click(right)
    expect(scrollLeft()).toBe(20 * 120 - 300)
    expect(right.className).toContain('invisible')
    expect(left.className).not.toContain('invisible')
  })

  it('scrolls sideways with the wheel over the bar', () => {
    renderMany()
    const { scrollLeft } = fakeLayout()
    const bar = document.querySelector('[data-slot="tab-bar"]')
    if (!bar) throw new Error('no bar')
    // fireEvent returns false when the listener prevented the page's own scrolling.
    expect(fireEvent.wheel(bar, { deltaY: 100 })).toBe(false)
    expect(scrollLeft()).toBe(100)
    expect(fireEvent.wheel(bar, { deltaX: 50, deltaY: 10 })).toBe(false)
    expect(scrollLeft()).toBe(150)
    // At the start the page scrolls on.
    fireEvent.wheel(bar, { deltaY: -1000 })
    expect(scrollLeft()).toBe(0)
    expect(fireEvent.wheel(bar, { deltaY: -100 })).toBe(true)
  })

  it('scrolls the active tab into view when it changes and on resize', () => {
    const { view, ...handlers } = renderMany()
    const { scroller, scrollLeft } = fakeLayout()
    const inView = (key: string) => {
      const box = document.getElementById(`tab-${key}`)?.getBoundingClientRect()
      const bar = scroller.getBoundingClientRect()
      return Boolean(box && box.left >= bar.left && box.right <= bar.right)
    }
    expect(inView('/page/19')).toBe(false)
    view.rerender(<TabBar tabs={many} activeKey="/page/19" unclosable={['/page/0']} {...handlers} />)
    expect(inView('/page/19')).toBe(true)
    expect(scrollLeft()).toBeGreaterThan(0)
    view.rerender(<TabBar tabs={many} activeKey="/page/0" unclosable={['/page/0']} {...handlers} />)
    expect(inView('/page/0')).toBe(true)
    // Scrolled away by hand, then the window is resized: the active tab comes back.
    scroller.scrollLeft = 1000
    expect(inView('/page/0')).toBe(false)
    FakeResizeObserver.fire()
    expect(inView('/page/0')).toBe(true)
  })

  it('lists every open page in the list button, the active one checked; choosing one selects it', async () => {
    const { onSelect } = renderMany('/page/7')
    await userEvent.click(screen.getByRole('button', { name: '所有页面' }))
    const items = await screen.findAllByRole('menuitemcheckbox')
    expect(items.map((item) => item.textContent?.replace('✓', ''))).toEqual(many.map((tab) => tab.title))
    expect(items.filter((item) => item.getAttribute('aria-checked') === 'true')).toEqual([items[7]])
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: /第19个页面/ }))
    expect(onSelect).toHaveBeenCalledWith('/page/19')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  })

  it('has no serious accessibility violations with the scroll buttons shown', async () => {
    renderMany()
    fakeLayout()
    FakeResizeObserver.fire()
    vi.restoreAllMocks()
    expect(await seriousViolations(document.body)).toEqual([])
  })
})

describe('tab-scroll geometry', () => {
  it('tells which way the strip can still scroll', () => {
    expect(overflowOf(0, 300, 300)).toEqual({ left: false, right: false })
    expect(overflowOf(0, 300, 1000)).toEqual({ left: false, right: true })
    expect(overflowOf(350, 300, 1000)).toEqual({ left: true, right: true })
    expect(overflowOf(699.5, 300, 1000)).toEqual({ left: true, right: false })
  })

  it('scrolls just enough to show an item, with a margin, and not at all when it is in view', () => {
    const view = { left: 100, right: 400 }
    expect(revealDelta(view, { left: 150, right: 250 })).toBe(0)
    expect(revealDelta(view, { left: 450, right: 550 }, 20)).toBe(170)
    expect(revealDelta(view, { left: 20, right: 120 }, 20)).toBe(-100)
    // Wider than the view: its start is shown.
    expect(revealDelta(view, { left: 500, right: 900 }, 20)).toBe(400)
  })

  it('turns wheel lines and pages into pixels', () => {
    expect(wheelPixels(3, 0, 300)).toBe(3)
    expect(wheelPixels(3, 1, 300)).toBe(48)
    expect(wheelPixels(1, 2, 300)).toBe(300)
  })
})
