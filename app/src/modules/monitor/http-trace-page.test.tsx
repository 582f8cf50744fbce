import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeMonitorServer, renderWithClient } from './fake-monitor-server.test-helper'
import { filterTraces, HttpTracePage } from './http-trace-page'
import type { HttpTrace } from './api/monitor-queries'

afterEach(() => vi.unstubAllGlobals())

const trace = (method: string, uri: string, status: number, timeTaken: number): HttpTrace => ({
  timestamp: '2026-11-22T01:30:00.000Z',
  request: { method, uri },
  response: { status },
  timeTaken,
})

const traces = [
  trace('GET', '/jeecg-boot/sys/user/list', 200, 12),
  trace('DELETE', '/jeecg-boot/sys/oss/file/delete', 404, 3),
  trace('POST', '/jeecg-boot/sys/login', 500, 40),
  trace('GET', '/jeecg-boot/actuator/metrics/jvm.memory.used', 404, 1),
]

describe('modules/monitor/HttpTrace (请求追踪)', () => {
  it('lists method, uri, status and time of each request', async () => {
    fakeMonitorServer({ '/actuator/httptrace': { body: { traces } } })
    const { container } = renderWithClient(<HttpTracePage />)
    const row = (await screen.findByText('/jeecg-boot/sys/user/list')).closest('tr') as HTMLElement
    expect(row).toHaveTextContent('GET')
    expect(row).toHaveTextContent('200')
    expect(row).toHaveTextContent('12 ms')
    expect(screen.getAllByRole('row')).toHaveLength(5)
    expect(await seriousViolations(container)).toEqual([])
  })

  it('filters by status class', async () => {
    fakeMonitorServer({ '/actuator/httptrace': { body: { traces } } })
    renderWithClient(<HttpTracePage />)
    await screen.findByText('/jeecg-boot/sys/user/list')
    await userEvent.click(screen.getByRole('radio', { name: '客户端错误 4xx' }))
    const body = screen.getAllByRole('rowgroup')[1] as HTMLElement
    expect(within(body).getAllByRole('row')).toHaveLength(2)
    expect(within(body).queryByText('/jeecg-boot/sys/user/list')).toBeNull()
    expect(within(body).getByText('/jeecg-boot/sys/oss/file/delete')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: '服务端错误 5xx' }))
    expect(within(body).getAllByRole('row')).toHaveLength(1)
    expect(within(body).getByText('/jeecg-boot/sys/login')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: '重定向 3xx' }))
    expect(within(body).getByText('暂无数据')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: '全部' }))
    expect(within(body).getAllByRole('row')).toHaveLength(4)
  })

  it('filterTraces keeps the status class only', () => {
    expect(filterTraces(traces, '2xx').map((t) => t.response.status)).toEqual([200])
    expect(filterTraces(traces, '4xx').map((t) => t.response.status)).toEqual([404, 404])
    expect(filterTraces(traces, 'all')).toHaveLength(4)
  })

  it('says the trace is unavailable when the server cannot answer', async () => {
    fakeMonitorServer({ '/actuator/httptrace': { status: 404, body: { message: 'Not Found' } } })
    renderWithClient(<HttpTracePage />)
    expect(await screen.findByRole('alert')).toHaveTextContent('请求追踪不可用')
  })
})
