import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DiskMonitoringPage } from './disk-monitoring-page'
import { envelope, fakeMonitorServer, renderWithClient } from './fake-monitor-server.test-helper'

afterEach(() => vi.unstubAllGlobals())

describe('modules/monitor/DiskMonitoring (磁盘监控)', () => {
  it('shows each disk with a usage bar and its figures', async () => {
    fakeMonitorServer({
      '/sys/actuator/redis/queryDiskInfo': envelope([
        { name: '数据目录（/data）', max: 100 * 1024 ** 3, rest: 25 * 1024 ** 3, restPPT: 75 },
        { name: '根目录（/）', max: 50 * 1024 ** 3, rest: 45 * 1024 ** 3, restPPT: 10 },
      ]),
    })
    renderWithClient(<DiskMonitoringPage />)
    const bar = await screen.findByRole('progressbar', { name: '数据目录（/data） 已使用' })
    expect(bar).toHaveAttribute('aria-valuenow', '75')
    expect(screen.getByRole('progressbar', { name: '根目录（/） 已使用' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    )
    const card = bar.closest('li') as HTMLElement
    expect(card).toHaveTextContent('100.00 GB')
    expect(card).toHaveTextContent('25.00 GB')
    expect(card).toHaveTextContent('75%')
  })

  it('shows the refusal, not figures, when the server cannot read its disks', async () => {
    fakeMonitorServer({
      '/sys/actuator/redis/queryDiskInfo': envelope(null, false, '查询失败：无法读取磁盘信息'),
    })
    renderWithClient(<DiskMonitoringPage />)
    expect(await screen.findByRole('alert')).toHaveTextContent('磁盘信息不可用：查询失败：无法读取磁盘信息')
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
