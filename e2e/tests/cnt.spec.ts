import { expect, test, type APIRequestContext, type Page } from './test'
import {
  API,
  expectNoSeriousA11yViolations,
  signIn,
  tokenOf,
  chooseOption,
  rowAction,
  offersRowAction,
} from './support'

/**
 * Canteen payment (docs/modules.md "Canteen payment"): a cashier recharges a new card, takes a lunch at the point of
 * sale and sees the balance and the card's two transactions; a card frozen while the point of sale is open is
 * refused with the server's message, and a frozen card offers no payment.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

/**
 * Issues a new card through the API to the last person of HR (W00300, who holds no seeded card: a person has at
 * most one active card) and returns its id.
 */
async function issueCard(request: APIRequestContext, token: string, cardNo: string): Promise<string> {
  const headers = { 'X-Access-Token': token }
  const persons = await request.get(`${API}/hr/person/list`, {
    headers,
    params: { pageSize: 1, column: 'workNo', order: 'desc' },
  })
  const person = ((await persons.json()) as { result: { records: { id: string }[] } }).result.records[0]
  expect(person).toBeTruthy()
  const added = await request.post(`${API}/cnt/card/add`, { headers, data: { cardNo, personId: person?.id } })
  expect(await added.json()).toMatchObject({ success: true })
  const found = await request.get(`${API}/cnt/card/list`, { headers, params: { cardNo } })
  const card = ((await found.json()) as { result: { records: { id: string }[] } }).result.records[0]
  return card?.id ?? ''
}

async function openCard(page: Page, cardNo: string) {
  await page.goto('/cnt/card')
  await page.getByRole('search').getByRole('textbox', { name: '卡号' }).fill(cardNo)
  await page.getByRole('button', { name: '查询' }).click()
  const row = page.getByRole('table', { name: '饭卡列表' }).getByRole('row').filter({ hasText: cardNo })
  await expect(row).toHaveCount(1)
  return row
}

test('饭卡: recharge, pay a lunch at the point of sale, see the balance and the two transactions', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request)
  await issueCard(request, token, 'E2E00001')
  await signIn(page)
  const row = await openCard(page, 'E2E00001')
  await expect(row.getByRole('cell', { name: '¥0.00' })).toBeVisible()

  await rowAction(row, '充值 E2E00001')
  const recharge = page.getByRole('dialog', { name: '充值' })
  await recharge.getByLabel('充值金额（元）').fill('100')
  await recharge.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('充值成功，余额 ¥100.00')).toBeVisible()
  await expect(row.getByRole('cell', { name: '¥100.00' })).toBeVisible()

  await rowAction(row, '消费 E2E00001')
  const pos = page.getByRole('dialog', { name: '消费' })
  await chooseOption(pos, '餐别', '午餐')
  await expectNoSeriousA11yViolations(page)
  await pos.getByRole('button', { name: '确认收款 ¥12.00' }).click()
  await expect(page.getByText('消费成功，余额 ¥88.00')).toBeVisible()
  await expect(row.getByRole('cell', { name: '¥88.00' })).toBeVisible()

  await rowAction(row, '流水 E2E00001')
  const transactions = page.getByRole('table', { name: '饭卡交易流水' })
  await expect(transactions.getByRole('row')).toHaveCount(3)
  await expect(transactions.getByRole('row').filter({ hasText: '午餐' })).toContainText('−12.00')
  await expect(transactions.getByRole('row').filter({ hasText: '充值' })).toContainText('+100.00')
  await expectNoSeriousA11yViolations(page)
})

test('饭卡: a card frozen while the point of sale is open is refused; a frozen card offers no payment', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request)
  const id = await issueCard(request, token, 'E2E00002')
  const headers = { 'X-Access-Token': token }
  await request.post(`${API}/cnt/card/recharge`, {
    headers,
    data: { cardNo: 'E2E00002', amount: 50, requestId: 'e2e-recharge-00002' },
  })
  await signIn(page)
  const row = await openCard(page, 'E2E00002')
  await rowAction(row, '消费 E2E00002')
  const pos = page.getByRole('dialog', { name: '消费' })
  await chooseOption(pos, '餐别', '午餐')
  await expect(pos.getByRole('button', { name: '确认收款 ¥12.00' })).toBeEnabled()

  // Another operator freezes the card meanwhile.
  const frozen = await request.post(`${API}/cnt/card/changeStatus`, {
    headers,
    data: { id, status: 'frozen' },
  })
  expect(await frozen.json()).toMatchObject({ success: true })
  await pos.getByRole('button', { name: '确认收款 ¥12.00' }).click()
  await expect(page.getByText('该卡已冻结')).toBeVisible()
  await pos.getByRole('button', { name: '取消' }).click()

  await expect(row.getByRole('cell', { name: '冻结', exact: true })).toBeVisible()
  expect(await offersRowAction(row, '消费 E2E00002')).toBe(false)
  await expect(row.getByRole('cell', { name: '¥50.00' })).toBeVisible()

  // 解冻 through the page, after a confirmation.
  await row.getByRole('button', { name: 'E2E00002的更多操作' }).click()
  await page.getByRole('menuitem', { name: '解冻' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('解冻成功')).toBeVisible()
  await expect.poll(() => offersRowAction(row, '消费 E2E00002')).toBe(true)
})
