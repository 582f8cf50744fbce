import { beforeAll, describe, expect, it } from 'vitest'
import { adminSeedIds } from '../../../db/seed-ids'
import { seedIds } from '../../../db/seed'
import { PERMISSION_NOTICE, eventually, systemTestServer } from '../system-server.test-helper'

const { call, listen } = systemTestServer('role')

let PERSON_MENU = ''
beforeAll(async () => {
  // The 员工档案 page, which the seed gives data rules.
  const flat = (nodes: Array<{ id: string; url: string | null; children: unknown }>): typeof nodes =>
    nodes.flatMap((node) => [node, ...flat((node.children as typeof nodes | null) ?? [])])
  PERSON_MENU =
    flat((await call('GET', '/sys/permission/list')).body.result).find((m) => m.url === '/hr/person')?.id ??
    ''
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

    // A change of roles also ends the user's sessions, which closes the socket after the notice: listen again.
    const jeecgAgain = await listen(seedIds.jeecg)
    expect(
      (await call('DELETE', `/sys/user/deleteUserRole?roleId=${seedIds.roleQc}&userId=${seedIds.jeecg}`))
        .body,
    ).toMatchObject({
      success: true,
      message: '删除成功!',
    })
    await eventually(() => expect(jeecgAgain).toContainEqual(PERMISSION_NOTICE))
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

describe('roles', () => {
  it('queryall lists every role', async () => {
    const { body } = await call('GET', '/sys/role/queryall')
    expect(body.success).toBe(true)
    expect(body.result).toEqual(expect.arrayContaining([expect.objectContaining({ roleCode: 'admin' })]))
  })
})
