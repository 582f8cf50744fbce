import { expect, test, type Page } from './test'
import { chooseOption, expectNoSeriousA11yViolations, submitLogin } from './support'

/**
 * The sign-in journey (docs/spec.md §2 navigation guard, §4 login, §2 layouts: logout with confirmation, §9 greeting),
 * in real Chromium against server/ serving the built app. The app is a black box: only roles, labels and
 * visible text are used.
 */

const GREETINGS = ['早上好', '上午好', '中午好', '下午好', '晚上好'] as const

/** docs/spec.md §9: before 9 早上好; up to 11 上午好; up to 13 中午好; before 20 下午好; otherwise 晚上好. */
function greetingAt(hour: number): string {
  if (hour < 9) return '早上好'
  if (hour <= 11) return '上午好'
  if (hour <= 13) return '中午好'
  if (hour < 20) return '下午好'
  return '晚上好'
}

/** The browser's local hour: the app greets by the user's clock, not the server's. */
const browserHour = (page: Page) => page.evaluate(() => new Date().getHours())

const username = (page: Page) => page.getByLabel('账号', { exact: true })
const password = (page: Page) => page.getByLabel('密码', { exact: true })

const signIn = submitLogin

test.beforeEach(async ({ request }) => {
  // Back to the seed data (ERP_TEST_HOOKS=1): every test starts from the same users and sessions.
  const reset = await request.post('/__test/reset')
  expect(reset.ok()).toBe(true)
})

test('without a session, / redirects to the login page with a redirect query', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/user\/login\?redirect=/)
  const redirect = new URL(page.url()).searchParams.get('redirect')
  expect(redirect).toMatch(/^\//)
  await expect(username(page)).toBeVisible()
  await expect(password(page)).toBeVisible()
  await expect(page.getByRole('button', { name: '登录' })).toBeEnabled()
})

test('admin signs in from a deep link and lands on the dashboard greeted by name', async ({ page }) => {
  await page.goto('/dashboard/analysis')
  await expect(page).toHaveURL(/\/user\/login\?redirect=/)
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/analysis')
  const hourBefore = await browserHour(page)
  await signIn(page)

  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
  const greeting = page.getByText(new RegExp(`^(${GREETINGS.join('|')})，管理员$`))
  await expect(greeting).toBeVisible()
  const hourAfter = await browserHour(page)
  const expected = new Set([greetingAt(hourBefore), greetingAt(hourAfter)]) // an hour may turn meanwhile
  const shown = (await greeting.textContent())?.split('，')[0] ?? ''
  expect([...expected]).toContain(shown)

  // The session survives a reload, and /user/login now sends the user home (docs/spec.md §2 guard).
  await page.reload()
  await expect(page.getByText(/，管理员$/)).toBeVisible()
  await page.goto('/user/login')
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
})

test('a wrong password shows the error and keeps the typed account on the login page', async ({ page }) => {
  await page.goto('/user/login')
  await signIn(page, 'admin', 'not-the-password')

  await expect(page.getByText('用户名或密码错误')).toBeVisible()
  await expect(page).toHaveURL(/\/user\/login/)
  await expect(username(page)).toHaveValue('admin')
  await expect(page.getByRole('button', { name: '登录' })).toBeEnabled()
})

test('logout asks for confirmation and returns to the login page', async ({ page }) => {
  await page.goto('/user/login')
  await signIn(page)
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)

  await page.getByRole('button', { name: /管理员/ }).click()
  await page.getByRole('menuitem', { name: '退出登录' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('真的要注销登录吗 ?')
  await dialog.getByRole('button', { name: '确定' }).click()

  await expect(page).toHaveURL(/\/user\/login/)
  await expect(username(page)).toBeVisible()
  // The session is gone: a protected page sends the user back to sign in.
  await page.goto('/dashboard/analysis')
  await expect(page).toHaveURL(/\/user\/login\?redirect=/)
})

test('the login page and the dashboard have no serious or critical axe violations', async ({ page }) => {
  await page.goto('/user/login')
  await expect(username(page)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await signIn(page)
  await expect(page.getByText(/，管理员$/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('a user of two departments chooses one after sign-in, and can switch later', async ({ page }) => {
  await page.goto('/user/login')
  await signIn(page, 'zhangsan')
  const dialog = page.getByRole('dialog', { name: '请选择部门' })
  await expect(dialog).toBeVisible()
  // The choice is required: no cancel, Escape does not dismiss it, nothing chosen → the error state.
  await expect(dialog.getByRole('button', { name: '取消' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: '清除' }).click()
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(dialog.getByText('请选择部门', { exact: true }).last()).toBeVisible()
  await expect(dialog.getByRole('combobox', { name: '部门' })).toHaveAttribute('aria-invalid', 'true')

  await chooseOption(dialog, '部门', '研发部')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(dialog).toBeHidden()
  // Chosen once: a reload does not ask again.
  await page.reload()
  await expect(page.getByRole('button', { name: /张三/ })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Switching later preselects the current department and can be cancelled.
  await page.getByRole('button', { name: /张三/ }).click()
  await page.getByRole('menuitem', { name: '切换部门' }).click()
  await expect(dialog.getByRole('combobox', { name: '部门' })).toHaveText('研发部')
  await dialog.getByRole('button', { name: '取消' }).click()
  await expect(dialog).toBeHidden()
})
