import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLocale } from '@erp/ui-kit/i18n'
import '../../i18n/catalogues'
import { DiskMonitoringPage } from './disk-monitoring-page'
import { envelope, fakeMonitorServer, metric, renderWithClient } from './fake-monitor-server.test-helper'
import { SystemInfoPage } from './system-info-page'
import { formatDuration } from './format-figures'

afterEach(async () => {
  vi.unstubAllGlobals()
  await setLocale('zh-CN')
})

describe('monitoring pages in English', () => {
  it('draws the disk page and its figures in English, and Chinese again after switching back', async () => {
    fakeMonitorServer({
      '/sys/actuator/redis/queryDiskInfo': envelope([
        { name: '/data', max: 100 * 1024 ** 3, rest: 25 * 1024 ** 3, restPPT: 75 },
      ]),
    })
    await setLocale('en-US')
    renderWithClient(<DiskMonitoringPage />)
    expect(await screen.findByRole('progressbar', { name: '/data used' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    )
    expect(screen.getByRole('heading', { name: 'Disk monitoring' })).toBeInTheDocument()
    expect(screen.getByText('Total size')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument()
    await setLocale('zh-CN')
    expect(await screen.findByRole('heading', { name: '磁盘监控' })).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: '/data 已使用' })).toBeInTheDocument()
  })

  it('names the server figures in English, without raw metric keys', async () => {
    fakeMonitorServer({ '/actuator/metrics/system.cpu.usage': metric('system.cpu.usage', 0.9494) })
    await setLocale('en-US')
    renderWithClient(<SystemInfoPage />)
    const row = (await screen.findByRole('rowheader', { name: 'System CPU usage' })).closest(
      'tr',
    ) as HTMLElement
    await waitFor(() => expect(row).toHaveTextContent('94.94%'))
    expect(within(row).getByRole('listitem')).toHaveTextContent('Reading 1: 94.94%')
    expect(screen.getByRole('rowheader', { name: 'CPU count' })).toBeInTheDocument()
    expect(screen.queryByText('system.cpu.usage')).toBeNull()
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Parameter',
      'Current value',
    ])
  })

  it('formats durations with the units of the language', async () => {
    expect(formatDuration(93_784)).toBe('1天 2小时 3分 4秒')
    expect(formatDuration(null)).toBe('不可用')
    await setLocale('en-US')
    expect(formatDuration(93_784)).toBe('1d 2h 3m 4s')
    expect(formatDuration(null)).toBe('Unavailable')
  })
})
