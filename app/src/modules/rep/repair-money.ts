/** The repair pages' money helpers (no server calls): the cost shown and typed. */

/** Money shown with two places (35.5 → 35.50); empty stays empty. */
export const moneyText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : (Math.round(value * 100) / 100).toFixed(2)

/** The most a repair may cost, in yuan (the server's bound, server/src/modules/rep/rules.ts). */
export const MAX_REPAIR_COST = 100000

/** The typed cost as a number from 0 to MAX_REPAIR_COST with at most two places, or null when it is not one. */
export function parseMoney(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(trimmed)) return null
  const amount = Number(trimmed)
  return amount <= MAX_REPAIR_COST ? amount : null
}
