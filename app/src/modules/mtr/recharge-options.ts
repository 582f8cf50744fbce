import { msg } from '@erp/ui-kit/i18n'
import type { PayMethod } from './api/self-service'
import type { StaffPayMethod } from './api/staff-recharges'

/** The recharge forms' pay methods and request ids (no server calls). */

/** Self-service pay methods (cash only at the counter), with the pay_method dictionary's texts. */
export const SELF_PAY_METHODS: readonly { value: PayMethod; label: string }[] = [
  { value: 'wechat', label: msg('微信') },
  { value: 'alipay', label: msg('支付宝') },
  { value: 'card', label: msg('银行卡') },
]
export const STAFF_PAY_METHODS: readonly { value: StaffPayMethod; label: string }[] = [
  ...SELF_PAY_METHODS,
  { value: 'cash', label: msg('现金') },
]

/** A new idempotency key for one intended recharge (getRandomValues also works on plain http). */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `r-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
