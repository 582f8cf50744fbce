import { expect, test, type APIRequestContext, type Page } from './test'
import {
  API,
  chooseOption,
  chooseOptionAt,
  expectNoSeriousA11yViolations as axeCheck,
  signIn,
  tokenOf,
} from './support'

/**
 * Upstream's 列表页, 详情页, 表单页 and 结果页, built on the product's own operations. Each page draws
 * its main content from the server (compared with what the API answers) and has no serious or critical axe
 * violation.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

interface Envelope<T> {
  success: boolean
  message: string
  result: T
}

/** GETs `path` as admin (the same data the page draws). */
async function serverResult<T>(request: APIRequestContext, path: string): Promise<T> {
  const headers = { 'X-Access-Token': await tokenOf(request) }
  const body = (await (await request.get(`${API}${path}`, { headers })).json()) as Envelope<T>
  expect(body.success).toBe(true)
  return body.result
}

interface Page1<T> {
  records: T[]
  total: number
}

/**
 * The axe check once the page is still: the side menu's active item fades to its colours (a CSS transition),
 * and axe must not judge the contrast of a colour half-way.
 */
async function expectNoSeriousA11yViolations(page: Page) {
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0)
  await axeCheck(page)
}

/** The page's own region, named by its heading. */
const region = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })

