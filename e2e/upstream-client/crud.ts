/**
 * Add, edit and delete of a user, a role, a department and a dictionary item through upstream's own pages
 * (UserList + UserModal, RoleUserList + RoleModal, DepartList + DepartModal, DictList + DictItemList +
 * DictItemModal), and the state changes of its other forms: a job added, started and stopped (QuartzJobList +
 * QuartzJobModal), a user frozen, unfrozen and given a new password (UserList + PasswordModal), a notice published
 * and revoked (SysAnnouncementList; the notice itself added through the API), a position added, edited and deleted (SysPositionList). Each step is read back
 * through the API. Each entity's outcome is `ok` or the step that failed. The exact bodies of every form are also
 * sent by server/src/upstream-contract.test.ts (in npm test).
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

async function go(page: Page, path: string) {
  await page.evaluate((target) => {
    const app = document.querySelector('#app') as unknown as {
      __vue__: { $router: { push(p: string): Promise<unknown> } }
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
    if (await check()) return
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
  await row.getByText('更多').hover()
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText('删除', { exact: true }).click()
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

  await page.locator('tr', { hasText: 'upstream_role' }).first().getByText('更多').hover()
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText('编辑', { exact: true }).click()
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
  await row.getByText('更多').hover()
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText('删除', { exact: true }).click()
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

/** The confirm dialog of `this.$confirm` (QuartzJobList's 启动 and 停止). */
async function confirmModal(page: Page) {
  await page.locator('.ant-modal-confirm .ant-btn-primary').last().click()
  await page.waitForTimeout(1200)
}

/** 定时任务: 新增 a second job of a class that has one (QuartzJobModal), 启动 and 停止 by id, 删除. */
async function jobCrud(page: Page, api: string, token: string) {
  const CLASS = 'org.jeecg.modules.quartz.job.SampleParamJob'
  const mine = async () =>
    (await read(api, token, `/sys/quartzJob/list?jobClassName=${CLASS}&pageNo=1&pageSize=100`)).find(
      (job) => job.parameter === 'upstream',
    )
  await go(page, '/monitor/quartz')
  await page.getByRole('button', { name: /新\s*增/ }).click()
  const modal = openDialog(page)
  await field(modal, '任务类名').fill(CLASS)
  await field(modal, '参数').fill('upstream')
  await field(modal, '描述').fill('上游任务')
  // The form's default status is 0 (正常) and its cron '* * * * * ? *'; 停止 it first in the list.
  await page.waitForTimeout(800)
  await modal.locator('.ant-modal-footer .ant-btn-primary').click()
  await until(async () => (await mine()) !== undefined, 'job added')
  const row = () => page.locator('tr', { hasText: '上游任务' }).first()
  await row().getByText('停止', { exact: true }).click()
  await confirmModal(page)
  await until(async () => Number((await mine())?.status) === -1, 'job stopped')
  await row().getByText('启动', { exact: true }).click()
  await confirmModal(page)
  await until(async () => Number((await mine())?.status) === 0, 'job started')
  await row().getByText('停止', { exact: true }).click()
  await confirmModal(page)
  await until(async () => Number((await mine())?.status) === -1, 'job stopped again')
  await row().getByText('更多').hover()
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText('删除', { exact: true }).click()
  await confirmPop(page)
  await until(async () => (await mine()) === undefined, 'job deleted')
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
    await row().getByText('更多').hover()
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText(action, { exact: true }).click()
    await confirmPop(page)
    await until(async () => (await status()) === expected, `user ${action}`)
  }
  await row().getByText('更多').hover()
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText('密码', { exact: true }).click()
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

/**
 * 系统通告: 发布 and 撤销 (each followed by syncNotic) and 删除 through the list. The notice is added through the API
 * with SysAnnouncementModal's body: its form asks for two date pickers and three selects before it submits.
 */
async function noticeCrud(page: Page, api: string, token: string) {
  const mine = async () =>
    (await read(api, token, '/sys/annountCement/list?titile=上游通告&pageNo=1&pageSize=10'))[0]
  await fetch(`${api}/sys/annountCement/add`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Access-Token': token },
    body: JSON.stringify({
      titile: '上游通告',
      msgCategory: '1',
      startTime: '2026-01-01 00:00:00',
      endTime: '2036-01-01 00:00:00',
      priority: 'M',
      msgType: 'ALL',
      msgAbstract: '上游摘要',
      msgContent: '<p>上游</p>',
    }),
  })
  await until(async () => (await mine()) !== undefined, 'notice added')
  await go(page, '/isystem/annountCement')
  const row = () => page.locator('tr', { hasText: '上游通告' }).first()
  for (const [action, expected] of [
    ['发布', '1'],
    ['撤销', '2'],
  ] as const) {
    await row().getByText('更多').hover()
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText(action, { exact: true }).click()
    await confirmPop(page)
    await until(async () => String((await mine())?.sendStatus) === expected, `notice ${action}`)
  }
  await row().getByText('更多').hover()
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText('删除', { exact: true }).click()
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
  // 职级 (required): the first item of the position_rank select.
  await modal
    .locator('.ant-form-item')
    .filter({ has: page.locator('label:text-is("职级")') })
    .locator('.ant-select')
    .click()
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-dropdown-menu-item')
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
  await row.getByText('更多').hover()
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText('删除', { exact: true }).click()
  await confirmPop(page)
  await until(async () => (await mine()) === undefined, 'position deleted')
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
] as const

export async function runCrud(
  page: Page,
  api: string,
  at: (name: string) => void,
): Promise<Record<string, string>> {
  const token = await apiToken(api)
  const outcome: Record<string, string> = {}
  for (const [name, run] of [
    ['user', userCrud],
    ['role', roleCrud],
    ['department', departCrud],
    ['dictionary item', dictItemCrud],
    ['job', jobCrud],
    ['freeze and password', freezeAndPassword],
    ['notice', noticeCrud],
    ['position', positionCrud],
  ] as const satisfies ReadonlyArray<readonly [(typeof CRUD_NAMES)[number], unknown]>) {
    at(name)
    try {
      await run(page, api, token)
      outcome[name] = 'ok'
    } catch (error) {
      outcome[name] = String(error).split('\n')[0]?.slice(0, 300) ?? 'failed'
      if (process.env.SHOTS_DIR)
        await page
          .screenshot({ path: `${process.env.SHOTS_DIR}/${name.replace(/ /g, '-')}.png` })
          .catch(() => undefined)
      await page.keyboard.press('Escape').catch(() => undefined)
    }
  }
  return outcome
}
