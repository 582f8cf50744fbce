import { expect, test, type Page } from './test'
import { API, expectNoSeriousA11yViolations, signIn, tokenOf } from './support'

/**
 * Account centre and settings: each page against the real server, and the self-edit journey
 * (the header follows at once and after a reload). The app is a black box: roles, labels and visible text.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

const userButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^用户菜单：/ })

test('个人中心 and every settings page show server data without serious axe violations', async ({
  page,
  request,
}) => {
  // Arrange values only the server can have shown: a marked e-mail and a stored notification choice.
  const token = await tokenOf(request)
  const headers = { 'X-Access-Token': token }
  const edit = await request.put(`${API}/sys/user/appEdit`, {
    headers,
    data: { email: 'e2e.center@example.cn' },
  })
  expect((await edit.json()) as { success: boolean }).toMatchObject({ success: true })
  const notification = { systemMessages: false, announcements: true, todoReminders: true }
  await request.put(`${API}/sys/user/account/notificationPreferences`, { headers, data: notification })

  await signIn(page)
  await page.goto('/account/center')
  await expect(page.getByText('e2e.center@example.cn')).toBeVisible()
  await expect(page.getByRole('list', { name: '拥有角色' }).getByText('admin', { exact: true })).toBeVisible()
  await expect(page.getByRole('list', { name: '所属部门' }).getByRole('listitem').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: '编辑个人信息' }).click()
  await expect(page).toHaveURL(/\/account\/settings\/base$/)
  await expect(page.getByRole('textbox', { name: '邮箱' })).toHaveValue('e2e.center@example.cn')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('navigation', { name: '个人设置' }).getByRole('link', { name: '头像设置' }).click()
  await expect(page).toHaveURL(/\/account\/settings\/avatar$/)
  await expect(page.getByRole('heading', { name: '头像设置' })).toBeVisible()
  await expect(page.getByRole('img', { name: /的头像/ })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.goto('/account/settings/security')
  await expect(page.getByText('已绑定邮箱：e***@example.cn')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.goto('/account/settings/custom')
  await expect(page.getByRole('radio', { name: '侧边菜单' })).toBeChecked()
  await expectNoSeriousA11yViolations(page)

  await page.goto('/account/settings/binding')
  await expect(page.getByRole('list', { name: '第三方账号' }).getByRole('listitem')).toHaveCount(3)
  await expect(page.getByRole('button', { name: '绑定' }).first()).toBeDisabled()
  await expectNoSeriousA11yViolations(page)

  await page.goto('/account/settings/notification')
  await expect(page.getByRole('switch', { name: '系统消息' })).not.toBeChecked()
  await expect(page.getByRole('switch', { name: '通知公告' })).toBeChecked()
  await expectNoSeriousA11yViolations(page)
})

test('a new name shows in the header at once and after a reload', async ({ page }) => {
  await signIn(page)
  await page.goto('/account/settings/base')
  const name = page.getByRole('textbox', { name: '姓名' })
  await expect(name).toHaveValue('管理员')
  await name.fill('端到端管理员')
  await page.getByRole('button', { name: '更新基本信息' }).click()
  await expect(userButton(page)).toHaveText('端到端管理员')
  await page.reload()
  await expect(userButton(page)).toHaveText('端到端管理员')
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('端到端管理员')
})

test('an avatar is cropped to a square, uploaded and shown in the header', async ({ page }) => {
  await signIn(page)
  await page.goto('/account/settings/avatar')
  // A 120 × 80 PNG drawn by the browser itself.
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 120
    canvas.height = 80
    const context = canvas.getContext('2d')
    if (context) {
      context.fillStyle = '#1890ff'
      context.fillRect(0, 0, 120, 80)
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? ''
  })
  await page.getByLabel('选择图片').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  })
  await expect(page.getByRole('slider', { name: '缩放' })).toBeVisible()
  await page.getByRole('button', { name: '裁剪预览' }).click()
  const preview = page.getByRole('img', { name: '裁剪后的头像预览' })
  await expect(preview).toBeVisible()
  const side = await preview.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])
  expect(side).toEqual([256, 256])
  await page.getByRole('button', { name: '保存头像' }).click()
  const headerAvatar = page.getByTestId('header-avatar')
  await expect(headerAvatar).toHaveAttribute('src', /\/sys\/common\/static\/avatar\//)
  await page.reload()
  await expect(page.getByTestId('header-avatar')).toHaveAttribute('src', /\/sys\/common\/static\/avatar\//)
})
