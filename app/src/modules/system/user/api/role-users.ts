import { api } from '../../../../lib/api'
import { settleCall as unwrap } from '../../../../lib/resource/crud-client'

/** The users of a role (角色管理's user panel): a page of them, link, unlink. */
export const roleUsersApi = {
  roleUsers: async (query: { roleId: string; pageNo: number; pageSize: number; username?: string }) => {
    const { result } = await unwrap(
      api.GET('/sys/user/userRoleList', {
        params: {
          query: { ...query, ...(query.username ? { username: query.username } : { username: undefined }) },
        },
      }),
    )
    return { records: result?.records ?? [], total: Number(result?.total ?? 0) }
  },
  addRoleUsers: async (roleId: string, userIdList: readonly string[]) =>
    (await unwrap(api.POST('/sys/user/addSysUserRole', { body: { roleId, userIdList: [...userIdList] } })))
      .message,
  removeRoleUser: async (roleId: string, userId: string) =>
    (await unwrap(api.DELETE('/sys/user/deleteUserRole', { params: { query: { roleId, userId } } }))).message,
  removeRoleUsers: async (roleId: string, userIds: readonly string[]) =>
    (
      await unwrap(
        api.DELETE('/sys/user/deleteUserRoleBatch', {
          params: { query: { roleId, userIds: userIds.join(',') } },
        }),
      )
    ).message,
}
