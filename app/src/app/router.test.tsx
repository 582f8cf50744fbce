import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../lib/query-client'
import { useSession } from '../stores/session-store'
import { routes } from './router'

type Handler = (request: Request) => Response | Promise<Response>
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const envelope = (result: unknown, extra: Record<string, unknown> = {}) => ({
  success: true,
  message: 'ok',
  code: 200,
  timestamp: 1,
  result,
  ...extra,
})
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
  ],
  auth: [],
  allAuth: [],
}
const loginResult = {
  token: 'tok-admin',
  userInfo: { id: 'u1', username: 'admin', realname: '管理员' },
  departs: [],
  multi_depart: 1,
  sysAllDictItems: {},
}

let calls: Request[] = []
function serve(handlers: Record<string, Handler>) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    calls.push(request)
    const path = new URL(request.url).pathname.replace('/jeecg-boot', '')
    const handler = handlers[`${request.method} ${path}`]
    return handler ? handler(request) : json({ message: 'not found' }, 404)
  })
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

beforeEach(() => {
  calls = []
  queryClient.clear()
  useSession.getState().signOut()
})
afterEach(() => vi.unstubAllGlobals())

describe('guard (docs/spec.md §2)', () => {
  it('without a token sends the user to login with the wanted path as redirect', async () => {
    const router = renderAt('/isystem/user?page=2')
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'))
    expect(router.state.location.search).toBe('?redirect=%2Fisystem%2Fuser%3Fpage%3D2')
  })

  it('with a token, /user/login goes to /dashboard/analysis', async () => {
    useSession.getState().signIn({ ...loginResult, multi_depart: 1 })
    serve({ 'GET /sys/permission/getUserPermissionByToken': () => json(envelope(permissions)) })
    const router = renderAt('/user/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/analysis'))
    expect(await screen.findByRole('heading', { name: /管理员/ })).toBeInTheDocument()
  })

  it('a failed permission fetch logs out and returns to login with the redirect', async () => {
    useSession.getState().signIn({ ...loginResult, multi_depart: 1 })
    serve({
      'GET /sys/permission/getUserPermissionByToken': () =>
        json({ status: 500, message: 'Token失效，请重新登录' }, 500),
      'POST /sys/logout': () => json(envelope(null)),
    })
    const router = renderAt('/dashboard/analysis')
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'))
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard%2Fanalysis')
    expect(useSession.getState().token).toBeNull()
    expect(calls.some((c) => c.url.endsWith('/sys/logout'))).toBe(true)
  })

  it('an unknown path inside the app goes to /404', async () => {
    useSession.getState().signIn({ ...loginResult, multi_depart: 1 })
    serve({ 'GET /sys/permission/getUserPermissionByToken': () => json(envelope(permissions)) })
    const router = renderAt('/no/such/page')
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'))
  })
})

/** The permission list with an 异常页 parent (layout component) holding the given children. */
function withExceptionMenu(children: Array<{ id: string; path: string; component: string; title: string }>) {
  const parent = {
    id: 'e',
    path: '/exception',
    name: 'exception',
    route: '1',
    component: 'layouts/RouteView',
    meta: { title: '异常页' },
    children: children.map(({ id, path, component, title }) => ({
      id,
      path,
      name: id,
      route: '1',
      component,
      meta: { title },
    })),
  }
  useSession.getState().signIn({ ...loginResult, multi_depart: 1 })
  serve({
    'GET /sys/permission/getUserPermissionByToken': () =>
      json(envelope({ ...permissions, menu: [...permissions.menu, parent] })),
  })
}

