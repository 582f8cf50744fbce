import { expect, test, type Browser, type Page, shiftClock } from './test'
import ExcelJS from 'exceljs'
import {
  API,
  expectNoSeriousA11yViolations,
  signIn,
  tokenOf,
  watchNoticeSocket,
  chooseOptionAt,
  rowAction,
} from './support'

/**
 * System administration journeys: each page against the real server — list, query, create,
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
    await chooseOptionAt(add, '职级', 0)
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

    await rowAction(list, '编辑')
    const edit = dialog(page, '编辑职务')
    await expect(edit.getByLabel('职务编码')).toBeDisabled()
    await edit.getByLabel('职务名称').fill('端到端组长（改）')
    await edit.getByRole('button', { name: '确定' }).click()
    await expect(list.getByRole('cell', { name: '端到端组长（改）' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await rowAction(list, '删除')
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
    await rowAction(page.getByRole('row').filter({ hasText: '质检员' }).first(), '为质检员授权')
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

  test('角色管理: pages granted without their folders (父子关联 off) are reachable, and reopen as saved', async ({
    page,
    browser,
  }) => {
    await signIn(page)
    await page.goto('/isystem/roleUserList')
    const open = async () => {
      await rowAction(page.getByRole('row').filter({ hasText: '质检员' }).first(), '为质检员授权')
      const drawer = page.getByRole('dialog', { name: '角色权限配置：质检员' })
      await drawer.getByRole('button', { name: '展开所有' }).click()
      return drawer
    }
    const drawer = await open()
    const cascade = drawer.getByRole('switch', { name: '父子关联' })
    await expect(cascade).toHaveAttribute('aria-checked', 'true')
    await cascade.click()
    await expect(cascade).toHaveAttribute('aria-checked', 'false')
    await expect(
      drawer.getByText('保存时，勾选的菜单和按钮的上级菜单也会一并授予（否则菜单无法显示）。'),
    ).toBeVisible()
    const shipment = drawer.getByRole('treeitem', { name: '快递单' })
    const order = drawer.getByRole('treeitem', { name: '报修单' })
    const add = shipment.getByRole('treeitem', { name: '添加' })
    for (const item of [shipment, order, add]) {
      await item.locator('[data-part="check"]').first().click()
      await expect(item).toHaveAttribute('aria-checked', 'true')
    }
    await expect(drawer.getByRole('treeitem', { name: '快递管理' })).toHaveAttribute('aria-checked', 'false')
    await drawer.getByRole('button', { name: '保存并关闭' }).click()
    await expect(drawer).toBeHidden()

    // Reopened: exactly what was saved, the folders included; 父子关联 stays off.
    const again = await open()
    await expect(again.getByRole('switch', { name: '父子关联' })).toHaveAttribute('aria-checked', 'false')
    for (const name of ['快递管理', '快递单', '报修管理', '报修单'])
      await expect(again.getByRole('treeitem', { name })).toHaveAttribute('aria-checked', 'true')
    await expect(
      again.getByRole('treeitem', { name: '快递单' }).getByRole('treeitem', { name: '添加' }),
    ).toHaveAttribute('aria-checked', 'true')
    await expect(
      again.getByRole('treeitem', { name: '快递单' }).getByRole('treeitem', { name: '编辑' }),
    ).toHaveAttribute('aria-checked', 'false')
    await again.getByRole('button', { name: '取消', exact: true }).click()

    // The role's user has the pages, not only 首页.
    const qc = await signedInPage(browser, 'qc01')
    const menu = qc.getByRole('navigation', { name: '主菜单' })
    await menu.getByRole('button', { name: '快递管理' }).click()
    await menu.getByRole('link', { name: '快递单' }).click()
    await expect(qc.getByRole('table', { name: '快递单列表' })).toBeVisible()
    await expect(qc.getByRole('button', { name: '新增', exact: true })).toBeVisible()
    await qc.goto('/rep/order')
    await expect(qc.getByRole('table', { name: '报修单列表' })).toBeVisible()
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
    await rowAction(row, '发布')
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
    await rowAction(row, '立即执行')
    await confirm(page)
    await rowAction(row, '执行日志')
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
    await rowAction(row, '字典配置')
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
    await expect(page.getByRole('table').first().getByRole('row')).not.toHaveCount(1)
    await rowAction(page.getByRole('table').first().getByRole('row').nth(1), '功能测试')
    const generated = page.getByRole('dialog', { name: /功能测试/ })
    await expect(generated.getByText('生成的编码')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(generated).toBeHidden()

    await page.goto('/isystem/checkRule')
    await rowAction(page.getByRole('row', { name: /work_no/ }), '功能测试')
    const check = page.getByRole('dialog', { name: /功能测试/ })
    await check.getByRole('textbox', { name: '需要测试的值' }).fill('x')
    await check.getByRole('button', { name: '测试', exact: true }).click()
    await expect(check.getByText('工号是5位数字')).toBeVisible()

    await page.goto('/isystem/dataSource')
    await rowAction(
      page
        .getByRole('table', { name: /数据源/ })
        .getByRole('row')
        .nth(1),
      '编辑',
    )
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

  test('monitoring: real figures only, the Node.js runtime in place of JVM, Tomcat and Redis', async ({
    page,
  }) => {
    await signIn(page)
    await page.goto('/monitor/Disk')
    await expect(page.getByRole('progressbar').first()).toBeVisible()
    await page.goto('/monitor/NodeInfo')
    await expect(page.getByRole('rowheader', { name: 'V8 堆已分配' })).toBeVisible()
    await expect(page.getByRole('cell', { name: /\d+(\.\d+)? (MB|GB)/ }).first()).toBeVisible()
    // Figures the server cannot have get no menu: the old pages are not routes of this server's menu.
    await page.goto('/monitor/JvmInfo')
    await expect(page).toHaveURL(/\/404$/)
    await page.goto('/monitor/trace')
    await expect(page.getByRole('cell', { name: /\/sys\// }).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('租户管理 and 路由网关: create with checks, edit, delete', async ({ page }) => {
    await signIn(page)
    await page.goto('/isys/tenant')
    await page.getByRole('button', { name: '新增', exact: true }).click()
    const tenant = dialog(page, '新增租户')
    await tenant.getByRole('textbox', { name: /租户编号/ }).fill('abc')
    await tenant.getByRole('textbox', { name: /租户名称/ }).fill('三厂')
    await tenant.getByRole('button', { name: '确定' }).click()
    await expect(tenant.getByRole('textbox', { name: /租户编号/ })).toHaveAttribute('aria-invalid', 'true')
    await tenant.getByRole('textbox', { name: /租户编号/ }).fill('9031')
    await tenant.getByRole('button', { name: '确定' }).click()
    await expect(tenant).toBeHidden()
    const row = table(page, '租户列表').getByRole('row', { name: /三厂/ })
    await rowAction(row, '编辑')
    await dialog(page, '编辑租户')
      .getByRole('textbox', { name: /租户名称/ })
      .fill('三厂（新）')
    await dialog(page, '编辑租户').getByRole('button', { name: '确定' }).click()
    await expect(table(page, '租户列表').getByRole('cell', { name: '三厂（新）' })).toBeVisible()
    await rowAction(table(page, '租户列表').getByRole('row', { name: /三厂（新）/ }), '删除')
    await confirm(page)
    await expect(table(page, '租户列表').getByRole('cell', { name: '三厂（新）' })).toBeHidden()

    await page.goto('/isystem/gatewayroute')
    await page.getByRole('button', { name: '新增', exact: true }).click()
    const route = dialog(page, /新增/)
    await route.getByRole('textbox', { name: /路由ID/ }).fill('e2e-route')
    await route.getByRole('textbox', { name: /服务名/ }).fill('e2e-service')
    await route.getByRole('textbox', { name: /断言/ }).fill('[{"name":"Path"')
    await route.getByRole('button', { name: '确定' }).click()
    await expect(route.getByText(/断言不是合法的JSON格式/)).toBeVisible()
    await route.getByRole('textbox', { name: /断言/ }).fill('[{"name":"Path","args":["/e2e/**"]}]')
    await route.getByRole('button', { name: '确定' }).click()
    await expect(route).toBeHidden()
    const added = page.getByRole('row', { name: /e2e-route/ })
    await rowAction(added, '删除')
    await confirm(page)
    await expect(added).toBeHidden()
  })

  test('分类字典: a root category and a child under it', async ({ page }) => {
    await signIn(page)
    await page.goto('/isystem/category')
    await page.getByRole('button', { name: '新增', exact: true }).click()
    const add = dialog(page, /新增/)
    await add.getByRole('textbox', { name: /类型名称/ }).fill('端到端物料')
    await add.getByRole('button', { name: '确定' }).click()
    await expect(add).toBeHidden()
    const root = page.getByRole('row', { name: /端到端物料/ })
    await rowAction(root, '添加下级')
    const child = dialog(page, /新增/)
    await child.getByRole('textbox', { name: /类型名称/ }).fill('端到端辅料')
    await child.getByRole('button', { name: '确定' }).click()
    await expect(child).toBeHidden()
    // The parent opens on its new child; closing and opening it again reads the children from the server.
    await expect(page.getByRole('row', { name: /端到端辅料/ })).toBeVisible()
    await page.getByRole('button', { name: '收起 端到端物料' }).click()
    await expect(page.getByRole('row', { name: /端到端辅料/ })).toBeHidden()
    await page.getByRole('button', { name: '展开 端到端物料' }).click()
    await expect(page.getByRole('row', { name: /端到端辅料/ })).toBeVisible()
  })

  test('数据日志: two edits of a record are versions, and their comparison marks the change', async ({
    page,
    request,
  }) => {
    const headers = { 'X-Access-Token': await tokenOf(request) }
    const added = await request.post(`${API}/sys/position/add`, {
      headers,
      data: { code: 'e2e-versions', name: '版本零' },
    })
    expect(((await added.json()) as { success: boolean }).success).toBe(true)
    const listed = await request.get(`${API}/sys/position/list`, {
      headers,
      params: { code: 'e2e-versions' },
    })
    const position = ((await listed.json()) as { result: { records: Array<Record<string, unknown>> } }).result
      .records[0]
    expect(position?.id).toBeTruthy()
    for (const name of ['版本一', '版本二']) {
      const edited = await request.put(`${API}/sys/position/edit`, {
        headers,
        data: { id: position?.id, code: 'e2e-versions', name },
      })
      expect(((await edited.json()) as { success: boolean }).success).toBe(true)
    }

    await signIn(page)
    await page.goto(`/monitor/dataLog?dataId=${String(position?.id)}`)
    const list = page.getByRole('table', { name: /列表/ })
    await expect(list.getByRole('row')).toHaveCount(3)
    await page.getByRole('checkbox', { name: '选择第 1 行' }).check()
    await page.getByRole('checkbox', { name: '选择第 2 行' }).check()
    await page.getByRole('button', { name: '数据比较' }).click()
    const compared = page.getByRole('dialog', { name: /数据比较/ })
    await expect(compared.getByRole('row', { name: /版本一/ })).toContainText('已修改')
    await expectNoSeriousA11yViolations(page)
  })

  test('消息模板: a test send is recorded in the message list', async ({ page }) => {
    await signIn(page)
    await page.goto('/isystem/messageTemplate')
    await expect(page.getByRole('table').first().getByRole('row')).not.toHaveCount(1)
    await rowAction(page.getByRole('table').first().getByRole('row').nth(1), '发送测试')
    const send = page.getByRole('dialog', { name: /发送测试/ })
    await send.getByRole('textbox', { name: /接收人/ }).fill('e2e-receiver')
    await send.getByRole('button', { name: '发送' }).click()
    await expect(send).toBeHidden()
    await page.goto('/isystem/message')
    await expect(page.getByRole('row', { name: /e2e-receiver/ })).toBeVisible()
  })

  test('对象存储: an uploaded file is listed and can be deleted', async ({ page, request }) => {
    const headers = { 'X-Access-Token': await tokenOf(request) }
    const uploaded = await request.post(`${API}/sys/common/upload`, {
      headers,
      multipart: {
        biz: 'temp',
        file: { name: 'e2e-report.txt', mimeType: 'text/plain', buffer: Buffer.from('检验报告') },
      },
    })
    expect(((await uploaded.json()) as { success: boolean }).success).toBe(true)

    await signIn(page)
    await page.goto('/oss/file')
    const row = page.getByRole('row', { name: /e2e-report/ })
    await expect(row).toBeVisible()
    await rowAction(row, '删除')
    await confirm(page)
    await expect(row).toBeHidden()
  })

  /** The same five verbs on the other plain lists: each page is a ResourceDefinition on one machinery. */
  const lists = [
    {
      path: '/isystem/roleUserList',
      title: '角色',
      fields: { 角色名称: '端到端角色', 角色编码: 'e2e_role' },
      query: ['角色名称', '端到端'],
      edit: ['角色名称', '端到端角色（改）'],
    },
    {
      path: '/isystem/fillRule',
      title: '填值规则',
      fields: { 规则名称: '端到端单号', 规则Code: 'e2e_rule' },
      query: ['规则名称', '端到端'],
      edit: ['规则名称', '端到端单号（改）'],
    },
    {
      path: '/isystem/dict',
      title: '字典',
      fields: { 字典名称: '端到端字典', 字典编码: 'e2e_dict' },
      query: ['字典名称', '端到端'],
      edit: ['字典名称', '端到端字典（改）'],
    },
    {
      path: '/isystem/messageTemplate',
      title: '消息模板',
      fields: { 模板CODE: 'e2e_tpl', 模板标题: '端到端模板', 模板内容: '${name}，您好' },
      query: ['模板标题', '端到端'],
      edit: ['模板标题', '端到端模板（改）'],
    },
  ] as const

  for (const list of lists) {
    test(`${list.title}: create, query, edit, delete`, async ({ page }) => {
      await signIn(page)
      await page.goto(list.path)
      const rows = table(page, `${list.title}列表`)
      await expect(rows.getByRole('row')).not.toHaveCount(1)

      await page.getByRole('button', { name: '新增', exact: true }).click()
      const add = dialog(page, `新增${list.title}`)
      for (const [label, value] of Object.entries(list.fields)) {
        await add.getByRole('textbox', { name: new RegExp(label) }).fill(value)
      }
      await add.getByRole('button', { name: '确定' }).click()
      await expect(add).toBeHidden()

      const [queryLabel, queryText] = list.query
      await page.getByRole('search').getByRole('textbox', { name: queryLabel }).fill(queryText)
      await page.getByRole('button', { name: '查询' }).click()
      await expect(rows.getByRole('row')).toHaveCount(2)

      await rowAction(rows, '编辑')
      const [editLabel, editText] = list.edit
      const edit = dialog(page, `编辑${list.title}`)
      await edit.getByRole('textbox', { name: new RegExp(editLabel) }).fill(editText)
      await edit.getByRole('button', { name: '确定' }).click()
      await expect(rows.getByRole('cell', { name: editText, exact: true })).toBeVisible()

      await rowAction(rows, '删除')
      await confirm(page)
      await expect(rows.getByText('暂无数据')).toBeVisible()
    })
  }
})

async function signedInPage(browser: Browser, user: string): Promise<Page> {
  const context = await browser.newContext()
  await shiftClock(context)
  const page = await context.newPage()
  const live = watchNoticeSocket(page)
  await signIn(page, user)
  await expect.poll(live, { timeout: 20_000 }).toBe(true)
  return page
}
