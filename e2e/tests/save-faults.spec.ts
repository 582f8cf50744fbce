import { expect, test, type Route } from './test'
import { API, signIn, tokenOf, scheduleCell as cell, scheduleMonth, typeNewPosition } from './support'

/**
 * A save that fails keeps every edited row and typed value, end to end. The save request is made to
 * answer HTTP 500, then 504, then to fail at the network (Playwright routes); each time a clear message is
 * shown and everything edited is still there. Then the save goes through and the server holds exactly the
 * edited values (read back through the API).
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

/** The three faults, each with the text the user must see. */
const FAULTS: { name: string; fail: (route: Route) => Promise<void>; message: string }[] = [
  {
    name: 'HTTP 500',
    fail: (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          message: '操作失败，数据库连接中断',
          code: 500,
          result: null,
        }),
      }),
    message: '操作失败，数据库连接中断',
  },
  {
    name: 'HTTP 504',
    fail: (route) => route.fulfill({ status: 504, contentType: 'text/plain', body: 'Gateway Timeout' }),
    message: '网络超时',
  },
  { name: 'network', fail: (route) => route.abort('connectionreset'), message: 'Failed to fetch' },
]

const { month, restDay } = scheduleMonth()
/** The rows edited in the grid (one cell each), and one left alone. */
const EDITED = ['W00001', 'W00002', 'W00003']
const UNTOUCHED = 'W00004'

test('排班 grid (one saveMonth request): 500, 504 and a network failure keep every edited row; then exactly they are stored', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000) // the grid of 300 people × a month renders slowly on a shared machine
  await signIn(page)
  await page.goto('/att/schedule')
  await expect(page.getByLabel('月份')).toHaveValue(month)
  for (const workNo of EDITED) {
    const target = await cell(page, workNo, restDay)
    await expect(target).toHaveText('休息')
    await target.dblclick()
    // The cell opens its list of shifts at once (the kit's look).
    await page.getByRole('option', { name: '夜班', exact: true }).click()
    await expect(target).toHaveText('夜班')
  }
  await expect(await cell(page, UNTOUCHED, restDay)).toHaveText('休息')

  const status = page.locator('output').filter({ hasText: /保存/ })
  for (const fault of FAULTS) {
    let attempts = 0
    await page.route('**/jeecg-boot/att/schedule/saveMonth', async (route) => {
      attempts += 1
      await fault.fail(route)
    })
    await page.getByRole('button', { name: '保存' }).click()
    await expect(status, fault.name).toHaveText(`保存失败：${fault.message}（修改已保留，可再次保存）`)
    expect(attempts, fault.name).toBe(1)
    for (const workNo of EDITED)
      await expect(await cell(page, workNo, restDay), fault.name).toHaveText('夜班')
    await expect(await cell(page, UNTOUCHED, restDay)).toHaveText('休息')
    await page.unroute('**/jeecg-boot/att/schedule/saveMonth')
  }

  const saved = page.waitForRequest('**/jeecg-boot/att/schedule/saveMonth')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(status).toHaveText(/排班已保存/)
  const body = (await saved).postDataJSON() as { rows: { personId: string }[] }
  expect(body.rows).toHaveLength(EDITED.length)

  const headers = { 'X-Access-Token': await tokenOf(request) }
  const shifts = (await (
    await request.get(`${API}/att/shift/list`, { headers, params: { pageNo: 1, pageSize: 200 } })
  ).json()) as { result: { records: { id: string; name: string }[] } }
  const night = shifts.result.records.find((shift) => shift.name === '夜班')?.id
  expect(night).toBeDefined()
  const grid = (await (
    await request.get(`${API}/att/schedule/month`, { headers, params: { month } })
  ).json()) as { result: { rows: { workNo: string; cells: Record<string, string | null> }[] } }
  const stored = (workNo: string) => grid.result.rows.find((row) => row.workNo === workNo)?.cells
  for (const workNo of EDITED) expect(stored(workNo)?.[restDay], workNo).toBe(night)
  expect(stored(UNTOUCHED)?.[restDay]).toBeNull()
})

test('职务 form dialog: 500, 504 and a network failure keep every typed value; then exactly they are stored', async ({
  page,
  request,
}) => {
  await signIn(page)
  const { add, rank } = await typeNewPosition(page, 'e2e-faults', '故障后保存的职务', 1)

  for (const fault of FAULTS) {
    let attempts = 0
    await page.route('**/jeecg-boot/sys/position/add', async (route) => {
      attempts += 1
      await fault.fail(route)
    })
    await add.getByRole('button', { name: '确定' }).click()
    await expect(page.getByText(fault.message).first(), fault.name).toBeVisible()
    expect(attempts, fault.name).toBe(1)
    await expect(add, fault.name).toBeVisible()
    await expect(add.getByLabel('职务编码')).toHaveValue('e2e-faults')
    await expect(add.getByLabel('职务名称')).toHaveValue('故障后保存的职务')
    await expect(add.getByRole('combobox', { name: '职级' })).toHaveText(rank)
    await page.unroute('**/jeecg-boot/sys/position/add')
  }

  await add.getByRole('button', { name: '确定' }).click()
  await expect(add).toBeHidden()
  const listed = await request.get(`${API}/sys/position/list`, {
    headers: { 'X-Access-Token': await tokenOf(request) },
    params: { code: 'e2e-faults', pageNo: 1, pageSize: 10 },
  })
  const body = (await listed.json()) as {
    result: { records: { code: string; name: string; postRank_dictText: string }[] }
  }
  expect(body.result.records).toEqual([
    expect.objectContaining({ code: 'e2e-faults', name: '故障后保存的职务', postRank_dictText: rank }),
  ])
})
