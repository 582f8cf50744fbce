import { resourceKeys } from '../../../../lib/resource/use-list-controller'

/** The base path of 部门角色 (a CRUD resource). */
export const DEPART_ROLE_BASE = '/sys/sysDepartRole'

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
