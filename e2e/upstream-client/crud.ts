/**
 * Through upstream's own pages, each step read back through the API: add, edit and delete of a user, a role, a
 * department and a dictionary item (UserList + UserModal, RoleUserList + RoleModal, DepartList + DepartModal,
 * DictList + DictItemList + DictItemModal); two jobs of one class added, found by class, one stopped, started and
 * stopped (QuartzJobList + QuartzJobModal); a user frozen, unfrozen and given a new password (UserList +
 * PasswordModal); a notice added and edited through its form, published and revoked (SysAnnouncementList +
 * SysAnnouncementModal); a position (SysPositionList); a menu and its button with a 授权标识 (PermissionList +
 * PermissionModal, whose form checks the code through the duplicate check); a dictionary (DictModal); a category
 * and its child (SysCategoryModal); a role granted a menu (UserRoleModal's tree); 在线文档 framed
 * (IframePageView). Each entity's outcome is `ok` or the step that failed. The exact bodies of every form are
 * also sent by server/src/upstream-contract.test.ts (in npm test).
 */
import type { Locator, Page } from 'playwright'

type Row = Record<string, unknown>

async function apiToken(api: string): Promise<string> {
  const response = await fetch(`${api}/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  })
  return ((await response.json()) as { result: { token: string } }).result.token
}

async function read(api: string, token: string, path: string): Promise<Row[]> {
  const response = await fetch(`${api}${path}`, { headers: { 'X-Access-Token': token } })
  const body = (await response.json()) as { result: { records?: Row[] } | Row[] | null }
  if (!body.result) return []
  return Array.isArray(body.result) ? body.result : (body.result.records ?? [])
}

async function go(page: Page, path: string | { name: string }) {
  await page.evaluate((target) => {
    const app = document.querySelector('#app') as unknown as {
      __vue__: { $router: { push(p: string | { name: string }): Promise<unknown> } }
    }
    return app.__vue__.$router.push(target).then(
      () => true,
      () => false,
    )
  }, path)
  await page.waitForTimeout(1500)
}

/** The input of a form item by its label, in the open drawer or modal. */
const field = (scope: Locator, label: string) =>
  scope
    .locator('.ant-form-item')
    .filter({ has: scope.page().locator(`label:text-is("${label}")`) })
    .locator('input:visible, textarea:visible')
    .first()

const openDialog = (page: Page) =>
  page
    .locator(
      '.ant-drawer-open .ant-drawer-content, .ant-modal-wrap:not([style*="display: none"]) .ant-modal-content',
    )
    .last()

async function confirmPop(page: Page) {
  await page.locator('.ant-popover:not(.ant-popover-hidden) .ant-btn-primary').last().click()
  await page.waitForTimeout(1200)
}

async function until(check: () => Promise<boolean>, what: string, timeout = 10_000) {
  const end = Date.now() + timeout
  while (Date.now() < end) {
    if (await check()) {
      if (process.env.CRUD_STEPS) console.log(`read back: ${what}`)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 400))
  }
  throw new Error(`not read back: ${what}`)
}

async function userCrud(page: Page, api: string, token: string) {
  await go(page, '/isystem/user')
  await page.getByRole('button', { name: '添加用户' }).click()
  const drawer = openDialog(page)
  await field(drawer, '用户账号').fill('upstream_u1')
  await field(drawer, '登录密码').fill('Upstream@2021')
  await field(drawer, '确认密码').fill('Upstream@2021')
  await field(drawer, '用户姓名').fill('上游用户')
  await field(drawer, '工号').fill('UP001')
  await field(drawer, '手机号码').fill('13900001234')
  await drawer.getByRole('button', { name: /提\s*交/ }).click()
  await until(
    async () => (await read(api, token, '/sys/user/list?username=upstream_u1')).length === 1,
    'user added',
  )

  await page.locator('tr', { hasText: 'upstream_u1' }).getByText('编辑', { exact: true }).click()
  const edit = openDialog(page)
  await field(edit, '用户姓名').fill('上游用户改')
  await edit.getByRole('button', { name: /提\s*交/ }).click()
  await until(
    async () => (await read(api, token, '/sys/user/list?username=upstream_u1'))[0]?.realname === '上游用户改',
    'user edited',
  )

  const row = page.locator('tr', { hasText: 'upstream_u1' })
  await moreMenu(page, async () => row, '删除')
  await confirmPop(page)
  await until(
    async () => (await read(api, token, '/sys/user/list?username=upstream_u1')).length === 0,
    'user deleted',
  )
}

async function roleCrud(page: Page, api: string, token: string) {
  await go(page, '/isystem/roleUserList')
  await page.getByRole('button', { name: '新建角色' }).click()
  let modal = openDialog(page)
  await field(modal, '角色编码').fill('upstream_role')
  await field(modal, '角色名称').fill('上游角色')
  await page.waitForTimeout(800)
  await modal.locator('.ant-modal-footer .ant-btn-primary').click()
  await until(
    async () => (await read(api, token, '/sys/role/list?roleCode=upstream_role')).length === 1,
    'role added',
  )

  await moreMenu(page, async () => page.locator('tr', { hasText: 'upstream_role' }).first(), '编辑')
  modal = openDialog(page)
  await field(modal, '角色名称').fill('上游角色改')
  await page.waitForTimeout(800)
  await modal.locator('.ant-modal-footer .ant-btn-primary').click()
  await until(
    async () =>
      (await read(api, token, '/sys/role/list?roleCode=upstream_role'))[0]?.roleName === '上游角色改',
    'role edited',
  )

  const row = page.locator('tr', { hasText: 'upstream_role' }).first()
  await moreMenu(page, async () => row, '删除')
  await confirmPop(page)
  await until(
    async () => (await read(api, token, '/sys/role/list?roleCode=upstream_role')).length === 0,
    'role deleted',
  )
}

async function departCrud(page: Page, api: string, token: string) {
  const departs = async () =>
    (await read(api, token, '/sys/sysDepart/searchBy?keyWord=上游部门')).filter((row) =>
      String(row.departName).startsWith('上游部门'),
    )
  await go(page, '/isystem/depart')
  await page.getByRole('button', { name: '添加部门' }).click()
  const modal = openDialog(page)
  await field(modal, '机构名称').fill('上游部门')
  await modal.locator('.ant-modal-footer .ant-btn-primary').click()
  await until(async () => (await departs()).length === 1, 'department added')

  await page.locator('.ant-tree').getByText('上游部门', { exact: true }).click()
  await page.waitForTimeout(800)
  await field(page.locator('body'), '机构名称').fill('上游部门改')
  await page.getByRole('button', { name: /保\s*存/ }).click()
  await until(async () => (await departs())[0]?.departName === '上游部门改', 'department edited')

  await page.locator('.ant-tree').getByText('上游部门改', { exact: true }).click({ button: 'right' })
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText('删除', { exact: true }).click()
  await page.locator('.ant-modal-confirm .ant-btn-primary').click()
  await until(async () => (await departs()).length === 0, 'department deleted', 15_000)
}

async function dictItemCrud(page: Page, api: string, token: string) {
  const [sex] = await read(api, token, '/sys/dict/list?dictCode=sex&pageNo=1&pageSize=10')
  const items = async () =>
    read(api, token, `/sys/dictItem/list?dictId=${String(sex?.id)}&pageNo=1&pageSize=100`)
  await go(page, '/isystem/dict')
  await page.getByPlaceholder('请输入字典编号').fill('sex')
  await page.getByRole('button', { name: /查\s*询/ }).click()
  await page.waitForTimeout(1200)
  await page
    .locator('tr')
    .filter({ has: page.locator('td:text-is("sex")') })
    .getByText('字典配置')
    .click()
  await page.waitForTimeout(1000)
  const drawer = page.locator('.ant-drawer-open .ant-drawer-content').last()
  await drawer.getByRole('button', { name: /新\s*增/ }).click()
  let modal = page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-content').last()
  await field(modal, '名称').fill('上游项')
  await field(modal, '数据值').fill('u9')
  await page.waitForTimeout(800)
  await modal.locator('.ant-modal-footer .ant-btn-primary').click()
  await until(async () => (await items()).some((item) => item.itemValue === 'u9'), 'dictionary item added')

  await drawer.locator('tr', { hasText: '上游项' }).getByText('编辑', { exact: true }).click()
  modal = page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-content').last()
  await field(modal, '名称').fill('上游项改')
  await page.waitForTimeout(800)
  await modal.locator('.ant-modal-footer .ant-btn-primary').click()
  await until(
    async () => (await items()).some((item) => item.itemValue === 'u9' && item.itemText === '上游项改'),
    'dictionary item edited',
  )

  await drawer.locator('tr', { hasText: '上游项改' }).getByText('删除', { exact: true }).click()
  await confirmPop(page)
  await until(async () => !(await items()).some((item) => item.itemValue === 'u9'), 'dictionary item deleted')
}

/**
 * 更多 → `item` of a row's links: hovers until the dropdown shows the item (a list that reloads or scrolls
 * under the pointer closes it again), then clicks it.
 */
async function moreMenu(page: Page, links: () => Promise<Locator>, item: string) {
  // A dropdown closing (another row's) is still in the page, not yet hidden: the visible entry.
  const entry = page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .getByText(item, { exact: true })
    .filter({ visible: true })
    .last()
  let last: unknown
  for (let attempt = 0; attempt < 5; attempt++) {
    const more = (await links()).getByText('更多')
    await more.scrollIntoViewIfNeeded()
    await more.hover()
    const clicked = await entry
      .waitFor({ timeout: 3000 })
      .then(() => entry.click({ timeout: 5000 }))
      .then(
        () => true,
        (error: unknown) => {
          last = error
          return false
        },
      )
    if (clicked) return
    await page.mouse.move(0, 0)
    await page.waitForTimeout(500)
  }
  throw new Error(`更多 → ${item} did not open: ${String(last).split('\n')[0]}`)
}

/** The first table row with a cell whose whole text is `text` (also when the text is inside a span). */
const cellRow = (page: Page, text: string) =>
  page
    .locator('tr')
    .filter({ has: page.locator('td', { hasText: new RegExp(`^\\s*${text}\\s*$`) }) })
    .first()

/** 字典管理: 添加, 编辑 and 删除 of a dictionary (DictModal; its form checks the code is not taken). */
async function dictionaryCrud(page: Page, api: string, token: string) {
  const mine = async () =>
    (await read(api, token, '/sys/dict/list?dictCode=upstream_dict&pageNo=1&pageSize=10'))[0]
  await go(page, '/isystem/dict')
  await page.getByRole('button', { name: /添\s*加/ }).click()
  let modal = openDialog(page)
  await field(modal, '字典名称').fill('上游字典')
  await field(modal, '字典编码').fill('upstream_dict')
  await page.waitForTimeout(800)
  await modal.locator('.ant-modal-footer .ant-btn-primary').click()
  await until(async () => (await mine()) !== undefined, 'dictionary added')
  await page.getByPlaceholder('请输入字典编号').fill('upstream_dict')
  await page.getByRole('button', { name: /查\s*询/ }).click()
  await page.waitForTimeout(1200)
  const row = () => cellRow(page, 'upstream_dict')
  await row().getByText('编辑').click()
  modal = openDialog(page)
  await field(modal, '字典名称').fill('上游字典改')
  await page.waitForTimeout(800)
  await modal.locator('.ant-modal-footer .ant-btn-primary').click()
  await until(async () => (await mine())?.dictName === '上游字典改', 'dictionary edited')
  await page.waitForTimeout(800)
  await row().getByText('删除', { exact: true }).click()
  await confirmPop(page)
  await until(async () => (await mine()) === undefined, 'dictionary deleted')
}

/** 分类字典: 新增 a root, 添加下级 a child (SysCategoryModal), 编辑 the child, 删除 both; the tree read back. */
async function categoryCrud(page: Page, api: string, token: string) {
  const root = async () =>
    (await read(api, token, '/sys/category/rootList?pageNo=1&pageSize=200')).find(
      (category) => category.name === '上游分类',
    )
  const children = async () => {
    const found = await root()
    return found ? read(api, token, `/sys/category/childList?pid=${String(found.id)}`) : []
  }
  await go(page, '/isystem/category')
  await page.getByRole('button', { name: /新\s*增/ }).click()
  let modal = openDialog(page)
  await field(modal, '分类名称').fill('上游分类')
  await page.waitForTimeout(800)
  await modal.locator('.ant-modal-footer .ant-btn-primary').click()
  await until(async () => (await root()) !== undefined, 'category added')
  await page.waitForTimeout(1200)
  await cellRow(page, '上游分类').getByText('添加下级', { exact: true }).click()
  modal = openDialog(page)
  await field(modal, '分类名称').fill('上游子类')
  await page.waitForTimeout(800)
  await modal.locator('.ant-modal-footer .ant-btn-primary').click()
  await until(async () => (await children()).some((child) => child.name === '上游子类'), 'child added')
  await page.waitForTimeout(1200)
  if (!(await cellRow(page, '上游子类').isVisible())) {
    await cellRow(page, '上游分类').locator('.ant-table-row-expand-icon').click()
    await page.waitForTimeout(1200)
  }
  await cellRow(page, '上游子类').getByText('编辑', { exact: true }).click()
  modal = openDialog(page)
  await field(modal, '分类名称').fill('上游子类改')
  await page.waitForTimeout(800)
  await modal.locator('.ant-modal-footer .ant-btn-primary').click()
  await until(async () => (await children()).some((child) => child.name === '上游子类改'), 'child edited')
  await page.waitForTimeout(1200)
  if (!(await cellRow(page, '上游子类改').isVisible())) {
    await cellRow(page, '上游分类').locator('.ant-table-row-expand-icon').click()
    await page.waitForTimeout(1200)
  }
  await cellRow(page, '上游子类改').getByText('删除', { exact: true }).click()
  await confirmPop(page)
  await until(async () => (await children()).length === 0, 'child deleted')
  await page.waitForTimeout(800)
  await cellRow(page, '上游分类').getByText('删除', { exact: true }).click()
  await confirmPop(page)
  await until(async () => (await root()) === undefined, 'category deleted')
}

/** 角色管理 → 更多 → 授权 (UserRoleModal): a role given 首页 by checking it in the tree, 保存并关闭, read back. */
async function roleGrant(page: Page, api: string, token: string) {
  const headers = { 'Content-Type': 'application/json', 'X-Access-Token': token }
  await fetch(`${api}/sys/role/add`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ roleCode: 'upstream_grant', roleName: '上游授权', description: '' }),
  })
  const [role] = await read(api, token, '/sys/role/list?roleCode=upstream_grant&pageNo=1&pageSize=10')
  if (!role) throw new Error('role not added')
  const home = ((await read(api, token, '/sys/permission/list')) as Array<{ id: string; name: string }>).find(
    (node) => node.name === '首页',
  )
  const granted = async () => {
    const response = await fetch(`${api}/sys/permission/queryRolePermission?roleId=${String(role.id)}`, {
      headers,
    })
    return ((await response.json()) as { result: string[] | null }).result ?? []
  }
  try {
    await go(page, '/isystem/roleUserList')
    await moreMenu(page, async () => page.locator('tr', { hasText: 'upstream_grant' }).first(), '授权')
    const drawer = page.locator('.ant-drawer-open .ant-drawer-content').last()
    // The node's checkbox: the .ant-tree-checkbox of the tree item whose title is 首页. The modal loads the
    // role's grants after the tree and sets the checked keys then: click until it stays checked.
    const checkbox = drawer
      .locator('.ant-tree')
      .getByText('首页', { exact: true })
      .first()
      .locator('xpath=ancestor::li[1]/span[contains(@class, "ant-tree-checkbox")]')
    await page.waitForTimeout(1500)
    for (let attempt = 0; attempt < 4; attempt++) {
      if (/ant-tree-checkbox-checked/.test((await checkbox.getAttribute('class')) ?? '')) break
      await checkbox.click()
      await page.waitForTimeout(1000)
    }
    await drawer.getByRole('button', { name: /保存并关闭/ }).click()
    await until(async () => (await granted()).includes(String(home?.id)), 'role granted 首页')
  } finally {
    await fetch(`${api}/sys/role/delete?id=${String(role.id)}`, { method: 'DELETE', headers })
  }
}

/** The confirm dialog of `this.$confirm` (QuartzJobList's 启动 and 停止). */
async function confirmModal(page: Page) {
  await page.locator('.ant-modal-confirm .ant-btn-primary').last().click()
  await page.waitForTimeout(1200)
}

/**
 * 定时任务: 新增 two more jobs of a class that has one (QuartzJobModal, the class typed as the form asks), both
 * listed by the list's 任务类名 query, 停止 / 启动 / 停止 of one by id (the other one unchanged), 删除 of both.
 */
async function jobCrud(page: Page, api: string, token: string) {
  const CLASS = 'org.jeecg.modules.quartz.job.SampleParamJob'
  const jobs = async () => read(api, token, `/sys/quartzJob/list?jobClassName=${CLASS}&pageNo=1&pageSize=100`)
  const mine = async (parameter: string) => (await jobs()).find((job) => job.parameter === parameter)
  await go(page, '/monitor/quartz')
  for (const [parameter, description] of [
    ['upstream', '上游任务'],
    ['upstream2', '上游任务二'],
  ] as const) {
    await page.getByRole('button', { name: /新\s*增/ }).click()
    const modal = openDialog(page)
    await field(modal, '任务类名').fill(CLASS)
    await field(modal, '参数').fill(parameter)
    await field(modal, '描述').fill(description)
    // The form's default status is 0 (正常) and its cron '* * * * * ? *'; 停止 it first in the list.
    await page.waitForTimeout(800)
    await modal.locator('.ant-modal-footer .ant-btn-primary').click()
    await until(async () => (await mine(parameter)) !== undefined, `job ${parameter} added`)
    await page.waitForTimeout(800)
  }
  // The list's query by class: both new jobs and the seeded one of that class.
  await page.getByPlaceholder('请输入任务类名').first().fill(CLASS)
  await page.getByRole('button', { name: /查\s*询/ }).click()
  await page.waitForTimeout(1200)
  await until(
    async () =>
      (await page.locator('tr', { hasText: '上游任务' }).count()) === 2 && (await jobs()).length >= 3,
    'jobs of one class listed',
  )
  const row = () => cellRow(page, '上游任务')
  await row().getByText('停止', { exact: true }).click()
  await confirmModal(page)
  await until(async () => Number((await mine('upstream'))?.status) === -1, 'job stopped')
  await row().getByText('启动', { exact: true }).click()
  await confirmModal(page)
  await until(async () => Number((await mine('upstream'))?.status) === 0, 'job started')
  await row().getByText('停止', { exact: true }).click()
  await confirmModal(page)
  await until(async () => Number((await mine('upstream'))?.status) === -1, 'job stopped again')
  if (Number((await mine('upstream2'))?.status) !== 0) throw new Error('the other job of the class changed')
  for (const description of ['上游任务', '上游任务二']) {
    await moreMenu(page, async () => cellRow(page, description), '删除')
    await confirmPop(page)
  }
  await until(
    async () => (await mine('upstream')) === undefined && (await mine('upstream2')) === undefined,
    'jobs deleted',
  )
}

/** 用户管理: 冻结 and 解冻 of a row (status sent as a number), then 密码 (PasswordModal). */
async function freezeAndPassword(page: Page, api: string, token: string) {
  const status = async () => Number((await read(api, token, '/sys/user/list?username=zhangsan'))[0]?.status)
  await go(page, '/isystem/user')
  const row = () => page.locator('tr', { hasText: 'zhangsan' }).first()
  for (const [action, expected] of [
    ['冻结', 2],
    ['解冻', 1],
  ] as const) {
    await moreMenu(page, async () => row(), action)
    await confirmPop(page)
    await until(async () => (await status()) === expected, `user ${action}`)
  }
  await moreMenu(page, async () => row(), '密码')
  const modal = openDialog(page)
  await field(modal, '登录密码').fill('Upstream@2022')
  await field(modal, '确认密码').fill('Upstream@2022')
  await modal.locator('.ant-modal-footer .ant-btn-primary').click()
  await until(async () => {
    const response = await fetch(`${api}/sys/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'zhangsan', password: 'Upstream@2022' }),
    })
    return ((await response.json()) as { success: boolean }).success
  }, 'password reset')
}

