/**
 * The arithmetic and small rules of meter recharges, in integer cents (money never as a float sum):
 * kWh of an amount at a price, the status after a recharge, masking of the owner for the self-service pages.
 */

export const MIN_RECHARGE_CENTS = 100
export const MAX_RECHARGE_CENTS = 500_000

/** A money value of the API (a JSON number with at most two decimals) in cents; null when it has more. */
export function toCents(amount: number): number | null {
  if (!Number.isFinite(amount)) return null
  const cents = Math.round(amount * 100)
  return Math.abs(amount * 100 - cents) < 1e-6 ? cents : null
}

/** Cents as the decimal text a numeric column takes ('50.00', '-3.20'). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(cents)
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`
}

/**
 * kWh bought by `amountCents` at `priceCents` per kWh, rounded half up to two places, in hundredths of a kWh
 * (amount / price × 100, computed in integers).
 */
export function kwhHundredths(amountCents: number, priceCents: number): number {
  if (!Number.isInteger(amountCents) || !Number.isInteger(priceCents) || priceCents <= 0 || amountCents < 0) {
    throw new RangeError('amount and price must be whole cents, the price positive')
  }
  return Math.floor((amountCents * 200 + priceCents) / (priceCents * 2))
}

export type MeterStatus = 'normal' | 'arrears' | 'disabled'

/** An arrears meter whose balance becomes positive is normal again; otherwise the status stays. */
export function statusAfterRecharge(status: string, balanceCents: number): string {
  return status === 'arrears' && balanceCents > 0 ? 'normal' : status
}

/** Why a recharge of `amountCents` on a meter in `status` is refused, or null. */
export function rechargeRefusal(status: string, amountCents: number | null): string | null {
  if (amountCents === null) return '充值金额最多两位小数'
  if (amountCents < MIN_RECHARGE_CENTS || amountCents > MAX_RECHARGE_CENTS) return '充值金额须在1到5000元之间'
  if (status === 'disabled') return '电表已停用，无法充值'
  return null
}

/** 13800138000 → 138****8000 (other shapes: all but the last four masked). */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return phone
  if (phone.length === 11) return `${phone.slice(0, 3)}****${phone.slice(7)}`
  return `${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`
}

/** 张三丰 → 张** */
export function maskName(name: string | null): string | null {
  if (!name) return name
  const characters = [...name]
  return (characters[0] ?? '') + '*'.repeat(Math.max(1, characters.length - 1))
}

/** An order number: MR + yyyyMMddHHmmss (server local time) + 6 random hex digits. */
export function orderNoOf(now: Date, randomHex: string): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  const stamp =
    `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}` +
    `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`
  return `MR${stamp}${randomHex.slice(0, 6).toUpperCase()}`
}
