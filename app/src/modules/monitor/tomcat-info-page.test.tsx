import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeMonitorServer, renderWithClient } from './fake-monitor-server.test-helper'
import { TomcatInfoPage } from './tomcat-info-page'

afterEach(() => vi.unstubAllGlobals())

const rowOf = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement

describe('modules/monitor/TomcatInfo (Tomcat信息)', () => {
  it('shows the requests handled and says the Tomcat figures are unavailable', async () => {
    fakeMonitorServer({
      '/actuator/metrics/http.server.requests': {
        body: {
          name: 'http.server.requests',
          description: null,
          baseUnit: 'seconds',
          measurements: [
            { statistic: 'COUNT', value: 42 },
            { statistic: 'TOTAL_TIME', value: 1.5 },
            { statistic: 'MAX', value: 0.25 },
          ],
          availableTags: [],
        },
      },
    })
    renderWithClient(<TomcatInfoPage />)
    await waitFor(() => expect(rowOf('已处理请求数')).toHaveTextContent('42'))
    expect(rowOf('请求总耗时')).toHaveTextContent('1500.00 ms')
    expect(rowOf('最长请求耗时')).toHaveTextContent('250.00 ms')
    // The chart is of requests per refresh interval: one reading is no interval yet, and nothing is invented.
    expect(within(rowOf('已处理请求数')).getByRole('img')).toHaveAccessibleName(
      '每 8 秒处理的请求数：暂无读数',
    )
    expect(await screen.findByRole('note')).toHaveTextContent('Tomcat 指标不可用')
    const tomcat = screen.getByRole('table', { name: 'Tomcat' })
    expect(within(tomcat).getAllByText('不可用')).toHaveLength(10)
  })

  it('charts the requests of each interval from the cumulative count', async () => {
    let handled = 40
    fakeMonitorServer({
      '/actuator/metrics/http.server.requests': () => ({
        body: {
          name: 'http.server.requests',
          description: null,
          baseUnit: 'seconds',
          measurements: [{ statistic: 'COUNT', value: handled }],
          availableTags: [],
        },
      }),
    })
    renderWithClient(<TomcatInfoPage />)
    await waitFor(() => expect(rowOf('已处理请求数')).toHaveTextContent('40'))
    handled = 45
    await userEvent.click(screen.getByRole('button', { name: '刷新' }))
    await waitFor(() => expect(rowOf('已处理请求数')).toHaveTextContent('45'))
    handled = 52
    await userEvent.click(screen.getByRole('button', { name: '刷新' }))
    await waitFor(() =>
      expect(within(rowOf('已处理请求数')).getByRole('img')).toHaveAccessibleName(
        '每 8 秒处理的请求数：最新 7，最低 5，最高 7，共 2 个读数',
      ),
    )
  })
})
