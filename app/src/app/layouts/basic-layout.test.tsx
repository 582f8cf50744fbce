import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../../lib/query-client'
import { usePreferences } from '../../stores/preferences-store'
import { useSession } from '../../stores/session-store'
import { routes } from '../router'

const menu = [
  {
    id: 'home',
    path: '/dashboard/analysis',
    name: 'dashboard-analysis',
    component: 'dashboard/Analysis',
    route: '1',
    meta: { title: '首页', icon: 'home' },
  },
  {
    id: 'qc',
    path: '/qc',
    name: 'qc',
    component: 'layouts/RouteView',
    route: '1',
    meta: { title: '质量管理', icon: 'check-circle-o' },
    children: [
      {
        id: 'inspection',
        path: '/qc/inspection',
        name: 'qc-inspection',
        component: 'qc/InspectionList',
        route: '1',
        meta: { title: '来料检验' },
      },
    ],
  },
  {
    id: 'account',
    path: '/account',
    name: 'account',
    component: 'layouts/RouteView',
    route: '1',
    meta: { title: '个人页', icon: 'user' },
    children: [
      {
        id: 'notification',
        path: '/account/settings/notification',
        name: 'account-settings-notification',
        component: 'account/settings/Notification',
        route: '1',
        meta: { title: '新消息通知' },
      },
    ],
  },
]

/** jsdom has no matchMedia: `mobile` decides whether the shell's (max-width: 1087.99px) query matches. */
function stubViewport(mobile: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mobile && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

beforeEach(() => {
  queryClient.clear()
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input)
    const result = url.includes('/sys/annountCement/listByUser')
      ? { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 }
      : { menu, auth: [], allAuth: [] }
    return Response.json({ success: true, code: 200, message: '', timestamp: 1, result })
  })
  useSession.getState().signIn({
    token: 'tok',
    userInfo: { id: 'u1', username: 'admin', realname: '管理员' },
    departs: [],
    multi_depart: 1,
    sysAllDictItems: {},
  })
})
afterEach(() => {
  useSession.getState().signOut()
  usePreferences.getState().set('sidebarCollapsed', false)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function renderShell(path = '/dashboard/analysis') {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

describe('BasicLayout icons', () => {
  it('draws each menu entry’s meta.icon and icons, not text glyphs, in the header', async () => {
    stubViewport(false)
    renderShell()
    const nav = await screen.findByRole('navigation', { name: '主菜单' }, { timeout: 15_000 })
    const home = within(nav).getByRole('link', { name: '首页' })
    expect(home.querySelector('svg[data-icon="home"]')).not.toBeNull()
    const qc = within(nav).getByRole('button', { name: '质量管理' })
    expect(qc.querySelector('svg[data-icon="check-circle"]')).not.toBeNull()
    const toggle = screen.getByRole('button', { name: '收起侧边栏' })
    expect(toggle.querySelector('svg[data-icon="menu-fold"]')).not.toBeNull()
    const banner = screen.getByRole('banner')
    expect(banner.textContent).not.toMatch(/[⟨☰⌕🔔▾↕]/u)
    expect(within(banner).getByRole('radiogroup', { name: '语言' })).toBeInTheDocument()
    // 帮助 is the back end's own online documentation (在线文档), not the upstream project's GitHub.
    expect(within(banner).getByRole('link', { name: '帮助' })).toHaveAttribute(
      'href',
      `${window.location.origin}/jeecg-boot/doc.html`,
    )
    expect(within(banner).getByText('管理员')).not.toHaveClass('sr-only')
  })

  it('collapsed, shows icons only and opens a submenu beside the bar', async () => {
    stubViewport(false)
    usePreferences.getState().set('sidebarCollapsed', true)
    renderShell()
    const nav = await screen.findByRole('navigation', { name: '主菜单' }, { timeout: 15_000 })
    expect(nav).toHaveAttribute('data-state', 'collapsed')
    expect(
      screen.getByRole('button', { name: '展开侧边栏' }).querySelector('svg[data-icon="menu-unfold"]'),
    ).not.toBeNull()
    const qc = within(nav).getByRole('button', { name: '质量管理' })
    expect(qc).toHaveAttribute('title', '质量管理')
    await userEvent.click(qc)
    const leaf = await screen.findByRole('menuitem', { name: '来料检验' })
    expect(leaf).toHaveAttribute('href', '/qc/inspection')
  })
})

describe('BasicLayout side menu and breadcrumb', () => {
  it('a page opened from outside the side menu opens its submenu and marks its entry', async () => {
    stubViewport(false)
    const router = renderShell()
    const nav = await screen.findByRole('navigation', { name: '主菜单' }, { timeout: 15_000 })
    const qc = within(nav).getByRole('button', { name: '质量管理' })
    expect(qc).toHaveAttribute('aria-expanded', 'false')
    // What the menu search and the user menu do: navigate.
    await act(() => router.navigate('/qc/inspection'))
    await waitFor(() => expect(qc).toHaveAttribute('aria-expanded', 'true'))
    expect(within(nav).getByRole('link', { name: '来料检验' })).toHaveAttribute('aria-current', 'page')
    // Another page's submenu opens and the first one closes: one top-level submenu at a time.
    await act(() => router.navigate('/account/settings/notification'))
    const account = within(nav).getByRole('button', { name: '个人页' })
    await waitFor(() => expect(account).toHaveAttribute('aria-expanded', 'true'))
    expect(qc).toHaveAttribute('aria-expanded', 'false')
    // A label cut by the menu's width can still be read whole (its title).
    expect(within(nav).getByText('新消息通知')).toHaveAttribute('title', '新消息通知')
  })

  it('我的消息 shows its own crumb after 首页', async () => {
    stubViewport(false)
    renderShell('/isps/userAnnouncement')
    const crumbs = await screen.findByRole('navigation', { name: '面包屑' }, { timeout: 15_000 })
    await waitFor(() => expect(crumbs).toHaveTextContent('我的消息'))
    expect(crumbs).toHaveTextContent('首页')
  })
})

describe('BasicLayout on a phone', () => {
  it('folds the language switch and 帮助 into the user menu and shows only the avatar', async () => {
    stubViewport(true)
    renderShell()
    const user = await screen.findByRole('button', { name: '用户菜单：管理员' }, { timeout: 15_000 })
    const banner = screen.getByRole('banner')
    expect(within(banner).queryByRole('radiogroup', { name: '语言' })).toBeNull()
    expect(within(banner).queryByRole('link', { name: '帮助' })).toBeNull()
    expect(within(user).getByText('管理员')).toHaveClass('sr-only')
    expect(within(user).getByTestId('header-avatar-placeholder')).toBeInTheDocument()
    await userEvent.click(user)
    const userMenu = await screen.findByRole('menu')
    expect(within(userMenu).getByRole('menuitemcheckbox', { name: '中文' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    expect(within(userMenu).getByRole('menuitemcheckbox', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'false',
    )
    expect(within(userMenu).getByRole('menuitem', { name: '帮助' })).toHaveAttribute(
      'href',
      `${window.location.origin}/jeecg-boot/doc.html`,
    )
    expect(within(userMenu).getByRole('menuitem', { name: '退出登录' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: '打开菜单' })).toBeInTheDocument())
  })
})
