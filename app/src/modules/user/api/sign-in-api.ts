import { t } from '@erp/ui-kit/i18n'
import { api } from '../../../lib/api'
import { acceptSignIn } from '../../../lib/sign-in'

/**
 * The calls of the signed-out pages: sign-in by account or by SMS code, the SMS code itself, self-service
 * registration and the password reset. Sign-in success is judged by code 200 (docs/spec.md §4, §7).
 */

/** POST /sys/login judged by code 200; also the in-place sign-in of the 登录已过期 dialog. */
export async function accountSignIn(credentials: { username: string; password: string }) {
  const { data } = await api.POST('/sys/login', { body: credentials })
  return acceptSignIn(data)
}

/** POST /sys/phoneLogin. */
export async function phoneSignIn(body: { mobile: string; captcha: string }) {
  const { data } = await api.POST('/sys/phoneLogin', { body })
  // A wrong code answers success true, code 0 and '手机验证码错误' (upstream): code 200 decides.
  return acceptSignIn(data)
}

/** POST /sys/sms: smsmode '0' signs in, '1' registers, '2' resets the password. */
export async function sendSmsCode(mobile: string, smsmode: '0' | '1' | '2') {
  const { data } = await api.POST('/sys/sms', { body: { mobile: mobile.trim(), smsmode } })
  if (!data?.success) throw new Error(data?.message || t('验证码发送失败'))
}

/** POST /auth/register: resolves with the new account's name. */
export async function registerAccount(body: {
  username: string
  password: string
  mobile: string
  captcha: string
}) {
  const { data } = await api.POST('/auth/register', { body })
  if (!data?.success) throw new Error(data?.message || t('注册失败'))
  return body.username
}

/** POST /auth/forge-password: a new password for the account of a mobile number, proven by its SMS code. */
export async function resetPassword(body: { mobile: string; captcha: string; password: string }) {
  const { data } = await api.POST('/auth/forge-password', { body })
  if (!data?.success) throw new Error(data?.message || t('密码重置失败'))
}
