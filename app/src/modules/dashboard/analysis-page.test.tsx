import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { AnalysisPage, type ModuleFigures } from './analysis-page'
import { barHeights } from './fake-dashboard-server.test-helper'

const figures: ModuleFigures = {
  openRepairs: 14,
  scheduledToday: 286,
  clockedInToday: 271,
  canteenTakingsToday: 3120.5,
  canteenTakingsMonth: 68230,
  inspectionsPassed: 21,
  inspectionsFailed: 3,
}

const envelope = (result: unknown, success = true, message = '') =>
  Response.json({ success, message, code: success ? 0 : 500, timestamp: 1, result })

function renderWith(answers: Record<string, () => Response>) {
  vi.stubGlobal('fetch', async (input: Request) => {
    const path = new URL(input.url).pathname.replace(/^\/jeecg-boot/, '')
    const answer = answers[path]
    return answer ? answer() : envelope(null, false, `no fake for ${path}`)
  })
  const router = createMemoryRouter([{ path: '/', element: <AnalysisPage /> }])
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('首页 (analysis)', () => {
  it('shows the visit statistics, the week as bars and a table, and the business figures of the server', async () => {
    const view = renderWith({
      '/sys/loginfo': () => envelope({ totalVisitCount: 1260, todayVisitCount: 18, todayIp: 6 }),
      '/sys/visitInfo': () =>
        envelope([
          { visit: 12, ip: 4, tian: '2026-11-22', type: '11-22' },
          { visit: 18, ip: 6, tian: '2026-11-23', type: '11-23' },
        ]),
      '/sys/dashboard/moduleFigures': () => envelope(figures),
    })
    expect(await screen.findByText('1,260')).toBeInTheDocument()
    const week = await screen.findByRole('table', { name: '近 7 天每日登录次数与 IP 数' })
    const rows = within(week)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows).toEqual(['日期登录次数IP 数', '2026-11-22124', '2026-11-23186'])
    // The chart draws the same numbers: 18 sign-ins are one and a half times as tall as 12.
    const [first = 0, second = 0] = barHeights(view.container, 'visit')
    expect(second).toBeCloseTo(first * 1.5)
    expect(barHeights(view.container, 'ip')).toHaveLength(2)
    expect(await screen.findByRole('link', { name: '未完成报修：14，查看明细' })).toHaveAttribute(
      'href',
      '/rep/order',
    )
    expect(screen.getByText('271 / 286')).toBeInTheDocument()
    expect(screen.getByText('¥3,120.50')).toBeInTheDocument()
    expect(screen.getByText('合格 21 · 不合格 3')).toBeInTheDocument()
    expect(await seriousViolations(view.container)).toEqual([])
  })

  it('says so when a figure could not be read, and keeps the rest', async () => {
    renderWith({
      '/sys/loginfo': () => envelope({ totalVisitCount: 3, todayVisitCount: 1, todayIp: 1 }),
      '/sys/visitInfo': () => envelope([]),
      '/sys/dashboard/moduleFigures': () => envelope(null, false, '统计失败'),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('统计失败')
    expect(screen.getByText('近 7 天没有登录记录')).toBeInTheDocument()
    expect(screen.getByText('3')).toBeInTheDocument()
  })

  it('draws only the figures of the modules the user holds, and no business section for none', async () => {
    const visits = {
      '/sys/loginfo': () => envelope({ totalVisitCount: 3, todayVisitCount: 1, todayIp: 1 }),
      '/sys/visitInfo': () => envelope([]),
    }
    // The canteen clerk: takings only.
    const canteen = renderWith({
      ...visits,
      '/sys/dashboard/moduleFigures': () => envelope({ canteenTakingsToday: 120, canteenTakingsMonth: 3400 }),
    })
    expect(await screen.findByText('¥120.00')).toBeInTheDocument()
    expect(screen.getByText('¥3,400.00')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '今日业务' })).toBeInTheDocument()
    expect(screen.queryByText('未完成报修')).not.toBeInTheDocument()
    expect(screen.queryByText('今日出勤')).not.toBeInTheDocument()
    expect(screen.queryByText('近 30 天检验')).not.toBeInTheDocument()
    expect(screen.queryByText('—')).not.toBeInTheDocument()
    canteen.unmount()
    // A user of no role: the figures answer is empty, and the page draws without the section.
    renderWith({ ...visits, '/sys/dashboard/moduleFigures': () => envelope({}) })
    expect(await screen.findByText('近 7 天没有登录记录')).toBeInTheDocument()
    await screen.findByText('3')
    expect(screen.queryByRole('heading', { name: '今日业务' })).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
