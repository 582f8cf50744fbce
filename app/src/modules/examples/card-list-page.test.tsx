import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import CardListPage from './card-list-page'
import { envelope, fakeServer, page, renderAt } from './examples-test-kit.test-helper'

vi.setConfig({ testTimeout: 20_000 })
afterEach(() => vi.unstubAllGlobals())

const meter = (n: number, balance: number, status: string, statusText: string) => ({
  id: `m${n}`,
  meterNo: `M000${n}`,
  building: '1 号宿舍楼',
  room: `10${n}`,
  ownerName: '张三',
  balance,
  pricePerKwh: 0.6,
  status,
  status_dictText: statusText,
  lastReadingKwh: 1234.5,
  lastReadingTime: '2026-11-25 08:00:00',
})

describe('卡片列表 (meters)', () => {
  it('draws one card per meter of the server, balance first', async () => {
    const calls = fakeServer(({ path }) =>
      path === '/mtr/meter/list'
        ? envelope(page([meter(1, 88.5, 'normal', '正常'), meter(2, -3, 'arrears', '欠费')], 2))
        : undefined,
    )
    const view = renderAt('/list/card', [{ path: '/list/card', element: <CardListPage /> }])
    const list = await screen.findByRole('list', { name: '电表' })
    const cards = within(list).getAllByRole('article')
    expect(cards).toHaveLength(2)
    expect(
      within(cards[0] as HTMLElement).getByRole('heading', { name: '1 号宿舍楼 101' }),
    ).toBeInTheDocument()
    expect(within(cards[0] as HTMLElement).getByTestId('meter-balance')).toHaveTextContent('88.50')
    expect(within(cards[1] as HTMLElement).getByText('欠费')).toBeInTheDocument()
    expect(within(cards[1] as HTMLElement).getByTestId('meter-balance')).toHaveTextContent('-3.00')
    expect(within(cards[0] as HTMLElement).getByText('0.60 元/度')).toBeInTheDocument()
    expect(calls[0]?.query.get('pageSize')).toBe('12')
    expect(await seriousViolations(view.container)).toEqual([])
  })

  it('shows the server’s refusal', async () => {
    fakeServer(({ path }) => (path === '/mtr/meter/list' ? envelope(null, false, '没有权限') : undefined))
    renderAt('/list/card', [{ path: '/list/card', element: <CardListPage /> }])
    expect(await screen.findByRole('alert')).toHaveTextContent('没有权限')
  })
})
