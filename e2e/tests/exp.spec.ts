import { expect, test } from './test'
import { expectNoSeriousA11yViolations, signIn, chooseOption, rowAction } from './support'

/**
 * Express journey: a shipment is created with the carrier's fee quoted live in the form (ZTO,
 * 3.2 kg to 湖南省: 10 yuan first kg + 3 started kg × 3 yuan = 19 yuan), gets a ZTO waybill number, and its
 * 详情 drawer shows its fields and tracking timeline, where staff add a tracking event. The app is a black box: roles, labels, text.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

test('快递单: create a shipment with a quoted fee, open its tracking', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page)
  await page.goto('/exp/shipment')
  const list = page.getByRole('table', { name: '快递单列表' })
  await expect(list.getByRole('row')).not.toHaveCount(1)

  await page.getByRole('button', { name: '新增', exact: true }).click()
  const add = page.getByRole('dialog', { name: '新增快递单' })
  await chooseOption(add, '快递公司', '中通快递')
  await add.getByRole('textbox', { name: '收件人', exact: true }).fill('端到端收件人')
  await add.getByLabel('收件人电话').fill('13912349999')
  await chooseOption(add, '省份', '湖南省')
  await add.getByLabel('城市').fill('长沙市')
  await add.getByLabel('区县').fill('岳麓区')
  await add.getByLabel('详细地址').fill('麓山南路1号')
  await add.getByLabel('物品').fill('样衣')
  await add.getByLabel('重量(kg)').fill('3.2')
  await expect(add.getByRole('status', { name: '运费报价' })).toHaveText('¥19.00')
  await chooseOption(add, '省份', '广东省')
  await expect(add.getByRole('status', { name: '运费报价' })).toHaveText('¥11.00')
  await expectNoSeriousA11yViolations(page)
  await add.getByRole('button', { name: '确定' }).click()
  await expect(add).toBeHidden()

  await page.getByRole('search').getByRole('textbox', { name: '收件人' }).fill('端到端')
  await page.getByRole('button', { name: '查询' }).click()
  await expect(list.getByRole('row')).toHaveCount(2)
  const row = list.getByRole('row').nth(1)
  await expect(row).toContainText('¥11.00')
  await expect(row).toContainText('中通快递')
  await expect(row.getByRole('cell', { name: /^7\d{11}$/ })).toBeVisible()
  const waybillNo = (await row.getByRole('cell', { name: /^7\d{11}$/ }).textContent()) ?? ''

  await rowAction(row, '详情', { exact: true })
  const drawer = page.getByRole('dialog', { name: `快递单详情：${waybillNo}` })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByLabel('快递单信息')).toContainText('端到端收件人')
  const timeline = drawer.getByRole('list', { name: '物流轨迹' })
  await expect(timeline.getByRole('listitem')).toHaveCount(1)
  await expect(timeline).toContainText('已下单，等待快递员上门揽收')
  await expect(drawer).toContainText('已下单')

  // A tracking event added by staff (now, the form's default time) joins the timeline.
  const form = drawer.getByRole('region', { name: '添加物流轨迹' })
  await form.getByLabel('地点').fill('长沙岳麓营业点')
  await form.getByLabel('描述').fill('客户来电改约明天派送')
  await form.getByRole('button', { name: '添加轨迹' }).click()
  await expect(timeline.getByRole('listitem')).toHaveCount(2)
  await expect(timeline).toContainText('客户来电改约明天派送')
  await expectNoSeriousA11yViolations(page)
})
