import type { components } from '@erp/openapi/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { transfers } from '../../../lib/api-transfers'
import { accountKeys } from '../../../lib/queries/account-queries'
import { useSession } from '../../../stores/session-store'
import { msg, t } from '@erp/ui-kit/i18n'

export type AccountSelfEdit = components['schemas']['AccountSelfEdit']
type SysUser = components['schemas']['SysUser']

/** docs/spec.md §5 mobile number (starts with 1, 11 digits) and e-mail; the server checks the same. */
export const MOBILE_NUMBER = /^1\d{10}$/
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const ACCOUNT_MESSAGES = {
  realnameRequired: msg('姓名不能为空'),
  badPhone: msg('手机号格式不正确'),
  badEmail: msg('邮箱格式不正确'),
  saveFailed: msg('保存失败'),
  uploadFailed: msg('上传失败！'),
} as const

export type SelfEditErrors = Partial<Record<'realname' | 'phone' | 'email', string>>

/** The field errors of the base settings form (the server repeats these checks). */
export function selfEditErrors(fields: { realname: string; phone: string; email: string }): SelfEditErrors {
  const errors: SelfEditErrors = {}
  if (!fields.realname.trim()) errors.realname = t(ACCOUNT_MESSAGES.realnameRequired)
  if (fields.phone.trim() && !MOBILE_NUMBER.test(fields.phone.trim()))
    errors.phone = t(ACCOUNT_MESSAGES.badPhone)
  if (fields.email.trim() && !EMAIL_ADDRESS.test(fields.email.trim()))
    errors.email = t(ACCOUNT_MESSAGES.badEmail)
  return errors
}

/** Upstream appEdit on the signed-in user's own record; resolves with the updated record. */
async function editOwnRecord(body: AccountSelfEdit): Promise<{ user: SysUser; message: string }> {
  const { data } = await api.PUT('/sys/user/appEdit', { body })
  if (!data?.success || !data.result) throw new Error(data?.message || t(ACCOUNT_MESSAGES.saveFailed))
  return { user: data.result, message: data.message }
}

/** Saves the user's own fields; the header (session user) and the account queries update at once. */
export function useEditOwnRecord() {
  const client = useQueryClient()
  const updateUserInfo = useSession((state) => state.updateUserInfo)
  return useMutation({
    mutationFn: editOwnRecord,
    onSuccess: async ({ user }) => {
      const current = useSession.getState().userInfo
      // Keep what the session knew beyond the record (e.g. the chosen department).
      updateUserInfo(current ? { ...current, ...user, orgCode: current.orgCode ?? user.orgCode } : user)
      await client.invalidateQueries({ queryKey: accountKeys.all })
    },
  })
}

/** Uploads an avatar image (upstream /sys/common/upload, biz "avatar"); resolves with the stored path. */
export async function uploadAvatar(file: Blob, fileName: string): Promise<string> {
  const answer = await transfers.upload('/sys/common/upload', { file, fileName, fields: { biz: 'avatar' } })
  if (!answer.success || !answer.message) throw new Error(answer.message || t(ACCOUNT_MESSAGES.uploadFailed))
  return answer.message
}
