import { api } from '../../../../lib/api'
import { RefusedError, settleCall as unwrap } from '../../../../lib/resource/crud-client'

/**
 * The non-CRUD calls on a user of 用户管理 (its roles and departments, freeze, password), over the typed
 * client. A refusal (`success: false`) rejects with RefusedError carrying the server's message.
 */

/**
 * Upstream answers `success: false` for a user with no role ('未找到用户相关角色信息', queryUserRole) or
 * no department ('查找失败', userDepartList) by design, and its UserModal reads that as "none": so do we.
 */
async function noneWhenRefused<T>(read: Promise<T[]>): Promise<T[]> {
  try {
    return await read
  } catch (error) {
    if (error instanceof RefusedError) return []
    throw error
  }
}

export const userApi = {
  /** The user's role ids; none when upstream says it found none. */
  roleIdsOf: (userid: string) =>
    noneWhenRefused(
      unwrap(api.GET('/sys/user/queryUserRole', { params: { query: { userid } } })).then(
        ({ result }) => result ?? [],
      ),
    ),
  /** The user's departments; none when upstream says it found none. */
  departsOf: (userId: string) =>
    noneWhenRefused(
      unwrap(api.GET('/sys/user/userDepartList', { params: { query: { userId } } })).then(
        ({ result }) => result ?? [],
      ),
    ),
  /** Status '2' freezes, '1' unfreezes. */
  freeze: async (ids: readonly string[], status: '1' | '2') =>
    (await unwrap(api.PUT('/sys/user/frozenBatch', { body: { ids: ids.join(','), status } }))).message,
  changePassword: async (username: string, password: string, confirmpassword: string) =>
    (await unwrap(api.PUT('/sys/user/changePassword', { body: { username, password, confirmpassword } })))
      .message,
}
