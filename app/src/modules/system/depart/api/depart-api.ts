import type { components } from '@erp/openapi/schema'
import { api } from '../../../../lib/api'
import { settleCall as unwrap } from '../../../../lib/resource/crud-client'
import { resourceKeys } from '../../../../lib/resource/use-list-controller'
import type { TreeNode } from '@erp/ui-kit/tree'

/** The base path of 部门角色 (a CRUD resource). */
export const DEPART_ROLE_BASE = '/sys/sysDepartRole'

type Schemas = components['schemas']
export type DepartRecord = Schemas['SysDepartTreeModel']
export type DepartEditBody = Schemas['SysDepartEditInput']
export type DepartAddBody = Schemas['SysDepartAddInput']
export type GrantTreeNode = Schemas['PermissionTreeModel']
export type AddressBookRow = Schemas['SysUserSysDepartModel']
export type DepartUserRow = Schemas['SysUserWithDeparts']
export type DepartRoleRow = Schemas['SysDepartRole']

export interface DepartTreeNode extends TreeNode {
  record: DepartRecord
  children: DepartTreeNode[]
}

/** Server departments → tree nodes (keyed by id, titled by name). */
export function toDepartNodes(records: readonly DepartRecord[] | null | undefined): DepartTreeNode[] {
  return (records ?? []).map((record) => ({
    key: record.id,
    title: record.departName || record.title,
    record,
    children: toDepartNodes(record.children ?? []),
  }))
}

export interface GrantNode extends TreeNode {
  children: GrantNode[]
}

export function toGrantNodes(nodes: readonly GrantTreeNode[] | null | undefined): GrantNode[] {
  return (nodes ?? []).map((node) => {
    const own = node as GrantTreeNode & { children?: readonly GrantTreeNode[] | null }
    return { key: node.key, title: node.title || node.key, children: toGrantNodes(own.children ?? []) }
  })
}

export const departKeys = {
  all: ['depart'] as const,
  tree: (mine: boolean) => ['depart', 'tree', mine] as const,
  search: (keyWord: string) => ['depart', 'search', keyWord] as const,
  usersOf: (depId: string) => ['depart', 'users', depId] as const,
  users: (depId: string, query: Record<string, string | number>) =>
    ['depart', 'users', depId, query] as const,
  pickUsers: (query: { username: string; pageNo: number; pageSize: number }) =>
    ['depart', 'pickUsers', query] as const,
  roles: (deptId: string, query: Record<string, string | number>) =>
    ['depart', 'roles', deptId, query] as const,
  grants: (departId: string) => ['depart', 'grants', departId] as const,
  roleGrants: (departId: string, roleId: string) => ['depart', 'roleGrants', departId, roleId] as const,
  addressBook: (query: Record<string, string | number>) => ['depart', 'addressBook', query] as const,
  /** A department's roles, under the 部门角色 resource key: the resource form's save refreshes them. */
  roleList: (deptId: string, query: Record<string, string | number>) =>
    [...resourceKeys.all(DEPART_ROLE_BASE), ...departKeys.roles(deptId, query)] as const,
}

/** The two queries of a grant panel under its base key (departKeys.grants, departKeys.roleGrants). */
export const grantPanelKeys = (base: readonly unknown[]) => ({
  tree: [...base, 'tree'] as const,
  granted: [...base, 'granted'] as const,
})

