import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedIds } from '../db/seed'
import { TOKEN_INVALID } from '../http/envelope'
import type { RunningServer } from '../start'
import { startSeededServer } from '../test-support/seeded-data-dir.test-helper'
import { POWER_REFUSALS } from './power'
import { xlsxOf } from '../excel/excel-test-client.test-helper'

/**
 * No one grants what they do not hold (issue 30 item 2, README § Access and security): the escalations tried as the demo
 * users (rows 5–8 of the issue), every write that hands out power × every demo role × a target more privileged
 * than the caller (the administrator), and the same rule for a caller who may reach those writes (an HR manager
 * given the role page): refused with code 510 and a clear message, the target left as it was. Legitimate uses
 * (within one's own power; the administrator, who holds everything) keep working.
 */

const root = mkdtempSync(join(tmpdir(), 'erp-power-test-'))
let server: RunningServer
let admin = ''

interface Answer {
  status: number
  body: { success: boolean; message: string; code: number; result: any }
}

async function callAs(
  token: string,
  method: string,
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(server.apiUrl + path, {
    method,
    headers: {
      'X-Access-Token': token,
      ...headers,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

const call = (method: string, path: string, json?: unknown, token = admin) =>
  callAs(token, method, path, json)

async function tokenOf(username: string) {
  const answer = await call('POST', '/sys/login', { username, password: '123456' }, '')
  return (answer.body.result as { token: string }).token
}

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
  admin = await tokenOf('admin')
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

const DEMO = ['hr01', 'qc01', 'cnt01', 'jeecg', 'zhangsan'] as const
const tokens: Record<string, string> = {}

/** A refusal: either the permission layer's 510 or the power rule's 510 with its message. */
const expectRefused = (answer: Answer, what: string) => {
  expect(answer.status, what).toBe(200)
  expect(answer.body.success, what).toBe(false)
  expect(answer.body.code, what).toBe(510)
}

const signIn = async (username: string, password = '123456') => {
  const response = await call('POST', '/sys/login', { username, password }, '')
  return response.body
}

/** Everything about the administrator an escalation could change. */
async function adminState() {
  const user = await call('GET', `/sys/user/queryById?id=${seedIds.admin}`)
  const roles = await call('GET', `/sys/user/queryUserRole?userid=${seedIds.admin}`)
  const grants = await call('GET', `/sys/permission/queryRolePermission?roleId=${seedIds.roleAdmin}`)
  const { status, delFlag, relTenantIds, realname } = user.body.result as Record<string, unknown>
  return {
    user: { status, delFlag, relTenantIds, realname },
    roles: [...(roles.body.result as string[])].sort(),
    grants: [...(grants.body.result as string[])].sort(),
  }
}

interface TreeNode {
  id: string
  url?: string | null
  perms?: string | null
  children?: TreeNode[] | null
}
const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])])

let everyPermission: TreeNode[] = []

beforeAll(async () => {
  for (const username of DEMO) tokens[username] = await tokenOf(username)
  everyPermission = flatten((await call('GET', '/sys/permission/list')).body.result as TreeNode[])
})

