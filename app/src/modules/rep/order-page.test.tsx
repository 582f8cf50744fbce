import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { Toaster } from '@erp/ui-kit/toast'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeCrudServer, type FakeRow } from '../../lib/resource/fake-crud-server.test-helper'
import { usePermissions } from '../../stores/permission-store'
import { useSession } from '../../stores/session-store'
import OrderPage from './order-page'

const orders: FakeRow[] = [
  {
    id: 'o1',
    orderNo: 'BX202611230001',
    reporterName: '李娜',
    reporterPhone: '13800138000',
    location: '二号车间',
    category: 'electric',
    category_dictText: '电气',
    urgency: 'H',
    urgency_dictText: '高',
    status: 'submitted',
    status_dictText: '已提交',
    assigneeId: null,
    cost: null,
    photos: 'repair/lamp_1.png,repair/lamp_2.png',
    description: '照明灯不亮',
    createTime: '2026-11-23 09:00:00',
  },
  {
    id: 'o2',
    orderNo: 'BX202611230002',
    reporterName: '王强',
    reporterPhone: '13900139000',
    location: '仓库',
    category: 'plumbing',
    category_dictText: '水暖',
    urgency: 'M',
    urgency_dictText: '中',
    status: 'in_progress',
    status_dictText: '维修中',
    assigneeId: 'u2',
    cost: null,
    createTime: '2026-11-22 09:00:00',
  },
]

const grant = (codes: string[]) => codes.map((action) => ({ action, describe: action, type: '1' }))
const envelope = (result: unknown, success = true, message = '操作成功！') =>
  new Response(JSON.stringify({ success, message, code: success ? 200 : 500, result, timestamp: 1 }), {
    headers: { 'Content-Type': 'application/json' },
  })

function renderPage(codes: string[], moveAnswer: { success: boolean; message: string }) {
  const server = fakeCrudServer('/rep/order', orders)
  const moves: { path: string; body: unknown }[] = []
  vi.stubGlobal('fetch', async (input: Request) => {
    const path = new URL(input.url).pathname.replace(/^\/jeecg-boot/, '')
    if (path === '/sys/user/pickerList')
      return envelope([
        { id: 'u2', username: 'jeecg', realname: '维修员甲' },
        { id: 'u5', username: 'cnt01', realname: '食堂王师傅' },
      ])
    if (path === '/rep/order/assignees')
      return envelope([{ id: 'u2', username: 'jeecg', realname: '维修员甲' }])
    if (/^\/rep\/order\/(assign|start|finish|cancel)$/.test(path)) {
      moves.push({ path, body: JSON.parse(await input.clone().text()) })
      return envelope(null, moveAnswer.success, moveAnswer.message)
    }
    return server.fetch(input)
  })
  usePermissions.setState({ auth: grant(codes) as never, allAuth: [] })
  const router = createMemoryRouter([{ path: '/rep/order', element: <OrderPage /> }], {
    initialEntries: ['/rep/order'],
  })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { moves, view }
}

const rowOf = (orderNo: string) => {
  const cell = screen.getByText(orderNo)
  const row = cell.closest('tr')
  if (!row) throw new Error(`no row for ${orderNo}`)
  return row
}

// Rendering and axe under a loaded CI machine can exceed the 5 s default.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('报修单 list', () => {
  it('offers the moves of each status that the user may use, and shows the repairer’s name', async () => {
    const { view } = renderPage(['rep:order:assign', 'rep:order:finish'], {
      success: true,
      message: '派工成功',
    })
    await waitFor(() => expect(screen.getByText('BX202611230001')).toBeInTheDocument())
    const submitted = within(rowOf('BX202611230001'))
    expect(submitted.getByRole('button', { name: '派工 BX202611230001' })).toBeInTheDocument()
    // 取消 is allowed from submitted, but the user lacks rep:order:cancel.
    expect(submitted.queryByRole('button', { name: '取消 BX202611230001' })).toBeNull()
    const inProgress = within(rowOf('BX202611230002'))
    expect(inProgress.getByRole('button', { name: '完成 BX202611230002' })).toBeInTheDocument()
    expect(inProgress.queryByRole('button', { name: /派工/ })).toBeNull()
    await waitFor(() => expect(inProgress.getByText('维修员甲')).toBeInTheDocument())
    expect(await seriousViolations(view.container)).toEqual([])
  })

  it('assigns a repairer, requiring one, and toasts the server’s message', async () => {
    const user = userEvent.setup()
    const { moves } = renderPage(['rep:order:assign'], { success: true, message: '派工成功' })
    await user.click(await screen.findByRole('button', { name: '派工 BX202611230001' }))
    const dialog = await screen.findByRole('dialog', { name: '派工' })
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(within(dialog).getByText('请选择维修人', { selector: '[id$="-error"]' })).toBeInTheDocument()
    expect(moves).toEqual([])
    // Only the repairers are offered: not the canteen clerk, a user of the system all the same.
    await user.click(within(dialog).getByRole('combobox', { name: '维修人' }))
    const listbox = await screen.findByRole('listbox')
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '维修员甲' })).toBeInTheDocument())
    expect(within(listbox).queryByRole('option', { name: '食堂王师傅' })).toBeNull()
    await user.click(within(listbox).getByRole('option', { name: '维修员甲' }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(moves).toEqual([{ path: '/rep/order/assign', body: { id: 'o1', assigneeId: 'u2' } }]),
    )
    expect(await screen.findByText('派工成功')).toBeInTheDocument()
  })

  it('shows the refusal of an illegal move naming both states', async () => {
    const user = userEvent.setup()
    const refusal = '报修单当前为「已提交」，不能直接「完成」'
    const { moves } = renderPage(['rep:order:finish'], { success: false, message: refusal })
    await user.click(await screen.findByRole('button', { name: '完成 BX202611230002' }))
    const dialog = await screen.findByRole('dialog', { name: '完成维修' })
    await user.type(within(dialog).getByRole('textbox', { name: '维修费用（元）' }), '1.234')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(within(dialog).getByText('请输入 0 至 100000 元之间、最多两位小数的金额')).toBeInTheDocument()
    await user.clear(within(dialog).getByRole('textbox', { name: '维修费用（元）' }))
    await user.type(within(dialog).getByRole('textbox', { name: '维修费用（元）' }), '35.5')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await screen.findByText(refusal)).toBeInTheDocument()
    expect(moves).toEqual([{ path: '/rep/order/finish', body: { id: 'o2', cost: 35.5 } }])
  })

  it('shows an order in the detail-list layout with its photos', async () => {
    const user = userEvent.setup()
    renderPage([], { success: true, message: '' })
    await waitFor(() => expect(screen.getByText('BX202611230001')).toBeInTheDocument())
    await user.click(within(rowOf('BX202611230001')).getByRole('button', { name: '详情' }))
    const dialog = await screen.findByRole('dialog', { name: '报修单详情' })
    expect(within(dialog).getByText('照明灯不亮')).toBeInTheDocument()
    expect(within(dialog).getByRole('img', { name: '现场照片2' }).getAttribute('src')).toMatch(
      /\/jeecg-boot\/sys\/common\/static\/repair\/lamp_2\.png$/,
    )
  })
})
