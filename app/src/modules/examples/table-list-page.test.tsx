import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { envelope, fakeServer, page, renderAt } from './examples-test-kit.test-helper'
import TableListPage from './table-list-page'

vi.setConfig({ testTimeout: 20_000 })
afterEach(() => vi.unstubAllGlobals())

describe('查询表格 (shipments through the resource machinery)', () => {
  it('lists the server’s shipments, newest first, read only', async () => {
    const calls = fakeServer(({ path }) =>
      path === '/exp/shipment/list'
        ? envelope(
            page([
              {
                id: 's1',
                waybillNo: 'SF1234567890123',
                carrier: 'sf',
                carrier_dictText: '顺丰',
                recipientName: '张三',
                recipientProvince: '广东省',
                recipientCity: '深圳市',
                weightKg: 1.5,
                fee: 14,
                status: 'created',
                status_dictText: '已下单',
                createTime: '2026-11-26 09:00:00',
              },
            ]),
          )
        : path.startsWith('/sys/dict/getDictItems/')
          ? envelope([])
          : undefined,
    )
    renderAt('/list/query-list', [{ path: '/list/query-list', element: <TableListPage /> }])
    expect(await screen.findByText('SF1234567890123')).toBeInTheDocument()
    expect(screen.getByText('14.00')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /新增|添加/ })).toBeNull()
    const list = calls.find((call) => call.path === '/exp/shipment/list')
    expect(list?.query.get('column')).toBe('createTime')
    expect(list?.query.get('order')).toBe('desc')
  })
})
