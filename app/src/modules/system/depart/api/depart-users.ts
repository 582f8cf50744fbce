import { api } from '../../../../lib/api'
import { settleCall as unwrap } from '../../../../lib/resource/crud-client'
import type { DepartUserRow } from './depart-types'

/** The users of a department: list, pick and link, unlink. */
export const departUsersApi = {
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
}
