import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedIds } from '../../../db/seed'
import type { RunningServer } from '../../../start'
import { startSeededServer } from '../../../test-support/seeded-data-dir.test-helper'
import { normalise } from './admin-routes'
import { seedMenuIdOf } from './seed-menus'

const root = mkdtempSync(join(tmpdir(), 'erp-permission-admin-'))
let server: RunningServer
let admin = ''

const SYSTEM = 'd7d6e2e4e2934f2c9385a623fd98c6f3'
const USERS = '3f915b2769fc80648e92d04e84ca059d'

interface Envelope {
  success: boolean
  message: string
  code: number
  result: never
}

async function call(method: string, path: string, json?: unknown, token = admin) {
  const response = await fetch(server.apiUrl + path, {
    method,
    headers: {
      'X-Access-Token': token,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return (await response.json()) as Envelope
}

async function tokenOf(username: string) {
  return (
    (await call('POST', '/sys/login', { username, password: '123456' }, '')).result as { token: string }
  ).token
}

interface Tree {
  id: string
  name: string
  isLeaf: boolean
  leaf: boolean
  children: Tree[] | null
}
interface GrantNode {
  key: string
  slotTitle: string
  isLeaf: boolean
  scopedSlots: { title: string } | null
  children: GrantNode[]
}

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
  admin = await tokenOf('admin')
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('menus', () => {
  it('lists the whole tree with buttons; leaves have children null and both leaf flags', async () => {
    const tree = (await call('GET', '/sys/permission/list')).result as Tree[]
    const system = tree.find((node) => node.id === SYSTEM)
    const users = system?.children?.find((node) => node.id === USERS)
    expect(users?.children?.map((node) => node.name)).toEqual([
      '添加按钮',
      '用户编辑',
      '禁用生日字段',
      '查看敏感信息',
    ])
    const button = users?.children?.[0]
    expect(button).toMatchObject({ isLeaf: true, leaf: true, children: null })
  })

  it('top menus, submenus and submenus by several parents', async () => {
    const top = (await call('GET', '/sys/permission/getSystemMenuList')).result as Tree[]
    expect(top.map((node) => node.id)).toContain(SYSTEM)
    expect(top.every((node) => node.children === null)).toBe(true)
    const sub = (await call('GET', `/sys/permission/getSystemSubmenu?parentId=${SYSTEM}`)).result as Tree[]
    expect(sub.map((node) => node.name)).toContain('用户管理')
    const batch = await call('GET', `/sys/permission/getSystemSubmenuBatch?parentIds=${SYSTEM},${USERS}`)
    expect(batch.code).toBe(200)
    const byParent = batch.result as Record<string, Tree[]>
    expect(byParent[USERS]).toHaveLength(4)
    expect(byParent[SYSTEM]?.length).toBeGreaterThan(0)
  })

  it('adds a normalised menu under a parent, edits it, and deletes it with its children', async () => {
    expect(
      await call('POST', '/sys/permission/add', {
        name: '质检',
        menuType: 0,
        url: 'qc',
        component: '',
        sortNo: 9,
      }),
    ).toMatchObject({ success: true, message: '添加成功！' })
    const top = (await call('GET', '/sys/permission/getSystemMenuList')).result as Array<
      Tree & { url: string; component: string }
    >
    const qc = top.find((node) => node.name === '质检')
    expect(qc).toMatchObject({ url: '/qc', component: 'layouts/RouteView' })
    await call('POST', '/sys/permission/add', {
      name: '质检报告',
      menuType: 1,
      parentId: qc?.id,
      url: '/qc/report',
      component: '/views/qc/CheckReportList.vue',
    })
    const [report] = (await call('GET', `/sys/permission/getSystemSubmenu?parentId=${qc?.id}`))
      .result as Array<Tree & { component: string }>
    expect(report?.component).toBe('qc/CheckReportList')
    const refreshed = (await call('GET', '/sys/permission/getSystemMenuList')).result as Tree[]
    expect(refreshed.find((node) => node.id === qc?.id)?.isLeaf).toBe(false)
    expect(
      await call('PUT', '/sys/permission/edit', {
        id: report?.id,
        name: '检验报告',
        menuType: 1,
        parentId: qc?.id,
      }),
    ).toMatchObject({ message: '修改成功！' })
    expect(await call('DELETE', `/sys/permission/delete?id=${qc?.id}`)).toMatchObject({
      message: '删除成功!',
    })
    const after = (await call('GET', `/sys/permission/getSystemSubmenu?parentId=${qc?.id}`)).result as Tree[]
    expect(after).toEqual([])
    expect((await call('PUT', '/sys/permission/edit', { id: 'nope', name: 'x', menuType: 1 })).message).toBe(
      '未找到菜单信息',
    )
    expect(
      (await call('POST', '/sys/permission/add', { name: 'x', menuType: 1, parentId: 'nope' })).message,
    ).toBe('父级菜单不存在')
  })

  it('normalise follows upstream', () => {
    expect(normalise({ name: 'a', menuType: 1, component: 'src/views/a/B.vue', url: 'a/b' })).toMatchObject({
      component: 'a/B',
      url: '/a/b',
    })
    expect(normalise({ name: 'a', menuType: 1, url: "{{ window._CONFIG['x'] }}" }).url).toBe(
      "{{ window._CONFIG['x'] }}",
    )
    expect(normalise({ name: 'a', menuType: 0, parentId: 'p' })).toMatchObject({
      parentId: null,
      component: 'layouts/RouteView',
    })
  })
})

describe('grants', () => {
  it('grant trees: all permissions with ids; the role variant carries the data-rule slot', async () => {
    const plain = (await call('GET', '/sys/permission/queryTreeList')).result as {
      treeList: GrantNode[]
      ids: string[]
    }
    expect(plain.ids).toContain(USERS)
    const role = (await call('GET', '/sys/role/queryTreeList')).result as {
      treeList: GrantNode[]
      ids: string[]
    }
    const system = role.treeList.find((node) => node.key === SYSTEM)
    expect(system).toMatchObject({
      slotTitle: '系统管理',
      isLeaf: false,
      scopedSlots: { title: 'hasDatarule' },
    })
  })

  it('saving a role grant changes what its users see at sign-in', async () => {
    // jeecg has no role: give it a new role holding the user page and its add button.
    await call('POST', '/sys/role/add', { roleName: '人事', roleCode: 'hr' })
    const roles = (await call('GET', '/sys/role/queryall')).result as Array<{ id: string; roleCode: string }>
    const hr = roles.find((role) => role.roleCode === 'hr')
    const [jeecg] = (
      (await call('GET', '/sys/user/list?username=jeecg')).result as { records: Array<{ id: string }> }
    ).records
    await call('PUT', '/sys/user/edit', {
      id: jeecg?.id,
      username: 'jeecg',
      realname: 'jeecg',
      selectedroles: hr?.id,
    })
    const granted = `${SYSTEM},${USERS},1260928341675982849`
    expect(
      await call('POST', '/sys/permission/saveRolePermission', {
        roleId: hr?.id,
        permissionIds: granted,
        lastpermissionIds: '',
      }),
    ).toMatchObject({ message: '保存成功！' })
    expect(
      ((await call('GET', `/sys/permission/queryRolePermission?roleId=${hr?.id}`)).result as string[]).sort(),
    ).toEqual(granted.split(',').sort())
    const permissions = (
      await call('GET', '/sys/permission/getUserPermissionByToken', undefined, await tokenOf('jeecg'))
    ).result as { auth: Array<{ action: string }> }
    expect(permissions.auth.map((entry) => entry.action)).toEqual(['user:add'])
    // Taking the button away again.
    await call('POST', '/sys/permission/saveRolePermission', {
      roleId: hr?.id,
      permissionIds: `${SYSTEM},${USERS}`,
    })
    const after = (
      await call('GET', '/sys/permission/getUserPermissionByToken', undefined, await tokenOf('jeecg'))
    ).result as { auth: unknown[] }
    expect(after.auth).toEqual([])
    expect(
      (await call('POST', '/sys/permission/saveRolePermission', { roleId: 'nope', permissionIds: '' }))
        .message,
    ).toBe('授权失败！')
  })

  it('a grant of pages and a button without their folders grants the folders too (issue 31 S2-6)', async () => {
    await call('POST', '/sys/role/add', { roleName: '收发', roleCode: 'mailroom' })
    const roles = (await call('GET', '/sys/role/queryall')).result as Array<{ id: string; roleCode: string }>
    const mailroom = roles.find((role) => role.roleCode === 'mailroom')
    const [jeecg] = (
      (await call('GET', '/sys/user/list?username=jeecg')).result as { records: Array<{ id: string }> }
    ).records
    await call('PUT', '/sys/user/edit', {
      id: jeecg?.id,
      username: 'jeecg',
      realname: 'jeecg',
      selectedroles: mailroom?.id,
    })
    // 父子关联 off: 快递单, 报修单 and one button of 快递单, without 快递管理 or 报修管理.
    const shipment = seedMenuIdOf('/exp/shipment')
    const order = seedMenuIdOf('/rep/order')
    const add = seedMenuIdOf('exp:shipment:add')
    expect(
      await call('POST', '/sys/permission/saveRolePermission', {
        roleId: mailroom?.id,
        permissionIds: `${shipment},${order},${add}`,
        lastpermissionIds: '',
      }),
    ).toMatchObject({ success: true, message: '保存成功！' })
    const saved = (await call('GET', `/sys/permission/queryRolePermission?roleId=${mailroom?.id}`))
      .result as string[]
    expect(saved.sort()).toEqual([shipment, order, add, seedMenuIdOf('/exp'), seedMenuIdOf('/rep')].sort())
    const permissions = (
      await call('GET', '/sys/permission/getUserPermissionByToken', undefined, await tokenOf('jeecg'))
    ).result as {
      menu: Array<{ path: string; children?: Array<{ path: string }> }>
      auth: Array<{ action: string }>
    }
    const paths = permissions.menu.flatMap((menu) => [menu.path, ...(menu.children ?? []).map((c) => c.path)])
    expect(paths).toEqual(expect.arrayContaining(['/exp', '/exp/shipment', '/rep', '/rep/order']))
    expect(permissions.auth.map((entry) => entry.action)).toContain('exp:shipment:add')
  })

  it('every role holds the folders above what it holds (ancestors of a held page are held)', async () => {
    const roles = (await call('GET', '/sys/role/queryall')).result as Array<{ id: string; roleCode: string }>
    const tree = (await call('GET', '/sys/permission/list')).result as Tree[]
    const parentOf = new Map<string, string>()
    const walk = (nodes: Tree[]) => {
      for (const node of nodes) {
        for (const child of node.children ?? []) parentOf.set(child.id, node.id)
        walk(node.children ?? [])
      }
    }
    walk(tree)
    for (const role of roles) {
      const held = new Set(
        (await call('GET', `/sys/permission/queryRolePermission?roleId=${role.id}`)).result as string[],
      )
      const orphans = [...held].filter((id) => parentOf.has(id) && !held.has(parentOf.get(id) ?? ''))
      expect({ role: role.roleCode, orphans }).toEqual({ role: role.roleCode, orphans: [] })
    }
  })

  it('department grants limit the department-role grant tree', async () => {
    expect(
      await call('POST', '/sys/permission/saveDepartPermission', {
        departId: seedIds.departRnd,
        permissionIds: USERS,
      }),
    ).toMatchObject({ message: '保存成功！' })
    expect(
      (await call('GET', `/sys/permission/queryDepartPermission?departId=${seedIds.departRnd}`)).result,
    ).toEqual([USERS])
    const tree = (
      await call('GET', `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${seedIds.departRnd}`)
    ).result as { treeList: GrantNode[]; ids: string[] }
    expect(tree.ids).toEqual([USERS])
    expect(tree.treeList.map((node) => node.key)).toEqual([USERS])
    expect(
      (await call('GET', '/sys/sysDepartPermission/queryDeptRolePermission?roleId=nope')).result,
    ).toEqual([])
    expect(
      (
        await call('POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
          roleId: 'nope',
          permissionIds: USERS,
        })
      ).message,
    ).toBe('授权失败！')
  })
})

describe('data rules', () => {
  it('adds, finds, edits and deletes a data rule; the menu is flagged while it has rules', async () => {
    const rule = {
      permissionId: USERS,
      ruleName: '本人数据',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
    }
    expect(await call('POST', '/sys/permission/addPermissionRule', rule)).toMatchObject({
      message: '添加成功！',
    })
    const [saved] = (await call('GET', `/sys/permission/getPermRuleListByPermId?permissionId=${USERS}`))
      .result as Array<{
      id: string
      ruleName: string
    }>
    expect(saved?.ruleName).toBe('本人数据')
    const tree = (await call('GET', '/sys/role/queryTreeList')).result as {
      treeList: Array<GrantNode & { ruleFlag: number }>
    }
    const flat = (nodes: Array<GrantNode & { ruleFlag: number }>): Array<GrantNode & { ruleFlag: number }> =>
      nodes.flatMap((node) => [node, ...flat(node.children as Array<GrantNode & { ruleFlag: number }>)])
    expect(flat(tree.treeList).find((node) => node.key === USERS)?.ruleFlag).toBe(1)
    const found = await call(
      'GET',
      `/sys/permission/queryPermissionRule?permissionId=${USERS}&ruleName=${encodeURIComponent('本人数据')}`,
    )
    expect(found).toMatchObject({
      message: '查询成功！',
      result: [expect.objectContaining({ id: saved?.id })],
    })
    expect(
      await call('PUT', '/sys/permission/editPermissionRule', { ...rule, id: saved?.id, ruleName: '本部门' }),
    ).toMatchObject({
      message: '修改成功！',
    })
    expect(await call('DELETE', `/sys/permission/deletePermissionRule?id=${saved?.id}`)).toMatchObject({
      message: '删除成功!',
    })
    expect(
      (await call('GET', `/sys/permission/getPermRuleListByPermId?permissionId=${USERS}`)).result,
    ).toEqual([])
  })
})
