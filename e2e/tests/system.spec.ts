import { expect, test, type Browser, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { API, expectNoSeriousA11yViolations, signIn, tokenOf, watchNoticeSocket } from './support'

/**
 * System administration journeys (issue 6): each page against the real server — list, query, create,
 * edit, delete, and the page's special action. The app is a black box: roles, labels and visible text.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

const table = (page: Page, name: string) => page.getByRole('table', { name })
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })

async function confirm(page: Page) {
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
}

test.describe('system pages', () => {
  test('职务管理: create, query, edit, refuse a duplicate, delete', async ({ page }) => {
    await signIn(page)
    await page.goto('/isystem/position')
    const list = table(page, '职务列表')
    await expect(list.getByRole('row')).not.toHaveCount(1)

    await page.getByRole('button', { name: '新增', exact: true }).click()
    const add = dialog(page, '新增职务')
    await add.getByLabel('职务编码').fill('e2e-lead')
    await add.getByLabel('职务名称').fill('端到端组长')
    await add.getByLabel('职级').selectOption({ index: 1 })
    await add.getByRole('button', { name: '确定' }).click()
    await expect(add).toBeHidden()

    await page.getByRole('search').getByRole('textbox', { name: '职务名称' }).fill('端到端')
    await page.getByRole('button', { name: '查询' }).click()
    await expect(page).toHaveURL(/name=/)
    await expect(list.getByRole('row')).toHaveCount(2)
    await expect(list.getByRole('cell', { name: 'e2e-lead' })).toBeVisible()

    await page.getByRole('button', { name: '新增', exact: true }).click()
    const duplicate = dialog(page, '新增职务')
    await duplicate.getByLabel('职务编码').fill('e2e-lead')
    await duplicate.getByLabel('职务名称').fill('重复')
    await duplicate.getByRole('button', { name: '确定' }).click()
    await expect(duplicate.getByText('该值不可用，系统中已存在！')).toBeVisible()
    await expect(duplicate.getByLabel('职务名称')).toHaveValue('重复')
    await duplicate.getByRole('button', { name: '取消' }).click()

    await list.getByRole('button', { name: '编辑' }).click()
    const edit = dialog(page, '编辑职务')
    await expect(edit.getByLabel('职务编码')).toBeDisabled()
    await edit.getByLabel('职务名称').fill('端到端组长（改）')
    await edit.getByRole('button', { name: '确定' }).click()
    await expect(list.getByRole('cell', { name: '端到端组长（改）' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await list.getByRole('button', { name: '删除' }).click()
    await confirm(page)
    await expect(list.getByText('暂无数据')).toBeVisible()
  })

  test("角色管理: granting a menu to a role shows it in that role's user's menu", async ({
    page,
    browser,
  }) => {
    const qc = await signedInPage(browser, 'qc01')
    const menu = qc.getByRole('navigation', { name: '主菜单' })
    await expect(menu.getByRole('link', { name: '首页' })).toBeVisible()
    await expect(menu.getByRole('link', { name: '职务管理' })).toHaveCount(0)

    await signIn(page)
    await page.goto('/isystem/roleUserList')
    await page.getByRole('button', { name: '为质检员授权' }).click()
    const drawer = page.getByRole('dialog', { name: '角色权限配置：质检员' })
    await drawer.getByRole('button', { name: '展开所有' }).click()
    const item = drawer.getByRole('treeitem', { name: '职务管理' })
    await item.locator('[data-part="check"]').first().click()
    await expect(item).toHaveAttribute('aria-checked', 'true')
    await drawer.getByRole('button', { name: '保存并关闭' }).click()
    await expect(drawer).toBeHidden()

    // The server pushes {cmd:'permission'} to the role's users: the menu changes without a reload.
    await menu.getByRole('button', { name: '系统管理' }).click({ timeout: 20_000 })
    await expect(menu.getByRole('link', { name: '职务管理' })).toBeVisible()
    await menu.getByRole('link', { name: '职务管理' }).click()
    await expect(qc.getByRole('table', { name: '职务列表' })).toBeVisible()
    await qc.context().close()
  })

  test("系统通告: publishing an announcement rings another signed-in user's bell", async ({
    page,
    browser,
  }) => {
    const other = await signedInPage(browser, 'jeecg')
    const bell = other.getByRole('button', { name: /^通知（\d+ 条未读）$/ })
    await expect(bell).toBeVisible()
    const before = Number(/（(\d+) 条未读）/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0)

    await signIn(page)
    await page.goto('/isystem/annountCement')
    await page.getByRole('button', { name: '新增', exact: true }).click()
    const form = dialog(page, /新增/)
    await form.getByRole('textbox', { name: '标题' }).fill('端到端停电通知')
    await form
      .getByRole('radiogroup', { name: '通告对象类型' })
      .getByRole('radio', { name: '全体用户' })
      .check()
    await form.getByRole('textbox', { name: '内容' }).fill('周六二车间停电检修')
    await form.getByRole('button', { name: '保存' }).click()
    await expect(form).toBeHidden()

    const row = page.getByRole('row', { name: /端到端停电通知/ })
    await row.getByRole('button', { name: '发布' }).click()
    await confirm(page)
    await expect(row).toContainText('已发布')

    await expect(other.getByRole('button', { name: `通知（${before + 1} 条未读）` })).toBeVisible({
      timeout: 20_000,
    })
    await other.getByRole('button', { name: `通知（${before + 1} 条未读）` }).click()
    await expect(other.getByRole('dialog', { name: '消息通知' }).getByText('端到端停电通知')).toBeVisible()
    await other.context().close()
  })

  test('定时任务: run a job once and see its log', async ({ page }) => {
    await signIn(page)
    await page.goto('/monitor/quartz')
    const row = page.getByRole('row', { name: /SampleJob/ }).first()
    await row.getByRole('button', { name: '立即执行' }).click()
    await confirm(page)
    await row.getByRole('button', { name: '执行日志' }).click()
    const log = page.getByRole('dialog', { name: /执行日志/ })
    await expect(log.getByRole('cell', { name: '成功' }).first()).toBeVisible()
    await expect(log.getByText('hello').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('Excel: a file with one bad row writes nothing and names the row; export downloads the list', async ({
    page,
    request,
  }) => {
    await signIn(page)
    await page.goto('/isystem/position')
    await expect(table(page, '职务列表').getByRole('row')).not.toHaveCount(1)

    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('职务')
    sheet.addRow(['职务编码', '职务名称', '职级'])
    sheet.addRow(['import-a', '导入甲', ''])
    sheet.addRow(['import-b', '', ''])
    sheet.addRow(['import-c', '导入丙', ''])
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer())
    await page.locator('input[type="file"]').setInputFiles({
      name: '职务导入.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    })
    const failed = dialog(page, '导入失败，未写入任何数据')
    await expect(failed.getByText(/第3行/)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(failed).toBeHidden()

    const token = await tokenOf(request)
    const listed = await request.get(`${API}/sys/position/list`, {
      headers: { 'X-Access-Token': token },
      params: { code: 'import-*' },
    })
    expect(((await listed.json()) as { result: { total: number } }).result.total).toBe(0)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: '导出' }).click()
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/)
  })

  test('用户管理: add a user, freeze and unfreeze, delete and restore from the recycle bin', async ({
    page,
  }) => {
    await signIn(page)
    await page.goto('/isystem/user')
    await page.getByRole('button', { name: '新增', exact: true }).click()
    const add = dialog(page, /新增用户/)
    await add.getByRole('textbox', { name: /用户账号/ }).fill('e2euser')
    await add.getByLabel(/^\*?登录密码/).fill('Passw0rd!')
    await add.getByLabel(/确认密码/).fill('Passw0rd!')
    await add.getByRole('textbox', { name: /用户姓名/ }).fill('端到端用户')
    await add.getByRole('textbox', { name: /工号/ }).fill('E2E001')
    await add.getByRole('button', { name: '确定' }).click()
    await expect(add).toBeHidden()

    const row = page.getByRole('row', { name: /e2euser/ })
    await row.getByRole('button', { name: /更多/ }).click()
    await page.getByRole('menuitem', { name: '冻结' }).click()
    await confirm(page)
    await expect(row).toContainText('冻结')
    await row.getByRole('button', { name: /更多/ }).click()
    await page.getByRole('menuitem', { name: '解冻' }).click()
    await confirm(page)
    await expect(row).toContainText('正常')

    await row.getByRole('button', { name: /更多/ }).click()
    await page.getByRole('menuitem', { name: '删除' }).click()
    await confirm(page)
    await expect(row).toBeHidden()
    await page.getByRole('button', { name: '回收站' }).click()
    const bin = page.getByRole('dialog', { name: /回收站/ })
    await bin
      .getByRole('row', { name: /e2euser/ })
      .getByRole('button', { name: '还原' })
      .click()
    await confirm(page)
    await expect(bin.getByRole('row', { name: /e2euser/ })).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('row', { name: /e2euser/ })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('数据字典: add a dictionary with an item, and refresh the cache', async ({ page }) => {
    await signIn(page)
    await page.goto('/isystem/dict')
    await page.getByRole('button', { name: '新增', exact: true }).click()
    const add = dialog(page, /新增字典/)
    await add.getByRole('textbox', { name: /字典名称/ }).fill('班组')
    await add.getByRole('textbox', { name: /字典编码/ }).fill('e2e_team')
    await add.getByRole('button', { name: '确定' }).click()
    await expect(add).toBeHidden()
    const row = page.getByRole('row', { name: /e2e_team/ })
    await row.getByRole('button', { name: '字典配置' }).click()
    const items = page.getByRole('dialog', { name: '字典配置' })
    await expect(items).toContainText('班组（e2e_team）的字典项')
    await items.getByRole('button', { name: '新增', exact: true }).click()
    const item = dialog(page, /新增字典项/)
    await item.getByRole('textbox', { name: /字典项文本/ }).fill('甲班')
    await item.getByRole('textbox', { name: /字典项值/ }).fill('A')
    await item.getByRole('button', { name: '确定' }).click()
    await expect(items.getByRole('cell', { name: '甲班' })).toBeVisible()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: '刷新缓存' }).click()
    await expect(page.getByText('刷新缓存完成！')).toBeVisible()
  })

  test('编码规则, 校验规则, 多数据源: generate a code, test a value, test a connection', async ({ page }) => {
    await signIn(page)
    await page.goto('/isystem/fillRule')
    await page.getByRole('button', { name: '功能测试' }).first().click()
    const generated = page.getByRole('dialog', { name: /功能测试/ })
    await expect(generated.getByText('生成的编码')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(generated).toBeHidden()

    await page.goto('/isystem/checkRule')
    await page
      .getByRole('row', { name: /work_no/ })
      .getByRole('button', { name: '功能测试' })
      .click()
    const check = page.getByRole('dialog', { name: /功能测试/ })
    await check.getByRole('textbox', { name: '需要测试的值' }).fill('x')
    await check.getByRole('button', { name: '测试', exact: true }).click()
    await expect(check.getByText('工号是5位数字')).toBeVisible()

    await page.goto('/isystem/dataSource')
    await page
      .getByRole('table', { name: /数据源/ })
      .getByRole('button', { name: '编辑' })
      .first()
      .click()
    const source = page.getByRole('dialog', { name: /编辑/ })
    await source.getByRole('button', { name: '测试连接' }).click()
    await expect(page.getByText(/数据库连接(成功|失败)/).first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expectNoSeriousA11yViolations(page)
  })

  test("部门管理 and 通讯录: add a sub-department, see a department's people", async ({ page }) => {
    await signIn(page)
    await page.goto('/isystem/depart')
    const tree = page.getByRole('tree').first()
    await tree.getByText('北京国炬软件', { exact: true }).click()
    await page.getByRole('button', { name: '添加下级' }).click()
    const add = page.getByRole('dialog', { name: /添加/ })
    await add.getByRole('textbox', { name: /机构名称|部门名称/ }).fill('端到端车间')
    await add.getByRole('button', { name: '确定' }).click()
    await expect(
      tree.getByRole('treeitem', { name: '北京国炬软件' }).getByRole('treeitem', { name: '端到端车间' }),
    ).toBeVisible()

    await page.goto('/isystem/addressList')
    await page.getByRole('tree').first().getByText('北京国炬软件', { exact: true }).click()
    await expect(page.getByRole('cell', { name: '管理员' }).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('日志管理 shows the sign-in just made; 菜单管理 lists the menu tree', async ({ page }) => {
    await signIn(page)
    await page.goto('/monitor/log')
    await expect(page.getByRole('tab', { name: '登录日志' })).toHaveAttribute('data-state', 'active')
    await expect(page.getByRole('cell', { name: /admin/ }).first()).toBeVisible()
    await page.getByRole('tab', { name: '操作日志' }).click()
    await expect(page.getByRole('tab', { name: '操作日志' })).toHaveAttribute('data-state', 'active')

    await page.goto('/isystem/permission')
    await expect(page.getByRole('row', { name: /系统管理/ }).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('monitoring: real figures, and unavailable where the server has no such part', async ({ page }) => {
    await signIn(page)
    await page.goto('/monitor/Disk')
    await expect(page.getByRole('progressbar').first()).toBeVisible()
    await page.goto('/monitor/redis/info')
    await expect(page.getByText(/缓存服务器不可用/).first()).toBeVisible()
    await page.goto('/monitor/JvmInfo')
    await expect(page.getByText('不可用').first()).toBeVisible()
    await page.goto('/monitor/trace')
    await expect(page.getByRole('cell', { name: /\/sys\// }).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})

async function signedInPage(browser: Browser, user: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const live = watchNoticeSocket(page)
  await signIn(page, user)
  await expect.poll(live, { timeout: 20_000 }).toBe(true)
  return page
}