describe('the rows of issue 30 (each succeeded before)', () => {
  it('row 5: hr01 cannot make itself administrator through user edit', async () => {
    const edit = await callAs(tokens.hr01 ?? '', 'PUT', '/sys/user/edit', {
      id: seedIds.hr01,
      username: 'hr01',
      realname: '人事张经理',
      selectedroles: `${seedIds.roleAdmin},${seedIds.roleHr}`,
    })
    expectRefused(edit, 'edit')
    expect(edit.body.message).toBe(POWER_REFUSALS.own)
    const roles = await call('GET', `/sys/user/queryUserRole?userid=${seedIds.hr01}`)
    expect(roles.body.result).toEqual([seedIds.roleHr])
    expectRefused(await callAs(tokens.hr01 ?? '', 'GET', '/sys/role/list'), 'role list')
  })

  it("row 6: hr01 cannot reset the administrator's password", async () => {
    const reset = await callAs(tokens.hr01 ?? '', 'PUT', '/sys/user/changePassword', {
      username: 'admin',
      password: 'Taken!2026',
    })
    expectRefused(reset, 'changePassword')
    expect(reset.body.message).toBe(POWER_REFUSALS.user)
    expect((await signIn('admin')).success).toBe(true)
    expect((await signIn('admin', 'Taken!2026')).success).toBe(false)
  })

  it('row 7: hr01 cannot freeze the administrator', async () => {
    const freeze = await callAs(tokens.hr01 ?? '', 'PUT', '/sys/user/frozenBatch', {
      ids: seedIds.admin,
      status: '2',
    })
    expectRefused(freeze, 'frozenBatch')
    expect(freeze.body.message).toBe(POWER_REFUSALS.user)
    expect((await signIn('admin')).success).toBe(true)
  })

  it('row 8: hr01, kept to tenant 1, cannot free itself of its tenant and read tenant 2', async () => {
    const confine = await call('PUT', '/sys/user/edit', {
      id: seedIds.hr01,
      username: 'hr01',
      realname: '人事张经理',
      relTenantIds: '1',
    })
    expect(confine.body.success).toBe(true)
    const hr01 = await tokenOf('hr01')
    const free = await callAs(hr01, 'PUT', '/sys/user/edit', {
      id: seedIds.hr01,
      username: 'hr01',
      realname: '人事张经理',
      relTenantIds: '',
    })
    expectRefused(free, 'edit relTenantIds')
    expect(free.body.message).toBe(POWER_REFUSALS.own)
    const user = await call('GET', `/sys/user/queryById?id=${seedIds.hr01}`)
    expect((user.body.result as { relTenantIds: string }).relTenantIds).toBe('1')
    // Another tenant in the header is still refused as upstream refuses it (an invalid token).
    const other = await callAs(hr01, 'GET', '/hr/person/list', undefined, { tenant_id: '2' })
    expect(other.status).toBe(500)
    expect(other.body.message).toBe(TOKEN_INVALID)
    // Put hr01 back to no tenant for the tests below.
    await call('PUT', '/sys/user/edit', {
      id: seedIds.hr01,
      username: 'hr01',
      realname: '人事张经理',
      relTenantIds: '',
    })
  })
})

