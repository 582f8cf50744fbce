import { expect, test, type Page } from '@playwright/test'

/**
 * The popup selector by keyboard alone, in real Chromium: Tab reaches the field's 选择
 * button, Enter opens the report dialog with the focus inside it, the query form, the row radios (arrows
 * move the choice) or checkboxes (Space), the pager and 确定 are reached with Tab, Escape and 确定 close it,
 * and the focus goes back to the button that opened it. Every focused element must show an outline or a
 * box-shadow ring.
 */

test.beforeEach(async ({ page }) => {
  await page.goto('/?page=popup')
  await expect(page.getByRole('button', { name: '选择' }).first()).toBeVisible()
})

/** The focused element, and whether it shows an outline or a box-shadow ring. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return { what: 'body', indicated: false }
    const style = getComputedStyle(element)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    const ring = style.boxShadow !== 'none' && style.boxShadow !== ''
    const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null
    const name =
      element.getAttribute('aria-label') ?? label ?? (element.textContent ?? '').trim().slice(0, 20)
    return {
      what: `${element.tagName.toLowerCase()}[${element.getAttribute('type') ?? element.getAttribute('role') ?? ''}] "${name}"`,
      indicated: outline || ring,
    }
  })

/** Presses `key` until `matches(description)` of the focused element, checking every stop's indicator. */
async function press(page: Page, key: string, matches: (what: string) => boolean, limit = 40) {
  const unmarked: string[] = []
  for (let count = 0; count < limit; count++) {
    await page.keyboard.press(key)
    const state = await focused(page)
    if (!state.indicated) unmarked.push(state.what)
    if (matches(state.what)) {
      expect(unmarked, 'focused elements without a visible focus indicator').toEqual([])
      return
    }
  }
  throw new Error(`${key} did not reach the element within ${limit} presses`)
}

test('single choice: opened, queried, chosen with the arrows and confirmed by keyboard alone', async ({
  page,
}) => {
  const opener = page.getByRole('button', { name: '选择' }).first()
  await press(page, 'Tab', (what) => what === 'button[button] "选择"')
  await expect(opener).toBeFocused()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: '选择用户' })
  await expect(dialog.getByRole('cell', { name: 'user01' })).toBeVisible()
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)

  // The query form: type an account, run the query with Enter on 查询.
  await press(page, 'Tab', (what) => what.startsWith('input[') && what.includes('账号'))
  await page.keyboard.type('user1')
  await press(page, 'Tab', (what) => what.endsWith('"查询"'))
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('cell', { name: 'user01' })).toBeHidden()
  await expect(dialog.getByRole('cell', { name: 'user10' })).toBeVisible()

  // The rows are one radio group: Tab enters it, Space chooses, ArrowDown moves the choice.
  await press(page, 'Tab', (what) => what.startsWith('input[radio]'))
  await page.keyboard.press('Space')
  await expect(dialog.getByRole('radio', { name: '选择第 1 行' })).toBeChecked()
  await page.keyboard.press('ArrowDown')
  await expect(dialog.getByRole('radio', { name: '选择第 2 行' })).toBeChecked()
  expect((await focused(page)).indicated).toBe(true)

  await press(page, 'Tab', (what) => what.endsWith('"确定"'))
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByLabel('负责人结果')).toHaveText(
    JSON.stringify({ account: 'user11', name: '用户11' }),
  )
  await expect(page.getByRole('textbox', { name: '负责人' })).toHaveValue('user11')
  await expect(opener).toBeFocused()
})

test('multiple choice: checkboxes with Space, the pager, Escape closes without a change', async ({
  page,
}) => {
  const opener = page.getByRole('button', { name: '选择' }).nth(1)
  await press(page, 'Tab', (what) => what === 'button[button] "选择"')
  await press(page, 'Tab', (what) => what === 'button[button] "选择"')
  await expect(opener).toBeFocused()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: '选择用户' })
  await expect(dialog.getByRole('cell', { name: 'user01' })).toBeVisible()

  // Escape closes without copying anything, the focus back on the opener.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByLabel('参与人结果')).toHaveText('{}')
  await expect(opener).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('cell', { name: 'user01' })).toBeVisible()
  await press(page, 'Tab', (what) => what.startsWith('input[checkbox]') && what.includes('第 1 行'))
  await page.keyboard.press('Space')
  await press(page, 'Tab', (what) => what.startsWith('input[checkbox]') && what.includes('第 3 行'))
  await page.keyboard.press('Space')
  // On to the pager: the next page, and back (Shift+Tab) to its first row, chosen too.
  await press(page, 'Tab', (what) => what.endsWith('"下一页"'))
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('cell', { name: 'user11' })).toBeVisible()
  await press(page, 'Shift+Tab', (what) => what.startsWith('input[checkbox]') && what.includes('第 1 行'), 60)
  await page.keyboard.press('Space')
  await press(page, 'Tab', (what) => what.endsWith('"确定"'))
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByLabel('参与人结果')).toHaveText(
    JSON.stringify({ account: 'user01,user03,user11', name: '用户1,用户3,用户11' }),
  )
  await expect(opener).toBeFocused()
})
