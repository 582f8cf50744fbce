import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { envelope, fakeMonitorServer, metric, renderWithClient } from './fake-monitor-server.test-helper'
import { ServerListPage } from './server-list-page'

afterEach(() => vi.unstubAllGlobals())

describe('modules/monitor/ServerList (性能监控)', () => {
  it('shows the server figures first and the disks on their tab', async () => {
    fakeMonitorServer({
      '/actuator/metrics/system.cpu.count': metric('system.cpu.count', 6),
      '/sys/actuator/redis/queryDiskInfo': envelope([
        { name: '根目录（/）', max: 1024 ** 3, rest: 512 * 1024 ** 2, restPPT: 50 },
      ]),
    })
    renderWithClient(<ServerListPage />)
    await waitFor(() =>
      expect(screen.getByRole('rowheader', { name: 'CPU 数量' }).closest('tr')).toHaveTextContent('6'),
    )
    // The 服务器 tab names the table: its 服务器信息 heading (the page of that name) is not drawn again.
    expect(screen.getByRole('table', { name: '服务器信息' }).querySelector('caption')).toHaveClass('sr-only')
    expect(screen.queryByText('system.cpu.count')).toBeNull()
    await userEvent.click(screen.getByRole('tab', { name: '磁盘' }))
    expect(await screen.findByRole('progressbar', { name: '根目录（/） 已使用' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    )
  })

  it('shows the Node.js runtime on its tab and asks for no JVM or Tomcat figure', async () => {
    const { requests } = fakeMonitorServer({
      '/actuator/metrics/system.cpu.count': metric('system.cpu.count', 6),
      '/sys/actuator/node/info': envelope({
        memory: { rss: 1024 ** 3, heapTotal: 1024, heapUsed: 512, external: 0, arrayBuffers: 0 },
        heap: { sizeLimit: 2048, totalAvailable: 1024, used: 512, malloced: 0 },
        eventLoop: { delayMean: 1, delayMax: 2, delayP99: 2, utilization: 0.1 },
        cpu: { count: 2, user: 1, system: 1, usage: 0.5 },
        process: { pid: 1, uptime: 5, startTime: 1_700_000_000_000, platform: 'linux', arch: 'x64' },
        versions: { node: '22.12.0', v8: '12.4' },
      }),
    })
    renderWithClient(<ServerListPage />)
    expect(screen.queryByRole('tab', { name: 'Web 容器' })).toBeNull()
    await userEvent.click(screen.getByRole('tab', { name: '运行时' }))
    expect(await screen.findByRole('group', { name: '常驻内存（RSS）' })).toHaveTextContent('1.00 GB')
    const asked = requests.map((request) => request.path)
    expect(asked).toContain('/sys/actuator/node/info')
    expect(asked.filter((path) => /jvm\.|tomcat\./.test(path))).toEqual([])
  })
})