describe('escalation matrix: every write that hands out power × every demo role × the administrator', () => {
  const writes: Array<[string, string, string, (self: string) => unknown]> = [
    [
      'edit the administrator',
      'PUT',
      '/sys/user/edit',
      () => ({
        id: seedIds.admin,
        username: 'admin',
        realname: '被改了',
      }),
    ],
    [
      'give oneself the administrator role',
      'PUT',
      '/sys/user/edit',
      (self) => ({
        id: self,
        username: 'x',
        realname: 'x',
        selectedroles: seedIds.roleAdmin,
      }),
    ],
    [
      'add a user with the administrator role',
      'POST',
      '/sys/user/add',
      () => ({
        username: 'escalated',
        password: 'Escalated!1',
        realname: 'escalated',
        selectedroles: seedIds.roleAdmin,
      }),
    ],
    [
      "reset the administrator's password",
      'PUT',
      '/sys/user/changePassword',
      () => ({
        username: 'admin',
        password: 'Taken!2026',
      }),
    ],
    ['freeze the administrator', 'PUT', '/sys/user/frozenBatch', () => ({ ids: seedIds.admin, status: '2' })],
    ['delete the administrator', 'DELETE', `/sys/user/delete?id=${seedIds.admin}`, () => undefined],
    [
      'delete the administrator in a batch',
      'DELETE',
      `/sys/user/deleteBatch?ids=${seedIds.admin}`,
      () => undefined,
    ],
    [
      'join the administrator role',
      'POST',
      '/sys/user/addSysUserRole',
      (self) => ({
        roleId: seedIds.roleAdmin,
        userIdList: [self],
      }),
    ],
    [
      'take the administrator role away',
      'DELETE',
      `/sys/user/deleteUserRole?roleId=${seedIds.roleAdmin}&userId=${seedIds.admin}`,
      () => undefined,
    ],
    [
      'take it away in a batch',
      'DELETE',
      `/sys/user/deleteUserRoleBatch?roleId=${seedIds.roleAdmin}&userIds=${seedIds.admin}`,
      () => undefined,
    ],
    [
      'empty the administrator role',
      'POST',
      '/sys/permission/saveRolePermission',
      () => ({
        roleId: seedIds.roleAdmin,
        permissionIds: '',
        lastpermissionIds: '',
      }),
    ],
    [
      'move the administrator out of its department',
      'DELETE',
      `/sys/user/deleteUserInDepart?depId=${seedIds.departRoot}&userId=${seedIds.admin}`,
      () => undefined,
    ],
    [
      'move the administrator into a department',
      'POST',
      '/sys/user/editSysDepartWithUser',
      () => ({
        depId: seedIds.departHr,
        userIdList: [seedIds.admin],
      }),
    ],
    [
      'edit the administrator role',
      'PUT',
      '/sys/role/edit',
      () => ({
        id: seedIds.roleAdmin,
        roleName: '管理员',
        roleCode: 'admin',
      }),
    ],
    ['delete the administrator role', 'DELETE', `/sys/role/delete?id=${seedIds.roleAdmin}`, () => undefined],
    ['edit a tenant', 'PUT', '/sys/tenant/edit', () => ({ id: '1', name: 'x' })],
    ['restore from the recycle bin', 'PUT', '/sys/user/putRecycleBin', () => ({ userIds: seedIds.admin })],
  ]
  for (const username of DEMO) {
    it(`${username}: each is refused and the administrator stays as it was`, async () => {
      const before = await adminState()
      const selfId = seedIds[username]
      for (const [what, method, path, body] of writes) {
        expectRefused(
          await callAs(tokens[username] ?? '', method, path, body(selfId)),
          `${username}: ${what}`,
        )
      }
      expect(await adminState()).toEqual(before)
      expect((await signIn('admin')).success).toBe(true)
    })
  }
})

