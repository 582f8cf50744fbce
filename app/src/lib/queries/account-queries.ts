import { t } from '@erp/ui-kit/i18n'
import type { components } from '@erp/openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../api'
import { verdictOf, type SuccessResult } from '../resource/crud-client'

export type AccountProfile = components['schemas']['AccountProfile']
export type AccountSettings = components['schemas']['AccountSettings']
export type AccountUiPreferences = components['schemas']['AccountUiPreferences']
export type AccountNotificationPreferences = components['schemas']['AccountNotificationPreferences']
export type AccountThirdBinding = components['schemas']['AccountThirdBinding']
export type CurrentUserDeparts = SuccessResult<components['schemas']['CurrentUserDepartsResponse']>

/** Every query of the signed-in user's own account starts with this key (keyed by user, so a switch refetches). */
export const accountKeys = {
  all: ['account'] as const,
  profile: (userId: string) => [...accountKeys.all, userId, 'profile'] as const,
  departs: (userId: string) => [...accountKeys.all, userId, 'departs'] as const,
  bindings: (userId: string) => [...accountKeys.all, userId, 'bindings'] as const,
  settings: (userId: string) => [...accountKeys.all, userId, 'settings'] as const,
  /** 切换部门's list, read afresh whenever the dialog opens. */
  switchDeparts: (username: string) => ['current-user-departs', username] as const,
}

/** The user's own record with sex and post texts and the roles held (GET /sys/user/account/profile). */
export const accountProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.profile(userId),
    queryFn: async (): Promise<AccountProfile> => {
      const { data } = await api.GET('/sys/user/account/profile')
      if (!data?.success || !data.result) throw new Error(data?.message || t('获取个人信息失败'))
      return data.result
    },
  })

/** The user's departments and the current one (upstream /sys/user/getCurrentUserDeparts). */
export const accountDepartsQuery = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.departs(userId),
    queryFn: async (): Promise<CurrentUserDeparts> => {
      const { data } = await api.GET('/sys/user/getCurrentUserDeparts')
      if (!data?.success || !data.result) throw new Error(data?.message || t('获取部门失败'))
      return data.result
    },
  })

/** The third-party account kinds and whether each is bound. */
export const accountBindingsQuery = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.bindings(userId),
    queryFn: async (): Promise<AccountThirdBinding[]> => {
      const { data } = await api.GET('/sys/user/account/bindings')
      if (!data?.success || !data.result) throw new Error(data?.message || t('获取绑定信息失败'))
      return data.result
    },
  })

/** The stored UI and notification preferences of the user. */
export const accountSettingsQuery = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.settings(userId),
    queryFn: async (): Promise<AccountSettings> => {
      const { data } = await api.GET('/sys/user/account/settings')
      if (!data?.success || !data.result) throw new Error(data?.message || t('获取个人设置失败'))
      return data.result
    },
    staleTime: 60_000,
  })

/** Stores the UI preferences on the server; resolves with the server message or throws it. */
export async function saveUiPreferences(preferences: AccountUiPreferences): Promise<string> {
  const { data } = await api.PUT('/sys/user/account/uiPreferences', { body: preferences })
  if (!data?.success) throw new Error(data?.message || t('保存失败'))
  return data.message
}

/** Stores the notification preferences on the server. */
export async function saveNotificationPreferences(
  preferences: AccountNotificationPreferences,
): Promise<string> {
  const { data } = await api.PUT('/sys/user/account/notificationPreferences', { body: preferences })
  if (!data?.success) throw new Error(data?.message || t('保存失败'))
  return data.message
}

/** 切换部门: the user's departments and the current one, fresh each time the dialog opens. */
export const switchDepartsQuery = (username: string) =>
  queryOptions({
    queryKey: accountKeys.switchDeparts(username),
    queryFn: async (): Promise<CurrentUserDeparts> => {
      const { data } = await api.GET('/sys/user/getCurrentUserDeparts')
      if (!data?.success || !data.result) throw new Error(data?.message ?? t('查询失败！'))
      return data.result
    },
    staleTime: 0,
  })

/**
 * Makes a department the current one; a refusal is a verdict the dialog shows. PUT, the verb upstream 2.4.6 serves
 * (docs/spec.md §7 says POST, which this server also accepts; upstream answers it 405).
 */
export const selectDepart = (orgCode: string, username: string | undefined) =>
  verdictOf(api.PUT('/sys/selectDepart', { body: { orgCode, ...(username ? { username } : {}) } }))

/** 修改密码 of the signed-in user; a refusal (wrong old password) is a verdict the dialog shows. PUT, as selectDepart. */
export const updatePassword = (body: {
  username: string
  oldpassword: string
  password: string
  confirmpassword: string
}) => verdictOf(api.PUT('/sys/user/updatePassword', { body }))
