import { regexes } from 'zod/v4/core'

/**
 * A standard e-mail address check: zod's regex, the one the app's `e` pattern uses
 * (ui-kit/src/editable-table/validation.ts). a@b.cn and Zhang_San+hr@sdn-erp.com.cn pass.
 */
export const EMAIL_MESSAGE = '请输入正确的电子邮件'

/** True when `value` is empty (not given) or a standard address. */
export const emailAllowed = (value: string | null | undefined): boolean =>
  value === undefined || value === null || value.trim() === '' || regexes.email.test(value.trim())
