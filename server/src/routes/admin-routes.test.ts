import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { adminSeedIds } from '../db/seed-admin'
import { seedIds } from '../db/seed'
import { startServer, type RunningServer } from '../start'
import { PASSWORD_MASK, postgresUrl } from './admin-routes'

const root = mkdtempSync(join(tmpdir(), 'erp-admin-test-'))
let server: RunningServer
let admin = ''
const sockets: WebSocket[] = []
let PERSON_MENU = ''

interface Answer {
  status: number
  body: { success: boolean; message: string; code: number; result: any }
}

async function call(method: string, path: string, json?: unknown, token = admin): Promise<Answer> {
  const response = await fetch(server.apiUrl + path, {
    method,
    headers: {
      'X-Access-Token': token,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

async function tokenOf(username: string) {
  const response = await fetch(server.apiUrl + '/sys/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: '123456' }),
  })
  return ((await response.json()) as { result: { token: string } }).result.token
}

/** The notice socket of a user, recording what it receives. */
async function listen(userId: string) {
  const socket = new WebSocket(`${server.apiUrl.replace(/^http/, 'ws')}/websocket/${userId}`)
  sockets.push(socket)
  const received: unknown[] = []
  socket.on('message', (data: Buffer) => received.push(JSON.parse(data.toString('utf8'))))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  return received
}

const eventually = async (check: () => void, timeout = 3000) => {
  const started = Date.now()
  for (;;) {
    try {
      check()
      return
    } catch (error) {
      if (Date.now() - started > timeout) throw error
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
}
const PERMISSION_NOTICE = { cmd: 'permission', msgTxt: '权限已变更' }

beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
  admin = await tokenOf('admin')
  // The 员工档案 page, which the seed gives data rules.
  const flat = (nodes: Array<{ id: string; url: string | null; children: unknown }>): typeof nodes =>
    nodes.flatMap((node) => [node, ...flat((node.children as typeof nodes | null) ?? [])])
  PERSON_MENU =
    flat((await call('GET', '/sys/permission/list')).body.result).find((m) => m.url === '/hr/person')?.id ??
    ''
}, 120_000)

afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('user recycle bin', () => {
  it('lists deleted users with their department names, restores them, deletes them for good', async () => {
    await call('POST', '/sys/user/add', {
      username: 'binuser',
      password: 'Abc12345',
      realname: '回收站',
      selecteddeparts: seedIds.departQc,
    })
    const id = (await call('GET', '/sys/user/list?username=binuser')).body.result.records[0].id as string
    expect((await call('DELETE', `/sys/user/delete?id=${id}`)).body.success).toBe(true)

    const bin = (await call('GET', '/sys/user/recycleBin')).body
    expect(bin.success).toBe(true)
    expect(bin.result).toContainEqual(expect.objectContaining({ id, delFlag: 1, orgCode: '质检部' }))
    expect(bin.result[0]).not.toHaveProperty('password')

    expect((await call('PUT', '/sys/user/putRecycleBin', { userIds: id })).body).toMatchObject({
      success: true,
      message: '还原成功',
    })
    expect((await call('GET', '/sys/user/recycleBin')).body.result).not.toContainEqual(
      expect.objectContaining({ id }),
    )
    // A live user cannot be deleted for good; one in the bin can.
    expect((await call('DELETE', `/sys/user/deleteRecycleBin?userIds=${id}`)).body).toMatchObject({
      success: false,
      message: '只能彻底删除回收站中的用户',
    })
    await call('DELETE', `/sys/user/delete?id=${id}`)
    expect((await call('DELETE', `/sys/user/deleteRecycleBin?userIds=${id}`)).body).toMatchObject({
      success: true,
      message: '删除成功',
    })
    expect((await call('GET', `/sys/user/queryById?id=${id}`)).body.success).toBe(false)
    expect((await call('GET', '/sys/user/recycleBin')).body.result).not.toContainEqual(
      expect.objectContaining({ id }),
    )
  })

  it('refuses to restore users that are not in the bin', async () => {
    expect((await call('PUT', '/sys/user/putRecycleBin', { userIds: seedIds.jeecg })).body).toMatchObject({
      success: false,
      message: '回收站中没有这些用户',
    })
  })

  it("userDepartList answers a user's departments as key/value/title, and 查找失败 for none", async () => {
    const { body } = await call('GET', `/sys/user/userDepartList?userId=${seedIds.zhangsan}`)
    expect(body).toMatchObject({ success: true, message: '查找成功' })
    expect(body.result).toEqual([
      { key: seedIds.departRoot, value: seedIds.departRoot, title: '北京国炬软件', children: [] },
      { key: seedIds.departRnd, value: seedIds.departRnd, title: '研发部', children: [] },
    ])
    expect((await call('GET', '/sys/user/userDepartList?userId=nobody')).body).toMatchObject({
      success: false,
      message: '查找失败',
    })
  })
})

describe('users of a role', () => {
  it('pages the users of a role, filtered by account', async () => {
    const { body } = await call(
      'GET',
      `/sys/user/userRoleList?roleId=${seedIds.roleAdmin}&pageNo=1&pageSize=10`,
    )
    expect(body.success).toBe(true)
    expect(body.result.records.map((user: { username: string }) => user.username)).toEqual(['admin'])
    expect(body.result.records[0]).not.toHaveProperty('password')
    const none = await call('GET', `/sys/user/userRoleList?roleId=${seedIds.roleAdmin}&username=zzz`)
    expect(none.body.result.total).toBe(0)
    expect((await call('GET', '/sys/user/userRoleList')).status).toBe(400)
  })

  it('adds and removes role members, telling them live', async () => {
    const jeecgNotices = await listen(seedIds.jeecg)
    const added = await call('POST', '/sys/user/addSysUserRole', {
      roleId: seedIds.roleQc,
      userIdList: [seedIds.jeecg, seedIds.zhangsan],
    })
    expect(added.body).toMatchObject({ success: true, message: '添加成功!' })
    await eventually(() => expect(jeecgNotices).toContainEqual(PERMISSION_NOTICE))
    const members = (await call('GET', `/sys/user/userRoleList?roleId=${seedIds.roleQc}`)).body.result.records
    expect(members.map((user: { username: string }) => user.username).sort()).toEqual([
      'jeecg',
      'qc01',
      'zhangsan',
    ])
    // Adding again is harmless.
    expect(
      (
        await call('POST', '/sys/user/addSysUserRole', {
          roleId: seedIds.roleQc,
          userIdList: [seedIds.jeecg],
        })
      ).body.success,
    ).toBe(true)

    jeecgNotices.length = 0
    expect(
      (await call('DELETE', `/sys/user/deleteUserRole?roleId=${seedIds.roleQc}&userId=${seedIds.jeecg}`))
        .body,
    ).toMatchObject({
      success: true,
      message: '删除成功!',
    })
    await eventually(() => expect(jeecgNotices).toContainEqual(PERMISSION_NOTICE))
    expect(
      (await call('DELETE', `/sys/user/deleteUserRole?roleId=${seedIds.roleQc}&userId=${seedIds.jeecg}`))
        .body,
    ).toMatchObject({
      success: false,
      message: '删除失败！',
    })
    expect(
      (
        await call(
          'DELETE',
          `/sys/user/deleteUserRoleBatch?roleId=${seedIds.roleQc}&userIds=${seedIds.zhangsan},${seedIds.jeecg}`,
        )
      ).body,
    ).toMatchObject({ success: true, message: '删除成功!' })
    expect(
      (
        await call(
          'DELETE',
          `/sys/user/deleteUserRoleBatch?roleId=${seedIds.roleQc}&userIds=${seedIds.zhangsan}`,
        )
      ).body.success,
    ).toBe(false)
    expect((await call('GET', `/sys/user/userRoleList?roleId=${seedIds.roleQc}`)).body.result.total).toBe(1)
  })

  it('refuses an unknown role', async () => {
    expect(
      (await call('POST', '/sys/user/addSysUserRole', { roleId: 'nope', userIdList: [seedIds.jeecg] })).body,
    ).toMatchObject({
      success: false,
      message: '未找到角色信息',
    })
  })
})

describe('users of a department', () => {
  it('pages the users of a department and its sub-departments with their department names', async () => {
    const root = (await call('GET', `/sys/user/departUserList?depId=${seedIds.departRoot}&pageSize=50`)).body
    expect(root.success).toBe(true)
    const names = root.result.records.map((user: { username: string }) => user.username)
    expect(names).toEqual(expect.arrayContaining(['admin', 'jeecg', 'hr01', 'qc01', 'zhangsan']))
    const rnd = (await call('GET', `/sys/user/departUserList?depId=${seedIds.departRnd}&username=jee`)).body
      .result
    expect(rnd.records).toEqual([expect.objectContaining({ username: 'jeecg', orgCode: '研发部' })])
    // Unknown department, or no depId for a user in charge of none: result null as upstream.
    expect((await call('GET', '/sys/user/departUserList?depId=nope')).body).toMatchObject({
      success: true,
      result: null,
    })
    expect((await call('GET', '/sys/user/departUserList')).body.result).toBeNull()
    expect((await call('GET', '/sys/user/departUserList?pageNo=x')).status).toBe(400)
  })

  it('adds users to a department, removes them (and their department roles), tells them live', async () => {
    const notices = await listen(seedIds.cnt01)
    const added = await call('POST', '/sys/user/editSysDepartWithUser', {
      depId: seedIds.departRnd,
      userIdList: [seedIds.cnt01],
    })
    expect(added.body).toMatchObject({ success: true, message: '添加成功!' })
    await eventually(() => expect(notices).toContainEqual(PERMISSION_NOTICE))
    expect((await call('GET', `/sys/user/userDepartList?userId=${seedIds.cnt01}`)).body.result).toHaveLength(
      2,
    )

    await call('POST', '/sys/sysDepartRole/deptRoleUserAdd', {
      userId: seedIds.cnt01,
      newRoleId: adminSeedIds.departRoleRdEngineer,
      oldRoleId: '',
    })
    expect(
      (
        await call(
          'DELETE',
          `/sys/user/deleteUserInDepart?depId=${seedIds.departRnd}&userId=${seedIds.cnt01}`,
        )
      ).body,
    ).toMatchObject({ success: true, message: '删除成功!' })
    const roles = await call(
      'GET',
      `/sys/sysDepartRole/getDeptRoleByUserId?userId=${seedIds.cnt01}&departId=${seedIds.departRnd}`,
    )
    expect(roles.body.result).toEqual([])
    expect(
      (
        await call(
          'DELETE',
          `/sys/user/deleteUserInDepart?depId=${seedIds.departRnd}&userId=${seedIds.cnt01}`,
        )
      ).body,
    ).toMatchObject({ success: false, message: '当前选中部门与用户无关联关系!' })

    await call('POST', '/sys/user/editSysDepartWithUser', {
      depId: seedIds.departQc,
      userIdList: [seedIds.cnt01, seedIds.hr01],
    })
    expect(
      (
        await call(
          'DELETE',
          `/sys/user/deleteUserInDepartBatch?depId=${seedIds.departQc}&userIds=${seedIds.cnt01},${seedIds.hr01}`,
        )
      ).body,
    ).toMatchObject({ success: true, message: '删除成功!' })
    expect(
      (
        await call(
          'DELETE',
          `/sys/user/deleteUserInDepartBatch?depId=${seedIds.departQc}&userIds=${seedIds.cnt01}`,
        )
      ).body.success,
    ).toBe(false)
  })

  it('refuses an unknown department', async () => {
    expect(
      (await call('POST', '/sys/user/editSysDepartWithUser', { depId: 'nope', userIdList: [seedIds.jeecg] }))
        .body,
    ).toMatchObject({
      success: false,
      message: '未找到部门信息',
    })
  })
})

describe('department roles', () => {
  it('lists, adds, edits, finds and deletes the roles of a department', async () => {
    const list = (await call('GET', `/sys/sysDepartRole/list?deptId=${seedIds.departRnd}`)).body
    expect(list.success).toBe(true)
    expect(list.result.records.map((role: { roleCode: string }) => role.roleCode).sort()).toEqual([
      'rd_engineer',
      'rd_leader',
    ])
    // The root department's list covers its sub-departments; a filter narrows it.
    const all = (await call('GET', `/sys/sysDepartRole/list?deptId=${seedIds.departRoot}&roleName=*组长*`))
      .body.result
    expect(all.records.map((role: { roleCode: string }) => role.roleCode).sort()).toEqual([
      'qc_leader',
      'rd_leader',
    ])
    expect((await call('GET', '/sys/sysDepartRole/list')).body.result).toBeNull()

    const added = await call('POST', '/sys/sysDepartRole/add', {
      departId: seedIds.departHr,
      roleName: '招聘专员',
      roleCode: 'recruiter',
    })
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' })
    expect(
      (
        await call('POST', '/sys/sysDepartRole/add', {
          departId: seedIds.departHr,
          roleName: 'x',
          roleCode: 'recruiter',
        })
      ).body,
    ).toMatchObject({
      success: false,
      message: '部门角色编码已存在',
    })
    const [role] = (
      await call(
        'GET',
        `/sys/sysDepartRole/getDeptRoleList?departId=${seedIds.departHr}&userId=${seedIds.hr01}`,
      )
    ).body.result
    expect(role).toMatchObject({ departId: seedIds.departHr, roleName: '招聘专员', createBy: 'admin' })

    expect(
      (
        await call('PUT', '/sys/sysDepartRole/edit', {
          id: role.id,
          roleName: '招聘主管',
          roleCode: 'recruiter',
        })
      ).body,
    ).toMatchObject({
      success: true,
      message: '编辑成功!',
    })
    expect((await call('GET', `/sys/sysDepartRole/queryById?id=${role.id}`)).body.result).toMatchObject({
      roleName: '招聘主管',
      updateBy: 'admin',
    })
    expect((await call('DELETE', `/sys/sysDepartRole/delete?id=${role.id}`)).body).toMatchObject({
      success: true,
      message: '删除成功!',
    })
    expect((await call('DELETE', `/sys/sysDepartRole/delete?id=${role.id}`)).body).toMatchObject({
      success: false,
      message: '未找到对应数据',
    })
    expect((await call('GET', `/sys/sysDepartRole/queryById?id=${role.id}`)).body.success).toBe(false)

    await call('POST', '/sys/sysDepartRole/add', { departId: seedIds.departHr, roleName: 'a', roleCode: 'a' })
    await call('POST', '/sys/sysDepartRole/add', { departId: seedIds.departHr, roleName: 'b', roleCode: 'b' })
    const ids = (
      await call('GET', `/sys/sysDepartRole/getDeptRoleList?departId=${seedIds.departHr}&userId=x`)
    ).body.result.map((r: { id: string }) => r.id)
    expect((await call('DELETE', `/sys/sysDepartRole/deleteBatch?ids=${ids.join(',')}`)).body).toMatchObject({
      success: true,
      message: '批量删除成功!',
    })
    expect((await call('DELETE', `/sys/sysDepartRole/deleteBatch?ids=${ids.join(',')}`)).body.success).toBe(
      false,
    )
  })

  it('refuses a role for an unknown department, an edit of an unknown role, the roles of an unknown department', async () => {
    expect(
      (await call('POST', '/sys/sysDepartRole/add', { departId: 'nope', roleName: 'x', roleCode: 'x' })).body
        .message,
    ).toBe('未找到部门信息')
    expect(
      (await call('PUT', '/sys/sysDepartRole/edit', { id: 'nope', roleName: 'x', roleCode: 'x' })).body
        .message,
    ).toBe('未找到对应数据')
    expect(
      (await call('GET', '/sys/sysDepartRole/getDeptRoleList?departId=nope&userId=x')).body.message,
    ).toBe('未找到部门信息')
  })

  it("changes a user's department roles by difference and tells the user live", async () => {
    const notices = await listen(seedIds.jeecg)
    const held = async () =>
      (
        await call(
          'GET',
          `/sys/sysDepartRole/getDeptRoleByUserId?userId=${seedIds.jeecg}&departId=${seedIds.departRnd}`,
        )
      ).body.result.map((row: { droleId: string }) => row.droleId)
    expect(await held()).toEqual([adminSeedIds.departRoleRdLeader])
    const saved = await call('POST', '/sys/sysDepartRole/deptRoleUserAdd', {
      userId: seedIds.jeecg,
      newRoleId: adminSeedIds.departRoleRdEngineer,
      oldRoleId: adminSeedIds.departRoleRdLeader,
    })
    expect(saved.body).toMatchObject({ success: true, message: '添加成功！' })
    expect(await held()).toEqual([adminSeedIds.departRoleRdEngineer])
    await eventually(() => expect(notices).toContainEqual(PERMISSION_NOTICE))
    expect(
      (await call('POST', '/sys/sysDepartRole/deptRoleUserAdd', { userId: 'nope', newRoleId: 'a' })).body
        .message,
    ).toBe('未找到用户信息')
  })
})

describe('data rules of a role', () => {
  it('answers the rules of a menu and those granted; saving changes the grant', async () => {
    const hr = await call('GET', `/sys/role/datarule/${PERSON_MENU}/${seedIds.roleHr}`)
    expect(hr.body.success).toBe(true)
    expect(hr.body.result.datarule).toHaveLength(3)
    expect(hr.body.result.drChecked).toBe(adminSeedIds.ruleDepart)

    const notices = await listen(seedIds.hr01)
    const saved = await call('POST', '/sys/role/datarule', {
      permissionId: PERSON_MENU,
      roleId: seedIds.roleHr,
      dataRuleIds: `${adminSeedIds.ruleOwn},${adminSeedIds.ruleMale},`,
    })
    expect(saved.body).toMatchObject({ success: true, message: '保存成功!' })
    await eventually(() => expect(notices).toContainEqual(PERMISSION_NOTICE))
    expect(
      (await call('GET', `/sys/role/datarule/${PERSON_MENU}/${seedIds.roleHr}`)).body.result.drChecked,
    ).toBe(`${adminSeedIds.ruleOwn},${adminSeedIds.ruleMale}`)
    // A role without a grant on the menu: the rules, nothing checked.
    const qc = (await call('GET', `/sys/role/datarule/${PERSON_MENU}/${seedIds.roleQc}`)).body.result
    expect(qc).not.toHaveProperty('drChecked')
  })

  it('refuses a menu without rules, and saving for a menu the role is not granted', async () => {
    expect((await call('GET', `/sys/role/datarule/${seedIds.home}/${seedIds.roleHr}`)).body).toMatchObject({
      success: false,
      message: '未找到权限配置信息',
    })
    expect(
      (
        await call('POST', '/sys/role/datarule', {
          permissionId: PERSON_MENU,
          roleId: seedIds.roleQc,
          dataRuleIds: adminSeedIds.ruleOwn,
        })
      ).body,
    ).toMatchObject({ success: false, message: '请先保存角色菜单权限!' })
  })
})

describe('data log', () => {
  it('stores a version on every edit of a resource; versions and their comparison are readable', async () => {
    expect(
      (await call('POST', '/sys/position/add', { code: 'dl-test', name: '数据日志测试' })).body.success,
    ).toBe(true)
    const position = (await call('GET', '/sys/position/list?code=dl-test')).body.result.records[0]
    await call('PUT', '/sys/position/edit', { id: position.id, code: 'dl-test', name: '第一版' })
    await call('PUT', '/sys/position/edit', {
      id: position.id,
      code: 'dl-test',
      name: '第二版',
      postRank: '3',
    })

    const versions = (
      await call('GET', `/sys/dataLog/queryDataVerList?dataTable=sys_position&dataId=${position.id}`)
    ).body
    expect(versions.success).toBe(true)
    expect(versions.result.map((v: { dataVersion: number }) => v.dataVersion)).toEqual([1, 2])
    const contents = versions.result.map((v: { dataContent: string }) => JSON.parse(v.dataContent))
    expect(contents[0]).toMatchObject({ id: position.id, name: '第一版' })
    expect(contents[1]).toMatchObject({ name: '第二版', postRank: '3' })
    expect(versions.result[0].createBy).toBe('admin')

    const [first, second] = versions.result as Array<{ id: string }>
    const compared = (
      await call('GET', `/sys/dataLog/queryCompareList?dataId1=${first?.id}&dataId2=${second?.id}`)
    ).body
    expect(compared.success).toBe(true)
    expect(compared.result.map((v: { id: string }) => v.id)).toEqual([first?.id, second?.id])
    // The data-log list page sees them too.
    expect((await call('GET', `/sys/dataLog/list?dataId=${position.id}`)).body.result.total).toBe(2)
  })

  it('refuses a record without versions and a comparison with an unknown version', async () => {
    expect(
      (await call('GET', '/sys/dataLog/queryDataVerList?dataTable=sys_position&dataId=nope')).body,
    ).toMatchObject({
      success: false,
      message: '未找到版本信息',
    })
    const seeded = (
      await call('GET', `/sys/dataLog/queryDataVerList?dataTable=sys_role&dataId=${seedIds.roleQc}`)
    ).body.result
    expect(seeded).toHaveLength(2)
    expect(
      (await call('GET', `/sys/dataLog/queryCompareList?dataId1=${seeded[0].id}&dataId2=nope`)).body.message,
    ).toBe('未找到版本信息')
  })
})

describe('fill rules', () => {
  it('runs the order-number rule with its prefix', async () => {
    const { body } = await call('GET', '/sys/fillRule/testFillRule?ruleCode=shop_order_num')
    expect(body.success).toBe(true)
    expect(body.result).toMatch(/^CN\d{14}\d{2}$/)
    expect((await call('GET', '/sys/fillRule/testFillRule?ruleCode=qc_report_no')).body.result).toMatch(
      /^QC\d{16}$/,
    )
    const named = await call('PUT', '/sys/fillRule/executeRuleByCode/shop_order_num', { name: '-A' })
    expect(named.body.result).toMatch(/^CN\d{16}-A$/)
  })

  it('runs the department and category code rules over the current data', async () => {
    // Under 北京国炬软件 (A01A01 … A01A05): the next code and a depth-2 type.
    expect((await call('GET', '/sys/fillRule/testFillRule?ruleCode=org_num_role')).body.result).toEqual([
      'A01A06',
      '2',
    ])
    expect((await call('GET', '/sys/fillRule/testFillRule?ruleCode=category_code_rule')).body.result).toBe(
      'A03',
    )
    const child = await call('PUT', '/sys/fillRule/executeRuleByCode/category_code_rule', {
      pid: adminSeedIds.categoryAuxiliary,
    })
    expect(child.body.result).toBe('A01A02A02')
    const first = await call('PUT', '/sys/fillRule/executeRuleByCode/category_code_rule', {
      pid: adminSeedIds.categoryRaw,
    })
    expect(first.body.result).toBe('A01A01A01')
  })

  it('refuses an unknown code and an unknown class', async () => {
    expect((await call('GET', '/sys/fillRule/testFillRule?ruleCode=nope')).body).toMatchObject({
      success: false,
      message: '编码规则不存在: nope',
    })
    await call('POST', '/sys/fillRule/add', {
      ruleName: '坏规则',
      ruleCode: 'evil',
      ruleClass: 'java.lang.Runtime',
      ruleParams: '{}',
    })
    expect((await call('GET', '/sys/fillRule/testFillRule?ruleCode=evil')).body).toMatchObject({
      success: false,
      message: '不支持的规则实现类: java.lang.Runtime',
    })
  })
})

/**
 * Just enough of the PostgreSQL wire protocol to accept one connection: asks for a cleartext password (and
 * records it), then answers every query with an empty result. `reject` refuses the password instead.
 */
async function fakePostgres(reject = false) {
  const passwords: string[] = []
  const message = (type: string, body: Buffer) => {
    const head = Buffer.alloc(5)
    head.write(type, 0, 'latin1')
    head.writeInt32BE(body.length + 4, 1)
    return Buffer.concat([head, body])
  }
  const int32 = (n: number) => {
    const b = Buffer.alloc(4)
    b.writeInt32BE(n)
    return b
  }
  const ready = message('Z', Buffer.from('I'))
  const server = createServer((socket) => {
    let buffer = Buffer.alloc(0)
    let started = false
    socket.on('error', () => undefined)
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk])
      for (;;) {
        if (!started) {
          if (buffer.length < 4 || buffer.length < buffer.readInt32BE(0)) return
          buffer = buffer.subarray(buffer.readInt32BE(0))
          started = true
          socket.write(message('R', int32(3)))
          continue
        }
        if (buffer.length < 5 || buffer.length < 1 + buffer.readInt32BE(1)) return
        const type = String.fromCharCode(buffer[0] ?? 0)
        const body = buffer.subarray(5, 1 + buffer.readInt32BE(1))
        buffer = buffer.subarray(1 + buffer.readInt32BE(1))
        if (type === 'p') {
          passwords.push(body.toString('utf8').replace(/\0$/, ''))
          if (reject) {
            const fields = Buffer.from('SFATAL\0C28P01\0Mpassword authentication failed for user "erp"\0\0')
            socket.end(message('E', fields))
            return
          }
          socket.write(Buffer.concat([message('R', int32(0)), ready]))
        } else if (type === 'Q') {
          socket.write(Buffer.concat([message('C', Buffer.from('SELECT 0\0')), ready]))
        } else if (type === 'X') {
          socket.end()
          return
        }
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `jdbc:postgresql://127.0.0.1:${port}/erp`, passwords, close: () => server.close() }
}

describe('data sources', () => {
  const test = (body: Record<string, unknown>) =>
    call('POST', '/online/cgreport/api/testConnection', {
      dbType: '6',
      dbDriver: 'org.postgresql.Driver',
      dbUsername: 'erp',
      ...body,
    })

  it('connects to a PostgreSQL URL for real and answers 数据库连接成功', async () => {
    const pg = await fakePostgres()
    try {
      expect((await test({ dbUrl: pg.url, dbPassword: 'pw-1' })).body).toMatchObject({
        success: true,
        message: '数据库连接成功',
      })
      expect(pg.passwords).toEqual(['pw-1'])
    } finally {
      pg.close()
    }
  })

  it('never lists a password in clear; the mask sent back by an edit or a test uses the stored one', async () => {
    const list = (await call('GET', '/sys/dataSource/list?code=local_pg')).body.result.records
    expect(list[0]).toMatchObject({ code: 'local_pg', dbPassword: PASSWORD_MASK })
    expect((await call('GET', `/sys/dataSource/queryById?id=${list[0].id}`)).body.result.dbPassword).toBe(
      PASSWORD_MASK,
    )
    const edited = await call('PUT', '/sys/dataSource/edit', {
      ...list[0],
      dbPassword: PASSWORD_MASK,
      remark: '改过',
    })
    expect(edited.body.success).toBe(true)
    const versions = (
      await call('GET', `/sys/dataLog/queryDataVerList?dataTable=sys_data_source&dataId=${list[0].id}`)
    ).body.result
    expect(JSON.parse(versions[0].dataContent)).toMatchObject({ remark: '改过', dbPassword: PASSWORD_MASK })
    expect(JSON.stringify(versions)).not.toContain('erp-demo')

    const pg = await fakePostgres()
    try {
      const { body } = await test({ id: list[0].id, dbUrl: pg.url, dbPassword: PASSWORD_MASK })
      expect(body.message).toBe('数据库连接成功')
      expect(pg.passwords).toEqual(['erp-demo'])
    } finally {
      pg.close()
    }
  })

  it('says why a connection failed, within the 3 s timeout, without the password', async () => {
    const pg = await fakePostgres(true)
    try {
      const refused = (await test({ dbUrl: pg.url, dbPassword: 'top-secret' })).body
      expect(refused).toMatchObject({ success: false })
      expect(refused.message).toBe('数据库连接失败：password authentication failed for user "erp"')
    } finally {
      pg.close()
    }
    const started = Date.now()
    const { body } = await test({ dbUrl: 'jdbc:postgresql://127.0.0.1:1/erp', dbPassword: 'top-secret' })
    expect(Date.now() - started).toBeLessThan(5000)
    expect(body.success).toBe(false)
    expect(body.message).toMatch(/^数据库连接失败：.+/)
    expect(JSON.stringify(body)).not.toContain('top-secret')
  })

  it('refuses databases it has no driver for', async () => {
    const { body } = await test({ dbType: '4', dbUrl: 'jdbc:mysql://127.0.0.1:3306/erp', dbPassword: 'x' })
    expect(body).toMatchObject({ success: false })
    expect(body.message).toContain('不支持该类型的数据库')
  })

  it('reads JDBC and libpq URLs', () => {
    expect(postgresUrl('jdbc:postgresql://db:5432/erp?ssl=false')).toBe('postgresql://db:5432/erp?ssl=false')
    expect(postgresUrl('postgres://u@db/erp')).toBe('postgresql://u@db/erp')
    expect(postgresUrl('jdbc:mysql://db/erp')).toBeNull()
  })
})

describe('categories', () => {
  it('pages the top level with hasChild, lists children, answers tree levels by pid or code', async () => {
    const roots = (await call('GET', '/sys/category/rootList')).body
    expect(roots.success).toBe(true)
    expect(roots.result.records.map((c: { name: string; hasChild: string }) => [c.name, c.hasChild])).toEqual(
      [
        ['物料', '1'],
        ['设备', '0'],
      ],
    )
    const found = (await call('GET', '/sys/category/rootList?name=*材料*')).body.result.records
    expect(found.map((c: { name: string }) => c.name).sort()).toEqual(['包装材料', '原材料'])

    const children = (await call('GET', `/sys/category/childList?pid=${adminSeedIds.categoryMaterial}`)).body
      .result
    expect(children.map((c: { code: string }) => c.code)).toEqual(['A01A01', 'A01A02'])

    const level = (await call('GET', '/sys/category/loadTreeData?pcode=A01')).body.result
    expect(level).toEqual([
      expect.objectContaining({
        key: adminSeedIds.categoryRaw,
        value: adminSeedIds.categoryRaw,
        title: '原材料',
        isLeaf: true,
      }),
      expect.objectContaining({ key: adminSeedIds.categoryAuxiliary, title: '辅料', isLeaf: false }),
    ])
    expect(
      (await call('GET', `/sys/category/loadTreeData?pid=${adminSeedIds.categoryAuxiliary}`)).body.result,
    ).toHaveLength(1)
    expect((await call('GET', '/sys/category/loadTreeData?pcode=0')).body.result).toHaveLength(2)

    const whole = (await call('GET', '/sys/category/loadTreeRoot?async=false&pcode=A01')).body.result
    expect(whole[1].children).toEqual([expect.objectContaining({ title: '包装材料', isLeaf: true })])
    const lazy = (await call('GET', '/sys/category/loadTreeRoot?async=true&pcode=A01')).body.result
    expect(lazy[1]).not.toHaveProperty('children')
  })

  it('refuses a tree request without parent and an unknown code', async () => {
    expect((await call('GET', '/sys/category/loadTreeData')).body.message).toBe(
      '加载分类字典树参数有误.[null]!',
    )
    expect((await call('GET', '/sys/category/loadTreeData?pcode=ZZZ')).body.message).toBe(
      '加载分类字典树参数有误.[code]!',
    )
    expect((await call('GET', '/sys/category/loadTreeRoot?async=true&pcode=ZZZ')).body).toMatchObject({
      success: false,
      message: '该编码【ZZZ】不存在，请核实!',
    })
    expect((await call('GET', '/sys/category/childList')).status).toBe(400)
  })
})

describe('existing endpoints this page set relies on', () => {
  it('refleshCache answers upstream new Result defaults; checkByCode checks slices', async () => {
    expect((await call('GET', '/sys/dict/refleshCache')).body).toMatchObject({
      success: true,
      message: '操作成功！',
      code: 0,
    })
    expect(
      (await call('GET', '/sys/checkRule/checkByCode?ruleCode=material_code&value=AB1234')).body.success,
    ).toBe(true)
    expect(
      (await call('GET', '/sys/checkRule/checkByCode?ruleCode=material_code&value=ab1234')).body,
    ).toMatchObject({
      success: false,
      message: '前两位必须是大写字母',
    })
  })
})
