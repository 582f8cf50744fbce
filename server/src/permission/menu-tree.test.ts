import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { buildPermissionList, routeNameOf, type PermissionRow } from './menu-tree'

let sort = 0
function row(partial: Partial<PermissionRow> & Pick<PermissionRow, 'id' | 'name'>): PermissionRow {
  return {
    parent_id: null,
    url: null,
    component: null,
    component_name: null,
    redirect: null,
    menu_type: 0,
    perms: null,
    perms_type: '1',
    sort_no: sort++,
    always_show: false,
    icon: null,
    is_route: true,
    is_leaf: true,
    keep_alive: false,
    hidden: false,
    status: '1',
    internal_or_external: false,
    ...partial,
  }
}

const home = row({
  id: 'home',
  name: '首页',
  url: '/dashboard/analysis',
  component: 'dashboard/Analysis',
  icon: 'home',
})
const system = row({
  id: 'sys',
  name: '系统管理',
  url: '/isystem',
  component: 'layouts/RouteView',
  is_leaf: false,
  redirect: '/isystem/user',
})
const users = row({
  id: 'users',
  parent_id: 'sys',
  menu_type: 1,
  name: '用户管理',
  url: '/isystem/user',
  component: 'system/UserList',
  is_leaf: false,
})
const addButton = row({ id: 'b1', parent_id: 'users', menu_type: 2, name: '添加按钮', perms: 'user:add' })
const birthday = row({
  id: 'b2',
  parent_id: 'users',
  menu_type: 2,
  name: '禁用生日字段',
  perms: 'user:form:birthday',
  perms_type: '2',
})
const inactive = row({
  id: 'b3',
  parent_id: 'users',
  menu_type: 2,
  name: '停用',
  perms: 'user:old',
  status: '0',
})
const docs = row({
  id: 'docs',
  parent_id: 'sys',
  menu_type: 1,
  name: '在线文档',
  url: "{{ window._CONFIG['domianURL'] }}/doc.html",
  component: 'layouts/IframePageView',
})

describe('buildPermissionList (docs/upstream.md §3)', () => {
  const list = buildPermissionList([home, system, users, addButton, birthday, docs], home, [
    addButton,
    birthday,
    inactive,
  ])

  it('builds the tree from menu rows, buttons excluded', () => {
    expect(list.menu.map((m) => m.meta.title)).toEqual(['首页', '系统管理'])
    const sys = list.menu[1]!
    expect(sys.children?.map((m) => m.meta.title)).toEqual(['用户管理', '在线文档'])
    expect(sys.children?.[0]?.children).toBeUndefined()
  })

  it('names routes from the url and keeps component and route flag', () => {
    const user = list.menu[1]!.children![0]!
    expect(user).toMatchObject({
      name: 'isystem-user',
      path: '/isystem/user',
      component: 'system/UserList',
      route: '1',
    })
    expect(user.meta).toEqual({
      keepAlive: false,
      internalOrExternal: false,
      title: '用户管理',
      componentName: 'UserList',
    })
    expect(routeNameOf('/online/cgform/:code')).toBe('online-cgform-@code')
  })

  it('replaces http and {{ }} urls by their MD5 in path and keeps them in meta.url', () => {
    const node = list.menu[1]!.children![1]!
    const url = "{{ window._CONFIG['domianURL'] }}/doc.html"
    expect(node.path).toBe(createHash('md5').update(url).digest('hex'))
    expect(node.meta.url).toBe(url)
    expect(list.menu[0]!.meta.url).toBeUndefined()
  })

  it('puts redirect on roots only and hidden/alwaysShow only when set', () => {
    expect(list.menu[1]!.redirect).toBe('/isystem/user')
    expect('redirect' in list.menu[1]!.children![0]!).toBe(false)
    const withFlags = buildPermissionList(
      [row({ id: 'x', name: 'X', url: '/x', hidden: true, always_show: true, is_route: false })],
      undefined,
      [],
    )
    expect(withFlags.menu[0]).toMatchObject({ hidden: true, alwaysShow: true, route: '0' })
    expect('hidden' in list.menu[0]!).toBe(false)
  })

  it('inserts 首页 first when the user has no row named 首页', () => {
    const only = buildPermissionList([system, users], home, [])
    expect(only.menu.map((m) => m.meta.title)).toEqual(['首页', '系统管理'])
    expect(buildPermissionList([], home, []).menu.map((m) => m.meta.title)).toEqual(['首页'])
  })

  it('drops menu rows whose parent is not granted', () => {
    const orphan = buildPermissionList([users], undefined, [])
    expect(orphan.menu).toEqual([])
  })

  it('auth holds the user’s enabled buttons; allAuth every button with status', () => {
    expect(list.auth).toEqual([
      { action: 'user:add', type: '1', describe: '添加按钮' },
      { action: 'user:form:birthday', type: '2', describe: '禁用生日字段' },
    ])
    expect(list.allAuth).toEqual([
      { action: 'user:add', status: '1', type: '1', describe: '添加按钮' },
      { action: 'user:form:birthday', status: '1', type: '2', describe: '禁用生日字段' },
      { action: 'user:old', status: '0', type: '1', describe: '停用' },
    ])
  })

  it('a user without the button row gets no auth entry for it', () => {
    expect(buildPermissionList([home], home, [addButton]).auth).toEqual([])
  })
})
