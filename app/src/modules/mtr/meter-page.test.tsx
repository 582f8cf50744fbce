import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { fakeCrudServer, type FakeRow } from '../../lib/resource/fake-crud-server.test-helper'
import { usePermissions } from '../../stores/permission-store'
import { useSession } from '../../stores/session-store'
import MeterPage from './meter-page'
import RechargePage from './recharge-page'

const meters: FakeRow[] = [
  {
    id: 'm1',
    meterNo: 'M0001',
    building: '1号宿舍楼',
    room: '101',
    ownerName: '张三',
    ownerPhone: '13900007919',
    balance: 58.5,
    pricePerKwh: 0.5,
    status: 'normal',
    status_dictText: '正常',
  },
  {
    id: 'm2',
    meterNo: 'M0023',
    building: '1号宿舍楼',
    room: '303',
    ownerName: '李四',
    ownerPhone: '13900182137',
    balance: -12.3,
    pricePerKwh: 0.5,
    status: 'arrears',
    status_dictText: '欠费',
  },
  {
    id: 'm3',
    meterNo: 'M0037',
    building: '1号宿舍楼',
    room: '407',
    ownerName: '王五',
    ownerPhone: '13900293003',
    balance: 10,
    pricePerKwh: 0.5,
    status: 'disabled',
    status_dictText: '停用',
  },
]

const grants = (...codes: string[]) => codes.map((action) => ({ action, describe: action, type: '1' }))

function renderMeters(codes: string[]) {
  const crud = fakeCrudServer('/mtr/meter', meters, ['meterNo'])
  const recharges: Record<string, unknown>[] = []
  vi.stubGlobal('fetch', async (request: Request) => {
    if (new URL(request.url).pathname.endsWith('/mtr/recharge/staffRecharge')) {
      const body = JSON.parse(await request.text()) as Record<string, unknown>
      recharges.push(body)
      return new Response(
        JSON.stringify({
          success: true,
          message: '充值成功',
          code: 200,
          timestamp: 1,
          result: {
            id: 'r1',
            meterNo: 'M0023',
            orderNo: 'MR1',
            amount: 100,
            kwh: 200,
            balanceAfter: 87.7,
            payMethod: 'cash',
            status: 'success',
            time: '2026-11-23 10:00:00',
            operator: 'admin',
          },
        }),
        { headers: { 'Content-Type': 'application/json' } },
      )
    }
    return crud.fetch(request)
  })
  usePermissions.setState({ auth: grants(...codes) as never, allAuth: [] })
  const router = createMemoryRouter([{ path: '/mtr/meter', element: <MeterPage /> }], {
    initialEntries: ['/mtr/meter'],
  })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { crud, recharges, view }
}

const table = (name: string) => screen.getByRole('table', { name })
const rowOf = (text: string) => {
  const row = within(table('电表列表')).getByText(text).closest('tr')
  if (!row) throw new Error(`no row with ${text}`)
  return row
}

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('电表 (mtr/MeterList)', () => {
  it('shows balances as money and the status text', async () => {
    renderMeters([])
    await waitFor(() => expect(within(table('电表列表')).getAllByRole('row')).toHaveLength(4))
    expect(within(rowOf('M0001')).getByText('58.50')).toBeInTheDocument()
    expect(within(rowOf('M0023')).getByText('-12.30')).toHaveClass('text-danger-strong')
    expect(within(rowOf('M0023')).getByText('欠费')).toBeInTheDocument()
  })

  it('offers 充值 only with mtr:meter:recharge, and never on a disabled meter', async () => {
    const first = renderMeters([])
    await screen.findByText('M0001')
    expect(screen.queryByRole('button', { name: '充值 M0001' })).toBeNull()
    first.view.unmount()
    renderMeters(['mtr:meter:recharge'])
    expect(await screen.findByRole('button', { name: '充值 M0001' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '充值 M0037' })).toBeNull()
  })

  it('recharges at the counter: amount and pay method, one request id, then the list again', async () => {
    const { recharges, crud } = renderMeters(['mtr:meter:recharge'])
    await userEvent.click(await screen.findByRole('button', { name: '充值 M0023' }))
    const dialog = await screen.findByRole('dialog', { name: '充值：M0023' })
    await userEvent.type(within(dialog).getByLabelText('充值金额(元)'), '100')
    expect(within(dialog).getByText('约 200.00 度')).toBeInTheDocument()
    const listCalls = crud.requests.filter((call) => call.path === '/mtr/meter/list').length
    await userEvent.click(within(dialog).getByRole('button', { name: '确认充值' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(recharges).toEqual([
      { meterId: 'm2', amount: 100, payMethod: 'cash', requestId: expect.stringMatching(/^r-[0-9a-f]{32}$/) },
    ])
    await waitFor(() =>
      expect(crud.requests.filter((call) => call.path === '/mtr/meter/list').length).toBeGreaterThan(
        listCalls,
      ),
    )
  })

  it('refuses an amount above 5000 in the dialog', async () => {
    const { recharges } = renderMeters(['mtr:meter:recharge'])
    await userEvent.click(await screen.findByRole('button', { name: '充值 M0001' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(within(dialog).getByLabelText('充值金额(元)'), '6000')
    await userEvent.click(within(dialog).getByRole('button', { name: '确认充值' }))
    expect(within(dialog).getByText('充值金额须在1到5000元之间')).toBeInTheDocument()
    expect(recharges).toHaveLength(0)
  })

  it('has no serious accessibility violations', async () => {
    const { view } = renderMeters(['mtr:meter:recharge'])
    await screen.findByText('M0001')
    expect(await seriousViolations(view.container)).toEqual([])
  })
})

describe('充值记录 (mtr/RechargeList)', () => {
  it('lists recharges read-only, filtered by meter number', async () => {
    const crud = fakeCrudServer('/mtr/recharge', [
      {
        id: 'r1',
        orderNo: 'MR1',
        meterNo: 'M0001',
        amount: 50,
        kwh: 100,
        balanceAfter: 108.5,
        payMethod: 'wechat',
        payMethod_dictText: '微信',
        status: 'success',
        status_dictText: '成功',
        time: '2026-11-23 10:00:00',
        operator: 'self-service',
      },
      {
        id: 'r2',
        orderNo: 'MR2',
        meterNo: 'M0002',
        amount: 20,
        kwh: 40,
        balanceAfter: 30,
        payMethod: 'cash',
        payMethod_dictText: '现金',
        status: 'success',
        status_dictText: '成功',
        time: '2026-11-22 10:00:00',
        operator: 'admin',
      },
    ])
    vi.stubGlobal('fetch', crud.fetch)
    usePermissions.setState({ auth: grants('mtr:recharge:export') as never, allAuth: [] })
    const router = createMemoryRouter([{ path: '/mtr/recharge', element: <RechargePage /> }], {
      initialEntries: ['/mtr/recharge'],
    })
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    await screen.findByText('MR1')
    expect(screen.getByText('自助充值')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull()
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull()
    await userEvent.type(screen.getByLabelText('电表号'), 'M0002')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(screen.queryByText('MR1')).toBeNull())
    expect(screen.getByText('MR2')).toBeInTheDocument()
  })
})
