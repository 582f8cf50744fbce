import { describe, expect, it } from 'vitest'
import { adminSeedIds } from '../../../db/seed-ids'
import { seedIds } from '../../../db/seed'
import { PERMISSION_NOTICE, eventually, systemTestServer } from '../system-server.test-helper'

const { call, listen } = systemTestServer('depart-role')

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
