import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeMonitorServer, metric, renderWithClient } from './fake-monitor-server.test-helper'
import { SystemInfoPage } from './system-info-page'

afterEach(() => vi.unstubAllGlobals())

const rowOf = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement

describe('modules/monitor/SystemInfo (服务器信息)', () => {
  it('renders the figures the server answered', async () => {
    const start = Date.UTC(2026, 10, 22, 1, 30, 0) / 1000
    fakeMonitorServer({
      '/actuator/metrics/system.cpu.count': metric('system.cpu.count', 12),
      '/actuator/metrics/system.cpu.usage': metric('system.cpu.usage', 0.1234),
      '/actuator/metrics/system.load.average.1m': metric('system.load.average.1m', 1.5),
      '/actuator/metrics/system.memory.total': metric('system.memory.total', 8 * 1024 ** 3, 'bytes'),
      '/actuator/metrics/system.memory.free': metric('system.memory.free', 512 * 1024 ** 2, 'bytes'),
      '/actuator/metrics/process.start.time': metric('process.start.time', start, 'seconds'),
      '/actuator/metrics/process.uptime': metric('process.uptime', 3725, 'seconds'),
      '/actuator/metrics/process.cpu.usage': metric('process.cpu.usage', 0.05),
    })
    const { container } = renderWithClient(<SystemInfoPage />)
    await waitFor(() => expect(rowOf('CPU 数量')).toHaveTextContent('12'))
    expect(rowOf('系统 CPU 使用率')).toHaveTextContent('12.34%')
    expect(rowOf('系统负载（1 分钟平均）')).toHaveTextContent('1.50')
    expect(rowOf('主机内存总量')).toHaveTextContent('8.00 GB')
    expect(rowOf('主机空闲内存')).toHaveTextContent('512.00 MB')
    expect(rowOf('应用已运行时间')).toHaveTextContent('1小时 2分 5秒')
    expect(rowOf('当前应用 CPU 使用率')).toHaveTextContent('5.00%')
    expect(within(rowOf('应用启动时间')).getByText(/^2026-11-22 \d{2}:30:00$/)).toBeInTheDocument()
    expect(screen.queryByText('不可用')).toBeNull()
    // CPU usage (system and process) is charted next to its value on the 0–100% scale.
    expect(within(rowOf('系统 CPU 使用率')).getByRole('img')).toHaveAccessibleName(
      '系统 CPU 使用率（最近 30 次读数）：最新 12.34%，最低 12.34%，最高 12.34%，共 1 个读数',
    )
    expect(within(rowOf('当前应用 CPU 使用率')).getByRole('img')).toHaveAccessibleName(/最新 5\.00%/)
    expect(within(rowOf('CPU 数量')).queryByRole('img')).toBeNull()
    // Rows read in words: the raw metric key is not drawn as text (only the row's tooltip).
    expect(screen.queryByText('system.cpu.count')).toBeNull()
    expect(rowOf('CPU 数量')).toHaveAttribute('title', 'system.cpu.count')
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['参数', '当前值'])
    // Each reading of a chart reads naturally to a screen reader.
    expect(within(rowOf('系统 CPU 使用率')).getByRole('listitem')).toHaveTextContent('第 1 次读数：12.34%')
    expect(await seriousViolations(container)).toEqual([])
  })

  it('shows 不可用, never a number, for a figure the server does not have or that fails', async () => {
    fakeMonitorServer({
      '/actuator/metrics/system.cpu.count': metric('system.cpu.count', 4),
      '/actuator/metrics/process.uptime': { status: 500, body: { message: '操作失败' } },
    })
    renderWithClient(<SystemInfoPage />)
    await waitFor(() => expect(rowOf('CPU 数量')).toHaveTextContent('4'))
    await waitFor(() => expect(within(rowOf('应用已运行时间')).getByText('不可用')).toBeInTheDocument())
    const usage = within(rowOf('系统 CPU 使用率')).getByText('不可用')
    expect(usage).toHaveAttribute('title', expect.stringContaining('不可用'))
    expect(rowOf('系统 CPU 使用率')).not.toHaveTextContent('%')
    expect(within(rowOf('系统 CPU 使用率')).queryByRole('img')).toBeNull()
  })

  it('刷新 asks the server again', async () => {
    const server = fakeMonitorServer({
      '/actuator/metrics/system.cpu.count': metric('system.cpu.count', 4),
    })
    renderWithClient(<SystemInfoPage />)
    await waitFor(() => expect(rowOf('CPU 数量')).toHaveTextContent('4'))
    const count = () => server.requests.filter((r) => r.path.endsWith('system.cpu.count')).length
    const before = count()
    await userEvent.click(screen.getByRole('button', { name: '刷新' }))
    await waitFor(() => expect(count()).toBeGreaterThan(before))
  })
})
