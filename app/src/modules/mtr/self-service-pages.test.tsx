import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { registerCatalogue, setLocale } from '@erp/ui-kit/i18n'
import en from '../../i18n/en/mtr.json'
import { publicRoutes } from '../../app/public-routes'
import { useMeterSession, type MeterReceipt } from './meter-session-store'

const METER_TOKEN = 'header.payload.signature'

const receipt = (n: number, extra: Partial<MeterReceipt> = {}): MeterReceipt => ({
  id: `r${n}`,
  meterNo: 'M0001',
  orderNo: `MR2026112209300${n}ABCDEF`,
  amount: 50,
  kwh: 100,
  balanceAfter: 100 + n,
  payMethod: 'wechat',
  payMethod_dictText: '微信',
  status: 'success',
  status_dictText: '成功',
  time: `2026-11-2${n} 09:30:00`,
  operator: 'self-service',
  ...extra,
})

interface Seen {
  method: string
  path: string
  meterToken: string | null
  staffToken: string | null
  query: URLSearchParams
  body: Record<string, unknown> | null
}

/** The self-service operations of the server for meter M0001 (phone ending 7919), behind a stubbed fetch. */
function fakeMeterServer() {
  const seen: Seen[] = []
  let balance = 58.5
  const records = [receipt(2), receipt(1)]
  const state = { expired: false }
  const answer = (result: unknown, success = true, message = '操作成功！', status = 200) =>
    new Response(JSON.stringify({ success, message, code: success ? 200 : 500, result, timestamp: 1 }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })
  const fetch = async (request: Request) => {
    const url = new URL(request.url)
    const path = url.pathname.replace(/^\/jeecg-boot/, '')
    const text = request.method === 'GET' ? '' : await request.clone().text()
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null
    const meterToken = request.headers.get('X-Meter-Token')
    seen.push({
      method: request.method,
      path,
      meterToken,
      staffToken: request.headers.get('X-Access-Token'),
      query: url.searchParams,
      body,
    })
    if (path === '/mtr/selfService/login') {
      return body?.meterNo === 'M0001' && body.phoneLast4 === '7919'
        ? answer({ token: METER_TOKEN, expiresIn: 900 }, true, '登录成功')
        : answer(null, false, '电表号或手机号后四位不正确')
    }
    if (meterToken !== METER_TOKEN || state.expired) {
      return answer(null, false, '电表登录已失效，请重新登录', 401)
    }
    if (path === '/mtr/selfService/meterInfo') {
      return answer({
        meterNo: 'M0001',
        building: '1号宿舍楼',
        room: '101',
        ownerName: '张*',
        ownerPhone: '139****7919',
        balance,
        pricePerKwh: 0.5,
        status: 'normal',
        status_dictText: '正常',
        lastReadingKwh: 1013,
        lastReadingTime: '2026-11-23 00:00:00',
      })
    }
    if (path === '/mtr/selfService/recharge') {
      balance += Number(body?.amount)
      const made = receipt(3, {
        amount: Number(body?.amount),
        kwh: Number(body?.amount) / 0.5,
        balanceAfter: balance,
      })
      records.unshift(made)
      return answer(made, true, '充值成功')
    }
    if (path === '/mtr/selfService/recharges') {
      return answer({ records, total: records.length, size: 10, current: 1, pages: 1 })
    }
    return new Response(JSON.stringify({ message: 'not found' }), { status: 404 })
  }
  return { fetch, seen, state }
}

function renderAt(path: string) {
  const server = fakeMeterServer()
  vi.stubGlobal('fetch', server.fetch)
  const router = createMemoryRouter(publicRoutes, { initialEntries: [path] })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { server, router, view }
}

async function signIn(meterNo = 'M0001', digits = '7919') {
  await userEvent.type(await screen.findByLabelText('电表号'), meterNo)
  await userEvent.type(screen.getByLabelText('户主手机号后四位'), digits)
  await userEvent.click(screen.getByRole('button', { name: '登录' }))
}

