import { screen, waitFor, within } from '@testing-library/react'
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
    expect(await screen.findByRole('note')).toHaveTextContent('Tomcat 指标不可用')
    const tomcat = screen.getByRole('table', { name: 'Tomcat' })
    expect(within(tomcat).getAllByText('不可用')).toHaveLength(10)
  })
})