describe('public and menu-driven routes', () => {
  it('/welcome needs no token', async () => {
    const router = renderAt('/welcome')
    expect(await screen.findByRole('heading', { name: '欢迎入职' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/welcome')
  })

  it('a server menu item resolves through the page registry', async () => {
    withExceptionMenu([
      { id: 'e403', path: '/exception/403', component: 'exception/403', title: '403' },
      { id: 'x', path: '/unknown/page', component: 'nowhere/Unknown', title: '未知' },
    ])
    renderAt('/exception/403')
    expect(await screen.findByText('抱歉，你无权访问该页面')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '异常页' })).toBeInTheDocument()
  })

  it('an unknown component name shows the 404 page, never a crash', async () => {
    withExceptionMenu([{ id: 'x', path: '/unknown/page', component: 'nowhere/Unknown', title: '未知' }])
    renderAt('/unknown/page')
    expect(await screen.findByText('抱歉，你访问的页面不存在')).toBeInTheDocument()
  })

  it('a parent layout item redirects to its first child', async () => {
    withExceptionMenu([{ id: 'e500', path: '/exception/500', component: 'exception/500', title: '500' }])
    const router = renderAt('/exception')
    await waitFor(() => expect(router.state.location.pathname).toBe('/exception/500'))
    expect(await screen.findByText('抱歉，服务器出错了')).toBeInTheDocument()
  })
})

describe('login page', () => {
  it('signs in on code 200 and lands on the redirect target', async () => {
    serve({
      'POST /sys/login': () => json(envelope(loginResult, { message: '登录成功' })),
      'GET /sys/permission/getUserPermissionByToken': () => json(envelope(permissions)),
    })
    const router = renderAt('/user/login?redirect=%2Fdashboard%2Fanalysis')
    await userEvent.type(screen.getByLabelText('账号'), 'admin')
    await userEvent.type(screen.getByLabelText('密码'), '123456')
    await userEvent.click(screen.getByRole('button', { name: '登录' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/analysis'))
    expect(useSession.getState().token).toBe('tok-admin')
    const body = await calls
      .find((c) => c.url.endsWith('/sys/login'))!
      .clone()
      .json()
    expect(body).toEqual({ username: 'admin', password: '123456' })
  })

  it('shows the refusal message, keeps what was typed and stays on login', async () => {
    serve({
      'POST /sys/login': () =>
        json({ success: false, message: '用户名或密码错误', code: 500, result: null, timestamp: 1 }),
    })
    const router = renderAt('/user/login')
    await userEvent.type(screen.getByLabelText('账号'), 'admin')
    await userEvent.type(screen.getByLabelText('密码'), 'wrong')
    await userEvent.click(screen.getByRole('button', { name: '登录' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误')
    expect(screen.getByLabelText('账号')).toHaveValue('admin')
    expect(router.state.location.pathname).toBe('/user/login')
    expect(useSession.getState().token).toBeNull()
  })

  it('a success flag without code 200 is still a refusal', async () => {
    serve({
      'POST /sys/login': () =>
        json({ success: true, message: '手机验证码错误', code: 0, result: null, timestamp: 1 }),
    })
    renderAt('/user/login')
    await userEvent.type(screen.getByLabelText('账号'), 'admin')
    await userEvent.type(screen.getByLabelText('密码'), 'x')
    await userEvent.click(screen.getByRole('button', { name: '登录' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('手机验证码错误')
    expect(useSession.getState().token).toBeNull()
  })

  it('asks for the account before calling the server', async () => {
    serve({})
    renderAt('/user/login')
    await userEvent.click(screen.getByRole('button', { name: '登录' }))
    // Each empty field says so under itself.
    expect(await screen.findByLabelText('账号')).toHaveAccessibleDescription('请输入帐户名')
    expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('请输入密码')
    expect(calls).toHaveLength(0)
  })
})

describe('sign-in pages without a token (docs/spec.md §2)', () => {
  it.each([
    ['/user/register', '注册'],
    ['/user/register-result', '注册结果'],
    ['/user/alteration', '找回密码'],
  ])('%s is reachable without a token (lazy) and titled %s', async (path, title) => {
    const router = renderAt(path)
    await waitFor(() => expect(document.title.startsWith(`${title} - `)).toBe(true))
    expect(router.state.location.pathname).toBe(path)
  })

  it('register-result is the route named registerResult', () => {
    const user = routes.find((route) => route.path === '/user')
    expect(user?.children?.find((route) => route.id === 'registerResult')?.path).toBe('register-result')
  })
})