describe('a caller who may reach the grants: hr01 given the role page', () => {
  let hr01 = ''
  const rolePage = () => everyPermission.find((p) => p.url === '/isystem/roleUserList')?.id ?? ''

  beforeAll(async () => {
    const held = (await call('GET', `/sys/permission/queryRolePermission?roleId=${seedIds.roleHr}`)).body
      .result as string[]
    const saved = await call('POST', '/sys/permission/saveRolePermission', {
      roleId: seedIds.roleHr,
      permissionIds: [...held, rolePage()].join(','),
      lastpermissionIds: held.join(','),
    })
    expect(saved.body.success).toBe(true)
    hr01 = await tokenOf('hr01')
  })

  it('cannot join the administrator role, nor give it to another', async () => {
    for (const userId of [seedIds.hr01, seedIds.jeecg]) {
      const added = await callAs(hr01, 'POST', '/sys/user/addSysUserRole', {
        roleId: seedIds.roleAdmin,
        userIdList: [userId],
      })
      expectRefused(added, 'addSysUserRole')
      expect(added.body.message).toBe(POWER_REFUSALS.role)
    }
    const roles = await call('GET', `/sys/user/queryUserRole?userid=${seedIds.jeecg}`)
    expect(roles.body.result ?? []).toEqual([])
  })

  it('cannot grant its own role a permission it does not hold, nor change the administrator role', async () => {
    const all = everyPermission.map((p) => p.id)
    const own = await callAs(hr01, 'POST', '/sys/permission/saveRolePermission', {
      roleId: seedIds.roleHr,
      permissionIds: all.join(','),
      lastpermissionIds: '',
    })
    expectRefused(own, 'own role')
    expect(own.body.message).toBe(POWER_REFUSALS.grant)
    const adminRole = await callAs(hr01, 'POST', '/sys/permission/saveRolePermission', {
      roleId: seedIds.roleAdmin,
      permissionIds: rolePage(),
      lastpermissionIds: '',
    })
    expectRefused(adminRole, 'admin role')
    expect(adminRole.body.message).toBe(POWER_REFUSALS.role)
    const firstOther = everyPermission.find((p) => p.url === '/isystem/permission')?.id ?? ''
    const rule = await callAs(hr01, 'POST', '/sys/role/datarule', {
      roleId: seedIds.roleAdmin,
      permissionId: firstOther,
      dataRuleIds: '',
    })
    expectRefused(rule, 'data rule')
  })

  it('may hand out what it holds to a user within its power, who gets it', async () => {
    const added = await callAs(hr01, 'POST', '/sys/user/addSysUserRole', {
      roleId: seedIds.roleHr,
      userIdList: [seedIds.jeecg],
    })
    expect(added.body).toMatchObject({ success: true })
    const roles = await call('GET', `/sys/user/queryUserRole?userid=${seedIds.jeecg}`)
    expect(roles.body.result).toEqual([seedIds.roleHr])
    const taken = await callAs(
      hr01,
      'DELETE',
      `/sys/user/deleteUserRole?roleId=${seedIds.roleHr}&userId=${seedIds.jeecg}`,
    )
    expect(taken.body.success).toBe(true)
  })

  it('may edit and reset the password of a user within its power', async () => {
    const edit = await callAs(hr01, 'PUT', '/sys/user/edit', {
      id: seedIds.jeecg,
      username: 'jeecg',
      realname: 'jeecg',
      selectedroles: seedIds.roleHr,
    })
    expect(edit.body).toMatchObject({ success: true })
    const beyond = await callAs(hr01, 'PUT', '/sys/user/edit', {
      id: seedIds.jeecg,
      username: 'jeecg',
      realname: 'jeecg',
      selectedroles: seedIds.roleQc,
    })
    expectRefused(beyond, 'a role hr01 does not hold')
    expect(beyond.body.message).toBe(POWER_REFUSALS.role)
    const reset = await callAs(hr01, 'PUT', '/sys/user/changePassword', {
      username: 'jeecg',
      password: '123456',
    })
    expect(reset.body).toMatchObject({ success: true })
    await call('PUT', '/sys/user/edit', {
      id: seedIds.jeecg,
      username: 'jeecg',
      realname: 'jeecg',
      selectedroles: '',
    })
  })
})

describe("renaming a menu's permission code (upstream's 菜单管理 form)", () => {
  const idOf = (perms: string) => everyPermission.find((p) => p.perms === perms)?.id ?? ''
  let qc01 = ''

  beforeAll(async () => {
    const page = everyPermission.find((p) => p.url === '/isystem/permission')?.id ?? ''
    for (const perms of ['power:rename:held', 'power:rename:other'])
      expect(
        (await call('POST', '/sys/permission/add', { name: perms, menuType: 2, parentId: page, perms })).body,
      ).toMatchObject({ success: true })
    everyPermission = flatten((await call('GET', '/sys/permission/list')).body.result as TreeNode[])
    // qc01 may edit menus and holds the first new button, not the second.
    const held = (await call('GET', `/sys/permission/queryRolePermission?roleId=${seedIds.roleQc}`)).body
      .result as string[]
    const saved = await call('POST', '/sys/permission/saveRolePermission', {
      roleId: seedIds.roleQc,
      permissionIds: [...held, idOf('system:permission:edit'), idOf('power:rename:held')].join(','),
      lastpermissionIds: held.join(','),
    })
    expect(saved.body.success).toBe(true)
    qc01 = await tokenOf('qc01')
  })

  const rename = (token: string, perms: string, to: string) =>
    callAs(token, 'PUT', '/sys/permission/edit', { id: idOf(perms), name: perms, menuType: 2, perms: to })

  it('refuses renaming a held button to the code of a button the caller does not hold (it would hand that out)', async () => {
    const answer = await rename(qc01, 'power:rename:held', 'power:rename:other')
    expectRefused(answer, 'rename to another code')
    expect(answer.body.message).toBe(POWER_REFUSALS.grant)
  })

  it('allows a code no other menu has, to the holder and to the administrator', async () => {
    expect((await rename(qc01, 'power:rename:held', 'power:rename:new')).body).toMatchObject({
      success: true,
    })
    expect((await rename(admin, 'power:rename:other', 'power:rename:admin')).body).toMatchObject({
      success: true,
    })
  })
})

