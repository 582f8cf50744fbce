import { expect, test, type Locator, type Page } from '@playwright/test'

/**
 * The tab bar and the top menu with real content, in real Chromium (`/?page=shell`, 1000 px wide): 20 open
 * pages with long titles stay on one row of one-line labels, the active tab is scrolled into view when it
 * is chosen from the list of every page, the wheel scrolls the strip sideways, and the 17 top-level menus
 * stay on one row with the rest under 更多.
 */

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/?page=shell')
  await expect(page.getByRole('tab').first()).toBeVisible()
})

const tabList = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' })
const strip = (page: Page) => page.locator('[data-slot="tab-bar-scroller"]')

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not rendered')
  return found
}

/** Whether the selected tab lies wholly inside the visible part of the strip. */
async function selectedInView(page: Page): Promise<boolean> {
  const bar = await box(strip(page))
  const tab = await box(tabList(page).getByRole('tab', { selected: true }))
  return tab.x >= bar.x - 0.5 && tab.x + tab.width <= bar.x + bar.width + 0.5
}

async function chooseFromList(page: Page, name: RegExp) {
  await page.getByRole('button', { name: '所有页面' }).click()
  await page.getByRole('menuitemcheckbox', { name }).click()
  await expect(page.getByRole('menu')).toBeHidden()
}

test('20 long tabs: one row of one-line labels, the active tab kept in view', async ({ page }) => {
  const tabs = tabList(page).getByRole('tab')
  await expect(tabs).toHaveCount(20)
  const lineHeight = await page
    .locator('[data-slot="tab-title"]')
    .first()
    .evaluate((element) => parseFloat(getComputedStyle(element).lineHeight))
  const shapes = await page.locator('[data-slot="tab-title"]').evaluateAll((titles) =>
    titles.map((title) => {
      const rect = title.getBoundingClientRect()
      const tab = title.closest('[role="tab"]')?.getBoundingClientRect()
      return { height: rect.height, top: tab?.top ?? -1, tabHeight: tab?.height ?? -1 }
    }),
  )
  for (const shape of shapes) expect(shape.height).toBeLessThanOrEqual(lineHeight + 1)
  // One row: every tab at the same top and of the same height.
  expect(new Set(shapes.map((shape) => Math.round(shape.top))).size).toBe(1)
  expect(new Set(shapes.map((shape) => Math.round(shape.tabHeight))).size).toBe(1)
  // The bar itself stays within the 1000 px shell.
  const shell = await box(page.getByTestId('shell'))
  const bar = await box(page.locator('[data-slot="tab-bar"]'))
  expect(bar.width).toBeLessThanOrEqual(shell.width)

  // Only the right scroll button while at the start.
  await expect(page.getByRole('button', { name: '向右滚动' })).toBeVisible()
  await expect(page.getByRole('button', { name: '向左滚动' })).toBeHidden()

  await chooseFromList(page, /页面19$/)
  await expect(tabList(page).getByRole('tab', { selected: true })).toContainText('页面19')
  await expect.poll(() => selectedInView(page)).toBe(true)
  await expect(page.getByRole('button', { name: '向左滚动' })).toBeVisible()

  await chooseFromList(page, /^首页$/)
  await expect(tabList(page).getByRole('tab', { selected: true })).toContainText('首页')
  await expect.poll(() => selectedInView(page)).toBe(true)
})

test('the wheel and the scroll buttons move the strip sideways', async ({ page }) => {
  const scrolled = () => strip(page).evaluate((element) => element.scrollLeft)
  expect(await scrolled()).toBe(0)
  const bar = await box(strip(page))
  await page.mouse.move(bar.x + bar.width / 2, bar.y + bar.height / 2)
  await page.mouse.wheel(0, 300)
  await expect.poll(scrolled).toBeGreaterThan(100)
  const afterWheel = await scrolled()
  await page.getByRole('button', { name: '向右滚动' }).click()
  await expect.poll(scrolled).toBeGreaterThan(afterWheel)
  await page.getByRole('button', { name: '向左滚动' }).click()
  await expect.poll(scrolled).toBeLessThan(afterWheel + 1)
})

test('the arrow keys bring the newly selected tab into view', async ({ page }) => {
  const first = tabList(page).getByRole('tab', { selected: true })
  await first.focus()
  // ArrowLeft from the first tab wraps to the last, far off to the right.
  await page.keyboard.press('ArrowLeft')
  await expect(tabList(page).getByRole('tab', { selected: true })).toContainText('页面19')
  await expect.poll(() => selectedInView(page)).toBe(true)
})

test('17 top menus: one row, the rest under 更多', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: '主菜单' })
  const more = nav.getByRole('button', { name: '更多' })
  await expect(more).toBeVisible()
  const entries = nav.locator(':scope > ul > li:not([aria-hidden])')
  const rows = await entries.evaluateAll((items) =>
    items.map((item) => {
      const rect = item.getBoundingClientRect()
      return { top: rect.top, right: rect.right, height: rect.height }
    }),
  )
  expect(rows.length).toBeGreaterThan(2)
  expect(rows.length).toBeLessThan(17)
  expect(new Set(rows.map((row) => Math.round(row.top))).size).toBe(1)
  // Nothing cut off at the nav's right edge, and no label wrapped (the row is one header high).
  const navBox = await box(nav)
  for (const row of rows) {
    expect(row.right).toBeLessThanOrEqual(navBox.x + navBox.width + 0.5)
    expect(row.height).toBeLessThanOrEqual(64)
  }
  // The last ones are not drawn in the row (only measured there).
  await expect(nav.getByText('帮助文档', { exact: true })).toBeHidden()
  // Shown and hidden together are all 17.
  await more.click()
  const hidden = await page.getByRole('menu').getByRole('menuitem').count()
  expect(rows.length - 1 + hidden).toBe(17)
  await page
    .getByRole('menu')
    .getByRole('menuitem', { name: /帮助文档/ })
    .hover()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('menuitem', { name: '帮助文档列表' })).toBeVisible()
})

test('a narrower window moves more top menus under 更多, a wider one brings them back', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: '主菜单' })
  const visible = () => nav.locator(':scope > ul > li:not([aria-hidden])').count()
  const before = await visible()
  await page.getByTestId('shell').evaluate((element) => {
    ;(element as HTMLElement).style.width = '600px'
  })
  await expect.poll(visible).toBeLessThan(before)
  await page.getByTestId('shell').evaluate((element) => {
    ;(element as HTMLElement).style.width = '3000px'
  })
  await page.setViewportSize({ width: 3200, height: 800 })
  await expect.poll(visible).toBe(17)
  await expect(nav.getByRole('button', { name: '更多' })).toHaveCount(0)
})
