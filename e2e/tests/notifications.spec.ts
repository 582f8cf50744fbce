import { expect, test, type APIRequestContext, type Page } from './test'
import { API, expectNoSeriousA11yViolations, signIn, tokenOf, watchNoticeSocket } from './support'

/**
 * The notification bell (docs/spec.md §2 header, §4 announcement, §7 live connections) in real Chromium against
 * server/: an announcement published through the API reaches the signed-in user over the notice WebSocket
 * without a reload; its hostile HTML is sanitized in the detail modal; opening it marks it read; 查看更多
 * leads to the full list. The app is a black box: only roles, labels and visible text are used.
 */

const TITLE = '消防演练通知'
const HOSTILE =
  '<p>周五下午 <strong>15:00</strong> 全员消防演练</p>' +
  '<img src=x onerror="window.__pwned=1">' +
  '<script>window.__pwned=2</script>' +
  '<a href="javascript:window.__pwned=3">点我</a>'

declare global {
  interface Window {
    __pwned?: number
    __sameDocument?: boolean
  }
}

const bell = (page: Page) => page.getByRole('button', { name: /^通知（\d+ 条未读）$/ })
const unreadOf = async (page: Page) => {
  const name = (await bell(page).getAttribute('aria-label')) ?? ''
  return Number(/（(\d+) 条未读）/.exec(name)?.[1] ?? NaN)
}

const adminToken = (request: APIRequestContext) => tokenOf(request)

/** Adds an announcement for everybody and publishes it (upstream: add, then doReleaseData). */
async function publishAnnouncement(request: APIRequestContext, token: string): Promise<string> {
  const headers = { 'X-Access-Token': token }
  const added = await request.post(`${API}/sys/annountCement/add`, {
    headers,
    data: { titile: TITLE, msgContent: HOSTILE, priority: 'H', msgCategory: '1', msgType: 'ALL' },
  })
  expect(((await added.json()) as { success: boolean }).success).toBe(true)
  const list = await request.get(`${API}/sys/annountCement/list`, { headers, params: { titile: TITLE } })
  const page = (await list.json()) as { result: { records: Array<{ id: string }> } }
  const id = page.result.records[0]?.id ?? ''
  expect(id).not.toBe('')
  const released = await request.get(`${API}/sys/annountCement/doReleaseData`, { headers, params: { id } })
  expect(((await released.json()) as { message: string }).message).toBe('该系统通知发布成功')
  return id
}

test.beforeEach(async ({ request }) => {
  const reset = await request.post('/__test/reset')
  expect(reset.ok()).toBe(true)
})

test('a published announcement rings the bell live; its detail is sanitized and opening it reads it', async ({
  page,
  request,
}) => {
  // The notice channel counts as open once the server answered a heartbeat on it.
  const live = watchNoticeSocket(page)
  await signIn(page)
  await expect.poll(live).toBe(true)
  await expect(bell(page)).toBeVisible()
  const before = await unreadOf(page)
  expect(before).toBeGreaterThanOrEqual(0)
  await expect(bell(page).getByText(String(before), { exact: true })).toBeVisible()
  await page.evaluate(() => {
    window.__sameDocument = true
  })

  await publishAnnouncement(request, await adminToken(request))

  // The count rises without a reload: the socket's topic message reloaded the notices.
  await expect(page.getByRole('button', { name: `通知（${before + 1} 条未读）` })).toBeVisible()
  await expect(bell(page).getByText(String(before + 1), { exact: true })).toBeVisible()
  expect(await page.evaluate(() => window.__sameDocument)).toBe(true)

  await bell(page).click()
  const popover = page.getByRole('dialog', { name: '消息通知' })
  await expect(popover.getByRole('tab', { name: /^通知\(\d+\)$/ })).toHaveAttribute('data-state', 'active')
  const item = popover.getByRole('button', { name: new RegExp(TITLE) })
  await expect(item).toContainText('高')
  await expectNoSeriousA11yViolations(page)
  await item.click()

  const detail = page.getByRole('dialog', { name: '详细信息' })
  await expect(detail).toBeVisible()
  await expect(detail.getByRole('heading', { name: TITLE })).toBeVisible()
  await expect(detail.getByText('全员消防演练')).toBeVisible()
  await expect(detail.locator('strong', { hasText: '15:00' })).toBeVisible()
  await expect(detail.locator('script')).toHaveCount(0)
  await expect(detail.locator('img[onerror]')).toHaveCount(0)
  await expect(detail.getByText('点我')).not.toHaveAttribute('href', /javascript/i)
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined()
  await expectNoSeriousA11yViolations(page)

  // Read: the count falls back.
  await page.keyboard.press('Escape')
  await expect(detail).toBeHidden()
  await expect(page.getByRole('button', { name: `通知（${before} 条未读）` })).toBeVisible()
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined()

  // 查看更多 opens the full list, where the announcement is now read.
  await bell(page).click()
  await page.getByRole('dialog', { name: '消息通知' }).getByRole('button', { name: '查看更多' }).click()
  await expect(page).toHaveURL(/\/isps\/userAnnouncement$/)
  await expect(page.getByRole('heading', { name: '我的消息' })).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(TITLE) })
  await expect(row).toContainText('已读')
  await expect(row).toContainText('高')
})
