import { t } from '@erp/ui-kit/i18n'
/** The recharge form's rules (the server checks them again): money with two decimals, 1 to 5000 yuan. */

export const AMOUNT_CHOICES = [20, 50, 100, 200] as const

const MONEY = /^\d+(\.\d{1,2})?$/

export function amountError(text: string): string | null {
  const trimmed = text.trim()
  if (trimmed === '') return t('请输入充值金额')
  if (!MONEY.test(trimmed)) return t('充值金额最多两位小数')
  const amount = Number(trimmed)
  if (amount < 1 || amount > 5000) return t('充值金额须在1到5000元之间')
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
