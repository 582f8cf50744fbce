import { expect, test, type APIRequestContext, type Page } from './test'
import { API, signIn, tokenOf, scheduleCell as cell, scheduleMonth, typeNewPosition } from './support'

/**
 * An expired token opens the sign-in over the page instead of navigating away. The modal keeps
 * docs/spec.md §8's title, text and 重新登录 button, and signs the same account in again in place: the page and
 * every typed value stay, so pressing save again stores exactly what was typed.
 *
 * The token is made to expire on the server the way a back end does it: its session is revoked (POST
 * /sys/logout with that token from another client), after which every call answers 500 'Token失效'.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

/** The page's current token, from the session it keeps in localStorage. */
async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('erp-session') ?? '{}') as { state?: { token?: string } }
    return stored.state?.token ?? ''
  })
  expect(token).not.toBe('')
  return token
}

/** Revokes the page's session from another client: the server no longer honours the token. */
async function expireToken(page: Page, request: APIRequestContext): Promise<string> {
  const token = await pageToken(page)
  const out = await request.post(`${API}/sys/logout`, { headers: { 'X-Access-Token': token } })
  expect(out.ok()).toBe(true)
  const refused = await request.get(`${API}/sys/user/list`, { headers: { 'X-Access-Token': token } })
  expect(refused.status()).toBe(500)
  expect(await refused.text()).toContain('Token失效')
  return token
}

const expiredDialog = (page: Page) => page.getByRole('dialog', { name: '登录已过期' })

/** Signs in inside the modal: first a wrong password (message shown, nothing lost), then the right one. */
async function signInOverThePage(page: Page, oldToken: string) {
  const modal = expiredDialog(page)
  await expect(modal).toBeVisible()
  await expect(modal).toContainText('很抱歉，登录已过期，请重新登录')
  await expect(modal.getByRole('button', { name: '重新登录' })).toBeVisible()
  await expect(modal.getByLabel('账号')).toHaveValue('admin')

  await modal.getByLabel('密码').fill('not-the-password')
  await modal.getByRole('button', { name: '登录并继续' }).click()
  await expect(modal.getByText('用户名或密码错误')).toBeVisible()
  await expect(modal).toBeVisible()

  await modal.getByLabel('密码').fill('123456')
  await modal.getByRole('button', { name: '登录并继续' }).click()
  await expect(modal).toBeHidden()
  // Signed in in place: a new token, and the page did not move.
  await expect.poll(() => pageToken(page)).not.toBe(oldToken)
}

test('an expired token: sign in over the form dialog, values kept, save stores them', async ({
  page,
  request,
}) => {
  await signIn(page)
  const { add, rank } = await typeNewPosition(page, 'e2e-expiry', '过期后保存的职务', 0)

  const oldToken = await expireToken(page, request)
  await add.getByRole('button', { name: '确定' }).click()
  await signInOverThePage(page, oldToken)

  await expect(page).toHaveURL(/\/isystem\/position/)
  await expect(add).toBeVisible()
  await expect(add.getByLabel('职务编码')).toHaveValue('e2e-expiry')
  await expect(add.getByLabel('职务名称')).toHaveValue('过期后保存的职务')
  await expect(add.getByRole('combobox', { name: '职级' })).toHaveText(rank)
  await add.getByRole('button', { name: '确定' }).click()
  await expect(add).toBeHidden()

  const listed = await request.get(`${API}/sys/position/list`, {
    headers: { 'X-Access-Token': await tokenOf(request) },
    params: { code: 'e2e-expiry', pageNo: 1, pageSize: 10 },
  })
  const body = (await listed.json()) as {
    result: { records: { code: string; name: string; postRank_dictText: string }[] }
  }
  expect(body.result.records).toEqual([
    expect.objectContaining({ code: 'e2e-expiry', name: '过期后保存的职务', postRank_dictText: rank }),
  ])
})

const { month, restDay } = scheduleMonth()

test('an expired token: sign in over the EditableTable page, edited cell kept, save stores it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000) // the grid of 300 people × a month renders slowly on a shared machine
  await signIn(page)
  await page.goto('/att/schedule')
  await expect(page.getByLabel('月份')).toHaveValue(month)
  const target = await cell(page, 'W00001', restDay)
  await expect(target).toHaveText('休息')
  await target.dblclick()
  // The cell opens its list of shifts at once (the kit's look).
  await page.getByRole('option', { name: '夜班', exact: true }).click()
  await expect(target).toHaveText('夜班')

  const oldToken = await expireToken(page, request)
  await page.getByRole('button', { name: '保存' }).click()
  await signInOverThePage(page, oldToken)

  await expect(page).toHaveURL(/\/att\/schedule/)
  await expect(await cell(page, 'W00001', restDay)).toHaveText('夜班')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.locator('output').filter({ hasText: '排班已保存' })).toBeVisible()

  const headers = { 'X-Access-Token': await tokenOf(request) }
  const shifts = (await (
    await request.get(`${API}/att/shift/list`, { headers, params: { pageNo: 1, pageSize: 200 } })
  ).json()) as { result: { records: { id: string; name: string }[] } }
  const night = shifts.result.records.find((shift) => shift.name === '夜班')
  expect(night).toBeDefined()
  const grid = (await (
    await request.get(`${API}/att/schedule/month`, { headers, params: { month } })
  ).json()) as { result: { rows: { workNo: string; cells: Record<string, string | null> }[] } }
  const row = grid.result.rows.find((entry) => entry.workNo === 'W00001')
  expect(row?.cells[restDay]).toBe(night?.id)
})
