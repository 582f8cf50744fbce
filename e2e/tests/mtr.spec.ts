import { expect, test, type Page } from './test'
import { expectNoSeriousA11yViolations, signIn, rowAction } from './support'

/**
 * Electricity-meter self-service on a phone (375 px): the owner signs in with the meter number and the last
 * four digits of the phone (demo pair M0001 / 7919), recharges, sees the kWh and the new balance, and finds
 * the recharge among the meter's records. Without a meter token the pages go to the meter login.
 */

test.use({ viewport: { width: 375, height: 812 } })

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

const yuan = (value: number) =>
  value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

async function meterLogin(page: Page, meterNo: string, digits: string) {
  await page.goto('/sdn/step/form/login')
  await page.getByLabel('电表号').fill(meterNo)
  await page.getByLabel('户主手机号后四位').fill(digits)
  await page.getByRole('button', { name: '登录', exact: true }).click()
}

async function expectNoHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)
}

test('a meter owner recharges 50 yuan and finds it among the records', async ({ page }) => {
  await page.goto('/sdn/step/form/login')
  await expectNoSeriousA11yViolations(page)
  await meterLogin(page, 'M0001', '7919')
  await expect(page).toHaveURL(/\/sdn\/meter\/meterInfo$/)
  const balanceText = (await page.getByTestId('meter-balance').textContent()) ?? ''
  const before = Number(balanceText.replaceAll(',', ''))
  expect(Number.isFinite(before)).toBe(true)
  await expect(page.getByText('139****7919')).toBeVisible()
  await expectNoHorizontalScroll(page)

  await page.getByRole('link', { name: '充值电费' }).click()
  await expect(page).toHaveURL(/\/sdn\/meter\/recharge$/)
  await page.getByRole('button', { name: '50元' }).click()
  // Building 1 pays 0.50 yuan per kWh.
  await expect(page.getByText('约 100.00 度（电价 0.5 元/度）')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: '立即充值' }).click()
  // The amount and the pay method are confirmed before anything is charged.
  const confirm = page.getByRole('alertdialog', { name: '确认充值' })
  await expect(confirm).toContainText('充值 50.00 元，支付方式：微信')
  await expectNoSeriousA11yViolations(page)
  await confirm.getByRole('button', { name: '确认充值' }).click()

  await expect(page).toHaveURL(/\/sdn\/meter\/success$/)
  await expect(page.getByText('已充值 50.00 元，购得 100.00 度电')).toBeVisible()
  const after = yuan(before + 50)
  await expect(page.getByTestId('new-balance')).toHaveText(after)
  await expectNoHorizontalScroll(page)

  await page.getByRole('link', { name: '查看充值记录' }).click()
  await expect(page).toHaveURL(/\/sdn\/meter\/MeterRechargeModal$/)
  const newest = page.getByRole('list', { name: '充值记录列表' }).getByRole('listitem').first()
  await expect(newest).toContainText('50.00 元')
  await expect(newest).toContainText(`100.00 度 · 余额 ${after} 元 · 微信`)
  await expectNoHorizontalScroll(page)
  // The meter token never appears in a URL; it lives in this tab's sessionStorage.
  expect(page.url()).not.toMatch(/token/i)
  expect(await page.evaluate(() => sessionStorage.getItem('erp-meter-session'))).toContain('"token":"ey')
})

test('a wrong pair is refused with one message for both parts', async ({ page }) => {
  await meterLogin(page, 'M0002', '0000')
  await expect(page.getByRole('alert')).toHaveText('电表号或手机号后四位不正确')
  await expect(page).toHaveURL(/\/sdn\/step\/form\/login$/)
})

test('the records page without a meter token goes to the meter login', async ({ page }) => {
  await page.goto('/sdn/meter/MeterRechargeModal')
  await expect(page).toHaveURL(/\/sdn\/step\/form\/login$/)
  await expect(page.getByLabel('电表号')).toBeVisible()
})

test('the step form: amount, confirm, success and the detail of the recharge', async ({ page }) => {
  await meterLogin(page, 'M0005', '9595')
  await expect(page).toHaveURL(/\/sdn\/meter\/meterInfo$/)
  await page.goto('/sdn/step/form/step')
  await page.getByLabel('充值金额(元)').fill('20')
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByText('请确认充值信息')).toBeVisible()
  await page.getByRole('button', { name: '确认充值' }).click()
  await expect(page).toHaveURL(/\/sdn\/step\/form\/success$/)
  await page.getByRole('link', { name: '查看详情' }).click()
  await expect(page).toHaveURL(/\/sdn\/step\/form\/detail$/)
  await expect(page.getByText('40.00 度')).toBeVisible()
})

test('/test redirects to /test/home', async ({ page }) => {
  await page.goto('/test')
  await expect(page).toHaveURL(/\/test\/home$/)
  await expect(page.getByRole('heading', { name: 'TestHome' })).toBeVisible()
})

test.describe('staff', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('recharges a meter at the counter from the meter list', async ({ page }) => {
    await signIn(page)
    await page.goto('/mtr/meter')
    await page.getByRole('textbox', { name: '电表号' }).fill('M0002')
    await page.getByRole('button', { name: '查询' }).click()
    const meters = page.getByRole('table', { name: '电表列表' })
    await expect(meters.getByRole('row')).toHaveCount(2)
    await rowAction(meters.getByRole('row').nth(1), '充值 M0002')
    const dialog = page.getByRole('dialog', { name: '充值：M0002' })
    await dialog.getByLabel('充值金额(元)').fill('100')
    await dialog.getByRole('button', { name: '确认充值' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText(/^充值成功：100\.00 元，200\.00 度/)).toBeVisible()

    await page.goto('/mtr/recharge?meterNo=M0002')
    const rows = page.getByRole('table', { name: '充值记录列表' }).getByRole('row')
    await expect(rows.nth(1)).toContainText('100.00')
    await expect(rows.nth(1)).toContainText('admin')
  })
})
