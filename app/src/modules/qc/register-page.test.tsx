import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { Toaster } from '@erp/ui-kit/toast'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeCrudServer, type FakeRow } from '../../lib/resource/fake-crud-server.test-helper'
import { usePermissions } from '../../stores/permission-store'
import { useSession } from '../../stores/session-store'
import RegisterPage from './register-page'

const registers: FakeRow[] = [
  {
    id: 'r1',
    registerNo: 'QC202611200001',
    brandId: 'b1',
    productCategory: '户外夹克',
    styleNo: 'ST-24001',
    poNo: 'PO-880100',
    orderQty: 2100,
    lotSize: 2000,
    factory: '宁波华美制衣厂',
    address: '浙江省宁波市鄞州区金谷北路 18 号',
    inspectionDate: '2026-11-20',
    groupId: 'g1',
    status: 'registered',
    status_dictText: '已登记',
    createTime: '2026-11-20 08:30:00',
  },
]

const envelope = (result: unknown, success = true, message = '操作成功！') =>
  new Response(JSON.stringify({ success, message, code: success ? 0 : 500, result, timestamp: 1 }), {
    headers: { 'Content-Type': 'application/json' },
  })

const grant = (codes: string[]) => codes.map((action) => ({ action, describe: action, type: '1' }))

function renderPage() {
  const server = fakeCrudServer('/qc/register', registers)
  const matched: string[] = []
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url)
    const path = url.pathname.replace(/^\/jeecg-boot/, '')
    if (path === '/qc/brand/list')
      return envelope({ records: [{ id: 'b1', code: 'BR001', name: '北辰户外' }], total: 1 })
    if (path === '/qc/checkRule/list')
      return envelope({
        records: [
          { id: 'rule1', brandId: 'b1', productCategory: '户外夹克' },
          { id: 'rule2', brandId: 'b1', productCategory: '童装' },
          { id: 'rule3', brandId: 'b2', productCategory: '童装' },
        ],
        total: 3,
      })
    if (path === '/qc/group/list') return envelope({ records: [{ id: 'g1', name: '针织一组' }], total: 1 })
    if (path === '/qc/dangerAddress/match') {
      const address = url.searchParams.get('address') ?? ''
      matched.push(address)
      return envelope(
        address.includes('白沙工业区')
          ? [{ id: 'd1', address: '东莞市虎门镇白沙工业区', reason: '曾发生治安事件', riskLevel: 'H' }]
          : [],
      )
    }
    if (path === '/qc/register/add') {
      const answer = await server.fetch(input)
      const body = (await answer.json()) as { success: boolean; message: string }
      return envelope(
        null,
        body.success,
        `${body.message}注意：验货地址命中危险地址「东莞市虎门镇白沙工业区」（风险高）`,
      )
    }
    return server.fetch(input)
  })
  usePermissions.setState({
    auth: grant(['qc:register:add', 'qc:register:edit', 'qc:register:delete']) as never,
    allAuth: [],
  })
  const router = createMemoryRouter([{ path: '/qc/register', element: <RegisterPage /> }], {
    initialEntries: ['/qc/register'],
  })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { server, matched, view }
}

// The grid and the dialogs are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('检验登记', () => {
  it('lists registrations with brand and group names', async () => {
    const { view } = renderPage()
    const table = await screen.findByRole('table', { name: '检验登记列表' })
    await waitFor(() => expect(within(table).getByText('北辰户外')).toBeInTheDocument())
    expect(within(table).getByText('针织一组')).toBeInTheDocument()
    expect(within(table).getByText('户外夹克')).toBeInTheDocument()
    expect(within(table).getByText('已登记')).toBeInTheDocument()
    expect(await seriousViolations(view.container)).toEqual([])
  })

  it('shows the status in the edit form without letting it be changed (the reports decide it)', async () => {
    renderPage()
    const table = await screen.findByRole('table', { name: '检验登记列表' })
    await waitFor(() => expect(within(table).getByText('北辰户外')).toBeInTheDocument())
    await userEvent.click(within(table).getAllByRole('button', { name: '编辑' })[0] as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: '编辑检验登记' })
    const status = within(dialog).getByLabelText(/状态/)
    expect(status).toBeDisabled()
    expect(within(dialog).getByText('由检验报告决定')).toBeInTheDocument()
  })

  it('warns about a danger address while registering, and still saves', async () => {
    const { server, matched } = renderPage()
    await screen.findByRole('table', { name: '检验登记列表' })
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增检验登记' })
    await chooseOption(within(dialog).getByLabelText(/品牌/), '北辰户外')
    await chooseOption(within(dialog).getByLabelText(/产品类别/), '童装')
    await userEvent.type(within(dialog).getByLabelText(/款号/), 'ST-NEW1')
    await userEvent.type(within(dialog).getByLabelText(/批量/), '2000')
    await userEvent.type(within(dialog).getByLabelText(/验货地址/), '东莞市虎门镇白沙工业区8号')
    await userEvent.tab()
    const warning = await within(dialog).findByRole('alert')
    expect(warning).toHaveTextContent('该验货地址命中危险地址')
    expect(warning).toHaveTextContent('东莞市虎门镇白沙工业区（风险高：曾发生治安事件）')
    expect(matched).toContain('东莞市虎门镇白沙工业区8号')

    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText(/命中危险地址「东莞市虎门镇白沙工业区」/)).toBeInTheDocument()
    const added = server.rows().find((row) => row.styleNo === 'ST-NEW1')
    expect(added).toMatchObject({
      brandId: 'b1',
      productCategory: '童装',
      lotSize: 2000,
      address: '东莞市虎门镇白沙工业区8号',
    })
    // The status is not the form's to set: the server makes a new registration 已登记.
    expect(added).not.toHaveProperty('status')
  })

  it('shows no warning for an ordinary address', async () => {
    const { matched } = renderPage()
    await screen.findByRole('table', { name: '检验登记列表' })
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增检验登记' })
    await userEvent.type(within(dialog).getByLabelText(/验货地址/), '上海市松江区九亭镇')
    await userEvent.tab()
    await waitFor(() => expect(matched).toContain('上海市松江区九亭镇'))
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })
})
