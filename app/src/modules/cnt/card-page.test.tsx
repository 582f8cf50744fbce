import { chooseOption } from '@erp/ui-kit/testing/choose-option'
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
import CardPage from './card-page'
import { mealOfHour } from './card-money-dialogs'

const cards: FakeRow[] = [
  {
    id: 'c1',
    cardNo: '88000001',
    personId: 'p1',
    personName: '王伟',
    balance: 300,
    status: 'active',
    status_dictText: '正常',
    createTime: '2026-11-01 09:00:00',
  },
  {
    id: 'c2',
    cardNo: '88000002',
    personId: 'p2',
    personName: '李娜',
    balance: 20.5,
    status: 'frozen',
    status_dictText: '冻结',
    createTime: '2026-11-01 09:00:00',
  },
]

const grant = (codes: string[]) => codes.map((action) => ({ action, describe: action, type: '1' }))
const envelope = (result: unknown, success = true, message = '操作成功！') =>
  new Response(JSON.stringify({ success, message, code: success ? 200 : 500, result, timestamp: 1 }), {
    headers: { 'Content-Type': 'application/json' },
  })

interface Sent {
  path: string
  body: Record<string, unknown>
}

/** Answers for the money moves, in order; a thrown error is a network failure. */
type Answer = { success: boolean; message: string; result?: unknown } | 'network-error'

function renderPage(
  codes: string[],
  answers: Answer[] = [],
  ledger: { rows: FakeRow[]; onMove?: (path: string, body: Record<string, unknown>) => void } = { rows: [] },
) {
  const server = fakeCrudServer('/cnt/card', cards)
  const transactions = fakeCrudServer('/cnt/transaction', ledger.rows)
  const sent: Sent[] = []
  vi.stubGlobal('fetch', async (input: Request) => {
    const path = new URL(input.url).pathname.replace(/^\/jeecg-boot/, '')
    if (path === '/hr/person/pickerList') return envelope([])
    if (path === '/cnt/mealPrice/current')
      return envelope([
        { mealType: 'breakfast', price: 3 },
        { mealType: 'lunch', price: 12 },
        { mealType: 'dinner', price: 10 },
        { mealType: 'night', price: 8 },
      ])
    if (/^\/cnt\/card\/(pay|recharge|changeStatus|refund)$/.test(path)) {
      const body = JSON.parse(await input.clone().text()) as Record<string, unknown>
      sent.push({ path, body })
      ledger.onMove?.(path, body)
      const answer = answers.shift() ?? { success: true, message: '操作成功！' }
      if (answer === 'network-error') throw new TypeError('Failed to fetch')
      return envelope(answer.result ?? null, answer.success, answer.message)
    }
    if (path.startsWith('/cnt/transaction/')) return transactions.fetch(input)
    return server.fetch(input)
  })
  usePermissions.setState({ auth: grant(codes) as never, allAuth: [] })
  const router = createMemoryRouter([{ path: '/cnt/card', element: <CardPage /> }], {
    initialEntries: ['/cnt/card'],
  })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { sent, view, server, transactions }
}

