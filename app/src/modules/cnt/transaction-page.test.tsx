import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeCrudServer, type FakeRow } from '../../lib/resource/fake-crud-server.test-helper'
import { usePermissions } from '../../stores/permission-store'
import { useSession } from '../../stores/session-store'
import MealPricePage from './meal-price-page'
import TransactionPage from './transaction-page'

const transactions: FakeRow[] = [
  {
    id: 't1',
    cardNo: '88000001',
    personName: '王伟',
    type: 'meal',
    type_dictText: '消费',
    amount: 12,
    balanceAfter: 88,
    mealType: 'lunch',
    mealType_dictText: '午餐',
    window: '1号窗口',
    time: '2026-11-23 11:45:00',
    operator: 'admin',
    requestId: 'pos-1',
  },
  {
    id: 't2',
    cardNo: '88000001',
    personName: '王伟',
    type: 'recharge',
    type_dictText: '充值',
    amount: 100,
    balanceAfter: 100,
    mealType: null,
    window: null,
    time: '2026-11-23 08:00:00',
    operator: 'admin',
    requestId: 'rc-1',
  },
]

const grant = (codes: string[]) => codes.map((action) => ({ action, describe: action, type: '1' }))

function renderAt(path: string, element: ReactElement, base: string, rows: FakeRow[], codes: string[]) {
  const server = fakeCrudServer(base, rows)
  vi.stubGlobal('fetch', (input: Request) => server.fetch(input))
  usePermissions.setState({ auth: grant(codes) as never, allAuth: [] })
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { server, view }
}

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('消费流水 list', () => {
  it('is read only with signed amounts, the filters of the brief and export', async () => {
    const { view } = renderAt('/cnt/transaction', <TransactionPage />, '/cnt/transaction', transactions, [
      'cnt:transaction:export',
    ])
    await waitFor(() => expect(screen.getByText('pos-1')).toBeInTheDocument())
    expect(screen.getByText('−12.00')).toBeInTheDocument()
    expect(screen.getByText('+100.00')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull()
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull()
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument()
    // The ledger is append-only: no 删除 on a row, no 批量删除 for a selection.
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull()
    expect(screen.queryByRole('button', { name: /更多操作/ })).toBeNull()
    await userEvent.setup().click(screen.getAllByRole('checkbox')[1] as HTMLElement)
    expect(await screen.findByText(/已选/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull()
    expect(screen.queryByText('选中的记录中有不能删除的')).toBeNull()
    const search = screen.getByRole('search')
    for (const label of ['卡号', '交易类型', '餐别'])
      expect(within(search).getByLabelText(label)).toBeInTheDocument()
    await userEvent.setup().click(within(search).getByRole('button', { name: '展开' }))
    expect(within(search).getByLabelText('交易时间开始')).toBeInTheDocument()
    expect(within(search).getByLabelText('交易时间结束')).toBeInTheDocument()
    expect(await seriousViolations(view.container)).toEqual([])
  }, 20_000)

  it('filters by the exact card number', async () => {
    const user = userEvent.setup()
    const { server } = renderAt('/cnt/transaction', <TransactionPage />, '/cnt/transaction', transactions, [])
    await waitFor(() => expect(screen.getByText('pos-1')).toBeInTheDocument())
    await user.type(within(screen.getByRole('search')).getByLabelText('卡号'), '88000001')
    await user.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() =>
      expect(server.requests.some((request) => request.query.get('cardNo') === '88000001')).toBe(true),
    )
  })
})

describe('餐价 list', () => {
  it('refuses a price with more than two decimals before sending it', async () => {
    const user = userEvent.setup()
    const { server } = renderAt(
      '/cnt/mealPrice',
      <MealPricePage />,
      '/cnt/mealPrice',
      [],
      ['cnt:mealPrice:add'],
    )
    await user.click(await screen.findByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增餐价' })
    await user.type(within(dialog).getByLabelText(/价格/), '12.345')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText(/价格/, { selector: '[id$="-error"]' })).toBeInTheDocument()
    expect(server.requests.some((request) => request.path === '/cnt/mealPrice/add')).toBe(false)
  }, 20_000)
})
