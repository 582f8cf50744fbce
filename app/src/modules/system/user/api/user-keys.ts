/** The query keys of 用户管理 and of 角色管理's user panel. */
export const userKeys = {
  /** Every query of 用户管理 (and of 角色管理's user panel): a user's save refreshes them all. */
  all: ['user-admin'] as const,
  roles: ['user-admin', 'roles'] as const,
  departs: ['user-admin', 'departs'] as const,
  recycleBin: ['user-admin', 'recycle-bin'] as const,
  userRoles: (id: string) => ['user-admin', 'user-roles', id] as const,
  userDeparts: (id: string) => ['user-admin', 'user-departs', id] as const,
  roleUsers: (roleId: string) => ['user-admin', 'role-users', roleId] as const,
  roleUsersPage: (roleId: string, page: { pageNo: number; pageSize: number }, username: string) =>
    [...userKeys.roleUsers(roleId), page, username] as const,
  picker: (page: { pageNo: number; pageSize: number }, username: string) =>
    ['user-admin', 'picker', page, username] as const,
}