/** A select of the open form by its label: opens it and picks the option with that text. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope
    .locator('.ant-form-item')
    .filter({ has: page.locator(`label:text-is("${label}")`) })
    .locator('.ant-select')
    .click()
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-dropdown-menu-item')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .filter({ visible: true })
    .first()
    .click()
  await page.waitForTimeout(300)
}

/** A date-time picker (JDate showTime) of the open form: the value typed into its calendar, then 确定. */
async function pickDateTime(page: Page, scope: Locator, label: string, value: string) {
  await scope
    .locator('.ant-form-item')
    .filter({ has: page.locator(`label:text-is("${label}")`) })
    .locator('.ant-calendar-picker')
    .click()
  const calendar = page.locator('.ant-calendar-picker-container').filter({ visible: true }).last()
  await calendar.locator('.ant-calendar-input').fill(value)
  await calendar.locator('.ant-calendar-ok-btn').click()
  await page.waitForTimeout(300)
}

/**
 * 系统通告: 新增 through SysAnnouncementModal (title, type, two date pickers, priority, audience, abstract), 编辑
 * of its abstract, 发布 and 撤销 (each followed by syncNotic) and 删除 through the list.
 */
async function noticeCrud(page: Page, api: string, token: string) {
  const mine = async () =>
    (await read(api, token, '/sys/annountCement/list?titile=上游通告&pageNo=1&pageSize=10'))[0]
  await go(page, '/isystem/annountCement')
  await page.getByRole('button', { name: /新\s*增/ }).click()
  let modal = openDialog(page)
  await field(modal, '标题').fill('上游通告')
  await choose(page, modal, '消息类型', '通知公告')
  await pickDateTime(page, modal, '开始时间', '2026-01-01 00:00:00')
  await pickDateTime(page, modal, '结束时间', '2036-01-01 00:00:00')
  await choose(page, modal, '优先级', '中')
  await choose(page, modal, '通告类型', '全体用户')
  await field(modal, '摘要').fill('上游摘要')
  await page.waitForTimeout(800)
  await modal.locator('.ant-modal-footer .ant-btn-primary').click()
  await until(async () => (await mine())?.msgAbstract === '上游摘要', 'notice added')
  await page.waitForTimeout(1000)
  const row = () => page.locator('tr', { hasText: '上游通告' }).first()
  await row().getByText('编辑', { exact: true }).click()
  modal = openDialog(page)
  await field(modal, '摘要').fill('上游摘要改')
  await page.waitForTimeout(800)
  await modal.locator('.ant-modal-footer .ant-btn-primary').click()
  await until(async () => (await mine())?.msgAbstract === '上游摘要改', 'notice edited')
  await page.waitForTimeout(1000)
  for (const [action, expected] of [
    ['发布', '1'],
    ['撤销', '2'],
  ] as const) {
    await moreMenu(page, async () => row(), action)
    await confirmPop(page)
    await until(async () => String((await mine())?.sendStatus) === expected, `notice ${action}`)
  }
  await moreMenu(page, async () => row(), '删除')
  await confirmPop(page)
  await until(async () => (await mine()) === undefined, 'notice deleted')
}

