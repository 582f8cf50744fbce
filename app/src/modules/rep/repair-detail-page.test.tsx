import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import RepairDetailPage from './repair-detail-page'

const envelope = (result: unknown, success = true, message = '操作成功！') =>
  new Response(JSON.stringify({ success, message, code: success ? 0 : 500, result, timestamp: 1 }), {
    headers: { 'Content-Type': 'application/json' },
  })

const PHONE = '13800138000'

function fakeServer() {
  const order = {
    orderNo: 'BX202611230001',
    reporterName: '李娜',
    reporterPhone: '138****8000',
    location: '二号车间',
    category: 'electric',
    category_dictText: '电气',
    description: '灯不亮',
    photos: null,
    urgency: 'H',
    urgency_dictText: '高',
    status: 'done',
    status_dictText: '已完成',
    assigneeName: '维修员甲',
    cost: 35.5,
    rating: null as number | null,
    feedback: null as string | null,
    cancelReason: null,
    createTime: '2026-11-23 09:00:00',
    timeline: [
      { status: 'submitted', title: '已提交', time: '2026-11-23 09:00:00' },
      { status: 'done', title: '已完成', time: '2026-11-23 11:00:00' },
    ],
  }
  const confirms: unknown[] = []
  const fetch = async (input: Request) => {
    const url = new URL(input.url)
    const path = url.pathname.replace(/^\/jeecg-boot/, '')
    if (path === '/rep/order/publicDetail') {
      const mine =
        url.searchParams.get('orderNo') === order.orderNo && url.searchParams.get('phone') === PHONE
      return mine ? envelope({ ...order }) : envelope(null, false, '未找到该报修单')
    }
    if (path === '/rep/order/confirm') {
      const body = JSON.parse(await input.clone().text()) as { rating: number; feedback: string | null }
      confirms.push(body)
      order.status = 'confirmed'
      order.status_dictText = '已确认'
      order.rating = body.rating
      order.feedback = body.feedback
      order.timeline = [
        ...order.timeline,
        { status: 'confirmed', title: '已确认', time: '2026-11-23 12:00:00' },
      ]
      return envelope(null, true, '感谢您的评价')
    }
    return new Response('{}', { status: 404 })
  }
  return { fetch, confirms }
}

function renderDetail(path: string) {
  const server = fakeServer()
  vi.stubGlobal('fetch', server.fetch)
  const router = createMemoryRouter([{ path: '/sdn/repairDetail', element: <RepairDetailPage /> }], {
    initialEntries: [path],
  })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...server, view }
}

// Rendering and axe under a loaded CI machine can exceed the 5 s default.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => sessionStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('/sdn/repairDetail', () => {
  it('asks for the phone, refuses another phone, then shows the order with its timeline', async () => {
    const user = userEvent.setup()
    const { view } = renderDetail('/sdn/repairDetail?orderNo=BX202611230001')
    expect(screen.getByRole('textbox', { name: '报修单号' })).toHaveValue('BX202611230001')
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13900000000')
    await user.click(screen.getByRole('button', { name: '查询' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('未找到该报修单')
    await user.clear(screen.getByRole('textbox', { name: '手机号' }))
    await user.type(screen.getByRole('textbox', { name: '手机号' }), PHONE)
    await user.click(screen.getByRole('button', { name: '查询' }))
    expect(await screen.findByTestId('repair-status')).toHaveTextContent('已完成')
    expect(screen.getByText('35.50 元')).toBeInTheDocument()
    const timeline = screen.getByRole('region', { name: '处理进度' })
    expect(timeline).toHaveTextContent('已提交')
    expect(await seriousViolations(view.container)).toEqual([])
  })

  it('confirms and rates a done order when the phone is known from the submit', async () => {
    const user = userEvent.setup()
    sessionStorage.setItem('rep-phone:BX202611230001', PHONE)
    const { confirms } = renderDetail('/sdn/repairDetail?orderNo=BX202611230001')
    const form = await screen.findByRole('form', { name: '确认维修并评价' })
    await user.click(screen.getByRole('button', { name: '确认完成' }))
    expect(form).toHaveTextContent('请选择评分')
    await user.click(screen.getByRole('radio', { name: '4 星' }))
    await user.type(screen.getByRole('textbox', { name: '评价（可选）' }), '很及时')
    await user.click(screen.getByRole('button', { name: '确认完成' }))
    await waitFor(() => expect(screen.getByTestId('repair-status')).toHaveTextContent('已确认'))
    expect(confirms).toEqual([{ orderNo: 'BX202611230001', phone: PHONE, rating: 4, feedback: '很及时' }])
    expect(screen.queryByRole('form', { name: '确认维修并评价' })).toBeNull()
    expect(screen.getByText('4 星')).toBeInTheDocument()
  })
})