const rowOf = (cardNo: string) => {
  const row = screen.getByText(cardNo).closest('tr')
  if (!row) throw new Error(`no row for ${cardNo}`)
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

describe('饭卡 list', () => {
  it('shows holder, balance and status, and offers only the permitted actions a status allows', async () => {
    const { view } = renderPage(['cnt:card:recharge', 'cnt:card:status'])
    await waitFor(() => expect(screen.getByText('88000001')).toBeInTheDocument())
    const active = within(rowOf('88000001'))
    expect(active.getByText('王伟')).toBeInTheDocument()
    expect(active.getByText('¥300.00')).toBeInTheDocument()
    expect(active.getByRole('button', { name: '充值 88000001' })).toBeInTheDocument()
    // 消费 needs cnt:card:pay, which this user lacks.
    expect(active.queryByRole('button', { name: '消费 88000001' })).toBeNull()
    const frozen = within(rowOf('88000002'))
    expect(frozen.getByText('¥20.50')).toBeInTheDocument()
    expect(await seriousViolations(view.container)).toEqual([])
    const user = userEvent.setup()
    await user.click(active.getByRole('button', { name: '88000001的更多操作' }))
    expect(await screen.findByRole('menuitem', { name: '挂失' })).toBeInTheDocument()
    expect(screen.getByRole('menuitem', { name: '冻结' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: '解冻' })).toBeNull()
    await user.keyboard('{Escape}')
    await user.click(frozen.getByRole('button', { name: '88000002的更多操作' }))
    expect(await screen.findByRole('menuitem', { name: '解冻' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: '冻结' })).toBeNull()
  }, 20_000)

  it('hides every money and status action without the permissions', async () => {
    renderPage([])
    await waitFor(() => expect(screen.getByText('88000001')).toBeInTheDocument())
    const active = within(rowOf('88000001'))
    expect(active.queryByRole('button', { name: /^(充值|消费) / })).toBeNull()
    expect(active.getByRole('button', { name: '流水 88000001' })).toBeInTheDocument()
    // Without cnt:card:status (and without cnt:card:delete) there is nothing for a 更多 menu: no 更多.
    expect(active.queryByRole('button', { name: '88000001的更多操作' })).toBeNull()
  })

  it('recharges a checked amount and toasts the balance after it', async () => {
    const user = userEvent.setup()
    const { sent } = renderPage(
      ['cnt:card:recharge'],
      [{ success: true, message: '充值成功', result: { id: 't1', balanceAfter: 400 } }],
    )
    await user.click(await screen.findByRole('button', { name: '充值 88000001' }))
    const dialog = await screen.findByRole('dialog', { name: '充值' })
    await user.type(within(dialog).getByRole('textbox', { name: '充值金额（元）' }), '5000.01')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(within(dialog).getByText('请输入0.01至5000元、最多两位小数的金额')).toBeInTheDocument()
    expect(sent).toEqual([])
    await user.clear(within(dialog).getByRole('textbox', { name: '充值金额（元）' }))
    await user.type(within(dialog).getByRole('textbox', { name: '充值金额（元）' }), '100')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('充值成功，余额 ¥400.00')).toBeInTheDocument()
    expect(sent).toEqual([
      {
        path: '/cnt/card/recharge',
        body: { cardNo: '88000001', amount: 100, requestId: expect.stringMatching(/^rc-/) },
      },
    ])
  })

  it('pays the meal price and sends the same requestId when a click is retried after a network error', async () => {
    const user = userEvent.setup()
    const { sent } = renderPage(
      ['cnt:card:pay'],
      ['network-error', { success: true, message: '消费成功', result: { id: 't2', balanceAfter: 288 } }],
    )
    await user.click(await screen.findByRole('button', { name: '消费 88000001' }))
    const dialog = await screen.findByRole('dialog', { name: '消费' })
    await chooseOption(within(dialog).getByRole('combobox', { name: '餐别' }), '午餐')
    const pay = await within(dialog).findByRole('button', { name: '确认收款 ¥12.00' })
    await user.click(pay)
    await waitFor(() => expect(sent).toHaveLength(1))
    await waitFor(() => expect(pay).toBeEnabled())
    await user.click(pay)
    expect(await screen.findByText('消费成功，余额 ¥288.00')).toBeInTheDocument()
    expect(sent).toHaveLength(2)
    expect(sent[0]?.body).toMatchObject({ cardNo: '88000001', mealType: 'lunch', window: '1号窗口' })
    expect(sent[1]?.body.requestId).toBe(sent[0]?.body.requestId)
  })

  it('shows the refusal of a payment', async () => {
    const user = userEvent.setup()
    renderPage(['cnt:card:pay'], [{ success: false, message: '余额不足' }])
    await user.click(await screen.findByRole('button', { name: '消费 88000001' }))
    const dialog = await screen.findByRole('dialog', { name: '消费' })
    await user.click(await within(dialog).findByRole('button', { name: /^确认收款/ }))
    expect(await screen.findByText('余额不足')).toBeInTheDocument()
  })

  it('freezes a card after a confirmation', async () => {
    const user = userEvent.setup()
    const { sent } = renderPage(['cnt:card:status'], [{ success: true, message: '冻结成功' }])
    await user.click(await screen.findByRole('button', { name: '88000001的更多操作' }))
    await user.click(await screen.findByRole('menuitem', { name: '冻结' }))
    const confirm = await screen.findByRole('alertdialog', { name: '确定冻结饭卡 88000001 吗？' })
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('冻结成功')).toBeInTheDocument()
    expect(sent).toEqual([{ path: '/cnt/card/changeStatus', body: { id: 'c1', status: 'frozen' } }])
  })
})

describe('the transactions drawer', () => {
  const meal: FakeRow = {
    id: 't1',
    cardNo: '88000001',
    type: 'meal',
    amount: 12,
    balanceAfter: 300,
    mealType: 'lunch',
    time: '2026-11-23 11:45:00',
    refundOf: null,
  }

  it('shows the new balance after a refund and offers no second refund of the meal', async () => {
    const user = userEvent.setup()
    const ledger = {
      rows: [meal] as FakeRow[],
      onMove: (_path: string, _body: Record<string, unknown>) => {},
    }
    const { server, transactions } = renderPage(
      ['cnt:card:refund'],
      [{ success: true, message: '退款成功', result: { id: 't2', balanceAfter: 312 } }],
      ledger,
    )
    // What the server does on the refund: a refund row pointing at the meal and the card's new balance.
    ledger.onMove = () => {
      transactions.rows().unshift({
        ...meal,
        id: 't2',
        type: 'refund',
        balanceAfter: 312,
        time: '2026-11-23 12:00:00',
        refundOf: 't1',
      })
      const card = server.rows().find((row) => row.id === 'c1')
      if (card) card.balance = 312
    }
    await user.click(await screen.findByRole('button', { name: '流水 88000001' }))
    const drawer = await screen.findByRole('dialog', { name: '88000001 的交易流水' })
    expect(within(drawer).getByText('王伟 · 当前余额 ¥300.00')).toBeInTheDocument()
    await user.click(await within(drawer).findByRole('button', { name: '退款 2026-11-23 11:45:00' }))
    const confirm = await screen.findByRole('alertdialog', { name: /确定退回这笔/ })
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('退款成功')).toBeInTheDocument()
    expect(await within(drawer).findByText('王伟 · 当前余额 ¥312.00')).toBeInTheDocument()
    await waitFor(() => expect(within(drawer).getAllByRole('row')).toHaveLength(3))
    expect(within(drawer).queryByRole('button', { name: /^退款 / })).toBeNull()
  })
})

describe('the meal of the hour', () => {
  it('is breakfast in the morning, lunch at noon, dinner in the evening and the night snack late', () => {
    expect([7, 12, 18, 22].map(mealOfHour)).toEqual(['breakfast', 'lunch', 'dinner', 'night'])
  })
})
