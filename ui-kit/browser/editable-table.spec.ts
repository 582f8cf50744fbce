import { expect, test, type Page } from '@playwright/test'
import type { RecordedChange } from './table-page/main'

/**
 * The EditableTable in real Chromium: a row dragged by its handle with the mouse, and the
 * cell range (Shift+click, Shift+arrows) copied and cut through the system clipboard.
 */

const RANGE_CLASS = 'editable-table-in-range'

const cell = (page: Page, rowIndex: number, key: string) =>
  page.locator(`.ag-grid-scrolling-container .ag-row[row-index="${rowIndex}"] [col-id="${key}"]`)

/** The names as the grid shows them, top to bottom. */
const shownNames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.ag-grid-scrolling-container .ag-row[row-index]')]
      .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
      .map((row) => row.querySelector('[col-id="name"]')?.textContent ?? ''),
  )

const changes = (page: Page) => page.evaluate(() => window.__tableChanges ?? [])

test.beforeEach(async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await page.goto('/')
  await expect(cell(page, 4, 'name')).toHaveText('戊')
})

test('a row dragged by its handle with the mouse moves, reported as one move change', async ({ page }) => {
  const handle = page.locator('.ag-grid-scrolling-container .ag-row[row-index="0"] .ag-row-drag')
  await expect(handle).toBeVisible()
  const from = await handle.boundingBox()
  const target = await cell(page, 2, 'name').boundingBox()
  if (!from || !target) throw new Error('the handle or the target row is not laid out')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  // Down past the middle of the third row, in steps (the grid starts a drag after a few pixels).
  await page.mouse.move(from.x + from.width / 2, target.y + target.height * 0.75, { steps: 12 })
  await page.mouse.up()

  await expect.poll(() => shownNames(page)).toEqual(['乙', '丙', '甲', '丁', '戊'])
  const moved: RecordedChange = {
    type: 'move',
    rowId: 'r1',
    from: 0,
    to: 2,
    names: ['乙', '丙', '甲', '丁', '戊'],
  }
  expect(await changes(page)).toEqual([moved])
  await expect(cell(page, 2, 'no')).toHaveText('3')
})

test('Shift+click spans a range; Ctrl+C copies it and Ctrl+X clears its editable cells', async ({ page }) => {
  await cell(page, 1, 'name').click()
  await cell(page, 3, 'qty').click({ modifiers: ['Shift'] })
  await expect(page.locator(`.${RANGE_CLASS}`)).toHaveCount(9) // 3 rows × name, remark, qty
  await expect(cell(page, 2, 'remark')).toHaveClass(new RegExp(RANGE_CLASS))
  await expect(cell(page, 4, 'name')).not.toHaveClass(new RegExp(RANGE_CLASS))

  await page.keyboard.press('Control+c')
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe('乙\t备注2\t2\r\n丙\t备注3\t3\r\n丁\t备注4\t4')
  await expect(page.getByRole('status')).toHaveText('已复制 3 行 × 3 列')
  expect(await changes(page)).toEqual([])

  await page.keyboard.press('Control+x')
  await expect(page.getByRole('status')).toHaveText('已剪切 3 行 × 3 列')
  // remark is read-only: 3 rows × 2 cells cleared.
  const cut: RecordedChange = { type: 'cut', cells: 6, names: ['甲', '', '', '', '戊'] }
  await expect.poll(() => changes(page)).toEqual([cut])
  await expect(cell(page, 2, 'remark')).toHaveText('备注3')
  await expect(cell(page, 2, 'qty')).toHaveText('')
  // Validated like typed edits: the emptied required names are marked.
  for (const rowIndex of [1, 2, 3])
    await expect(cell(page, rowIndex, 'name').locator('[aria-invalid="true"]')).toHaveCount(1)
  await expect(cell(page, 0, 'name').locator('[aria-invalid="true"]')).toHaveCount(0)
})

test('Shift+arrows extend the range from the focused cell; the copied block pastes into other rows', async ({
  page,
}) => {
  await cell(page, 0, 'qty').click()
  await page.keyboard.press('Shift+ArrowDown')
  await page.keyboard.press('Shift+ArrowRight')
  await expect(page.locator(`.${RANGE_CLASS}`)).toHaveCount(4)
  await expect(cell(page, 1, 'status')).toBeFocused()

  await page.keyboard.press('Control+c')
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('1\t正常\r\n2\t冻结')

  await page.keyboard.press('ArrowDown') // a plain arrow drops the range
  await expect(page.locator(`.${RANGE_CLASS}`)).toHaveCount(0)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowLeft')
  await expect(cell(page, 3, 'qty')).toBeFocused()
  await page.keyboard.press('Control+v')
  await expect(cell(page, 3, 'qty')).toHaveText('1')
  await expect(cell(page, 3, 'status')).toHaveText('正常')
  await expect(cell(page, 4, 'qty')).toHaveText('2')
  await expect(cell(page, 4, 'status')).toHaveText('冻结')
  const recorded = await changes(page)
  expect(recorded.map((change) => change.type)).toEqual(['paste'])
})
