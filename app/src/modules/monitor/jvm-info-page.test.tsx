import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeMonitorServer, metric, renderWithClient } from './fake-monitor-server.test-helper'
import { JvmInfoPage } from './jvm-info-page'

afterEach(() => vi.unstubAllGlobals())

const rowOf = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement
const noJvm = (url: URL) => ({
  status: 404,
  body: { message: `${url.pathname.split('/').pop() ?? ''} 不可用：本服务运行在 Node.js 上，没有 JVM` },
})

describe('modules/monitor/JvmInfo (JVM信息)', () => {
  it('shows the Node runtime figures and says plainly that the JVM figures are unavailable', async () => {
    const routes = Object.fromEntries(
      [
        'jvm.memory.max',
        'jvm.memory.committed',
        'jvm.memory.used',
        'jvm.buffer.memory.used',
        'jvm.buffer.count',
        'jvm.threads.daemon',
        'jvm.threads.live',
        'jvm.threads.peak',
        'jvm.classes.loaded',
        'jvm.classes.unloaded',
        'jvm.gc.memory.allocated',
        'jvm.gc.memory.promoted',
        'jvm.gc.max.data.size',
        'jvm.gc.live.data.size',
      ].map((name) => [`/actuator/metrics/${name}`, noJvm]),
    )
    fakeMonitorServer({
      ...routes,
      '/actuator/metrics/process.memory.rss': metric('process.memory.rss', 150 * 1024 ** 2, 'bytes'),
      '/actuator/metrics/nodejs.heap.used': metric('nodejs.heap.used', 1024 ** 2, 'bytes'),
      '/actuator/metrics/nodejs.active.resources': metric('nodejs.active.resources', 7),
      '/actuator/metrics/nodejs.eventloop.delay.mean': metric(
        'nodejs.eventloop.delay.mean',
        0.0105,
        'seconds',
      ),
    })
    renderWithClient(<JvmInfoPage />)
    expect(await screen.findByRole('note')).toHaveTextContent(
      'JVM 指标不可用：本服务运行在 Node.js 上，没有 JVM',
    )
    expect(rowOf('进程常驻内存（RSS）')).toHaveTextContent('150.00 MB')
    expect(rowOf('V8 堆已用')).toHaveTextContent('1.00 MB')
    expect(rowOf('活动句柄（套接字、定时器、文件）')).toHaveTextContent('7')
    expect(rowOf('事件循环延迟（平均）')).toHaveTextContent('10.50 ms')
    // The changing figures are charted next to their value; a figure that does not change is not.
    expect(within(rowOf('进程常驻内存（RSS）')).getByRole('img')).toHaveAccessibleName(
      '进程常驻内存（RSS）（最近 30 次读数）：最新 150.00 MB，最低 150.00 MB，最高 150.00 MB，共 1 个读数',
    )
    expect(within(rowOf('V8 堆已用')).getByRole('img')).toHaveAccessibleName(/^V8 堆已用.*最新 1\.00 MB/)
    expect(within(rowOf('事件循环延迟（平均）')).getByRole('img')).toHaveAccessibleName(/最新 10\.50 ms/)
    expect(within(rowOf('活动句柄（套接字、定时器、文件）')).queryByRole('img')).toBeNull()
    // Unavailable: '不可用' and no chart.
    expect(within(rowOf('事件循环延迟（最大）')).queryByRole('img')).toBeNull()
    const used = within(rowOf('JVM 已用内存')).getByText('不可用')
    expect(used).toHaveAttribute('title', 'jvm.memory.used 不可用：本服务运行在 Node.js 上，没有 JVM')
    const jvm = screen.getByRole('table', { name: 'JVM' })
    expect(within(jvm).getAllByText('不可用')).toHaveLength(14)
    expect(within(jvm).queryByText(/\d+(\.\d+)? (B|KB|MB|GB)/)).toBeNull()
    expect(within(jvm).queryByRole('img')).toBeNull()
  })

  it('against a back end that has the JVM figures, shows them and no unavailability note', async () => {
    fakeMonitorServer({
      '/actuator/metrics/jvm.memory.used': metric('jvm.memory.used', 256 * 1024 ** 2, 'bytes'),
      ...Object.fromEntries(
        ['jvm.memory.max', 'jvm.threads.live'].map((name) => [`/actuator/metrics/${name}`, metric(name, 3)]),
      ),
    })
    renderWithClient(<JvmInfoPage />)
    await waitFor(() => expect(rowOf('JVM 已用内存')).toHaveTextContent('256.00 MB'))
    expect(rowOf('JVM 当前活跃线程数量')).toHaveTextContent('3')
    expect(screen.queryByRole('note')).toBeNull()
  })
})
