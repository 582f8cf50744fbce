/**
 * Consumer contract of the user management page (docs/spec.md §7 users): the list, add, edit, delete, freeze,
 * password change, the roles and departments of a user, the recycle bin, the address book and the
 * duplicate check of the forms. The REAL client of @erp/openapi is used.
 */
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { PACT_FIXTURE as F, SEED } from '../pact-names'
import { newPact } from './pact-helpers'
import { dateTime, interaction, page } from './system-helpers'

const { eachLike, like, integer } = MatchersV3

const pact = newPact()

const userRecord = {
  id: like(SEED.zhangsan),
  username: like('zhangsan'),
  realname: like('张三'),
  status: integer(1),
  createTime: dateTime(),
}

describe('users', () => {
  it('GET /sys/user/list pages the users with their dictionary texts', async () => {
    await interaction(pact, {
      description: 'a request for a page of users',
      method: 'GET',
      path: '/sys/user/list',
      query: { pageNo: '1', pageSize: '10' },
      result: page(eachLike({ ...userRecord, status_dictText: like('正常') }), 8),
      check: async (client) => {
        const { data } = await client.GET('/sys/user/list', {
          params: { query: { pageNo: 1, pageSize: 10 } },
        })
        expect(data?.success).toBe(true)
        expect(data?.result?.records[0]?.status_dictText).toBe('正常')
        expect(data?.result?.total).toBe(8)
      },
    })
  })

  it('GET /sys/user/pickerList lists the users a picker offers (the picker projection)', async () => {
    await interaction(pact, {
      description: 'a request for the users a picker offers',
      method: 'GET',
      path: '/sys/user/pickerList',
      // What the QC and repair pickers show: id and account (name, work number and department may be null).
      result: eachLike({ id: like(SEED.zhangsan), username: like('zhangsan') }),
      check: async (client) => {
        const { data } = await client.GET('/sys/user/pickerList')
        expect(data?.success).toBe(true)
        expect(data?.result?.[0]?.username).toBe('zhangsan')
      },
    })
  })

  it('POST /sys/user/add adds a user with roles and departments', async () => {
    const body = {
      username: 'wangwu',
      realname: '王五',
      password: 'Wangwu@2026',
      confirmpassword: 'Wangwu@2026',
      workNo: '00021',
      sex: 1,
      selectedroles: SEED.roleQc,
      selecteddeparts: SEED.departQc,
    }
    await interaction(pact, {
      description: 'a request to add a user',
      method: 'POST',
      path: '/sys/user/add',
      body,
      result: null,
      message: '添加成功！',
      check: async (client) => {
        const { data } = await client.POST('/sys/user/add', { body })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('PUT /sys/user/edit edits the fixture user', async () => {
    const body = { id: F.user, username: 'pact_user', realname: '契约用户二', sex: 2 }
    await interaction(pact, {
      description: 'a request to edit the fixture user',
      method: 'PUT',
      path: '/sys/user/edit',
      body,
      result: null,
      message: '修改成功!',
      check: async (client) => {
        const { data } = await client.PUT('/sys/user/edit', { body })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('DELETE /sys/user/delete moves the fixture user to the recycle bin', async () => {
    await interaction(pact, {
      description: 'a request to delete the fixture user',
      method: 'DELETE',
      path: '/sys/user/delete',
      query: { id: F.user },
      result: null,
      message: '删除用户成功',
      check: async (client) => {
        const { data } = await client.DELETE('/sys/user/delete', { params: { query: { id: F.user } } })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('DELETE /sys/user/deleteBatch deletes several users', async () => {
    await interaction(pact, {
      description: 'a request to delete a batch of users',
      method: 'DELETE',
      path: '/sys/user/deleteBatch',
      query: { ids: F.user },
      result: null,
      message: '批量删除用户成功',
      check: async (client) => {
        const { data } = await client.DELETE('/sys/user/deleteBatch', { params: { query: { ids: F.user } } })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('PUT /sys/user/frozenBatch freezes users', async () => {
    const body = { ids: F.user, status: '2' as const }
    await interaction(pact, {
      description: 'a request to freeze the fixture user',
      method: 'PUT',
      path: '/sys/user/frozenBatch',
      body,
      result: null,
      message: '操作成功!',
      check: async (client) => {
        const { data } = await client.PUT('/sys/user/frozenBatch', { body })
        expect(data?.success).toBe(true)
      },
    })
  })

  it("PUT /sys/user/changePassword sets another user's password", async () => {
    const body = { username: 'pact_user', password: 'Pact@2026!', confirmpassword: 'Pact@2026!' }
    await interaction(pact, {
      description: "a request to change the fixture user's password",
      method: 'PUT',
      path: '/sys/user/changePassword',
      body,
      result: null,
      message: '密码修改成功!',
      check: async (client) => {
        const { data } = await client.PUT('/sys/user/changePassword', { body })
        expect(data?.message).toBe('密码修改成功!')
      },
    })
  })

  it('GET /sys/user/queryUserRole answers the role ids of a user', async () => {
    await interaction(pact, {
      description: 'a request for the role ids of hr01',
      method: 'GET',
      path: '/sys/user/queryUserRole',
      query: { userid: SEED.hr01 },
      result: [SEED.roleHr],
      check: async (client) => {
        const { data } = await client.GET('/sys/user/queryUserRole', {
          params: { query: { userid: SEED.hr01 } },
        })
        expect(data?.result).toEqual([SEED.roleHr])
      },
    })
  })

  it('GET /sys/user/userDepartList answers the departments of a user as tree nodes', async () => {
    await interaction(pact, {
      description: 'a request for the departments of zhangsan',
      method: 'GET',
      path: '/sys/user/userDepartList',
      query: { userId: SEED.zhangsan },
      result: eachLike(
        { key: like(SEED.departRoot), value: like(SEED.departRoot), title: like('北京国炬软件') },
        2,
      ),
      message: '查找成功',
      check: async (client) => {
        const { data } = await client.GET('/sys/user/userDepartList', {
          params: { query: { userId: SEED.zhangsan } },
        })
        expect(data?.result?.map((node) => node.key)).toHaveLength(2)
      },
    })
  })

  it('GET /sys/user/queryByOrgCodeForAddressList pages the address book', async () => {
    await interaction(pact, {
      description: 'a request for a page of the address book',
      method: 'GET',
      path: '/sys/user/queryByOrgCodeForAddressList',
      query: { pageNo: '1', pageSize: '10' },
      result: page(
        eachLike({
          id: like(SEED.admin),
          realname: like('管理员'),
          departName: like('北京国炬软件'),
          orgCode: like('A01'),
        }),
        8,
      ),
      check: async (client) => {
        const { data } = await client.GET('/sys/user/queryByOrgCodeForAddressList', {
          params: { query: { pageNo: 1, pageSize: 10 } },
        })
        expect(data?.result?.records[0]?.departName).toBe('北京国炬软件')
      },
    })
  })

  it('GET /sys/duplicate/check says whether a value is free', async () => {
    await interaction(pact, {
      description: 'a duplicate check of a free username',
      method: 'GET',
      path: '/sys/duplicate/check',
      query: { tableName: 'sys_user', fieldName: 'username', fieldVal: 'nobody_has_this' },
      result: null,
      message: '该值可用！',
      check: async (client) => {
        const { data } = await client.GET('/sys/duplicate/check', {
          params: { query: { tableName: 'sys_user', fieldName: 'username', fieldVal: 'nobody_has_this' } },
        })
        expect(data?.success).toBe(true)
      },
    })
  })
})

describe('the recycle bin of users', () => {
  it('GET /sys/user/recycleBin answers the deleted users', async () => {
    await interaction(pact, {
      description: 'a request for the recycle bin of users',
      method: 'GET',
      path: '/sys/user/recycleBin',
      result: eachLike({
        id: like(F.deletedUser),
        username: like('pact_deleted'),
        realname: like('已删契约'),
      }),
      check: async (client) => {
        const { data } = await client.GET('/sys/user/recycleBin')
        expect(data?.result?.[0]).toMatchObject({ id: F.deletedUser, username: 'pact_deleted' })
      },
    })
  })

  it('PUT /sys/user/putRecycleBin restores deleted users', async () => {
    const body = { userIds: F.deletedUser }
    await interaction(pact, {
      description: 'a request to restore the deleted fixture user',
      method: 'PUT',
      path: '/sys/user/putRecycleBin',
      body,
      result: null,
      message: '还原成功',
      check: async (client) => {
        const { data } = await client.PUT('/sys/user/putRecycleBin', { body })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('DELETE /sys/user/deleteRecycleBin removes deleted users for good', async () => {
    await interaction(pact, {
      description: 'a request to remove the deleted fixture user for good',
      method: 'DELETE',
      path: '/sys/user/deleteRecycleBin',
      query: { userIds: F.deletedUser },
      result: null,
      message: '删除成功!',
      check: async (client) => {
        const { data } = await client.DELETE('/sys/user/deleteRecycleBin', {
          params: { query: { userIds: F.deletedUser } },
        })
        expect(data?.success).toBe(true)
      },
    })
  })
})
