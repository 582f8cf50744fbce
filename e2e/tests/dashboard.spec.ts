import { expect, test } from '@playwright/test'
import { API, expectNoSeriousA11yViolations, signIn, tokenOf } from './support'

/**
 * The home page draws its figures from the server (issue 8): the sign-in counts of /sys/loginfo, the week of
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
