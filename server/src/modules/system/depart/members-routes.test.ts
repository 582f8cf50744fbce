import { describe, expect, it } from 'vitest'
import { adminSeedIds } from '../../../db/seed-ids'
import { seedIds } from '../../../db/seed'
import { PERMISSION_NOTICE, eventually, systemTestServer } from '../system-server.test-helper'

const { call, listen } = systemTestServer('depart-members')

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
