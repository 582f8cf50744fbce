/**
 * Money of the canteen module: the database keeps numeric(12,2) yuan, TypeScript works in integer cents so no
 * sum or comparison is ever rounded by floating point.
 */

/** Cents of a yuan amount from JSON or the database, or null when it has more than two decimals or is not finite. */
export function toCents(value: number | string): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim()
  const match = /^(-)?(\d+)(?:\.(\d{1,2})0*)?$/.exec(
    typeof value === 'number' && Number.isFinite(value) ? plainDecimal(value) : text,
  )
  if (!match) return null
  const [, minus, whole = '0', fraction = ''] = match
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  if (!Number.isSafeInteger(cents)) return null
  return minus ? -cents : cents
}

/** A finite number written without an exponent (1e-7 → '0.0000001'). */
function plainDecimal(value: number): string {
  const text = String(value)
  if (!/e/i.test(text)) return text
  return value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '')
}

/** The SQL numeric literal of an amount in cents: 1205 → '12.05', -5 → '-0.05'. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(cents)
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`
}

/** The signed effect of a transaction on its card's balance: recharges and refunds add, meals take. */
export function signedCents(type: string, amountCents: number): number {
  return type === 'meal' ? -amountCents : amountCents
}
