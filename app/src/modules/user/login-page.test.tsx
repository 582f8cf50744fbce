import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { configure, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../../stores/session-store'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { LoginPage } from './login-page'

// A shared 2-core machine: give async queries more than the default second.
configure({ asyncUtilTimeout: 5000 })

type Handler = (request: Request) => unknown
const answer = (code: number, message: string, result: unknown = null, success = code === 200) => ({
  success,
  code,
  message,
  result,
  timestamp: 1,
})
const loginResult = {
  token: 'tok-admin',
  userInfo: { id: 'u1', username: 'admin', realname: '管理员' },
  departs: [],
  multi_depart: 1,
  sysAllDictItems: {},
}

let calls: { method: string; path: string; url: URL; body: unknown }[] = []
function serve(handlers: Record<string, Handler>) {
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url)
    const path = url.pathname.replace('/jeecg-boot', '')
    const body: unknown = input.method === 'GET' ? null : await input.clone().json()
    calls.push({ method: input.method, path, url, body })
    const handler = handlers[`${input.method} ${path}`]
    return new Response(JSON.stringify(handler ? handler(input) : { message: 'not found' }), {
      status: handler ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    })
  })
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/user/login', element: <LoginPage /> },
      { path: '/user/register', element: <p>注册页</p> },
      { path: '/user/alteration', element: <p>找回密码页</p> },
      { path: '*', element: <p>已登录</p> },
    ],
    { initialEntries: [path] },
  )
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, ...view }
}

const toPhone = () => userEvent.click(screen.getByRole('radio', { name: '手机号登录' }))

