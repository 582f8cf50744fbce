import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toMenuNodes } from '../lib/menu/menu-model'
import { menuTarget } from '../lib/menu/menu-target'
import { MenuSearch } from './menu-search'

const nodes = toMenuNodes([
  {
    id: 'home',
    path: '/dashboard/analysis',
    name: 'home',
    route: '1',
    component: 'dashboard/Analysis',
    meta: { title: '首页' },
  },
  {
    id: 'users',
    path: '/isystem/user',
    name: 'users',
    route: '1',
    component: 'system/UserList',
    meta: { title: '用户管理' },
  },
  {
    id: 'docs',
    path: 'c4ca4238a0b923820dcc509a6f75849b',
    name: 'docs',
    route: '1',
    component: 'layouts/IframePageView',
    meta: { title: '在线文档', url: "{{ window._CONFIG['domianURL'] }}/doc.html", internalOrExternal: true },
  },
  {
    id: 'baidu',
    path: 'x',
    name: 'baidu',
    route: '1',
    component: 'layouts/IframePageView',
    meta: { title: '百度', url: 'http://www.baidu.com' },
  },
])

function renderSearch(mobile = false) {
  const router = createMemoryRouter([{ path: '*', element: <MenuSearch nodes={nodes} mobile={mobile} /> }], {
    initialEntries: ['/'],
  })
  render(<RouterProvider router={router} />)
  return router
}

afterEach(() => vi.unstubAllGlobals())

describe('menu search (docs/spec.md §2 header)', () => {
  it('an internal page opens in the app; an external or iframe-external page in a new tab', () => {
    expect(menuTarget(nodes[1]!, 't')).toEqual({ kind: 'internal', path: '/isystem/user' })
    expect(menuTarget(nodes[2]!, 't')).toMatchObject({ kind: 'external' })
    expect((menuTarget(nodes[2]!, 't') as { url: string }).url).toMatch(/\/jeecg-boot\/doc\.html$/)
    // an iframe page shown inside the app stays internal
    expect(menuTarget(nodes[3]!, 't')).toEqual({ kind: 'internal', path: '/x' })
  })

  it('desktop: a palette filters by title and Enter opens the match', async () => {
    const router = renderSearch()
    const button = screen.getByRole('button', { name: '搜索菜单' })
    // A drawn search icon, not a text glyph that needs a symbol font.
    expect(button.querySelector('svg[data-icon="search"]')).not.toBeNull()
    expect(button).not.toHaveTextContent('⌕')
    await userEvent.click(button)
    await userEvent.type(screen.getByRole('combobox', { name: '菜单名称' }), '用户')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['用户管理'])
    await userEvent.keyboard('{Enter}')
    expect(router.state.location.pathname).toBe('/isystem/user')
  })

  it('desktop: an external entry opens a new tab', async () => {
    const open = vi.fn()
    vi.stubGlobal('open', open)
    renderSearch()
    await userEvent.click(screen.getByRole('button', { name: '搜索菜单' }))
    await userEvent.type(screen.getByRole('combobox', { name: '菜单名称' }), '文档')
    await userEvent.keyboard('{Enter}')
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/doc\.html$/), '_blank', 'noopener,noreferrer')
  })

  it('Ctrl+K and ⌘K open the palette the button declares', async () => {
    renderSearch()
    expect(screen.getByRole('button', { name: '搜索菜单' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+K Meta+K',
    )
    expect(screen.queryByRole('dialog', { name: '搜索菜单' })).toBeNull()
    await userEvent.keyboard('{Control>}k{/Control}')
    expect(await screen.findByRole('dialog', { name: '搜索菜单' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: '菜单名称' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: '搜索菜单' })).toBeNull()
    await userEvent.keyboard('{Meta>}K{/Meta}')
    expect(await screen.findByRole('dialog', { name: '搜索菜单' })).toBeInTheDocument()
  })

  it('mobile: Ctrl+K focuses the menu select', async () => {
    renderSearch(true)
    await userEvent.keyboard('{Control>}k{/Control}')
    expect(screen.getByRole('combobox', { name: '搜索菜单' })).toHaveFocus()
  })

  it('mobile: a select opens the chosen page', async () => {
    const router = renderSearch(true)
    const trigger = screen.getByRole('combobox', { name: '搜索菜单' })
    // The kit's Combobox: searchable, not a native <select>.
    expect(trigger.tagName).toBe('BUTTON')
    await chooseOption(trigger, '用户管理')
    expect(router.state.location.pathname).toBe('/isystem/user')
  })
})