beforeEach(() => {
  sessionStorage.clear()
  useMeterSession.getState().signOut()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the meter login', () => {
  it('signs in with the meter number and phone ending, keeping the token in sessionStorage only', async () => {
    const { router, server } = renderAt('/sdn/step/form/login')
    await signIn()
    expect(await screen.findByTestId('meter-balance')).toHaveTextContent('58.50')
    expect(router.state.location.pathname).toBe('/sdn/meter/meterInfo')
    expect(router.state.location.search).not.toContain(METER_TOKEN)
    expect(sessionStorage.getItem('erp-meter-session')).toContain(METER_TOKEN)
    expect(localStorage.getItem('erp-meter-session')).toBeNull()
    const info = server.seen.find((call) => call.path === '/mtr/selfService/meterInfo')
    expect(info?.meterToken).toBe(METER_TOKEN)
    expect(info?.staffToken).toBeNull()
    expect(screen.getByText('139****7919')).toBeInTheDocument()
  })

  it('shows the server message for a wrong pair and stays on the login', async () => {
    const { router } = renderAt('/sdn/step/form/login')
    await signIn('M0001', '0000')
    expect(await screen.findByRole('alert')).toHaveTextContent('电表号或手机号后四位不正确')
    expect(router.state.location.pathname).toBe('/sdn/step/form/login')
    expect(useMeterSession.getState().token).toBeNull()
  })

  it('checks the form before asking the server', async () => {
    const { server } = renderAt('/sdn/step/form/login')
    await userEvent.type(await screen.findByLabelText('户主手机号后四位'), '79a')
    await userEvent.click(screen.getByRole('button', { name: '登录' }))
    expect(await screen.findByText('请输入电表号')).toBeInTheDocument()
    expect(screen.getByText('请输入户主手机号的后四位数字')).toBeInTheDocument()
    expect(server.seen).toHaveLength(0)
  })

  it('has no serious accessibility violations', async () => {
    const { view } = renderAt('/sdn/step/form/login')
    await screen.findByLabelText('电表号')
    expect(await seriousViolations(view.container)).toEqual([])
  })
})

describe('the meter pages without a meter token', () => {
  it.each([
    '/sdn/meter/MeterRechargeModal',
    '/sdn/meter/recharge',
    '/sdn/meter/meterInfo',
    '/sdn/meter/success',
    '/sdn/step/form/step',
    '/sdn/step/form/success',
    '/sdn/step/form/detail',
  ])('%s sends the visitor to the meter login', async (path) => {
    const { router, server } = renderAt(path)
    await screen.findByLabelText('电表号')
    expect(router.state.location.pathname).toBe('/sdn/step/form/login')
    expect(server.seen).toHaveLength(0)
  })

  it('an expired token (401) ends the meter session and goes to the login', async () => {
    useMeterSession.getState().signIn(METER_TOKEN, 900)
    const { router, server } = renderAt('/sdn/meter/MeterRechargeModal')
    server.state.expired = true
    await screen.findByLabelText('电表号')
    expect(router.state.location.pathname).toBe('/sdn/step/form/login')
    expect(useMeterSession.getState().token).toBeNull()
  })

  it('a token past its 15 minutes is not used at all', async () => {
    useMeterSession.getState().signIn(METER_TOKEN, 900, Date.now() - 901_000)
    const { server } = renderAt('/sdn/meter/meterInfo')
    await screen.findByLabelText('电表号')
    expect(server.seen).toHaveLength(0)
  })
})