/** 职务管理: 新增, 编辑 and 删除 (SysPositionModal). */
async function positionCrud(page: Page, api: string, token: string) {
  const mine = async () =>
    (await read(api, token, '/sys/position/list?code=upstream_post&pageNo=1&pageSize=10'))[0]
  await go(page, '/isystem/position')
  await page.getByRole('button', { name: /新\s*增/ }).click()
  let modal = openDialog(page)
  await field(modal, '职务编码').fill('upstream_post')
  await field(modal, '职务名称').fill('上游职务')
  // 职级 (required): the first rank of the position_rank select.
  await modal
    .locator('.ant-form-item')
    .filter({ has: page.locator('label:text-is("职级")') })
    .locator('.ant-select')
    .click()
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-dropdown-menu-item')
    // JDictSelectTag's first option is 请选择 (no value).
    .filter({ hasNotText: '请选择' })
    .first()
    .click()
  await page.waitForTimeout(800)
  await modal.locator('.ant-modal-footer .ant-btn-primary').click()
  await until(async () => (await mine()) !== undefined, 'position added')
  await page.locator('tr', { hasText: 'upstream_post' }).first().getByText('编辑', { exact: true }).click()
  modal = openDialog(page)
  await field(modal, '职务名称').fill('上游职务改')
  await page.waitForTimeout(800)
  await modal.locator('.ant-modal-footer .ant-btn-primary').click()
  await until(async () => (await mine())?.name === '上游职务改', 'position edited')
  const row = page.locator('tr', { hasText: 'upstream_post' }).first()
  await moreMenu(page, async () => row, '删除')
  await confirmPop(page)
  await until(async () => (await mine()) === undefined, 'position deleted')
}

