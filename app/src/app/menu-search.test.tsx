import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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

describe('menu search (SPEC §2 header)', () => {
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

  it('mobile: a select opens the chosen page', async () => {
    const router = renderSearch(true)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '搜索菜单' }), 'users')
    expect(router.state.location.pathname).toBe('/isystem/user')
  })
})
