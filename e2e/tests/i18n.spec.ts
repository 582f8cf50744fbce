import { expect, test } from './test'
import { API, signIn, tokenOf } from './support'

/**
 * Two languages: the header switch turns the shell, the server's menu (by its route names), a
 * list page's column titles and a dictionary cell (by dictionary code and value) into English; the
 * choice survives a reload; switching back gives SPEC's Chinese texts.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
  const headers = { 'X-Access-Token': await tokenOf(request) }
  const added = await request.post(`${API}/sys/position/add`, {
    headers,
    data: { code: 'i18n-lead', name: '双语组长', postRank: '3' },
  })
  expect(((await added.json()) as { success: boolean }).success).toBe(true)
})

test('switching to English in the header, remembered across a reload, and back to Chinese', async ({
  page,
}) => {
  await signIn(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await page.getByRole('radiogroup', { name: '语言' }).getByRole('radio', { name: 'English' }).click()

  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible()
  await expect(menu.getByText('System', { exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')

  await page.goto('/isystem/position')
  const list = page.getByRole('table', { name: /^Positions? list$/ })
  await expect(list.getByRole('columnheader', { name: 'Position code' })).toBeVisible()
  await expect(list.getByRole('columnheader', { name: 'Rank' })).toBeVisible()
  const row = list.getByRole('row').filter({ hasText: 'i18n-lead' })
  // The dictionary text 中级 (position_rank 3) through the server's key dict.position_rank.3.
  await expect(row.getByRole('cell', { name: 'Intermediate', exact: true })).toBeVisible()

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(
    page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'English' }),
  ).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText('Positions')).toBeVisible()
  await expect(page.getByRole('table', { name: /^Positions? list$/ })).toBeVisible()
  await expect(page).toHaveTitle(/^Positions - /)

  await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: '中文' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  const chinese = page.getByRole('navigation', { name: '主菜单' })
  await expect(chinese.getByRole('link', { name: '首页' })).toBeVisible()
  await expect(chinese.getByText('职务管理')).toBeVisible()
  const table = page.getByRole('table', { name: '职务列表' })
  await expect(table.getByRole('columnheader', { name: '职务编码' })).toBeVisible()
  await expect(
    table.getByRole('row').filter({ hasText: 'i18n-lead' }).getByRole('cell', { name: '中级', exact: true }),
  ).toBeVisible()
  await expect(page).toHaveTitle(/^职务管理 - /)
})
