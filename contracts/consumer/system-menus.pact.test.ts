/**
 * Consumer contract of the menu management page (docs/spec.md §7 menus): the menu list as a tree, the grant tree,
 * add, edit, delete, and the data rules of a menu. The REAL client of @erp/openapi is used.
 */
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { PACT_FIXTURE as F, SEED } from '../pact-names'
import { newPact } from './pact-helpers'
import { interaction } from './system-helpers'

const { eachLike, like, integer } = MatchersV3

const pact = newPact()

describe('menus', () => {
  it('GET /sys/permission/list answers every menu as a tree', async () => {
    await interaction(pact, {
      description: 'a request for the menu list',
      method: 'GET',
      path: '/sys/permission/list',
      result: eachLike({
        id: like(SEED.home),
        key: like(SEED.home),
        name: like('首页'),
        menuType: integer(0),
        url: like('/dashboard/analysis'),
        sortNo: like(0),
      }),
      check: async (client) => {
        const { data } = await client.GET('/sys/permission/list')
        expect(data?.result?.[0]).toMatchObject({ id: SEED.home, name: '首页', menuType: 0 })
      },
    })
  })

  it('GET /sys/permission/queryTreeList answers the menu tree and every menu id', async () => {
    await interaction(pact, {
      description: 'a request for the menu tree of the grant dialogs',
      method: 'GET',
      path: '/sys/permission/queryTreeList',
      result: {
        treeList: eachLike({ key: like(SEED.home), value: like(SEED.home), title: like('首页') }),
        ids: eachLike(SEED.home),
      },
      check: async (client) => {
        const { data } = await client.GET('/sys/permission/queryTreeList')
        expect(data?.result?.treeList[0]?.title).toBe('首页')
      },
    })
  })

  it('POST /sys/permission/add adds a menu', async () => {
    const body = {
      name: '装配看板',
      menuType: 0 as const,
      url: '/assembly/board',
      component: 'assembly/Board',
      sortNo: 5,
    }
    await interaction(pact, {
      description: 'a request to add a menu',
      method: 'POST',
      path: '/sys/permission/add',
      body,
      result: null,
      message: '添加成功！',
      check: async (client) => {
        const { data } = await client.POST('/sys/permission/add', { body })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('PUT /sys/permission/edit edits the fixture menu', async () => {
    const body = {
      id: F.menu,
      name: '契约菜单二',
      menuType: 0 as const,
      url: '/pact',
      component: 'pact/PactPage',
      sortNo: 99,
    }
    await interaction(pact, {
      description: 'a request to edit the fixture menu',
      method: 'PUT',
      path: '/sys/permission/edit',
      body,
      result: null,
      message: '修改成功！',
      check: async (client) => {
        const { data } = await client.PUT('/sys/permission/edit', { body })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('DELETE /sys/permission/delete deletes the fixture menu', async () => {
    await interaction(pact, {
      description: 'a request to delete the fixture menu',
      method: 'DELETE',
      path: '/sys/permission/delete',
      query: { id: F.menu },
      result: null,
      message: '删除成功!',
      check: async (client) => {
        const { data } = await client.DELETE('/sys/permission/delete', { params: { query: { id: F.menu } } })
        expect(data?.success).toBe(true)
      },
    })
  })
})

describe('the data rules of a menu', () => {
  it('GET /sys/permission/getPermRuleListByPermId answers the data rules of a menu', async () => {
    await interaction(pact, {
      description: 'a request for the data rules of the fixture menu',
      method: 'GET',
      path: '/sys/permission/getPermRuleListByPermId',
      query: { permissionId: F.menu },
      result: eachLike({
        id: F.dataRule,
        permissionId: F.menu,
        ruleName: like('契约规则'),
        ruleColumn: like('createBy'),
        ruleConditions: like('='),
        ruleValue: like('#{sys_user_code}'),
      }),
      check: async (client) => {
        const { data } = await client.GET('/sys/permission/getPermRuleListByPermId', {
          params: { query: { permissionId: F.menu } },
        })
        expect(data?.result?.[0]).toMatchObject({ id: F.dataRule, ruleColumn: 'createBy' })
      },
    })
  })

  it('POST /sys/permission/addPermissionRule adds a data rule', async () => {
    const body = {
      permissionId: F.menu,
      ruleName: '只看男性',
      ruleColumn: 'sex',
      ruleConditions: '=',
      ruleValue: '1',
      status: '1',
    }
    await interaction(pact, {
      description: 'a request to add a data rule to the fixture menu',
      method: 'POST',
      path: '/sys/permission/addPermissionRule',
      body,
      result: null,
      message: '添加成功！',
      check: async (client) => {
        const { data } = await client.POST('/sys/permission/addPermissionRule', { body })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('PUT /sys/permission/editPermissionRule edits a data rule', async () => {
    const body = {
      id: F.dataRule,
      permissionId: F.menu,
      ruleName: '契约规则二',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
      status: '1',
    }
    await interaction(pact, {
      description: 'a request to edit the data rule of the fixture menu',
      method: 'PUT',
      path: '/sys/permission/editPermissionRule',
      body,
      result: null,
      message: '修改成功！',
      check: async (client) => {
        const { data } = await client.PUT('/sys/permission/editPermissionRule', { body })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('DELETE /sys/permission/deletePermissionRule deletes a data rule', async () => {
    await interaction(pact, {
      description: 'a request to delete the data rule of the fixture menu',
      method: 'DELETE',
      path: '/sys/permission/deletePermissionRule',
      query: { id: F.dataRule },
      result: null,
      message: '删除成功!',
      check: async (client) => {
        const { data } = await client.DELETE('/sys/permission/deletePermissionRule', {
          params: { query: { id: F.dataRule } },
        })
        expect(data?.success).toBe(true)
      },
    })
  })
})
