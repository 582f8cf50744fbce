import { QueryClientProvider } from '@tanstack/react-query'
import { render, renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getLocale, LOCALE_STORAGE_KEY, setLocale } from '@erp/ui-kit/i18n'
import { routes } from '../app/router'
import { queryClient } from '../lib/query-client'
import { useDictOptions } from '../lib/resource/use-dict-options'
import { useSession } from '../stores/session-store'
import { applyStoredLocale } from './locale'

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
const envelope = (result: unknown) => ({ success: true, message: 'ok', code: 200, timestamp: 1, result })

const permissions = {
  menu: [
    {
      id: 'm1',
      path: '/dashboard/analysis',
      name: 'dashboard-analysis',
      component: 'dashboard/Analysis',
      route: '1',
      meta: { title: '首页' },
    },
    {
      id: 'm2',
      path: '/isystem',
      name: 'isystem',
      component: 'layouts/RouteView',
      route: '1',
      meta: { title: '系统管理' },
      children: [
        {
          id: 'm3',
          path: '/isystem/user',
          name: 'isystem-user',
          component: 'system/UserList',
          route: '1',
          meta: { title: '用户管理' },
        },
      ],
    },
  ],
  auth: [],
  allAuth: [],
}
const loginResult = {
  token: 'tok-admin',
  userInfo: { id: 'u1', username: 'admin', realname: '管理员' },
  departs: [],
  multi_depart: 1 as const,
  sysAllDictItems: { sex: [{ value: '1', text: '男', title: '男' }] },
}

function signedInAt(path: string) {
  useSession.getState().signIn(loginResult)
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const route = new URL(request.url).pathname.replace('/jeecg-boot', '')
    if (route === '/sys/permission/getUserPermissionByToken') return json(envelope(permissions))
    return json(envelope(null))
  })
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

beforeEach(async () => {
  localStorage.clear()
  queryClient.clear()
  useSession.getState().signOut()
  await setLocale('zh-CN')
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await setLocale('zh-CN')
  localStorage.clear()
})

describe('two languages', () => {
  it('the header switch shows the shell and the server menu in English and remembers the choice', async () => {
    signedInAt('/dashboard/analysis')
    const menu = await screen.findByRole('navigation', { name: '主菜单' }, { timeout: 15_000 })
    expect(within(menu).getByText('系统管理')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '搜索菜单' })).toBeInTheDocument()

    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: '语言' })).getByRole('radio', { name: 'English' }),
    )

    const english = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 5000 })
    // Server menu titles through the server's key, menu.<route name>.
    expect(within(english).getByText('System')).toBeInTheDocument()
    expect(within(english).queryByText('系统管理')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Search menus' })).toBeInTheDocument()
    expect(screen.getByText('Welcome to', { exact: false })).toBeInTheDocument()
    expect(
      within(screen.getByRole('radiogroup', { name: 'Language' })).getByRole('radio', { name: 'English' }),
    ).toHaveAttribute('aria-checked', 'true')
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US')
    expect(document.documentElement.lang).toBe('en-US')
    expect(dayjs.locale()).toBe('en')

    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Language' })).getByRole('radio', { name: '中文' }),
    )
    const chinese = await screen.findByRole('navigation', { name: '主菜单' })
    expect(within(chinese).getByText('系统管理')).toBeInTheDocument()
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-CN')
    expect(dayjs.locale()).toBe('zh-cn')
  })

  it('the login page has the switch too', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/user/login'] })
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    const switcher = await screen.findByRole('radiogroup', { name: '语言' }, { timeout: 15_000 })
    await userEvent.click(within(switcher).getByRole('radio', { name: 'English' }))
    expect(
      await screen.findByRole('navigation', { name: 'Footer links' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Privacy' })).toBeInTheDocument()
  })

  it('dictionary texts go through the key the server provides (dict.<code>.<value>)', async () => {
    useSession.getState().signIn(loginResult)
    const { result } = renderHook(() => useDictOptions('sex'), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    })
    expect(result.current).toEqual([{ value: '1', label: '男' }])
    await setLocale('en-US')
    await waitFor(() => expect(result.current).toEqual([{ value: '1', label: 'Male' }]))
  })

  it('the remembered language is applied before the first render after a reload', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en-US')
    await applyStoredLocale()
    expect(getLocale()).toBe('en-US')
    expect(document.documentElement.lang).toBe('en-US')
  })
})
