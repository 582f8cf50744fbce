import { expect, test, type Locator } from '@playwright/test'

/**
 * Dialogs in real Chromium at a 900 px high window (the case): a long form scrolls its body while
 * the title and 确定 stay in view and in place; an error that clears on the blur of the pointer-down on
 * 确定 moves nothing before the click, so one click saves.
 */

test.use({ viewport: { width: 1280, height: 900 } })

test.beforeEach(async ({ page }) => {
  await page.goto('/dialog.html')
  await expect(page.getByRole('button', { name: '长表单' })).toBeVisible()
})

const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not laid out')
  return found
}

test('a long form: the body scrolls, the title and 确定 stay in the window and in place', async ({
  page,
}) => {
  await page.getByRole('button', { name: '长表单' }).click()
  const dialog = page.getByRole('dialog', { name: '添加下级部门' })
  const save = dialog.getByRole('button', { name: '确定' })
  const title = dialog.getByRole('heading', { name: '添加下级部门' })
  const body = dialog.locator('[data-slot=dialog-body]')
  const sizes = await body.evaluate((element) => ({
    scroll: element.scrollHeight,
    client: element.clientHeight,
  }))
  expect(sizes.scroll).toBeGreaterThan(sizes.client)
  const before = await box(save)
  expect(before.y + before.height).toBeLessThanOrEqual(900)
  expect((await box(title)).y).toBeGreaterThanOrEqual(0)
  await body.evaluate((element) => element.scrollTo(0, element.scrollHeight))
  await expect(dialog.getByLabel('备注')).toBeInViewport()
  expect(await box(save)).toEqual(before)
  await expect(title).toBeInViewport()
})

test('an error clearing on the blur of the pointer-down on 确定 does not move it: one click saves', async ({
  page,
}) => {
  await page.getByRole('button', { name: '短表单' }).click()
  const dialog = page.getByRole('dialog', { name: '新增系统通告' })
  const input = dialog.getByLabel('标题')
  await input.focus()
  await input.blur()
  await expect(dialog.getByText('请输入标题!')).toBeVisible()
  await input.fill('消防演练')
  await expect(input).toBeFocused()
  const save = dialog.getByRole('button', { name: '确定' })
  const before = await box(save)
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2)
  await page.mouse.down()
  await expect(input).not.toBeFocused()
  expect(await box(save)).toEqual(before)
  await page.mouse.up()
  await expect(dialog).toBeHidden()
  expect(await page.evaluate(() => window.__saves)).toBe(1)
})
