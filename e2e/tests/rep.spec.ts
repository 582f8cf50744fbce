import { expect, test, type APIRequestContext as APIRequest, type Page, shiftClock } from './test'
import {
  API,
  expectNoSeriousA11yViolations,
  signIn,
  tokenOf,
  chooseOption,
  rowAction,
  watchNoticeSocket,
} from './support'

/**
 * Repair (docs/modules.md "Repair"): a visitor reports a fault on a phone (375×812) through the public step form,
 * sees the order number and opens the detail with their phone; staff assign, start and finish it in the
 * back office; an illegal move is refused naming both states; the visitor confirms and rates the repair.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

test.use({ viewport: { width: 375, height: 812 } })

const PHONE = '13766668888'
/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

async function fitsThePhone(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

test('报修: step form on a phone, staff workflow, illegal move refused, reporter confirms and rates', async ({
  page,
  browser,
  request,
}) => {
  // The visitor, without an account, on a phone.
  await page.goto('/sdn/demo')
  await expect(page.getByRole('link', { name: /普工入职/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /电表充值/ })).toHaveAttribute('href', '/sdn/step/form/login')
  await page.getByRole('link', { name: /在线报修/ }).click()
  await expect(page).toHaveURL(/\/sdn\/step-form$/)
  await fitsThePhone(page)

  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByText('请输入报修人')).toBeVisible()
  await page.getByLabel('报修人', { exact: true }).fill('端到端报修人')
  await page.getByLabel('手机号', { exact: true }).fill('1376666')
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByText('请输入正确的手机号码')).toBeVisible()
  await page.getByLabel('手机号', { exact: true }).fill(PHONE)
  await page.getByRole('button', { name: '下一步' }).click()

  await page.getByLabel('报修地点', { exact: true }).fill('三号车间缝制线A3')
  await chooseOption(page, '报修类别', '生产设备')
  await page.getByRole('radio', { name: '高' }).check()
  await page.getByLabel('问题描述', { exact: true }).fill('平缝机断线，无法生产')
  await page.getByLabel('添加照片', { exact: true }).setInputFiles({
    name: 'fault.png',
    mimeType: 'image/png',
    buffer: Buffer.from(PNG, 'base64'),
  })
  await expect(page.getByRole('img', { name: '现场照片1' })).toBeVisible()
  await fitsThePhone(page)
  await expectNoSeriousA11yViolations(page)
  // Back and next keep what was typed.
  await page.getByRole('button', { name: '上一步' }).click()
  await expect(page.getByLabel('报修人', { exact: true })).toHaveValue('端到端报修人')
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByLabel('问题描述', { exact: true })).toHaveValue('平缝机断线，无法生产')
  await page.getByRole('button', { name: '下一步' }).click()

  await expect(page.getByText('三号车间缝制线A3')).toBeVisible()
  await expect(page.getByText('生产设备')).toBeVisible()
  await page.getByRole('button', { name: '提交报修' }).click()
  await expect(page).toHaveURL(/\/sdn\/step-success\?orderNo=BX\d{12}$/)
  const orderNo = (await page.getByTestId('repair-order-no').textContent())?.trim() ?? ''
  expect(orderNo).toMatch(/^BX\d{12}$/)
  await fitsThePhone(page)

  await page.getByRole('link', { name: '查看报修进度' }).click()
  await expect(page).toHaveURL(new RegExp(`/sdn/repairDetail\\?orderNo=${orderNo}$`))
  await expect(page.getByTestId('repair-status')).toHaveText('已提交')
  await expect(page.getByText('平缝机断线，无法生产')).toBeVisible()
  await expect(page.getByRole('img', { name: '现场照片1' })).toBeVisible()
  await fitsThePhone(page)
  await expectNoSeriousA11yViolations(page)

  // Another phone sees nothing of it.
  const stranger = await request.get(`${API}/rep/order/publicDetail`, {
    params: { orderNo, phone: '13900000000' },
  })
  expect(await stranger.json()).toMatchObject({ success: false, message: '未找到该报修单', result: null })

  // The public photo upload takes images only, whatever the name says.
  const notImage = await request.post(`${API}/rep/order/uploadPhoto`, {
    multipart: {
      file: { name: 'evil.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload=alert(1)>') },
    },
  })
  expect(await notImage.json()).toMatchObject({
    success: false,
    message: '只能上传图片（JPG、PNG、GIF、WebP）',
  })

  // Staff, in a new context on a normal screen.
  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  await shiftClock(staffContext)
  const staff = await staffContext.newPage()
  await signIn(staff)
  await staff.goto('/rep/order')
  await staff.getByRole('search').getByRole('textbox', { name: '报修单号' }).fill(orderNo)
  await staff.getByRole('button', { name: '查询' }).click()
  const list = staff.getByRole('table', { name: '报修单列表' })
  await expect(list.getByRole('row')).toHaveCount(2)
  await expect(list.getByRole('cell', { name: '已提交' })).toBeVisible()

  await rowAction(list.getByRole('row').filter({ hasText: orderNo }), `派工 ${orderNo}`)
  const assign = staff.getByRole('dialog', { name: '派工' })
  await chooseOption(assign, '维修人', '维修赵师傅')
  await assign.getByRole('button', { name: '确定' }).click()
  await expect(staff.getByText('派工成功')).toBeVisible()
  await expect(list.getByRole('cell', { name: '已派工' })).toBeVisible()

  await rowAction(list.getByRole('row').filter({ hasText: orderNo }), `开始维修 ${orderNo}`)
  await staff.getByRole('dialog', { name: '开始维修' }).getByRole('button', { name: '确定' }).click()
  await expect(list.getByRole('cell', { name: '维修中' })).toBeVisible()

  await rowAction(list.getByRole('row').filter({ hasText: orderNo }), `完成 ${orderNo}`)
  const finish = staff.getByRole('dialog', { name: '完成维修' })
  await finish.getByLabel('维修费用（元）', { exact: true }).fill('88.5')
  await finish.getByRole('button', { name: '确定' }).click()
  await expect(staff.getByText('维修完成')).toBeVisible()
  await expect(list.getByRole('cell', { name: '已完成' })).toBeVisible()
  await expect(list.getByRole('cell', { name: '88.50' })).toBeVisible()

  // An illegal move: finishing a submitted order through the API is refused naming both states.
  const token = await tokenOf(request)
  const submitted = await request.post(`${API}/rep/order/submit`, {
    data: {
      reporterName: '另一位报修人',
      reporterPhone: '13855556666',
      location: '成品仓库',
      category: 'building',
      urgency: 'L',
      description: '门锁损坏',
    },
  })
  const otherNo = ((await submitted.json()) as { result: { orderNo: string } }).result.orderNo
  await staff.getByRole('search').getByRole('textbox', { name: '报修单号' }).fill(otherNo)
  await staff.getByRole('button', { name: '查询' }).click()
  await expect(list.getByRole('row')).toHaveCount(2)
  const otherId = await staff.evaluate(
    async ([api, no, bearer]) => {
      const response = await fetch(`${api}/rep/order/list?orderNo=${no}`, {
        headers: { 'X-Access-Token': bearer },
      })
      const body = (await response.json()) as { result: { records: { id: string }[] } }
      return body.result.records[0]?.id ?? ''
    },
    [API, otherNo, token] as const,
  )
  const illegal = await request.post(`${API}/rep/order/finish`, {
    headers: { 'X-Access-Token': token },
    data: { id: otherId, cost: 10 },
  })
  expect(await illegal.json()).toMatchObject({
    success: false,
    message: '报修单当前为「已提交」，不能直接「完成」',
  })
  // And in the list: the row still offers 派工, but the order was cancelled meanwhile; the refusal is shown.
  await request.post(`${API}/rep/order/cancel`, {
    headers: { 'X-Access-Token': token },
    data: { id: otherId, reason: '已自行修好' },
  })
  await rowAction(list.getByRole('row').filter({ hasText: otherNo }), `派工 ${otherNo}`)
  const stale = staff.getByRole('dialog', { name: '派工' })
  await chooseOption(stale, '维修人', '维修赵师傅')
  await stale.getByRole('button', { name: '确定' }).click()
  await expect(staff.getByText('报修单当前为「已取消」，不能直接「派工」')).toBeVisible()
  await staffContext.close()

  // The visitor confirms and rates the finished repair.
  await page.reload()
  await expect(page.getByTestId('repair-status')).toHaveText('已完成')
  await expect(page.getByText('88.50 元')).toBeVisible()
  const rate = page.getByRole('form', { name: '确认维修并评价' })
  await rate.getByRole('radio', { name: '5 星' }).check()
  await rate.getByLabel('评价（可选）', { exact: true }).fill('师傅来得很快')
  await fitsThePhone(page)
  await rate.getByRole('button', { name: '确认完成' }).click()
  await expect(page.getByTestId('repair-status')).toHaveText('已确认')
  await expect(page.getByRole('region', { name: '处理进度' })).toContainText('已确认')
  await expect(page.getByText('师傅来得很快')).toBeVisible()
  await expect(rate).toBeHidden()
})

/** An order reported through the public form's API; its number and id. */
async function reportedOrder(request: APIRequest, adminToken: string, description: string) {
  const submitted = await request.post(`${API}/rep/order/submit`, {
    data: {
      reporterName: '端到端报修人',
      reporterPhone: PHONE,
      location: '四号车间',
      category: 'electric',
      description,
      urgency: 'H',
      photos: null,
    },
  })
  const orderNo = ((await submitted.json()) as { result: { orderNo: string } }).result.orderNo
  const list = await request.get(`${API}/rep/order/list`, {
    headers: { 'X-Access-Token': adminToken },
    params: { orderNo },
  })
  const id =
    ((await list.json()) as { result: { records: Array<{ id: string }> } }).result.records[0]?.id ?? ''
  expect(id).not.toBe('')
  return { orderNo, id }
}

