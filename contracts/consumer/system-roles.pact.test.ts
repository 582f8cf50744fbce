/**
 * Consumer contract of the role management page (docs/spec.md §7 roles): every role for the selects, the menu tree
 * of the grant drawer with a role's menus and their data rules, and the users of a role. The REAL client of
 * @erp/openapi is used.
 */
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { PACT_FIXTURE as F, SEED } from '../pact-names'
import { newPact } from './pact-helpers'
import { interaction, page } from './system-helpers'

const { eachLike, like } = MatchersV3

const pact = newPact()

const treeNode = {
  key: like(SEED.home),
  value: like(SEED.home),
  slotTitle: like('首页'),
  isLeaf: like(true),
}

describe('roles', () => {
  it('GET /sys/role/queryall answers every role', async () => {
    await interaction(pact, {
      description: 'a request for every role',
      method: 'GET',
      path: '/sys/role/queryall',
      result: eachLike({ id: like(SEED.roleHr), roleName: like('人事经理'), roleCode: like('hr_manager') }),
      check: async (client) => {
        const { data } = await client.GET('/sys/role/queryall')
        expect(data?.result?.some((role) => role.id === SEED.roleHr)).toBe(true)
      },
    })
  })

  it('GET /sys/role/queryTreeList answers the menu tree of the grant drawer and every menu id', async () => {
    await interaction(pact, {
      description: 'a request for the menu tree of the role grant drawer',
      method: 'GET',
      path: '/sys/role/queryTreeList',
      result: { treeList: eachLike(treeNode), ids: eachLike(SEED.home) },
      check: async (client) => {
        const { data } = await client.GET('/sys/role/queryTreeList')
        expect(data?.result?.treeList[0]?.key).toBe(SEED.home)
        expect(data?.result?.ids).toContain(SEED.home)
      },
    })
  })

  it('GET /sys/permission/queryRolePermission answers the menu ids of a role', async () => {
    await interaction(pact, {
      description: 'a request for the menu ids of the fixture role',
      method: 'GET',
      path: '/sys/permission/queryRolePermission',
      query: { roleId: F.role },
      result: [F.menu],
      check: async (client) => {
        const { data } = await client.GET('/sys/permission/queryRolePermission', {
          params: { query: { roleId: F.role } },
        })
        expect(data?.result).toEqual([F.menu])
      },
    })
  })

  it('POST /sys/permission/saveRolePermission grants a role its menus', async () => {
    const body = { roleId: F.role, permissionIds: `${F.menu},${SEED.home}`, lastpermissionIds: F.menu }
    await interaction(pact, {
      description: 'a request to grant the fixture role the home menu',
      method: 'POST',
      path: '/sys/permission/saveRolePermission',
      body,
      result: null,
      message: '保存成功！',
      check: async (client) => {
        const { data } = await client.POST('/sys/permission/saveRolePermission', { body })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('GET /sys/role/datarule/{permissionId}/{roleId} answers the data rules of a menu and those the role has', async () => {
    await interaction(pact, {
      description: 'a request for the data rules of the fixture menu for the fixture role',
      method: 'GET',
      path: `/sys/role/datarule/${F.menu}/${F.role}`,
      result: like({
        datarule: eachLike({ id: like(F.dataRule), ruleName: like('契约规则') }),
      }),
      check: async (client) => {
        const { data } = await client.GET('/sys/role/datarule/{permissionId}/{roleId}', {
          params: { path: { permissionId: F.menu, roleId: F.role } },
        })
        expect(data?.success).toBe(true)
        expect(data?.result?.datarule[0]?.id).toBe(F.dataRule)
      },
    })
  })

  it('POST /sys/role/datarule saves the data rules a role has on a menu', async () => {
    const body = { permissionId: F.menu, roleId: F.role, dataRuleIds: F.dataRule }
    await interaction(pact, {
      description: 'a request to give the fixture role the data rule of the fixture menu',
      method: 'POST',
      path: '/sys/role/datarule',
      body,
      result: null,
      message: '保存成功!',
      check: async (client) => {
        const { data } = await client.POST('/sys/role/datarule', { body })
        expect(data?.success).toBe(true)
      },
    })
  })
})

describe('the users of a role', () => {
  it('GET /sys/user/userRoleList pages the users of a role', async () => {
    await interaction(pact, {
      description: 'a request for the users of the HR manager role',
      method: 'GET',
      path: '/sys/user/userRoleList',
      query: { roleId: SEED.roleHr, pageNo: '1', pageSize: '10' },
      result: page(eachLike({ id: SEED.hr01, username: 'hr01', realname: like('人事张经理') })),
      check: async (client) => {
        const { data } = await client.GET('/sys/user/userRoleList', {
          params: { query: { roleId: SEED.roleHr, pageNo: 1, pageSize: 10 } },
        })
        expect(data?.result?.records[0]?.username).toBe('hr01')
      },
    })
  })

  it('POST /sys/user/addSysUserRole adds users to a role', async () => {
    const body = { roleId: F.role, userIdList: [F.user] }
    await interaction(pact, {
      description: 'a request to add the fixture user to the fixture role',
      method: 'POST',
      path: '/sys/user/addSysUserRole',
      body,
      result: null,
      message: '添加成功!',
      check: async (client) => {
        const { data } = await client.POST('/sys/user/addSysUserRole', { body })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('DELETE /sys/user/deleteUserRole removes a user from a role', async () => {
    await interaction(pact, {
      description: 'a request to remove hr01 from the HR manager role',
      method: 'DELETE',
      path: '/sys/user/deleteUserRole',
      query: { roleId: SEED.roleHr, userId: SEED.hr01 },
      result: null,
      message: '删除成功!',
      check: async (client) => {
        const { data } = await client.DELETE('/sys/user/deleteUserRole', {
          params: { query: { roleId: SEED.roleHr, userId: SEED.hr01 } },
        })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('DELETE /sys/user/deleteUserRoleBatch removes several users from a role', async () => {
    await interaction(pact, {
      description: 'a request to remove qc01 from the QC role as a batch',
      method: 'DELETE',
      path: '/sys/user/deleteUserRoleBatch',
      query: { roleId: SEED.roleQc, userIds: SEED.qc01 },
      result: null,
      message: '删除成功!',
      check: async (client) => {
        const { data } = await client.DELETE('/sys/user/deleteUserRoleBatch', {
          params: { query: { roleId: SEED.roleQc, userIds: SEED.qc01 } },
        })
        expect(data?.success).toBe(true)
      },
    })
  })
})