export const departApi = {
  tree: async () => (await unwrap(api.GET('/sys/sysDepart/queryTreeList'))).result ?? [],
  myTree: async () => (await unwrap(api.GET('/sys/sysDepart/queryMyDeptTreeList'))).result ?? [],
  search: async (keyWord: string, mine: boolean) => {
    const { data } = await api.GET('/sys/sysDepart/searchBy', {
      params: { query: { keyWord, ...(mine ? { myDeptSearch: '1' } : {}) } },
    })
    // 未查询匹配数据！ is an empty answer, not a failure.
    return data?.success ? (data.result ?? []) : []
  },
  add: async (body: DepartAddBody) => (await unwrap(api.POST('/sys/sysDepart/add', { body }))).message,
  edit: async (body: DepartEditBody) => (await unwrap(api.PUT('/sys/sysDepart/edit', { body }))).message,
  remove: async (id: string) =>
    (await unwrap(api.DELETE('/sys/sysDepart/delete', { params: { query: { id } } }))).message,
  grantTree: async () => (await unwrap(api.GET('/sys/permission/queryTreeList'))).result,
  grantedIds: async (departId: string) =>
    (await unwrap(api.GET('/sys/permission/queryDepartPermission', { params: { query: { departId } } })))
      .result ?? [],
  saveGrants: async (departId: string, permissionIds: readonly string[], last: readonly string[]) =>
    (
      await unwrap(
        api.POST('/sys/permission/saveDepartPermission', {
          body: { departId, permissionIds: permissionIds.join(','), lastpermissionIds: last.join(',') },
        }),
      )
    ).message,
  users: async (query: { depId: string; pageNo: number; pageSize: number; username?: string }) => {
    const { result } = await unwrap(api.GET('/sys/user/departUserList', { params: { query } }))
    return { records: (result?.records ?? []) as DepartUserRow[], total: Number(result?.total ?? 0) }
  },
  /** A page of /sys/user/list for the "add users" picker, searched by account. */
  pickUsers: async (query: { username: string; pageNo: number; pageSize: number }) => {
    const { result } = await unwrap(
      api.GET('/sys/user/list', {
        params: {
          query: {
            pageNo: query.pageNo,
            pageSize: query.pageSize,
            ...(query.username ? { username: `*${query.username}*` } : {}),
          },
        },
      }),
    )
    return { records: result?.records ?? [], total: Number(result?.total ?? 0) }
  },
  addUsers: async (depId: string, userIdList: string[]) =>
    (await unwrap(api.POST('/sys/user/editSysDepartWithUser', { body: { depId, userIdList } }))).message,
  removeUser: async (depId: string, userId: string) =>
    (await unwrap(api.DELETE('/sys/user/deleteUserInDepart', { params: { query: { depId, userId } } })))
      .message,
  removeUsers: async (depId: string, userIds: readonly string[]) =>
    (
      await unwrap(
        api.DELETE('/sys/user/deleteUserInDepartBatch', {
          params: { query: { depId, userIds: userIds.join(',') } },
        }),
      )
    ).message,
  roles: async (query: { deptId: string; pageNo: number; pageSize: number; roleName?: string }) => {
    const { result } = await unwrap(api.GET('/sys/sysDepartRole/list', { params: { query } }))
    return { records: (result?.records ?? []) as DepartRoleRow[], total: Number(result?.total ?? 0) }
  },
  removeRole: async (id: string) =>
    (await unwrap(api.DELETE('/sys/sysDepartRole/delete', { params: { query: { id } } }))).message,
  roleGrantTree: async (departId: string) =>
    (
      await unwrap(
        api.GET('/sys/sysDepartPermission/queryTreeListForDeptRole', { params: { query: { departId } } }),
      )
    ).result,
  roleGrantedIds: async (roleId: string) =>
    (
      await unwrap(
        api.GET('/sys/sysDepartPermission/queryDeptRolePermission', { params: { query: { roleId } } }),
      )
    ).result ?? [],
  saveRoleGrants: async (roleId: string, permissionIds: readonly string[], last: readonly string[]) =>
    (
      await unwrap(
        api.POST('/sys/sysDepartPermission/saveDeptRolePermission', {
          body: { roleId, permissionIds: permissionIds.join(','), lastpermissionIds: last.join(',') },
        }),
      )
    ).message,
  addressBook: async (query: {
    orgCode?: string
    pageNo: number
    pageSize: number
    realname?: string
    workNo?: string
  }) => {
    const { result } = await unwrap(api.GET('/sys/user/queryByOrgCodeForAddressList', { params: { query } }))
    return { records: (result?.records ?? []) as AddressBookRow[], total: Number(result?.total ?? 0) }
  },
}
