import { api } from '../../../../lib/api'
import { settleCall as unwrap } from '../../../../lib/resource/crud-client'

/** The deleted users of 用户管理's recycle bin: list, restore, delete for good. */
export const recycleBinApi = {
  recycleBin: async () => (await unwrap(api.GET('/sys/user/recycleBin'))).result ?? [],
  restore: async (ids: readonly string[]) =>
    (await unwrap(api.PUT('/sys/user/putRecycleBin', { body: { userIds: ids.join(',') } }))).message,
  purge: async (ids: readonly string[]) =>
    (
      await unwrap(
        api.DELETE('/sys/user/deleteRecycleBin', { params: { query: { userIds: ids.join(',') } } }),
      )
    ).message,
}
