import { expect, test, type APIRequestContext, type Page } from './test'
import { API, expectNoSeriousA11yViolations, signIn, tokenOf } from './support'

/**
 * The home page draws its figures from the server: the sign-in counts of /sys/loginfo, the week of
 * /sys/visitInfo and the business figures of /sys/dashboard/moduleFigures, without serious axe violations.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

test('首页 shows the server’s visit and business figures', async ({ page, request }) => {
  await signIn(page)
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
  const token = await tokenOf(request)
  const headers = { 'X-Access-Token': token }
  const figures = (await (await request.get(`${API}/sys/dashboard/moduleFigures`, { headers })).json()) as {
    result: { openRepairs: number; clockedInToday: number; scheduledToday: number }
  }
  const visits = (await (await request.get(`${API}/sys/visitInfo`, { headers })).json()) as {
    result: Array<{ tian: string; visit: number }>
  }

  await expect(
    page.getByRole('link', { name: `未完成报修：${figures.result.openRepairs}，查看明细` }),
  ).toBeVisible()
  await expect(
    page.getByText(`${figures.result.clockedInToday} / ${figures.result.scheduledToday}`),
  ).toBeVisible()
  // Today has sign-ins (this test's): the week's table lists today with the server's count at page load.
  const week = page.getByRole('table', { name: '近 7 天每日登录次数与 IP 数' })
  const today = visits.result.at(-1)
  expect(today?.visit).toBeGreaterThan(0)
  await expect(week.getByRole('row', { name: new RegExp(`^${today?.tian}`) })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

/** The value of the dashboard figure labelled `label`. */
const figure = (page: Page, label: string) =>
  page.locator('[data-slot="figure"]', { has: page.locator('dt', { hasText: label }) }).locator('dd')

/** GETs a dashboard figure of the server as admin (the same data the page draws). */
async function serverResult<T>(request: APIRequestContext, path: string): Promise<T> {
  const headers = { 'X-Access-Token': await tokenOf(request) }
  const body = (await (await request.get(`${API}${path}`, { headers })).json()) as {
    success: boolean
    result: T
  }
  expect(body.success).toBe(true)
  return body.result
}

test('工作台 shows the user’s own work and their pages from the server', async ({ page, request }) => {
  await signIn(page)
  const work = await serverResult<{
    repairsAssignedToMe: number
    repairsAwaitingDispatch: number
    shortcuts: Array<{ name: string; url: string }>
  }>(request, '/sys/dashboard/workplace')
  await page.goto('/dashboard/workplace')
  await expect(
    page.getByRole('link', { name: `待派工报修：${work.repairsAwaitingDispatch}，查看明细` }),
  ).toBeVisible()
  await expect(
    page.getByRole('link', { name: `派给我的报修：${work.repairsAssignedToMe}，查看明细` }),
  ).toBeVisible()
  const shortcuts = page.getByRole('region', { name: '快捷入口' })
  expect(work.shortcuts.length).toBeGreaterThan(0)
  for (const shortcut of work.shortcuts) {
    await expect(
      shortcuts.getByRole('link', { name: new RegExp(`^${shortcut.name}`) }).first(),
    ).toHaveAttribute('href', shortcut.url)
  }
  await expectNoSeriousA11yViolations(page)
})

test('监控页 charts the server’s own figures', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/monitor')
  await expect(page.getByRole('figure', { name: 'CPU 使用率 (%)' })).toBeVisible()
  const rss = figure(page, '进程内存 (RSS)')
  await expect(rss).toHaveText(/^[\d,]+\.\d MB$/)
  // A second reading arrives on the refresh interval: the memory table then holds two rows of times.
  const memory = page.getByRole('table', { name: '内存 (MB)' })
  await expect(memory.getByRole('row')).toHaveCount(3, { timeout: 15_000 })
  await expectNoSeriousA11yViolations(page)
})

test('图表页 draws the business modules’ figures per day from the server', async ({ page, request }) => {
  await signIn(page)
  const charts = await serverResult<{
    days: Array<{ day: string; scheduled: number; clockedIn: number; inspectionsPassed: number }>
    repairsByStatus: Array<{ status: string; count: number }>
  }>(request, '/sys/dashboard/moduleCharts?days=14')
  await page.goto('/dashboard/chart')
  const today = charts.days.at(-1)
  expect(charts.days).toHaveLength(14)
  const attendance = page.getByRole('table', { name: '近 14 天每日出勤' })
  await expect(
    attendance.getByRole('row', { name: new RegExp(`^${today?.day}`) }).getByRole('cell'),
  ).toHaveText([String(today?.scheduled), String(today?.clockedIn)])
  expect(charts.repairsByStatus.length).toBeGreaterThan(0)
  const repairs = page.getByRole('table', { name: '报修单按状态' })
  await expect(repairs.getByRole('row')).toHaveCount(charts.repairsByStatus.length + 1)
  await expect(repairs.getByRole('cell')).toHaveText(charts.repairsByStatus.map((row) => String(row.count)))
  await expect(page.locator('[data-slot="bar-chart"]')).toHaveCount(3)
  await expectNoSeriousA11yViolations(page)
})

test('任务页 lists the scheduled jobs and their state from the server', async ({ page, request }) => {
  await signIn(page)
  const jobs = await serverResult<{ records: Array<{ description: string | null; status: number | null }> }>(
    request,
    '/sys/quartzJob/list?pageNo=1&pageSize=100',
  )
  await page.goto('/dashboard/task')
  const running = jobs.records.filter((job) => job.status === 0).length
  await expect(figure(page, '运行中的任务')).toHaveText(String(running))
  if (jobs.records.length) {
    const table = page.getByRole('table', { name: '定时任务' })
    await expect(table.getByRole('row')).toHaveCount(jobs.records.length + 1)
    const described = jobs.records.find((job) => job.description)
    if (described?.description)
      await expect(table.getByRole('rowheader', { name: described.description })).toBeVisible()
  } else {
    await expect(page.getByText('还没有定时任务')).toBeVisible()
  }
  await expectNoSeriousA11yViolations(page)
})
