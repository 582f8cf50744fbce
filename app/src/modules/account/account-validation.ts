import { msg, t } from '@erp/ui-kit/i18n'

/** The checks and messages of 个人设置's base settings and avatar (not calls; the server repeats the checks). */

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
