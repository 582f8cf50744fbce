import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { Toaster } from '@erp/ui-kit/toast'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../../stores/session-store'
import MyOrdersPage from './my-orders-page'

interface Order {
  id: string
  orderNo: string
  status: string
  status_dictText: string
  urgency: string
  urgency_dictText: string
  location: string
  description: string
  reporterName: string
  reporterPhone: string
  assigneeId: string
  assignedTime: string
  cost: number | null
}

const order = (id: string, status: string, text: string): Order => ({
  id,
  orderNo: `BX2026112300${id}`,
  status,
  status_dictText: text,
  urgency: 'H',
  urgency_dictText: '高',
  location: '二号车间',
  description: '照明灯不亮',
  reporterName: '李娜',
  reporterPhone: '13800138000',
  assigneeId: 'rep01-id',
  assignedTime: '2026-11-23 09:30:00',
  cost: null,
})

const envelope = (result: unknown, success = true, message = '操作成功！') =>
  new Response(JSON.stringify({ success, message, code: success ? 200 : 500, result, timestamp: 1 }), {
    headers: { 'Content-Type': 'application/json' },
  })

/** A server of the signed-in repairer's orders: the list and the two moves they own. */
function renderPage(orders: Order[]) {
  const calls: { path: string; query: URLSearchParams; body: unknown }[] = []
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url)
    const path = url.pathname.replace(/^\/jeecg-boot/, '')
    const body = input.method === 'POST' ? JSON.parse(await input.clone().text()) : null
    calls.push({ path, query: url.searchParams, body })
    if (path === '/rep/order/mine') {
      const statuses = (url.searchParams.get('status') ?? '').split(',').filter(Boolean)
      const records = orders.filter((row) => !statuses.length || statuses.includes(row.status))
      return envelope({ records, total: records.length, size: 10, current: 1, pages: 1 })
    }
    const moved = orders.find((row) => row.id === (body as { id?: string } | null)?.id)
    if (path === '/rep/order/mine/start' && moved) {
      Object.assign(moved, { status: 'in_progress', status_dictText: '维修中' })
      return envelope(null, true, '已开始维修')
    }
    if (path === '/rep/order/mine/finish' && moved) {
      Object.assign(moved, {
        status: 'done',
        status_dictText: '已完成',
        cost: (body as { cost: number }).cost,
      })
      return envelope(null, true, '维修完成')
    }
    return envelope(null, false, `unexpected ${path}`)
  })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MyOrdersPage />
      <Toaster />
    </QueryClientProvider>,
  )
  return { calls, view }
}

const card = (orderNo: string) =>
  within(screen.getByRole('list', { name: '派给我的报修单' })).getByRole('listitem', { name: orderNo })

vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'rep01-id', username: 'rep01' } as never })
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('我的工单', () => {
  it('lists the open orders first, and the repairer starts one and finishes it with the cost', async () => {
    const orders = [order('01', 'assigned', '已派工'), order('02', 'done', '已完成')]
    const { calls, view } = renderPage(orders)
    await waitFor(() => expect(card('BX202611230001')).toBeInTheDocument())
    // 待处理 first: the assigned and in-progress ones, not the finished one
    expect(calls.find((call) => call.path === '/rep/order/mine')?.query.get('status')).toBe(
      'assigned,in_progress',
    )
    expect(screen.queryByRole('listitem', { name: 'BX202611230002' })).toBeNull()
    expect(within(card('BX202611230001')).getByText('已派工')).toBeInTheDocument()
    expect(within(card('BX202611230001')).getByRole('link', { name: '拨打 13800138000' })).toHaveAttribute(
      'href',
      'tel:13800138000',
    )
    expect(await seriousViolations(view.container)).toEqual([])

    await userEvent.click(
      within(card('BX202611230001')).getByRole('button', { name: '开始维修 BX202611230001' }),
    )
    const start = await screen.findByRole('dialog')
    await userEvent.click(within(start).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(calls.some((call) => call.path === '/rep/order/mine/start')).toBe(true))
    expect(calls.find((call) => call.path === '/rep/order/mine/start')?.body).toEqual({ id: '01' })
    // no picker is read: a repairer may not
    expect(
      calls.some((call) => call.path === '/rep/order/assignees' || call.path === '/sys/user/pickerList'),
    ).toBe(false)

    const finishButton = await within(card('BX202611230001')).findByRole('button', {
      name: '完成维修 BX202611230001',
    })
    expect(within(card('BX202611230001')).getByText('维修中')).toBeInTheDocument()
    await userEvent.click(finishButton)
    const finish = await screen.findByRole('dialog')
    // a wrong amount is refused in the form and what was typed stays
    const cost = within(finish).getByRole('textbox', { name: '维修费用（元）' })
    await userEvent.type(cost, '-3')
    await userEvent.click(within(finish).getByRole('button', { name: '确定' }))
    expect(await within(finish).findByText(/请输入 0 至 100000 元之间/)).toBeInTheDocument()
    expect(cost).toHaveValue('-3')
    await userEvent.clear(cost)
    await userEvent.type(cost, '35.5')
    await userEvent.click(within(finish).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/rep/order/mine/finish')?.body).toEqual({
        id: '01',
        cost: 35.5,
      }),
    )
    // finished: it leaves 待处理
    await waitFor(() => expect(screen.getByText('暂无派给您的工单')).toBeInTheDocument())

    await userEvent.click(screen.getByRole('radio', { name: '全部' }))
    await waitFor(() => expect(card('BX202611230002')).toBeInTheDocument())
    expect(within(card('BX202611230001')).queryByRole('button')).toBeNull()
    expect(within(card('BX202611230001')).getByText('35.50')).toBeInTheDocument()
  })
})