describe('the administrator keeps full power', () => {
  it('adds a menu, holds it at once and grants it to another role', async () => {
    const added = await call('POST', '/sys/permission/add', {
      name: '权力测试菜单',
      menuType: 0,
      url: '/power-test',
      component: 'layouts/RouteView',
    })
    expect(added.body).toMatchObject({ success: true })
    const tree = flatten((await call('GET', '/sys/permission/list')).body.result as TreeNode[])
    const menu = tree.find((p) => p.url === '/power-test')?.id ?? ''
    const adminGrants = (await call('GET', `/sys/permission/queryRolePermission?roleId=${seedIds.roleAdmin}`))
      .body.result as string[]
    expect(adminGrants).toContain(menu)
    const held = (await call('GET', `/sys/permission/queryRolePermission?roleId=${seedIds.roleQc}`)).body
      .result as string[]
    const granted = await call('POST', '/sys/permission/saveRolePermission', {
      roleId: seedIds.roleQc,
      permissionIds: [...held, menu].join(','),
      lastpermissionIds: held.join(','),
    })
    expect(granted.body.success).toBe(true)
  })

  it("edits any user's roles and freezes and unfreezes anyone but itself", async () => {
    const edit = await call('PUT', '/sys/user/edit', {
      id: seedIds.cnt01,
      username: 'cnt01',
      realname: '食堂王师傅',
      selectedroles: `${seedIds.roleCanteen},${seedIds.roleAdmin}`,
    })
    expect(edit.body.success).toBe(true)
    await call('PUT', '/sys/user/edit', {
      id: seedIds.cnt01,
      username: 'cnt01',
      realname: '食堂王师傅',
      selectedroles: seedIds.roleCanteen,
    })
    expect(
      (await call('PUT', '/sys/user/frozenBatch', { ids: seedIds.qc01, status: '2' })).body.success,
    ).toBe(true)
    expect(
      (await call('PUT', '/sys/user/frozenBatch', { ids: seedIds.qc01, status: '1' })).body.success,
    ).toBe(true)
    // Its own roles stay as they are through user edit: sending them unchanged is fine.
    const self = await call('PUT', '/sys/user/edit', {
      id: seedIds.admin,
      username: 'admin',
      realname: '管理员',
      selectedroles: seedIds.roleAdmin,
    })
    expect(self.body.success).toBe(true)
  })
})