beforeEach(() => {
  calls = []
  useSession.getState().signOut()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('login page: account and phone sign-in', () => {
  it('offers 账号密码登录 and 手机号登录, and links to 注册账户 and 忘记密码', async () => {
    const { router } = renderAt('/user/login')
    expect(screen.getByRole('radio', { name: '账号密码登录' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByLabelText('账号')).toBeInTheDocument()
    await toPhone()
    expect(screen.getByLabelText('手机号')).toBeInTheDocument()
    expect(screen.getByLabelText('验证码')).toBeInTheDocument()
    expect(screen.queryByLabelText('账号')).toBeNull()
    expect(screen.getByRole('link', { name: '注册账户' })).toHaveAttribute('href', '/user/register')
    await userEvent.click(screen.getByRole('link', { name: '忘记密码' }))
    expect(router.state.location.pathname).toBe('/user/alteration')
  })

  it('account sign-in still signs in and goes to the redirect target', async () => {
    serve({ 'POST /sys/login': () => answer(200, '登录成功', loginResult) })
    const { router } = renderAt('/user/login?redirect=%2Fisystem%2Fuser')
    await userEvent.type(screen.getByLabelText('账号'), 'admin')
    await userEvent.type(screen.getByLabelText('密码'), '123456')
    await userEvent.click(screen.getByRole('button', { name: '登录' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/isystem/user'))
    expect(useSession.getState().token).toBe('tok-admin')
  })

  it('submitting the account form empty says what each field needs', async () => {
    serve({})
    renderAt('/user/login')
    await userEvent.click(screen.getByRole('button', { name: '登录' }))
    expect(screen.getByLabelText('账号')).toHaveAccessibleDescription('请输入帐户名')
    expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('请输入密码')
    expect(screen.getByLabelText('账号')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('密码')).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(screen.getByLabelText('账号'), 'admin')
    expect(screen.getByLabelText('账号')).not.toHaveAttribute('aria-invalid')
    await userEvent.click(screen.getByRole('button', { name: '登录' }))
    expect(screen.getByLabelText('账号')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('请输入密码')
    expect(calls).toEqual([])
  })

  it('a refused sign-in marks both fields and says the server’s message once', async () => {
    serve({ 'POST /sys/login': () => answer(500, '用户名或密码错误', null, false) })
    renderAt('/user/login')
    await userEvent.type(screen.getByLabelText('账号'), 'admin')
    await userEvent.type(screen.getByLabelText('密码'), 'wrong')
    await userEvent.click(screen.getByRole('button', { name: '登录' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误')
    expect(screen.getByLabelText('账号')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('用户名或密码错误')
  })

  it('phone fields show upstream’s messages next to each field', async () => {
    renderAt('/user/login')
    await toPhone()
    await userEvent.click(screen.getByRole('button', { name: '登录' }))
    expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription('请输入手机号码!')
    expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription('请输入验证码!')
    await userEvent.type(screen.getByLabelText('手机号'), '1861111')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription('您的手机号码格式不正确!')
    expect(screen.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true')
  })

  it('requests a code (smsmode 0), counts down 60 s, then signs in with code 200 and goes on', async () => {
    serve({
      'POST /sys/sms': () => answer(0, '操作成功！', null, true),
      'POST /sys/phoneLogin': () => answer(200, '登录成功', loginResult),
    })
    const { router } = renderAt('/user/login?redirect=%2Fdashboard%2Fworkplace')
    await toPhone()
    await userEvent.type(screen.getByLabelText('手机号'), '18611111111')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(await screen.findByRole('button', { name: '60 s' })).toBeDisabled()
    expect(calls.find((call) => call.path === '/sys/sms')?.body).toEqual({
      mobile: '18611111111',
      smsmode: '0',
    })
    expect(screen.getByRole('status')).toHaveTextContent('验证码已发送')
    await userEvent.type(screen.getByLabelText('验证码'), '123456')
    await userEvent.click(screen.getByRole('button', { name: '登录' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/workplace'))
    expect(calls.find((call) => call.path === '/sys/phoneLogin')?.body).toEqual({
      mobile: '18611111111',
      captcha: '123456',
    })
    expect(useSession.getState()).toMatchObject({ token: 'tok-admin', multiDepart: 1 })
  })

  it('a wrong code (success true but code 0) is refused with the server message; the typing is kept', async () => {
    serve({ 'POST /sys/phoneLogin': () => answer(0, '手机验证码错误', null, true) })
    const { router } = renderAt('/user/login')
    await toPhone()
    await userEvent.type(screen.getByLabelText('手机号'), '18611111111')
    await userEvent.type(screen.getByLabelText('验证码'), '000000')
    await userEvent.click(screen.getByRole('button', { name: '登录' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('手机验证码错误')
    expect(screen.getByLabelText('手机号')).toHaveValue('18611111111')
    expect(screen.getByLabelText('验证码')).toHaveValue('000000')
    expect(router.state.location.pathname).toBe('/user/login')
    expect(useSession.getState().token).toBeNull()
  })

  it('an SMS refusal shows the server message and re-enables the button', async () => {
    serve({ 'POST /sys/sms': () => answer(500, '验证码10分钟内，仍然有效！') })
    renderAt('/user/login')
    await toPhone()
    await userEvent.type(screen.getByLabelText('手机号'), '18611111111')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码10分钟内，仍然有效！')
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled()
  })

  it('the phone form has no serious accessibility violations', async () => {
    const { container } = renderAt('/user/login')
    await toPhone()
    await userEvent.click(screen.getByRole('button', { name: '登录' }))
    expect(await seriousViolations(container)).toEqual([])
  })
})

describe('login page: CAS ticket and third-party token', () => {
  it('validates a CAS ticket with the service (this URL without the ticket) and goes on', async () => {
    serve({
      'GET /cas/client/validateLogin': () =>
        answer(200, '登录成功', { token: 'tok-cas', userInfo: loginResult.userInfo }),
    })
    const { router } = renderAt('/user/login?redirect=%2Fisystem%2Frole&ticket=ST-1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/isystem/role'))
    const call = calls.find((entry) => entry.path === '/cas/client/validateLogin')
    expect(call?.url.searchParams.get('ticket')).toBe('ST-1')
    expect(call?.url.searchParams.get('service')).toBe(
      `${window.location.origin}/user/login?redirect=%2Fisystem%2Frole`,
    )
    expect(useSession.getState()).toMatchObject({ token: 'tok-cas', departs: [], dictItems: {} })
    expect(calls.filter((entry) => entry.path === '/cas/client/validateLogin')).toHaveLength(1)
  })

  it('a refused ticket shows the message on the login page and drops the spent ticket', async () => {
    serve({ 'GET /cas/client/validateLogin': () => answer(500, 'CAS票据验证失败') })
    const { router } = renderAt('/user/login?ticket=ST-bad')
    expect(await screen.findByRole('alert')).toHaveTextContent('CAS票据验证失败')
    expect(router.state.location.pathname).toBe('/user/login')
    expect(router.state.location.search).toBe('')
    expect(useSession.getState().token).toBeNull()
    expect(screen.getByLabelText('账号')).toBeInTheDocument()
  })

  it('signs in with a third-party token (GET /thirdLogin/getLoginUser/{token})', async () => {
    serve({
      'GET /thirdLogin/getLoginUser/tok-third': () =>
        answer(200, '操作成功！', { token: 'tok-third', userInfo: loginResult.userInfo }),
    })
    const { router } = renderAt('/user/login?oauth2LoginToken=tok-third&thirdType=github')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/analysis'))
    expect(useSession.getState().token).toBe('tok-third')
  })
})
