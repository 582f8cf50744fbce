import { expect, test, type APIRequestContext, type Page } from './test'
import { expectNoSeriousA11yViolations, submitLogin } from './support'

/**
 * The rest of sign-in: phone + SMS code, registration, password recovery. Real Chromium against
 * server/ with test hooks (ERP_TEST_HOOKS=1): there is no SMS gateway, the code sent to a mobile number is
 * read back from GET /__test/sms. The app is a black box: roles, labels and visible text only.
 */

const ADMIN_PHONE = '18611111111'

/** The code the server sent to `mobile` (the request is in flight when the button starts counting). */
async function smsCodeFor(request: APIRequestContext, mobile: string): Promise<string> {
  let code = ''
  await expect(async () => {
    const response = await request.get(`/__test/sms?mobile=${mobile}`)
    expect(response.ok()).toBe(true)
    code = ((await response.json()) as { code: string }).code
  }).toPass({ timeout: 10_000 })
  return code
}

/** Clicks 获取验证码, checks the 60 s countdown and answers the code that was sent. */
async function requestCode(page: Page, mobile: string): Promise<string> {
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByRole('button', { name: /^\d+ s$/ })).toBeDisabled()
  return smsCodeFor(page.request, mobile)
}

const signInWithPassword = submitLogin

test.beforeEach(async ({ request }) => {
  const reset = await request.post('/__test/reset')
  expect(reset.ok()).toBe(true)
})

test('admin signs in with the phone and an SMS code and lands on the dashboard', async ({ page }) => {
  await page.goto('/user/login')
  await page.getByRole('radio', { name: '手机号登录' }).click()
  await page.getByLabel('手机号', { exact: true }).fill(ADMIN_PHONE)
  const code = await requestCode(page, ADMIN_PHONE)
  expect(code).toMatch(/^\d{6}$/)
  await page.getByLabel('验证码', { exact: true }).fill(code)
  await page.getByRole('button', { name: '登录', exact: true }).click()

  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
  await expect(page.getByText(/，管理员$/)).toBeVisible()
})

test('a wrong SMS code shows the server message and keeps the mobile typed', async ({ page }) => {
  await page.goto('/user/login')
  await page.getByRole('radio', { name: '手机号登录' }).click()
  await page.getByLabel('手机号', { exact: true }).fill(ADMIN_PHONE)
  await page.getByLabel('验证码', { exact: true }).fill('000000')
  await page.getByRole('button', { name: '登录', exact: true }).click()

  await expect(page.getByRole('alert')).toHaveText('手机验证码错误')
  await expect(page).toHaveURL(/\/user\/login/)
  await expect(page.getByLabel('手机号', { exact: true })).toHaveValue(ADMIN_PHONE)
  await expect(page.getByLabel('验证码', { exact: true })).toHaveValue('000000')
})

test('a visitor registers an account, then signs in with it', async ({ page }) => {
  const mobile = '13912345678'
  await page.goto('/user/login')
  await page.getByRole('link', { name: '注册账户' }).click()
  await expect(page).toHaveURL(/\/user\/register$/)
  await expect(page).toHaveTitle(/^注册 - /)

  await page.getByLabel('用户名').fill('e2e_newbie')
  await page.getByLabel('密码', { exact: true }).fill('Abc-12345')
  await page.getByLabel('确认密码').fill('Abc-12345')
  await page.getByLabel('手机号', { exact: true }).fill(mobile)
  await page.getByLabel('验证码', { exact: true }).fill(await requestCode(page, mobile))
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: '注册', exact: true }).click()

  await expect(page).toHaveURL(/\/user\/register-result$/)
  await expect(page.getByRole('heading', { name: '你的账户：e2e_newbie 注册成功' })).toBeVisible()
  await page.getByRole('link', { name: '返回登录' }).click()
  await expect(page).toHaveURL(/\/user\/login$/)
  await signInWithPassword(page, 'e2e_newbie', 'Abc-12345')
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
  await expect(page.getByText(/，e2e_newbie$/)).toBeVisible()
})

test('admin resets a forgotten password at /user/alteration, then signs in with the new one', async ({
  page,
}) => {
  await page.goto('/user/login')
  await page.getByRole('link', { name: '忘记密码' }).click()
  await expect(page).toHaveURL(/\/user\/alteration$/)
  const steps = page.getByRole('list', { name: '找回密码步骤' }).getByRole('listitem')
  await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step')

  await page.getByLabel('手机号', { exact: true }).fill(ADMIN_PHONE)
  await page.getByLabel('验证码', { exact: true }).fill(await requestCode(page, ADMIN_PHONE))
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step')
  await page.getByLabel('新密码', { exact: true }).fill('N3w-secret1')
  await page.getByLabel('确认新密码').fill('N3w-secret1')
  await page.getByRole('button', { name: '提交' }).click()
  await expect(page.getByText('密码已重置，请使用新密码登录。')).toBeVisible()
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step')

  await page.getByRole('link', { name: '返回登录' }).click()
  await signInWithPassword(page, 'admin', '123456')
  await expect(page.getByText('用户名或密码错误')).toBeVisible()
  await signInWithPassword(page, 'admin', 'N3w-secret1')
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
  await expect(page.getByText(/，管理员$/)).toBeVisible()
})
