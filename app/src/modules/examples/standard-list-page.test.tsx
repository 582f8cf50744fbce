import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { envelope, fakeServer, page, renderAt } from './examples-test-kit.test-helper'
import { repairProgress } from './repair-progress'
import StandardListPage from './standard-list-page'

vi.setConfig({ testTimeout: 20_000 })
afterEach(() => vi.unstubAllGlobals())

const order = (n: number, status: string, statusText: string) => ({
  id: `o${n}`,
  orderNo: `BX2026112600${String(n).padStart(2, '0')}`,
  reporterName: '李娜',
  location: `${n} 号宿舍`,
  category: 'electric',
  category_dictText: '电气',
  description: '灯不亮',
  status,
  status_dictText: statusText,
  createTime: '2026-11-26 09:00:00',
})

describe('标准列表 (repair orders)', () => {
  it('lists the server’s newest orders with their state and progress, and pages', async () => {
    const calls = fakeServer(({ path, query }) => {
      if (path !== '/rep/order/list') return undefined
      return query.get('pageNo') === '2'
        ? envelope(page([order(11, 'cancelled', '已取消')], 11))
        : envelope(page([order(1, 'in_progress', '维修中'), order(2, 'confirmed', '已确认')], 11))
    })
    const view = renderAt('/list/basic-list', [{ path: '/list/basic-list', element: <StandardListPage /> }])
    const list = await screen.findByRole('list', { name: '报修单' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('progressbar', { name: 'BX202611260001 处理进度' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    )
    expect(screen.getByRole('progressbar', { name: 'BX202611260002 处理进度' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
    expect(within(list).getByRole('link', { name: 'BX202611260001' })).toHaveAttribute(
      'href',
      '/profile/advanced?id=o1',
    )
    expect(calls[0]?.query.get('column')).toBe('createTime')
    expect(calls[0]?.query.get('order')).toBe('desc')
    expect(await seriousViolations(view.container)).toEqual([])

    await userEvent.setup().click(screen.getByRole('button', { name: '下一页' }))
    expect(await screen.findByText('11 号宿舍')).toBeInTheDocument()
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
  })

  it('says so when there is no order', async () => {
    fakeServer(({ path }) => (path === '/rep/order/list' ? envelope(page([])) : undefined))
    renderAt('/list/basic-list', [{ path: '/list/basic-list', element: <StandardListPage /> }])
    expect(await screen.findByRole('status')).toHaveTextContent('暂无报修单')
  })
})

describe('repairProgress', () => {
  it('goes from 20 (submitted) to 100 (confirmed); a cancelled order stays at 0', () => {
    expect(repairProgress('submitted')).toBe(20)
    expect(repairProgress('done')).toBe(80)
    expect(repairProgress('confirmed')).toBe(100)
    expect(repairProgress('cancelled')).toBe(0)
  })
})