describe('roles, tenants and user imports beyond one’s power', () => {
  const idOf = (predicate: (p: TreeNode) => boolean) => everyPermission.find(predicate)?.id ?? ''
  let hr01 = ''
  let importer = ''
  let importerRole = ''

  beforeAll(async () => {
    // hr01 (kept to tenant 1) is given the role and tenant pages and their buttons, and may add users.
    const held = (await call('GET', `/sys/permission/queryRolePermission?roleId=${seedIds.roleHr}`)).body
      .result as string[]
    const more = everyPermission
      .filter(
        (p) =>
          p.url === '/isystem/roleUserList' ||
          p.url === '/isystem/user' ||
          p.perms === 'user:add' ||
          p.url === '/isys/tenant' ||
          p.perms?.startsWith('system:tenant:'),
      )
      .map((p) => p.id)
    await call('POST', '/sys/permission/saveRolePermission', {
      roleId: seedIds.roleHr,
      permissionIds: [...new Set([...held, ...more])].join(','),
      lastpermissionIds: held.join(','),
    })
    await call('PUT', '/sys/user/edit', {
      id: seedIds.hr01,
      username: 'hr01',
      realname: '人事张经理',
      relTenantIds: '1',
    })
    hr01 = await tokenOf('hr01')
    // jeecg (no tenant) is given a role of its own that may add users: the 用户管理 page and its add button.
    expect(
      (await call('POST', '/sys/role/add', { roleName: '用户导入员', roleCode: 'user_importer' })).body
        .success,
    ).toBe(true)
    const roles = (await call('GET', '/sys/role/queryall')).body.result as Array<{
      id: string
      roleCode: string
    }>
    importerRole = roles.find((role) => role.roleCode === 'user_importer')?.id ?? ''
    const grants = [
      idOf((p) => p.url === '/isystem'),
      idOf((p) => p.url === '/isystem/user'),
      idOf((p) => p.perms === 'user:add'),
    ]
    expect(grants.every(Boolean)).toBe(true)
    await call('POST', '/sys/permission/saveRolePermission', {
      roleId: importerRole,
      permissionIds: grants.join(','),
      lastpermissionIds: '',
    })
    await call('POST', '/sys/user/addSysUserRole', { roleId: importerRole, userIdList: [seedIds.jeecg] })
    importer = await tokenOf('jeecg')
  })

  it('cannot rename, recode or delete the administrator role', async () => {
    const before = await call('GET', '/sys/role/queryall')
    const edits: Array<[string, string, unknown]> = [
      ['PUT', '/sys/role/edit', { id: seedIds.roleAdmin, roleName: '被改了', roleCode: 'taken' }],
      ['DELETE', `/sys/role/delete?id=${seedIds.roleAdmin}`, undefined],
      ['DELETE', `/sys/role/deleteBatch?ids=${seedIds.roleHr},${seedIds.roleAdmin}`, undefined],
    ]
    for (const [method, path, body] of edits) {
      const answer = await callAs(hr01, method, path, body)
      expectRefused(answer, path)
      expect(answer.body.message).toBe(POWER_REFUSALS.role)
    }
    expect((await call('GET', '/sys/role/queryall')).body.result).toEqual(before.body.result)
    // Its own role, whose every permission it holds, it may edit.
    const own = await callAs(hr01, 'PUT', '/sys/role/edit', {
      id: seedIds.roleHr,
      roleName: '人事',
      roleCode: 'hr',
    })
    expect(own.body.success).toBe(true)
  })

  it('edits and deletes only the tenants it is kept to', async () => {
    const other = await callAs(hr01, 'PUT', '/sys/tenant/edit', { id: 2, name: '被改了' })
    expectRefused(other, 'tenant 2')
    expect(other.body.message).toBe(POWER_REFUSALS.tenant)
    expectRefused(await callAs(hr01, 'DELETE', '/sys/tenant/delete?id=2'), 'delete tenant 2')
    expectRefused(await callAs(hr01, 'DELETE', '/sys/tenant/deleteBatch?ids=1,2'), 'delete tenants 1,2')
    const tenant2 = (await call('GET', '/sys/tenant/queryById?id=2')).body.result as { name: string }
    expect(tenant2.name).not.toBe('被改了')
  })

  it('imports no user with a role beyond the importer, and none at all when kept to tenants', async () => {
    const importAs = async (token: string, rows: Array<Array<string | null>>) => {
      const form = new FormData()
      form.append('file', await xlsxOf(rows), 'users.xlsx')
      const response = await fetch(server.apiUrl + '/sys/user/importExcel', {
        method: 'POST',
        headers: { 'X-Access-Token': token },
        body: form,
      })
      return (await response.json()) as Answer['body']
    }
    const header = ['登录账号', '真实姓名', '角色']
    const escalated = await importAs(importer, [header, ['imported_admin', '导入管理员', '管理员']])
    expect(escalated.success).toBe(false)
    expect(JSON.stringify(escalated.result)).toContain(`第2行：${POWER_REFUSALS.role}`)
    const users = await call('GET', '/sys/user/list?username=imported_admin')
    expect((users.body.result as { total: number }).total).toBe(0)
    const within = await importAs(importer, [header, ['imported_user', '导入用户', '用户导入员']])
    expect(within.success, within.message).toBe(true)
    const kept = await importAs(hr01, [header, ['imported_hr', '导入人事', null]])
    expect(kept).toMatchObject({ success: false, code: 510, message: POWER_REFUSALS.tenant })
  })
})
