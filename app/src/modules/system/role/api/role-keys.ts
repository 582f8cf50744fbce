/** The query keys of 角色管理's grant drawer: the permission tree, a role's permissions and its data rules. */
export const roleKeys = {
  grantTree: ['role-admin', 'grant-tree'] as const,
  permissions: (roleId: string) => ['role-admin', 'permissions', roleId] as const,
  dataRules: (permissionId: string, roleId: string) =>
    ['role-admin', 'data-rules', permissionId, roleId] as const,
}
