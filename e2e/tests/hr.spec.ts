import { expect, test, type Page, shiftClock } from './test'
import { API, expectNoSeriousA11yViolations, signIn, chooseOption, rowAction, tokenOf } from './support'

/**
 * HR journey: a workshop worker registers on the public form on a phone, gets an entry number; HR
 * signs in, reviews and onboards that entry on 普工入职, and the worker appears in 员工档案.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

const WORKER = '钱小满'
/** A valid resident ID (checksum 3) no seeded entry or person holds. */
const ID_CARD = '330106199208157893'

async function fillWorkerForm(page: Page, idCard: string) {
  await page.getByLabel(/姓名/).fill(WORKER)
  // The ID's 17th digit (9) says male; a valid ID fills the sex in anyway.
  await page.getByRole('radio', { name: '男' }).check()
  await page.getByLabel(/身份证号/).fill(idCard)
  await page.getByLabel(/^\*?手机号$/).fill('13612345678')
  await chooseOption(page, '意向车间', '缝制车间')
}

test.describe('onboarding of a workshop worker', () => {
  test('a visitor registers on a phone; HR reviews and onboards; the person is in 员工档案', async ({
    browser,
    page,
  }) => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 } })
    await shiftClock(phone)
    const visitor = await phone.newPage()
    await visitor.goto('/sdn/emp')
    await expect(visitor.getByRole('heading', { name: '普工入职登记' })).toBeVisible()

    // A wrong check character is caught in the browser; nothing typed is lost.
    await fillWorkerForm(visitor, '330106199208157894')
    await visitor.getByRole('button', { name: '提交登记' }).click()
    await expect(visitor.getByText('请输入正确的身份证号')).toBeVisible()
    await expect(visitor.getByLabel(/姓名/)).toHaveValue(WORKER)
    // Nothing is wider than the phone.
    const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await visitor.mouse.move(0, 0) // not hovering the button (its hover colour is lighter)
    await expectNoSeriousA11yViolations(visitor)

    await visitor.getByLabel(/身份证号/).fill(ID_CARD)
    await visitor.getByRole('button', { name: '提交登记' }).click()
    await expect(visitor).toHaveURL(/\/sdn\/emp\/success\?entryNo=RZ\d{13}$/)
    const entryNo = (await visitor.getByTestId('entry-no').textContent()) ?? ''
    expect(entryNo).toMatch(/^RZ\d{13}$/)
    await phone.close()

    await signIn(page)
    await page.goto(`/hr/workerEntry?entryNo=${entryNo}`)
    const list = page.getByRole('table', { name: '入职单列表' })
    const row = list.getByRole('row').filter({ hasText: entryNo })
    await expect(row).toHaveCount(1)
    await expect(row.getByRole('cell', { name: '已提交' })).toBeVisible()

    await rowAction(row, '审核')
    const review = page.getByRole('dialog', { name: /审核入职单/ })
    await review.getByLabel(/工号/).fill('W09001')
    // The first of this month: an entry date never in the future, whatever day the suite runs.
    const today = new Date()
    const firstOfMonth = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-01`
    await review.getByLabel(/入职日期/).fill(firstOfMonth)
    await chooseOption(review, /合同类型/, '固定期限')
    await review.getByRole('treeitem', { name: '质检部' }).click()
    await review.getByRole('button', { name: '审核通过' }).click()
    await expect(review).toBeHidden()
    await expect(row.getByRole('cell', { name: '已审核' })).toBeVisible()

    await rowAction(row, '办理入职')
    await page.getByRole('alertdialog').getByRole('button', { name: '办理入职' }).click()
    await expect(row.getByRole('cell', { name: '已入职' })).toBeVisible()

    await page.goto('/hr/person?workNo=W09001')
    const persons = page.getByRole('table', { name: '员工列表' })
    const person = persons.getByRole('row').filter({ hasText: 'W09001' })
    await expect(person.getByRole('cell', { name: WORKER })).toBeVisible()
    await expect(person.getByRole('cell', { name: '质检部' })).toBeVisible()
    await expect(person.getByRole('cell', { name: '试用' })).toBeVisible()
  })
})

test.describe('worker photos are personal data', () => {
  /** A 1×1 PNG. */
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  )

  test('HR sees a person’s photo; the same address without a token is refused', async ({ page, request }) => {
    const token = await tokenOf(request)
    const headers = { 'X-Access-Token': token }
    const uploaded = await request.post(`${API}/sys/common/upload`, {
      headers,
      multipart: { biz: 'hr', file: { name: 'photo.png', mimeType: 'image/png', buffer: PNG } },
    })
    const path = ((await uploaded.json()) as { message: string }).message
    expect(path).toMatch(/^hr\/[0-9a-f]{32}\.png$/)
    const listed = await request.get(`${API}/hr/person/list?pageNo=1&pageSize=1&column=workNo&order=asc`, {
      headers,
    })
    const [first] = ((await listed.json()) as { result: { records: Array<Record<string, unknown>> } }).result
      .records
    expect(first).toBeTruthy()
    const edited = await request.put(`${API}/hr/person/edit`, { headers, data: { ...first, avatar: path } })
    expect(((await edited.json()) as { success: boolean; message: string }).success).toBe(true)

    await signIn(page)
    await page.goto(`/hr/person?workNo=${String(first?.workNo)}`)
    const row = page
      .getByRole('table', { name: '员工列表' })
      .getByRole('row')
      .filter({ hasText: String(first?.workNo) })
    await rowAction(row, '详情')
    const photo = page.getByRole('img', { name: '员工照片' })
    await expect(photo).toBeVisible()
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
    const src = (await photo.getAttribute('src')) ?? ''
    expect(src).toContain('token=')
    // The address without its token: refused (upstream's invalid-token answer), not the photo.
    const anonymous = await request.get(src.replace(/\?token=.*$/, ''))
    expect(anonymous.status()).toBe(500)
  })
})
