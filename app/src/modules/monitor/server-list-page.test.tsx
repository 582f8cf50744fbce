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
    await userEvent.click(screen.getByRole('tab', { name: '磁盘' }))
    expect(await screen.findByRole('progressbar', { name: '根目录（/） 已使用' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    )
  })
})