type MenuNode = { id: string; name: string; perms?: string | null; children?: MenuNode[] | null }
const findMenu = (nodes: MenuNode[], name: string): MenuNode | undefined => {
  for (const node of nodes) {
    if (node.name === name) return node
    const found = findMenu(node.children ?? [], name)
    if (found) return found
  }
  return undefined
}

/**
 * 菜单管理: 新增 a 一级菜单 (PermissionModal), 添加下级 of type 按钮/权限 with a 授权标识 (the form checks it with
 * `/sys/duplicate/check?tableName=sys_permission&fieldName=perms`), 编辑 the button's code, 删除 both.
 */
async function menuButtonCrud(page: Page, api: string, token: string) {
  const menus = async () => (await read(api, token, '/sys/permission/list')) as unknown as MenuNode[]
  const mine = async (name: string) => findMenu(await menus(), name)
  await go(page, '/isystem/permission')
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click()
  let drawer = openDialog(page)
  await field(drawer, '菜单名称').fill('上游菜单')
  await field(drawer, '菜单路径').fill('/upstream/menu')
  await field(drawer, '前端组件').fill('layouts/RouteView')
  await page.waitForTimeout(500)
  await drawer.getByRole('button', { name: /确\s*定/ }).click()
  await until(async () => (await mine('上游菜单')) !== undefined, 'menu added')
  await page.waitForTimeout(1000)

  // The table's 操作 column is fixed to the right: ant-design draws it as a second table over the first, whose
  // own 操作 cells are hidden. A row's links are those of the same row key there.
  const actions = async (name: string) => {
    const key = await cellRow(page, name).getAttribute('data-row-key')
    return page.locator(`tr[data-row-key="${key}"] td`).filter({ visible: true }).last()
  }
  await moreMenu(page, () => actions('上游菜单'), '添加下级')
  drawer = openDialog(page)
  await drawer.getByText('按钮/权限', { exact: true }).click()
  await page.waitForTimeout(300)
  await field(drawer, '按钮/权限').fill('上游按钮')
  await field(drawer, '授权标识').fill('upstream:menu:button')
  await page.waitForTimeout(800)
  await drawer.getByRole('button', { name: /确\s*定/ }).click()
  await until(
    async () => (await mine('上游按钮'))?.perms === 'upstream:menu:button',
    'button added with its permission code',
  )
  await page.waitForTimeout(1000)

  // The button is a child row: expand the menu's row, 编辑 the button, change its code.
  const expand = async () => {
    // Expanded when the button's own 更多 shows; the menu's row keeps its children, hidden, once collapsed.
    for (let attempt = 0; attempt < 4; attempt++) {
      if (
        (await cellRow(page, '上游按钮').count()) > 0 &&
        (await (await actions('上游按钮')).getByText('更多').isVisible())
      )
        return
      await cellRow(page, '上游菜单').locator('.ant-table-row-expand-icon').first().click()
      await page.waitForTimeout(800)
    }
  }
  await expand()
  await (await actions('上游按钮')).getByText('编辑', { exact: true }).click()
  drawer = openDialog(page)
  await field(drawer, '授权标识').fill('upstream:menu:button2')
  await page.waitForTimeout(800)
  await drawer.getByRole('button', { name: /确\s*定/ }).click()
  await until(
    async () => (await mine('上游按钮'))?.perms === 'upstream:menu:button2',
    'button permission code edited',
  )
  await page.waitForTimeout(1000)

  for (const name of ['上游按钮', '上游菜单']) {
    if (name === '上游按钮') await expand()
    await moreMenu(page, () => actions(name), '删除')
    await confirmPop(page)
    await until(async () => (await mine(name)) === undefined, `${name} deleted`)
    await page.waitForTimeout(800)
  }
}

