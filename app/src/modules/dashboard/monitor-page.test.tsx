import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import type { ServerSample } from './api/dashboard-queries'
import { renderPage } from './fake-dashboard-server.test-helper'
import { MonitorPage, nextPoints } from './monitor-page'

const MB = 1024 * 1024
const sample = (requests: number | null): ServerSample => ({
  systemCpu: 0.25,
  processCpu: 0.05,
  rss: 120 * MB,
  heapUsed: 40 * MB,
  loopDelay: 0.0012,
  requests,
})

/** Actuator's shape: one metric, its measurements. */
const metric = (name: string, statistic: string, value: number) =>
  Response.json({ name, measurements: [{ statistic, value }], availableTags: [] })

afterEach(() => vi.unstubAllGlobals())

describe('监控页 (monitor)', () => {
  it('keeps readings in units people read, and charts the requests between readings, not the counter', () => {
    const first = nextPoints([], sample(100), Date.UTC(2026, 10, 25, 2, 0, 0))
    expect(first[0]).toMatchObject({ systemCpu: 25, processCpu: 5, rss: 120, heapUsed: 40, requests: null })
    expect(first[0]?.loopDelay).toBeCloseTo(1.2)
    const second = nextPoints(first, sample(130), Date.UTC(2026, 10, 25, 2, 0, 5))
    expect(second.map((point) => point.requests)).toEqual([null, 30])
    // A counter that went down (server restarted) or is missing starts over: no made-up difference.
    expect(nextPoints(second, sample(4), 3).at(-1)?.requests).toBeNull()
    expect(nextPoints(second, sample(null), 3).at(-1)?.requests).toBeNull()
    let many = first
    for (let at = 1; at <= 40; at += 1) many = nextPoints(many, sample(100 + at), at)
    expect(many).toHaveLength(30)
  })

  it("shows the server's current figures and charts them, saying which figure the server does not have", async () => {
    const view = renderPage(<MonitorPage />, {
      '/actuator/metrics/system.cpu.usage': () => metric('system.cpu.usage', 'VALUE', 0.5),
      '/actuator/metrics/process.cpu.usage': () => metric('process.cpu.usage', 'VALUE', 0.125),
      '/actuator/metrics/process.memory.rss': () => metric('process.memory.rss', 'VALUE', 256 * MB),
      '/actuator/metrics/nodejs.heap.used': () => metric('nodejs.heap.used', 'VALUE', 64 * MB),
      '/actuator/metrics/http.server.requests': () => metric('http.server.requests', 'COUNT', 42),
      // nodejs.eventloop.delay.mean: no fake, so the server refuses it.
    })
    expect(await screen.findByRole('figure', { name: 'CPU 使用率 (%)' })).toBeInTheDocument()
    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    expect(figure('系统 CPU')).toBe('50.0 %')
    expect(figure('服务进程 CPU')).toBe('12.5 %')
    expect(figure('进程内存 (RSS)')).toBe('256.0 MB')
    expect(figure('堆内存已用')).toBe('64.0 MB')
    expect(figure('事件循环延迟')).toBe('不可用')
    const memory = screen.getByRole('table', { name: '内存 (MB)' })
    const [, reading] = within(memory).getAllByRole('row')
    expect(reading?.textContent).toMatch(/^\d\d:\d\d:\d\d25664$/)
    const traffic = screen.getByRole('table', { name: '每个刷新间隔的请求数与事件循环延迟 (ms)' })
    expect(
      within(traffic)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', '—'])
    expect(await seriousViolations(view.container)).toEqual([])
  })
})
