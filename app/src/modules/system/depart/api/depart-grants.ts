import { api } from '../../../../lib/api'
import { settleCall as unwrap } from '../../../../lib/resource/crud-client'

/** What a department and its roles may use: the permission trees and the granted ids. */
export const departGrantsApi = {
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
}