/**
 * 在线文档: the menu page frames `{{ window._CONFIG['domianURL'] }}/doc.html` from this server's origin; the frame
 * must render (not be blocked by frame-ancestors) and show the API reference.
 */
async function documentation(page: Page, api: string, token: string) {
  type Node = { name: string; meta?: { url?: string }; children?: Node[] }
  const response = await fetch(`${api}/sys/permission/getUserPermissionByToken`, {
    headers: { 'X-Access-Token': token },
  })
  const all: Node[] = []
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      all.push(node)
      walk(node.children ?? [])
    }
  }
  walk(((await response.json()) as { result: { menu: Node[] } }).result.menu)
  const docs = all.find((node) => /doc\.html/.test(node.meta?.url ?? ''))?.name
  if (!docs) throw new Error('no 在线文档 page in the menu')
  // As the side menu's router-link: by route name (the path is an MD5 of the URL, relative to its parent's).
  await go(page, { name: docs })
  const frame = page.frameLocator('iframe[src*="doc.html"]').first()
  // Swagger UI parses the whole spec (several MB) before it draws: slow on a busy machine.
  await frame.locator('.swagger-ui .info .title').first().waitFor({ timeout: 120_000 })
}

/** The forms run, by name; run.ts requires each to end `ok`. */
export const CRUD_NAMES = [
  'user',
  'role',
  'department',
  'dictionary item',
  'job',
  'freeze and password',
  'notice',
  'position',
  'menu button',
  'documentation',
  'dictionary',
  'category',
  'role grant',
] as const

