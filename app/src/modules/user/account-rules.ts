/**
 * Field rules of the sign-in, registration and password-recovery forms. Texts are upstream's
 * (JeecgBoot 2.x `UI/views/user/Login*.vue`, `Register.vue`, `alteration/*.vue`); the mobile pattern is the
 * `m` pattern of docs/spec.md §5 / upstream, the one the server's spec enforces. Messages are in the current
 * language (read where they are used); the password strength is a key (`t(passwordStrength(…))`).
 */
import { msg, t } from '@erp/ui-kit/i18n'

export const accountMessages = {
  get mobileRequired() {
    return t('请输入手机号码!')
  },
  get mobileInvalid() {
    return t('您的手机号码格式不正确!')
  },
  get captchaRequired() {
    return t('请输入验证码!')
  },
  get usernameRequired() {
    return t('请输入用户名')
  },
  get passwordRequired() {
    return t('请输入密码')
  },
  get passwordRule() {
    return t('密码由8位数字、大小写字母和特殊符号组成!')
  },
  get confirmRequired() {
    return t('请再次输入密码')
  },
  get passwordsDiffer() {
    return t('两次密码不一致')
  },
} as const

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/
/** Upstream Register.vue: at least 8 characters with a letter, a digit and a special character. */
export const PASSWORD_PATTERN = /^(?=.*[a-zA-Z])(?=.*\d)(?=.*[~!@#$%^&*()_+`\-={}:";'<>?,./]).{8,}$/

export type Problems<Field extends string> = Partial<Record<Field, string>>

export function mobileProblem(mobile: string): string | undefined {
  if (!mobile.trim()) return accountMessages.mobileRequired
  if (!MOBILE_PATTERN.test(mobile.trim())) return accountMessages.mobileInvalid
  return undefined
}

export function captchaProblem(captcha: string): string | undefined {
  return captcha.trim() ? undefined : accountMessages.captchaRequired
}

/** An empty password asks for one; the complexity rule is for a password that is typed. */
export function passwordProblem(password: string): string | undefined {
  if (!password) return accountMessages.passwordRequired
  return PASSWORD_PATTERN.test(password) ? undefined : accountMessages.passwordRule
}

export function confirmProblem(password: string, confirm: string): string | undefined {
  if (!confirm) return accountMessages.confirmRequired
  return confirm.trim() !== password.trim() ? accountMessages.passwordsDiffer : undefined
}

/** Keeps only the fields that have a problem. */
export function problems<Field extends string>(checks: Record<Field, string | undefined>): Problems<Field> {
  return Object.fromEntries(
    Object.entries(checks).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ) as Problems<Field>
}

export const hasProblems = (found: Problems<string>): boolean => Object.keys(found).length > 0

export type PasswordStrength = '低' | '中' | '强'

/** Upstream Register.vue password level: one point each for digits, letters and other characters. */
export function passwordStrength(password: string): PasswordStrength {
  const level = [/[0-9]/, /[a-zA-Z]/, /[^0-9a-zA-Z_]/].filter((pattern) => pattern.test(password)).length
  return level >= 3 ? msg('强') : level === 2 ? msg('中') : msg('低')
}

export const phoneLoginProblems = (fields: { mobile: string; captcha: string }) =>
  problems({ mobile: mobileProblem(fields.mobile), captcha: captchaProblem(fields.captcha) })

export const registerProblems = (fields: {
  username: string
  password: string
  confirm: string
  mobile: string
  captcha: string
}) =>
  problems({
    username: fields.username.trim() ? undefined : accountMessages.usernameRequired,
    password: passwordProblem(fields.password),
    confirm: confirmProblem(fields.password, fields.confirm),
    mobile: mobileProblem(fields.mobile),
    captcha: captchaProblem(fields.captcha),
  })

export const newPasswordProblems = (fields: { password: string; confirm: string }) =>
  problems({
    password: passwordProblem(fields.password),
    confirm: confirmProblem(fields.password, fields.confirm),
  })