describe('recharging', () => {
  it('recharges 50 and shows the kWh and the new balance, then the record among the records', async () => {
    useMeterSession.getState().signIn(METER_TOKEN, 900)
    const { router, server } = renderAt('/sdn/meter/recharge')
    await screen.findByText(/当前余额 58.50 元/)
    await userEvent.click(screen.getByRole('button', { name: '50元' }))
    expect(screen.getByText('约 100.00 度（电价 0.5 元/度）')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: '支付宝' }))
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }))
    // Nothing is charged before the amount and the pay method are confirmed.
    const confirm = await screen.findByRole('alertdialog', { name: '确认充值' })
    expect(confirm).toHaveTextContent('充值 50.00 元，支付方式：支付宝')
    expect(server.seen.some((call) => call.path === '/mtr/selfService/recharge')).toBe(false)
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }))
    expect(server.seen.some((call) => call.path === '/mtr/selfService/recharge')).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '确认充值' })).getByRole('button', {
        name: '确认充值',
      }),
    )
    expect(await screen.findByText('已充值 50.00 元，购得 100.00 度电')).toBeInTheDocument()
    expect(screen.getByTestId('new-balance')).toHaveTextContent('108.50')
    expect(router.state.location.pathname).toBe('/sdn/meter/success')
    const sent = server.seen.find((call) => call.path === '/mtr/selfService/recharge')
    expect(sent?.body).toMatchObject({ amount: 50, payMethod: 'alipay' })
    expect(String(sent?.body?.requestId)).toMatch(/^r-[0-9a-f]{32}$/)
    expect(sent?.meterToken).toBe(METER_TOKEN)

    await userEvent.click(screen.getByRole('link', { name: '查看充值记录' }))
    const list = await screen.findByRole('list', { name: '充值记录列表' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('余额 108.50 元')
  })

  it('in English, 立即充值 asks to confirm the amount and the pay method in English', async () => {
    registerCatalogue(async () => en)
    await setLocale('en-US')
    try {
      useMeterSession.getState().signIn(METER_TOKEN, 900)
      const { server } = renderAt('/sdn/meter/recharge')
      await userEvent.type(await screen.findByLabelText('Amount (CNY)'), '20')
      await userEvent.click(screen.getByRole('radio', { name: 'Alipay' }))
      await userEvent.click(screen.getByRole('button', { name: 'Recharge now' }))
      const confirm = await screen.findByRole('alertdialog', { name: 'Confirm recharge' })
      expect(confirm).toHaveTextContent('Recharge 20.00 CNY to meter M0001, paid by Alipay.')
      expect(confirm).not.toHaveTextContent(/[\u4e00-\u9fff]/)
      expect(server.seen.some((call) => call.path === '/mtr/selfService/recharge')).toBe(false)
    } finally {
      await setLocale('zh-CN')
    }
  })

  it('refuses an amount out of range or with three decimals without calling the server', async () => {
    useMeterSession.getState().signIn(METER_TOKEN, 900)
    const { server } = renderAt('/sdn/meter/recharge')
    const amount = await screen.findByLabelText('充值金额(元)')
    await userEvent.type(amount, '5000.01')
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }))
    expect(screen.getByText('充值金额须在1到5000元之间')).toBeInTheDocument()
    await userEvent.clear(amount)
    await userEvent.type(amount, '10.005')
    expect(screen.getByText('充值金额最多两位小数')).toBeInTheDocument()
    expect(server.seen.some((call) => call.path === '/mtr/selfService/recharge')).toBe(false)
  })

  it('goes through the step form: amount → confirm → success → detail', async () => {
    useMeterSession.getState().signIn(METER_TOKEN, 900)
    const { router } = renderAt('/sdn/step/form/step')
    await userEvent.type(await screen.findByLabelText('充值金额(元)'), '20')
    await userEvent.click(screen.getByRole('button', { name: '下一步' }))
    expect(await screen.findByText('请确认充值信息')).toBeInTheDocument()
    expect(screen.getByText('20.00 元')).toBeInTheDocument()
    expect(screen.getByText('40.00 度')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '确认充值' }))
    expect(await screen.findByText('提交成功', { selector: 'p' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/sdn/step/form/success')
    await userEvent.click(screen.getByRole('link', { name: '查看详情' }))
    expect(await screen.findByText('充值详情')).toBeInTheDocument()
    expect(screen.getByText('78.50 元')).toBeInTheDocument()
  })

  it('the recharge form has no serious accessibility violations', async () => {
    useMeterSession.getState().signIn(METER_TOKEN, 900)
    const { view } = renderAt('/sdn/meter/recharge')
    await screen.findByText(/当前余额 58.50 元/)
    expect(await seriousViolations(view.container)).toEqual([])
  })
})

describe('/test', () => {
  it('redirects to /test/home (TestHome)', async () => {
    const { router } = renderAt('/test')
    expect(await screen.findByRole('heading', { name: 'TestHome' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/test/home')
  })
})