const assign = async (request: APIRequest, adminToken: string, id: string, username: string) => {
  const users = await request.get(`${API}/rep/order/assignees`, { headers: { 'X-Access-Token': adminToken } })
  const assigneeId =
    ((await users.json()) as { result: Array<{ id: string; username: string }> }).result.find(
      (user) => user.username === username,
    )?.id ?? ''
  const answer = await request.post(`${API}/rep/order/assign`, {
    headers: { 'X-Access-Token': adminToken },
    data: { id, assigneeId },
  })
  expect(((await answer.json()) as { message: string }).message).toBe('派工成功')
}

test('维修工 rep01: told of an assignment by the bell, starts and finishes it in 我的工单; another’s order is refused', async ({
  page,
  request,
}) => {
  const admin = await tokenOf(request)
  const mine = await reportedOrder(request, admin, '配电箱跳闸，整条线停电')
  const theirs = await reportedOrder(request, admin, '水管漏水')
  await assign(request, admin, theirs.id, 'rep02')

  const live = watchNoticeSocket(page)
  await signIn(page, 'rep01')
  await expect.poll(live).toBe(true)
  const bell = page.getByRole('button', { name: /^通知（\d+ 条未读）$/ })
  const before = Number(/（(\d+) 条未读）/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? NaN)

  // 派工 by the dispatcher: the bell rings without a reload.
  await assign(request, admin, mine.id, 'rep01')
  await expect(page.getByRole('button', { name: `通知（${before + 1} 条未读）` })).toBeVisible()
  await bell.click()
  const popover = page.getByRole('dialog', { name: '消息通知' })
  await popover.getByRole('tab', { name: /^系统消息\(\d+\)$/ }).click()
  await popover.getByRole('button', { name: new RegExp(`新的维修工单：${mine.orderNo}`) }).click()
  const detail = page.getByRole('dialog', { name: '详细信息' })
  await expect(detail.getByText('配电箱跳闸，整条线停电')).toBeVisible()
  await detail.getByRole('button', { name: '去处理' }).click()

  // 我的工单: the new order among the open ones, not the one of rep02.
  await expect(page).toHaveURL(/\/rep\/myOrder$/)
  const list = page.getByRole('list', { name: '派给我的报修单' })
  const card = list.getByRole('listitem', { name: mine.orderNo })
  await expect(card).toBeVisible()
  await expect(list.getByRole('listitem', { name: theirs.orderNo })).toHaveCount(0)
  await expect(card.getByText('已派工')).toBeVisible()
  await fitsThePhone(page)
  await expectNoSeriousA11yViolations(page)

  await card.getByRole('button', { name: `开始维修 ${mine.orderNo}` }).click()
  await page.getByRole('dialog', { name: '开始维修' }).getByRole('button', { name: '确定' }).click()
  await expect(card.getByText('维修中')).toBeVisible()
  await card.getByRole('button', { name: `完成维修 ${mine.orderNo}` }).click()
  const finish = page.getByRole('dialog', { name: '完成维修' })
  await finish.getByLabel('维修费用（元）').fill('128.5')
  await finish.getByRole('button', { name: '确定' }).click()
  await expect(finish).toBeHidden()
  // Done: it leaves 待处理 and shows under 全部 with its cost.
  await expect(list.getByRole('listitem', { name: mine.orderNo })).toHaveCount(0)
  await page.getByRole('radio', { name: '全部' }).click()
  await expect(card.getByText('已完成')).toBeVisible()
  await expect(card.getByText('128.50')).toBeVisible()

  // The server checks the order is the caller's, not only the page: rep02's order is refused with 403.
  const rep01 = await tokenOf(request, 'rep01')
  const refused = await request.post(`${API}/rep/order/mine/start`, {
    headers: { 'X-Access-Token': rep01 },
    data: { id: theirs.id },
  })
  expect(refused.status()).toBe(403)
  expect(((await refused.json()) as { message: string }).message).toBe('该报修单未派给您，不能操作')
  // …and the dispatcher's list stays closed to a repairer.
  const staffList = await request.get(`${API}/rep/order/list`, { headers: { 'X-Access-Token': rep01 } })
  expect(((await staffList.json()) as { code: number }).code).toBe(510)
})