export async function runCrud(
  page: Page,
  api: string,
  at: (name: string) => void,
): Promise<Record<string, string>> {
  const token = await apiToken(api)
  const outcome: Record<string, string> = {}
  // CRUD=name,name: only these (quicker while fixing a form; the run then exits 1).
  const only = process.env.CRUD?.split(',')
  for (const [name, run] of [
    ['user', userCrud],
    ['role', roleCrud],
    ['department', departCrud],
    ['dictionary item', dictItemCrud],
    ['job', jobCrud],
    ['freeze and password', freezeAndPassword],
    ['notice', noticeCrud],
    ['position', positionCrud],
    ['menu button', menuButtonCrud],
    ['documentation', documentation],
    ['dictionary', dictionaryCrud],
    ['category', categoryCrud],
    ['role grant', roleGrant],
  ] as const satisfies ReadonlyArray<readonly [(typeof CRUD_NAMES)[number], unknown]>) {
    if (only && !only.includes(name)) continue
    at(name)
    try {
      await run(page, api, token)
      outcome[name] = 'ok'
    } catch (error) {
      // The error and the locator it waited for (Playwright's call log).
      const lines = String(error).split('\n')
      outcome[name] = [lines[0], lines.find((line) => /waiting for/.test(line))?.trim()]
        .filter(Boolean)
        .join(' | ')
        .slice(0, 500)
      if (process.env.SHOTS_DIR)
        await page
          .screenshot({ path: `${process.env.SHOTS_DIR}/${name.replace(/ /g, '-')}.png` })
          .catch(() => undefined)
      await page.keyboard.press('Escape').catch(() => undefined)
    }
  }
  return outcome
}
