import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { envelope, fakeMonitorServer, renderWithClient } from './fake-monitor-server.test-helper'
import { MONITOR_REFRESH_MS, nodeRuntimeQuery } from './api/monitor-queries'
import { NodeInfoPage } from './node-info-page'

afterEach(() => vi.unstubAllGlobals())

const MB = 1024 ** 2
const runtime = {
  memory: { rss: 150 * MB, heapTotal: 80 * MB, heapUsed: 60 * MB, external: 4 * MB, arrayBuffers: MB },
  heap: { sizeLimit: 240 * MB, totalAvailable: 180 * MB, used: 60 * MB, malloced: 256 * 1024 },
  eventLoop: { delayMean: 10.4, delayMax: 35.2, delayP99: 21.1, utilization: 0.025 },
  cpu: { count: 8, user: 5_200_000, system: 800_000, usage: 0.0125 },
  process: { pid: 4242, uptime: 3_725, startTime: 1_700_000_000_000, platform: 'linux', arch: 'x64' },
  versions: { node: '22.12.0', v8: '12.4.254.21-node.21', uv: '1.49.2' },
}

const valueOf = (label: string) => screen.getAllByRole('rowheader', { name: label })[0]?.closest('tr')

describe('modules/monitor/NodeInfo (Node.js 运行时)', () => {
  it("shows the server's Node.js memory, heap, event loop, CPU, uptime and versions", async () => {
    const { requests } = fakeMonitorServer({ '/sys/actuator/node/info': envelope(runtime) })
    renderWithClient(<NodeInfoPage />)
    expect(await screen.findByRole('heading', { name: 'Node.js 运行时' })).toBeInTheDocument()
    const rss = await screen.findByRole('group', { name: '常驻内存（RSS）' })
    expect(rss).toHaveTextContent('150.00 MB')
    expect(screen.getByRole('group', { name: 'V8 堆已用' })).toHaveTextContent('60.00 MB')
    expect(screen.getByRole('progressbar', { name: 'V8 堆已用占上限的比例：25%' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    )
    expect(screen.getByRole('group', { name: '事件循环延迟（平均）' })).toHaveTextContent('10.40 ms')
    expect(screen.getByRole('group', { name: '已运行时间' })).toHaveTextContent('1小时 2分 5秒')
    expect(valueOf('延迟（P99）')).toHaveTextContent('21.10 ms')
    expect(valueOf('利用率（自上次读数）')).toHaveTextContent('2.50%')
    expect(valueOf('CPU 使用率（自上次读数）')).toHaveTextContent('1.25%')
    expect(valueOf('用户态 CPU 时间')).toHaveTextContent('5.20 s')
    expect(valueOf('进程号')).toHaveTextContent('4242')
    expect(valueOf('平台')).toHaveTextContent('linux / x64')
    const versions = screen.getByRole('table', { name: '版本' })
    expect(within(versions).getByRole('rowheader', { name: 'Node.js' }).closest('tr')).toHaveTextContent(
      '22.12.0',
    )
    expect(within(versions).getByRole('rowheader', { name: 'uv' }).closest('tr')).toHaveTextContent('1.49.2')
    // Only its own figures: no JVM, Tomcat or Redis request.
    expect(requests.map((request) => request.path)).toEqual(['/sys/actuator/node/info'])
  })

  it('refreshes every 8 seconds, as the other monitoring pages', () => {
    expect(MONITOR_REFRESH_MS).toBe(8_000)
    expect(nodeRuntimeQuery().refetchInterval).toBe(MONITOR_REFRESH_MS)
  })

  it('shows 不可用 for an event loop delay not sampled yet', async () => {
    fakeMonitorServer({
      '/sys/actuator/node/info': envelope({
        ...runtime,
        eventLoop: { delayMean: null, delayMax: null, delayP99: null, utilization: 0 },
      }),
    })
    renderWithClient(<NodeInfoPage />)
    expect(await screen.findByRole('group', { name: '事件循环延迟（平均）' })).toHaveTextContent('不可用')
    expect(valueOf('延迟（最大）')).toHaveTextContent('不可用')
  })

  it("says why when the server refuses, with the server's message", async () => {
    // i18n-ignore: fake server data, the server answers in Chinese
    fakeMonitorServer({ '/sys/actuator/node/info': envelope(null, false, '没有权限') })
    renderWithClient(<NodeInfoPage />)
    expect(await screen.findByRole('note')).toHaveTextContent('获取失败：没有权限')
  })

  it('has no serious axe violations', async () => {
    fakeMonitorServer({ '/sys/actuator/node/info': envelope(runtime) })
    const { container } = renderWithClient(<NodeInfoPage />)
    await screen.findByRole('group', { name: '常驻内存（RSS）' })
    await waitFor(async () => expect(await seriousViolations(container)).toEqual([]))
  })
})
