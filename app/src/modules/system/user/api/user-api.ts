import { msg } from '@erp/ui-kit/i18n'
import { api } from '../../../../lib/api'
import { RefusedError, settleCall as unwrap } from '../../../../lib/resource/crud-client'

/**
 * The non-CRUD user calls of 用户管理 and of 角色管理's user panel, over the typed client. A refusal
 * (`success: false`) rejects with RefusedError carrying the server's message.
 */

/** The password rule of upstream UserModal / PasswordModal. */
export const PASSWORD_PATTERN = /^(?=.*[a-zA-Z])(?=.*\d)(?=.*[~!@#$%^&*()_+`\-={}:";'<>?,./]).{8,}$/

export const USER_MESSAGES = {
  passwordRule: msg('密码由8位数字、大小写字母和特殊符号组成!'),
  passwordRequired: msg('请输入密码!'),
  confirmRequired: msg('请重新输入登录密码!'),
  newPasswordRequired: msg('请输入新密码!'),
  confirmNewRequired: msg('请确认新密码!'),
  passwordsDiffer: msg('两次输入的密码不一样！'),
}

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
  allRoles: async () => (await unwrap(api.GET('/sys/role/queryall'))).result ?? [],
  departTree: async () => (await unwrap(api.GET('/sys/sysDepart/queryTreeList'))).result ?? [],
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
  recycleBin: async () => (await unwrap(api.GET('/sys/user/recycleBin'))).result ?? [],
  restore: async (ids: readonly string[]) =>
    (await unwrap(api.PUT('/sys/user/putRecycleBin', { body: { userIds: ids.join(',') } }))).message,
  purge: async (ids: readonly string[]) =>
    (
      await unwrap(
        api.DELETE('/sys/user/deleteRecycleBin', { params: { query: { userIds: ids.join(',') } } }),
      )
    ).message,
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

/** An avatar path as upstream getFileAccessHttpUrl: absolute URLs as they are, else under /sys/common/static. */
export function avatarUrl(avatar: string | null | undefined, apiBaseUrl: string): string | null {
  if (!avatar) return null
  if (/^(https?:)?\/\//i.test(avatar) || avatar.startsWith('data:image/')) return avatar
  return `${apiBaseUrl}/sys/common/static/${avatar.replace(/^\/+/, '')}`
}
