import { describe, expect, it } from 'vitest'
import { seedIds } from '../../../db/seed'
import { systemTestServer } from '../system-server.test-helper'

const { call } = systemTestServer('user-recycle-bin')

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