test('列表页: 标准列表, 查询表格 and 卡片列表 show the server’s records', async ({ page, request }) => {
  await signIn(page)
  const orders = await serverResult<Page1<{ id: string; orderNo: string; status: string }>>(
    request,
    '/rep/order/list?pageNo=1&pageSize=10&column=createTime&order=desc',
  )
  expect(orders.records.length).toBeGreaterThan(0)
  await page.goto('/list/basic-list')
  const list = region(page, '标准列表').getByRole('list', { name: '报修单' })
  await expect(list.getByRole('listitem')).toHaveCount(orders.records.length)
  const newest = orders.records[0]
  await expect(list.getByRole('link', { name: newest?.orderNo ?? '' })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: `${newest?.orderNo ?? ''} 处理进度` })).toBeVisible()
  await expect(page.getByText(`1-10 共 ${orders.total} 条`)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const shipments = await serverResult<Page1<{ waybillNo: string | null }>>(
    request,
    '/exp/shipment/list?pageNo=1&pageSize=10&column=createTime&order=desc',
  )
  const waybill = shipments.records.find((row) => row.waybillNo)?.waybillNo ?? ''
  expect(waybill).not.toBe('')
  await page.goto('/list/query-list')
  const table = page.getByRole('table', { name: '快递单列表' })
  await expect(table.getByRole('cell', { name: waybill, exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const meters = await serverResult<Page1<{ meterNo: string; building: string; room: string }>>(
    request,
    '/mtr/meter/list?pageNo=1&pageSize=12&column=meterNo&order=asc',
  )
  expect(meters.records.length).toBeGreaterThan(0)
  await page.goto('/list/card')
  const cards = region(page, '卡片列表').getByRole('list', { name: '电表' }).getByRole('article')
  await expect(cards).toHaveCount(meters.records.length)
  await expect(cards.first()).toContainText(meters.records[0]?.meterNo ?? '')
  await expectNoSeriousA11yViolations(page)
})

test('详情页: a check report with its defect lines; a repair order with steps, tabs and history', async ({
  page,
  request,
}) => {
  await signIn(page)
  const reports = await serverResult<Page1<{ id: string; reportNo: string }>>(
    request,
    '/qc/checkReport/list?pageNo=1&pageSize=1&column=createTime&order=desc',
  )
  const report = reports.records[0]
  const detail = await serverResult<{ defects: unknown[] }>(
    request,
    `/qc/checkReport/detail?id=${report?.id ?? ''}`,
  )
  await page.goto('/profile/basic')
  await expect(page.getByTestId('report-no')).toHaveText(report?.reportNo ?? '')
  if (detail.defects.length > 0)
    await expect(page.getByRole('table', { name: '缺陷明细' }).getByRole('row')).toHaveCount(
      detail.defects.length + 1,
    )
  else await expect(page.getByText('没有记录缺陷')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // An order that went through the whole flow: its history has every move the server recorded.
  const orders = await serverResult<
    Page1<{ id: string; orderNo: string; status: string; finishedTime: string | null }>
  >(request, '/rep/order/list?pageNo=1&pageSize=50&column=createTime&order=desc&status=done')
  const done = orders.records[0]
  expect(done?.finishedTime).toBeTruthy()
  await page.goto(`/profile/advanced?id=${done?.id ?? ''}`)
  await expect(page.getByTestId('order-no')).toHaveText(done?.orderNo ?? '')
  await expect(page.getByRole('list', { name: '处理进度' }).locator('[aria-current="step"]')).toContainText(
    '已完成',
  )
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('tab', { name: '操作记录' }).click()
  const history = page.getByRole('list', { name: '操作记录' })
  await expect(history.getByRole('listitem').last()).toContainText(done?.finishedTime?.slice(0, 16) ?? '')
  await expect(history.getByRole('listitem').last()).toContainText('维修完成')
  await expectNoSeriousA11yViolations(page)

  // From the menu without ?id=: the newest order.
  const newest = await serverResult<Page1<{ orderNo: string }>>(
    request,
    '/rep/order/list?pageNo=1&pageSize=1&column=createTime&order=desc',
  )
  await page.goto('/profile/advanced')
  await expect(page.getByTestId('order-no')).toHaveText(newest.records[0]?.orderNo ?? '')
})

test('基础表单 keeps the form on the server’s refusal, then saves a repair order', async ({
  page,
  request,
}) => {
  await signIn(page)
  await page.goto('/form/base-form')
  const form = region(page, '基础表单')
  await form.getByLabel('报修人').fill('端到端报修人')
  await form.getByLabel('联系电话').fill('12345')
  await form.getByLabel('报修地点').fill('E2E 三号车间')
  await chooseOption(form, '报修类别', '电气')
  await form.getByLabel('问题描述').fill('端到端：配电箱跳闸')
  await form.getByRole('button', { name: '提交' }).click()
  // The server's own validation message (the phone pattern of the contract), the form kept as typed.
  const refusal = form.getByTestId('form-refusal')
  await expect(refusal).toBeVisible()
  await expect(refusal).not.toHaveText('')
  await expect(form.getByLabel('报修人')).toHaveValue('端到端报修人')
  await expectNoSeriousA11yViolations(page)

  await form.getByLabel('联系电话').fill('13800138000')
  await form.getByRole('button', { name: '提交' }).click()
  await expect(form.getByTestId('form-saved')).toBeVisible()
  const saved = await serverResult<Page1<{ location: string; reporterName: string; status: string }>>(
    request,
    `/rep/order/list?pageNo=1&pageSize=10&location=${encodeURIComponent('E2E 三号车间')}`,
  )
  expect(saved.records).toEqual([
    expect.objectContaining({ reporterName: '端到端报修人', status: 'submitted' }),
  ])
})

test('分步表单 ends on 成功 with the server’s transaction and on 失败 with its reason', async ({
  page,
  request,
}) => {
  await signIn(page)
  // Opened from the menu before any recharge: a clear empty state.
  await page.goto('/result/success')
  await expect(page.getByTestId('result-empty')).toContainText('还没有成功的充值')
  await expectNoSeriousA11yViolations(page)
  await page.goto('/result/fail')
  await expect(page.getByTestId('result-empty')).toContainText('还没有失败的充值')

  const recharge = async (cardNo: string, amount: string) => {
    await page.goto('/form/step-form')
    const form = region(page, '分步表单')
    await form.getByLabel('饭卡卡号').fill(cardNo)
    await form.getByRole('button', { name: '下一步' }).click()
    await expect(form.getByTestId('card-details')).toContainText(cardNo)
    await expectNoSeriousA11yViolations(page)
    await form.getByLabel('充值金额（元）').fill(amount)
    await form.getByRole('button', { name: '下一步' }).click()
    await expect(form.getByTestId('confirm-amount')).toContainText(amount)
    await form.getByRole('button', { name: '确认充值' }).click()
  }

  await recharge('88000001', '50.00')
  await expect(page).toHaveURL(/\/result\/success$/)
  const id = (await page.getByTestId('result-transaction-id').textContent())?.trim() ?? ''
  const transactions = await serverResult<Page1<{ id: string; amount: number; type: string }>>(
    request,
    '/cnt/transaction/list?pageNo=1&pageSize=5&cardNo=88000001&column=time&order=desc',
  )
  expect(transactions.records[0]).toMatchObject({ id, amount: 50, type: 'recharge' })
  await expectNoSeriousA11yViolations(page)

  // Card 88000050 is reported lost: the server refuses, and 失败 shows its reason.
  await recharge('88000050', '20')
  await expect(page).toHaveURL(/\/result\/fail$/)
  await expect(page.getByTestId('result-fail-message')).toHaveText('该卡已挂失')
  await expectNoSeriousA11yViolations(page)

  // Opened again later: the user's latest success is still there.
  await page.goto('/result/success')
  await expect(page.getByTestId('result-transaction-id')).toHaveText(id)
})

test('高级表单 saves a check report with its defect lines in one request', async ({ page, request }) => {
  await signIn(page)
  await page.goto('/form/advanced-form')
  const form = region(page, '高级表单')
  await chooseOptionAt(form, '检验登记', 0)
  await form.getByLabel('结论').fill('端到端：做工良好')

  await form.getByRole('button', { name: '新增缺陷' }).click()
  const defects = form.getByRole('region', { name: '缺陷明细' })
  const standardCell = defects.locator('[role="gridcell"][col-id="defectStandardId"]').first()
  await standardCell.dblclick()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(standardCell).not.toHaveText('')
  await expect(defects.locator('[role="gridcell"][col-id="severity"]').first()).not.toHaveText('')
  const quantityCell = defects.locator('[role="gridcell"][col-id="quantity"]').first()
  await quantityCell.click()
  await page.keyboard.type('2')
  await page.keyboard.press('Enter')
  await expect(quantityCell).toHaveText('2')
  await expectNoSeriousA11yViolations(page)

  const saves: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('/qc/checkReport/saveWithLines')) saves.push(sent.postData() ?? '')
  })
  await form.getByRole('button', { name: '保存', exact: true }).click()
  const saved = form.getByTestId('form-saved')
  await expect(saved).toContainText('保存成功！检验结果：')
  expect(saves).toHaveLength(1)
  const reportNo = (await saved.locator('strong').textContent())?.trim() ?? ''
  const reports = await serverResult<Page1<{ id: string; reportNo: string; conclusion: string }>>(
    request,
    `/qc/checkReport/list?pageNo=1&pageSize=5&reportNo=${encodeURIComponent(reportNo)}`,
  )
  const report = reports.records.find((row) => row.reportNo === reportNo)
  expect(report?.conclusion).toBe('端到端：做工良好')
  const detail = await serverResult<{ defects: Array<{ quantity: number }> }>(
    request,
    `/qc/checkReport/detail?id=${report?.id ?? ''}`,
  )
  expect(detail.defects.map((line) => line.quantity)).toEqual([2])

  // The saved report opens in 基础详情页.
  await saved.getByRole('link', { name: '查看报告' }).click()
  await expect(page.getByTestId('report-no')).toHaveText(reportNo)
  await expect(page.getByRole('table', { name: '缺陷明细' }).getByRole('row')).toHaveCount(2)
})
