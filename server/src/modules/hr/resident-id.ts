/**
 * Mainland resident identity numbers (GB 11643-1999): 17 digits and a check character. The check character
 * is (12 − Σ digit·weight mod 11) mod 11, written X for 10; weights are 2^(17−i) mod 11.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK = '10X98765432'

/** The check character of the first 17 digits. */
export function residentIdCheck(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0)
  return CHECK[sum % 11] ?? ''
}

/** True when `value` is 18 characters, the last possibly X, with a valid birth date and check character. */
export function isResidentId(value: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false
  const year = Number(value.slice(6, 10))
  const month = Number(value.slice(10, 12))
  const day = Number(value.slice(12, 14))
  const birth = new Date(Date.UTC(year, month - 1, day))
  if (year < 1800 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false
  return residentIdCheck(value.slice(0, 17)) === value[17]?.toUpperCase()
}
