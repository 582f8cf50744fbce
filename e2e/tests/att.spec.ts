import { expect, test } from './test'
import { chooseOption, expectNoSeriousA11yViolations, scheduleCell as cell, signIn } from './support'

/**
 * Attendance journeys against the real server: the month schedule grid (change a cell, save, reload, still
 * there) and the monthly summary computed from the seeded schedules, records and leave.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

const pad = (value: number) => String(value).padStart(2, '0')
const today = new Date()
const month = `${today.getFullYear()}-${pad(today.getMonth() + 1)}`
const daysInMonth = new Date(today.getFullYear(), today.getMonth() + 1, 0).getDate()
const days = Array.from({ length: daysInMonth }, (_, index) => `${month}-${pad(index + 1)}`)
const weekday = (day: string) => new Date(`${day}T00:00:00`).getDay()
/** The seed schedules every weekday: the first Saturday or Sunday of the month is a rest day. */
const restDay = days.find((day) => weekday(day) === 0 || weekday(day) === 6) ?? `${month}-01`
const weekdays = days.filter((day) => weekday(day) !== 0 && weekday(day) !== 6).length

test.describe('attendance', () => {
  test('排班: change a cell of the month grid, save, reload and see it kept', async ({ page }) => {
    test.setTimeout(120_000) // the grid of 300 people × a month renders slowly on a shared machine
    await signIn(page)
    await page.goto('/att/schedule')
    await expect(page.getByLabel('月份')).toHaveValue(month)
    const grid = page.getByRole('treegrid').or(page.getByRole('grid')).first()
    await expect(grid).toBeVisible()
    const target = await cell(page, 'W00001', restDay)
    await expect(target).toHaveText('休息')

    await target.dblclick()
    // The cell opens its list of shifts at once (the kit's look).
    await page.getByRole('option', { name: '夜班', exact: true }).click()
    await expect(target).toHaveText('夜班')
    await page.getByRole('button', { name: '保存' }).click()
    await expect(
      page.getByRole('status').or(page.locator('output')).filter({ hasText: '排班已保存' }).first(),
    ).toBeVisible()

    await page.reload()
    await expect(await cell(page, 'W00001', restDay)).toHaveText('夜班')
    await expect(page.getByText('上次未保存的排班修改')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
  })

  test('排班: find one person and give them a week of night shifts in one action', async ({ page }) => {
    test.setTimeout(120_000)
    await signIn(page)
    await page.goto('/att/schedule')
    await expect(await cell(page, 'W00001', restDay)).toHaveText('休息')
    // The second week of a month always lies inside it.
    const monday = days.find((day, index) => index > 0 && weekday(day) === 1) ?? days[1] ?? ''
    const week = days.slice(days.indexOf(monday), days.indexOf(monday) + 7)
    const sunday = week.at(-1) ?? monday

    await page.getByLabel('搜索人员').fill('W00075')
    await expect(page.getByText(/^显示 1 \/ \d+ 人$/)).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: 'W00001' })).toHaveCount(0)
    const bar = page.getByRole('region', { name: '批量排班' })
    await chooseOption(bar, '班次', '夜班')
    await bar.getByRole('textbox', { name: '开始日期' }).fill(monday)
    await bar.getByRole('textbox', { name: '结束日期' }).fill(sunday)
    await bar.getByRole('button', { name: '填充' }).click()
    await expect(page.locator('output').filter({ hasText: /^已为 1 人修改 \d+ 个排班格/ })).toBeVisible()
    for (const day of week) {
      await expect(await cell(page, 'W00075', day)).toHaveText('夜班')
    }
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.locator('output').filter({ hasText: '排班已保存' })).toBeVisible()

    await page.reload()
    await page.getByLabel('搜索人员').fill('W00075')
    for (const day of week) {
      await expect(await cell(page, 'W00075', day)).toHaveText('夜班')
    }
    await expectNoSeriousA11yViolations(page)
  })

  test('月度汇总: the figures of the month computed by the server', async ({ page }) => {
    await signIn(page)
    await page.goto('/att/summary')
    const table = page.getByRole('table', { name: `${month} 考勤月度汇总` })
    const first = table.getByRole('row').filter({ hasText: 'W00001' })
    await expect(first).toBeVisible()
    // W00001 works the middle shift on every weekday of the month (seed): its 排班天数.
    await expect(first.getByRole('cell').nth(2)).toHaveText(String(weekdays))
    await expect(table.getByRole('row')).toHaveCount(11)
    await expectNoSeriousA11yViolations(page)
  })
})
