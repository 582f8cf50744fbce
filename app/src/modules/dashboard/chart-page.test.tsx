import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { ChartPage } from './chart-page'
import type { ModuleCharts } from './api/dashboard-queries'
import { barHeights, envelope, renderPage } from './fake-dashboard-server.test-helper'

const charts: ModuleCharts = {
  days: [
    {
      day: '2026-11-24',
      scheduled: 280,
      clockedIn: 270,
      takings: 3120.5,
      inspectionsPassed: 4,
      inspectionsFailed: 1,
    },
    {
      day: '2026-11-25',
      scheduled: 286,
      clockedIn: 140,
      takings: 0,
      inspectionsPassed: 0,
      inspectionsFailed: 2,
    },
  ],
  repairsByStatus: [
    { status: 'submitted', count: 3 },
    { status: 'in_progress', count: 6 },
  ],
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent)

afterEach(() => vi.unstubAllGlobals())

describe('图表页 (chart)', () => {
  it("draws the modules' figures per day and the repairs by status, each with its table of values", async () => {
    const view = renderPage(<ChartPage />, { '/sys/dashboard/moduleCharts': () => envelope(charts) })
    const attendance = await screen.findByRole('table', { name: '近 14 天每日出勤' })
    expect(rowsOf(attendance)).toEqual(['日期排班人数出勤人数', '2026-11-24280270', '2026-11-25286140'])
    expect(rowsOf(screen.getByRole('table', { name: '近 14 天每日食堂消费' }))).toEqual([
      '日期消费额（元）',
      '2026-11-24¥3,120.50',
      '2026-11-25¥0.00',
    ])
    expect(rowsOf(screen.getByRole('table', { name: '近 14 天每日检验结果' }))).toEqual([
      '日期合格不合格',
      '2026-11-2441',
      '2026-11-2502',
    ])
    expect(rowsOf(screen.getByRole('table', { name: '报修单按状态' }))).toEqual([
      '状态报修单数',
      '已提交3',
      '维修中6',
    ])
    // The bars follow the values: twice the orders, twice the height.
    const figure = screen.getByRole('figure', { name: '报修单按状态' })
    const [submitted = 0, inProgress = 0] = barHeights(figure, 'count')
    expect(inProgress).toBeCloseTo(submitted * 2)
    const clockedIn = barHeights(screen.getByRole('figure', { name: '近 14 天每日出勤' }), 'clockedIn')
    expect(clockedIn[0]).toBeCloseTo((clockedIn[1] ?? 0) * (270 / 140))
    expect(
      view.requests.find((url) => url.pathname.endsWith('/moduleCharts'))?.searchParams.get('days'),
    ).toBe('14')
    expect(await seriousViolations(view.container)).toEqual([])
  })

  it('says so when the server refuses', async () => {
    renderPage(<ChartPage />, { '/sys/dashboard/moduleCharts': () => envelope(null, false, '统计失败') })
    expect(await screen.findByRole('alert')).toHaveTextContent('统计失败')
    expect(screen.queryByRole('figure')).toBeNull()
  })

  it('draws only the series the server sent: the modules the user holds', async () => {
    const canteenOnly: ModuleCharts = {
      days: [
        { day: '2026-11-24', takings: 12 },
        { day: '2026-11-25', takings: 30 },
      ],
      repairsByStatus: [],
    }
    renderPage(<ChartPage />, { '/sys/dashboard/moduleCharts': () => envelope(canteenOnly) })
    expect(await screen.findByRole('table', { name: '近 14 天每日食堂消费' })).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: '近 14 天每日出勤' })).toBeNull()
    expect(screen.queryByRole('table', { name: '近 14 天每日检验结果' })).toBeNull()
  })
})
