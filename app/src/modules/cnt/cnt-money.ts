/** The canteen pages' money helpers (no server calls): amounts shown and typed, and money-move request ids. */

/** Yuan with two places and the currency sign (35.5 → ¥35.50); empty stays empty. */
export const moneyText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : `¥${(Math.round(value * 100) / 100).toFixed(2)}`

/** A typed amount in yuan (0.01 to `max`, at most two places) as a number, or null. */
export function parseAmount(text: string, max: number): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(trimmed)) return null
  const cents = Math.round(Number(trimmed) * 100)
  if (cents < 1 || cents > max * 100) return null
  return cents / 100
}

/**
 * A new request id for one intended money move. The dialog keeps it until the move succeeds or is refused,
 * so a retried click after a network error is the same request and the server charges it once.
 */
export function newRequestId(prefix: string): string {
  // getRandomValues works outside secure contexts too (randomUUID does not).
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return `${prefix}-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
