/**
 * Consumer contract of the department management page (docs/spec.md §7 departments): the tree, search, add, edit,
 * delete, the menus a department is granted, its users, and its department roles with their menus. The REAL
 * client of @erp/openapi is used.
 */
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { PACT_FIXTURE as F, SEED, STATES } from '../pact-names'
import { newPact } from './pact-helpers'
import { interaction, page } from './system-helpers'

const { eachLike, like } = MatchersV3

const pact = newPact()

const departNode = (id: string, name: string, orgCode: string) => ({
  key: like(id),
  value: like(id),
  title: like(name),
  id: like(id),
  departName: like(name),
  orgCode: like(orgCode),
  orgCategory: like('1'),
  isLeaf: like(false),
})

describe('the department tree', () => {
  it('GET /sys/sysDepart/queryTreeList answers the whole tree', async () => {
    await interaction(pact, {
      description: 'a request for the department tree',
      method: 'GET',
      path: '/sys/sysDepart/queryTreeList',
      result: eachLike({
        ...departNode(SEED.departRoot, '北京国炬软件', 'A01'),
        children: eachLike({ ...departNode(SEED.departRnd, '研发部', 'A01A05'), isLeaf: like(true) }),
      }),
      check: async (client) => {
        const { data } = await client.GET('/sys/sysDepart/queryTreeList')
        expect(data?.result?.[0]?.departName).toBe('北京国炬软件')
        expect(data?.result?.[0]?.children?.[0]?.orgCode).toBe('A01A05')
      },
    })
  })

  it('GET /sys/sysDepart/queryMyDeptTreeList answers nothing for a user who heads no department', async () => {
    await interaction(pact, {
      state: STATES.adminSignedIn,
      description: 'a request for the departments the signed-in user heads',
      method: 'GET',
      path: '/sys/sysDepart/queryMyDeptTreeList',
      result: null,
      message: '1',
      check: async (client) => {
        const { data } = await client.GET('/sys/sysDepart/queryMyDeptTreeList')
        expect(data?.success).toBe(true)
        expect(data?.result ?? null).toBeNull()
      },
    })
  })

  it('GET /sys/sysDepart/searchBy answers the departments whose name matches', async () => {
    await interaction(pact, {
      description: 'a search of the departments for 研发',
      method: 'GET',
      path: '/sys/sysDepart/searchBy',
      query: { keyWord: '研发' },
      result: eachLike(departNode(SEED.departRnd, '研发部', 'A01A05')),
      check: async (client) => {
        const { data } = await client.GET('/sys/sysDepart/searchBy', {
          params: { query: { keyWord: '研发' } },
        })
        expect(data?.result?.[0]?.departName).toBe('研发部')
      },
    })
  })

  it('POST /sys/sysDepart/add adds a department', async () => {
    const body = {
      departName: '装配车间',
      parentId: SEED.departRoot,
      orgCategory: '2' as const,
      departOrder: 3,
    }
    await interaction(pact, {
      description: 'a request to add a department',
      method: 'POST',
      path: '/sys/sysDepart/add',
      body,
      result: null,
      message: '添加成功！',
      check: async (client) => {
        const { data } = await client.POST('/sys/sysDepart/add', { body })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('PUT /sys/sysDepart/edit edits the fixture department', async () => {
    const body = {
      id: F.depart,
      departName: '契约部二',
      parentId: SEED.departRoot,
      orgCategory: '2' as const,
    }
    await interaction(pact, {
      description: 'a request to edit the fixture department',
      method: 'PUT',
      path: '/sys/sysDepart/edit',
      body,
      result: null,
      message: '修改成功!',
      check: async (client) => {
        const { data } = await client.PUT('/sys/sysDepart/edit', { body })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('DELETE /sys/sysDepart/delete deletes the fixture department', async () => {
    await interaction(pact, {
      description: 'a request to delete the fixture department',
      method: 'DELETE',
      path: '/sys/sysDepart/delete',
      query: { id: F.depart },
      result: null,
      message: '删除成功!',
      check: async (client) => {
        const { data } = await client.DELETE('/sys/sysDepart/delete', { params: { query: { id: F.depart } } })
        expect(data?.success).toBe(true)
      },
    })
  })
})

describe('the menus of a department', () => {
  it('GET /sys/permission/queryDepartPermission answers the menu ids of a department', async () => {
    await interaction(pact, {
      description: 'a request for the menu ids of 研发部',
      method: 'GET',
      path: '/sys/permission/queryDepartPermission',
      query: { departId: SEED.departRnd },
      result: [SEED.home],
      check: async (client) => {
        const { data } = await client.GET('/sys/permission/queryDepartPermission', {
          params: { query: { departId: SEED.departRnd } },
        })
        expect(data?.result).toEqual([SEED.home])
      },
    })
  })

  it('POST /sys/permission/saveDepartPermission grants a department its menus', async () => {
    const body = {
      departId: SEED.departRnd,
      permissionIds: `${SEED.home},${F.menu}`,
      lastpermissionIds: SEED.home,
    }
    await interaction(pact, {
      description: 'a request to grant 研发部 the fixture menu',
      method: 'POST',
      path: '/sys/permission/saveDepartPermission',
      body,
      result: null,
      message: '保存成功！',
      check: async (client) => {
        const { data } = await client.POST('/sys/permission/saveDepartPermission', { body })
        expect(data?.success).toBe(true)
      },
    })
  })
})

describe('the users of a department', () => {
  it('GET /sys/user/departUserList pages the users of a department', async () => {
    await interaction(pact, {
      description: 'a request for the users of 研发部',
      method: 'GET',
      path: '/sys/user/departUserList',
      query: { depId: SEED.departRnd, pageNo: '1', pageSize: '10' },
      result: page(
        eachLike({ id: like(SEED.zhangsan), username: like('zhangsan'), realname: like('张三') }),
        3,
      ),
      check: async (client) => {
        const { data } = await client.GET('/sys/user/departUserList', {
          params: { query: { depId: SEED.departRnd, pageNo: 1, pageSize: 10 } },
        })
        expect(data?.result?.total).toBe(3)
        expect(data?.result?.records[0]?.username).toBe('zhangsan')
      },
    })
  })

  it('POST /sys/user/editSysDepartWithUser adds users to a department', async () => {
    const body = { depId: SEED.departRnd, userIdList: [F.user] }
    await interaction(pact, {
      description: 'a request to add the fixture user to 研发部',
      method: 'POST',
      path: '/sys/user/editSysDepartWithUser',
      body,
      result: null,
      message: '添加成功!',
      check: async (client) => {
        const { data } = await client.POST('/sys/user/editSysDepartWithUser', { body })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('DELETE /sys/user/deleteUserInDepart removes a user from a department', async () => {
    await interaction(pact, {
      description: 'a request to remove zhagnxiao from 研发部',
      method: 'DELETE',
      path: '/sys/user/deleteUserInDepart',
      query: { depId: SEED.departRnd, userId: SEED.zhagnxiao },
      result: null,
      message: '删除成功!',
      check: async (client) => {
        const { data } = await client.DELETE('/sys/user/deleteUserInDepart', {
          params: { query: { depId: SEED.departRnd, userId: SEED.zhagnxiao } },
        })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('DELETE /sys/user/deleteUserInDepartBatch removes several users from a department', async () => {
    const userIds = `${SEED.zhagnxiao},${SEED.jeecg}`
    await interaction(pact, {
      description: 'a request to remove zhagnxiao and jeecg from 研发部',
      method: 'DELETE',
      path: '/sys/user/deleteUserInDepartBatch',
      query: { depId: SEED.departRnd, userIds },
      result: null,
      message: '删除成功!',
      check: async (client) => {
        const { data } = await client.DELETE('/sys/user/deleteUserInDepartBatch', {
          params: { query: { depId: SEED.departRnd, userIds } },
        })
        expect(data?.success).toBe(true)
      },
    })
  })
})

describe('the roles of a department', () => {
  it('GET /sys/sysDepartRole/list pages the roles of a department', async () => {
    await interaction(pact, {
      description: 'a request for the department roles of 研发部',
      method: 'GET',
      path: '/sys/sysDepartRole/list',
      query: { deptId: SEED.departRnd, pageNo: '1', pageSize: '10' },
      result: page(
        eachLike({
          id: like(F.departRole),
          departId: SEED.departRnd,
          roleName: like('研发组长'),
          roleCode: like('rd_leader'),
        }),
        3,
      ),
      check: async (client) => {
        const { data } = await client.GET('/sys/sysDepartRole/list', {
          params: { query: { deptId: SEED.departRnd, pageNo: 1, pageSize: 10 } },
        })
        expect(data?.result?.records[0]?.departId).toBe(SEED.departRnd)
      },
    })
  })

  it('DELETE /sys/sysDepartRole/delete deletes a department role', async () => {
    await interaction(pact, {
      description: 'a request to delete the fixture department role',
      method: 'DELETE',
      path: '/sys/sysDepartRole/delete',
      query: { id: F.departRole },
      result: null,
      message: '删除成功!',
      check: async (client) => {
        const { data } = await client.DELETE('/sys/sysDepartRole/delete', {
          params: { query: { id: F.departRole } },
        })
        expect(data?.success).toBe(true)
      },
    })
  })

  it("GET /sys/sysDepartPermission/queryTreeListForDeptRole answers the department's menus as a tree", async () => {
    await interaction(pact, {
      description: 'a request for the menu tree a department role of 研发部 can be granted',
      method: 'GET',
      path: '/sys/sysDepartPermission/queryTreeListForDeptRole',
      query: { departId: SEED.departRnd },
      result: {
        treeList: eachLike({ key: like(SEED.home), value: like(SEED.home), slotTitle: like('首页') }),
        ids: eachLike(SEED.home),
      },
      check: async (client) => {
        const { data } = await client.GET('/sys/sysDepartPermission/queryTreeListForDeptRole', {
          params: { query: { departId: SEED.departRnd } },
        })
        expect(data?.result?.ids).toEqual([SEED.home])
      },
    })
  })

  it('GET /sys/sysDepartPermission/queryDeptRolePermission answers the menu ids of a department role', async () => {
    await interaction(pact, {
      description: 'a request for the menu ids of the fixture department role',
      method: 'GET',
      path: '/sys/sysDepartPermission/queryDeptRolePermission',
      query: { roleId: F.departRole },
      result: [SEED.home],
      check: async (client) => {
        const { data } = await client.GET('/sys/sysDepartPermission/queryDeptRolePermission', {
          params: { query: { roleId: F.departRole } },
        })
        expect(data?.result).toEqual([SEED.home])
      },
    })
  })

  it('POST /sys/sysDepartPermission/saveDeptRolePermission grants a department role menus of its department', async () => {
    const body = { roleId: F.departRole, permissionIds: SEED.home, lastpermissionIds: SEED.home }
    await interaction(pact, {
      description: 'a request to save the menus of the fixture department role',
      method: 'POST',
      path: '/sys/sysDepartPermission/saveDeptRolePermission',
      body,
      result: null,
      message: '保存成功！',
      check: async (client) => {
        const { data } = await client.POST('/sys/sysDepartPermission/saveDeptRolePermission', { body })
        expect(data?.success).toBe(true)
      },
    })
  })
})
