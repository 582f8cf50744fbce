import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** What the journeys share. The app stays a black box: roles, labels, visible text and the HTTP API. */

export const API = '/jeecg-boot'

/** Fills the account form of the login page (already open) and submits it. */
export async function submitLogin(page: Page, user = 'admin', pass = '123456') {
  await page.getByLabel('账号', { exact: true }).fill(user)
  await page.getByLabel('密码', { exact: true }).fill(pass)
  await page.getByRole('button', { name: '登录', exact: true }).click()
}

/** Opens the login page, signs in and waits for the dashboard. */
export async function signIn(page: Page, user = 'admin', pass = '123456') {
  await page.goto('/user/login')
  await submitLogin(page, user, pass)
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
}

/** A token of `user`, signed in through the API (for arranging data behind the app's back). */
export async function tokenOf(request: APIRequestContext, user = 'admin', pass = '123456'): Promise<string> {
  const response = await request.post(`${API}/sys/login`, { data: { username: user, password: pass } })
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { success: boolean; result: { token: string } }
  expect(body.success).toBe(true)
  return body.result.token
}

/**
 * Watches the page's notice channel; the returned function tells whether the server has answered on it
 * (the first heartbeat), i.e. whether live messages will now arrive. Call before signing in.
 */
export function watchNoticeSocket(page: Page): () => boolean {
  let live = false
  page.on('websocket', (socket) => {
    if (/\/jeecg-boot\/websocket\//.test(socket.url())) socket.on('framereceived', () => (live = true))
  })
  return () => live
}

/** Fails with the list of serious and critical axe violations (colour contrast included), if any. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }))
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([])
}

/**
 * Opens 职务管理's 新增职务 dialog and types a position: code, name and the rank at `rankIndex`.
 * Answers the dialog and the rank value chosen.
 */
export async function typeNewPosition(page: Page, code: string, name: string, rankIndex: number) {
  await page.goto('/isystem/position')
  await expect(page.getByRole('table', { name: '职务列表' }).getByRole('row')).not.toHaveCount(1)
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const add = page.getByRole('dialog', { name: '新增职务' })
  await add.getByLabel('职务编码').fill(code)
  await add.getByLabel('职务名称').fill(name)
  await add.getByLabel('职级').selectOption({ index: rankIndex })
  return { add, rank: await add.getByLabel('职级').inputValue() }
}

/** The current month of the 排班 grid (YYYY-MM) and its first rest day (the seed schedules every weekday). */
export function scheduleMonth() {
  const pad = (value: number) => String(value).padStart(2, '0')
  const today = new Date()
  const month = `${today.getFullYear()}-${pad(today.getMonth() + 1)}`
  const days = Array.from(
    { length: new Date(today.getFullYear(), today.getMonth() + 1, 0).getDate() },
    (_, index) => `${month}-${pad(index + 1)}`,
  )
  const weekday = (day: string) => new Date(`${day}T00:00:00`).getDay()
  const restDay = days.find((day) => weekday(day) === 0 || weekday(day) === 6) ?? `${month}-01`
  return { month, restDay }
}

/** A cell of the 排班 grid: a person's row (by work number), a day's column. */
export const scheduleCell = (page: Page, workNo: string, day: string) =>
  page.getByRole('row').filter({ hasText: workNo }).locator(`[col-id="${day}"]`)
