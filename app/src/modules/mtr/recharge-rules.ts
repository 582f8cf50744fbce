import { t } from '@erp/ui-kit/i18n'
/** The recharge form's rules (the server checks them again): 1 to 5000 yuan, at most two decimals. */

export const AMOUNT_CHOICES = [20, 50, 100, 200] as const

/** The bounds of a recharge in yuan (the contract's minimum and maximum). */
export const RECHARGE_MIN = 1
export const RECHARGE_MAX = 5000

const NUMBER = /^[-+]?\d+(\.\d+)?$/
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/

/** The problem of a typed amount: not a number, out of the range (−5 says the range), or more than two decimals. */
export function amountError(text: string): string | null {
  const trimmed = text.trim()
  if (trimmed === '') return t('请输入充值金额')
  if (!NUMBER.test(trimmed)) return t('请输入数字金额')
  const amount = Number(trimmed)
  if (amount < RECHARGE_MIN || amount > RECHARGE_MAX)
    return t('充值金额须在{{min}}到{{max}}元之间', { min: RECHARGE_MIN, max: RECHARGE_MAX })
  if (!TWO_DECIMALS.test(trimmed)) return t('充值金额最多两位小数')
  return null
}

/** kWh an amount buys at a price, as the server computes it: amount / price, half up to two places. */
export function estimateKwh(amount: number, pricePerKwh: number): number {
  const amountCents = Math.round(amount * 100)
  const priceCents = Math.round(pricePerKwh * 100)
  if (priceCents <= 0) return 0
  return Math.floor((amountCents * 200 + priceCents) / (priceCents * 2)) / 100
}

/** 1234.5 → '1,234.50' (yuan with two places). */
export function formatYuan(value: number): string {
  return value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}
