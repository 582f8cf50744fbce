/**
 * Mainland resident identity numbers (GB 11643-1999): 17 digits and a check character. The check character
 * is (12 − Σ digit·weight mod 11) mod 11, written X for 10; weights are 2^(17−i) mod 11. Digits 7–14 are the
 * birth date (a real date, not after today); the 17th is odd for men and even for women.
 *
 * One copy for both sides: the app checks a form before it is sent (app/src/modules/hr/resident-id.ts adds
 * the form rules) and the server checks the body again (server/src/modules/hr/resident-id.ts adds the refusals).
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK = '10X98765432'

/** The check character of the first 17 digits. */
export function residentIdCheck(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0)
  return CHECK[sum % 11] ?? ''
}

/** A day as YYYY-MM-DD in the local time zone. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/**
 * True when `value` is 18 characters, the last possibly X, with a real birth date from 1800 up to `today` and
 * the right check character.
 */
export function isResidentId(value: string, today: Date = new Date()): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false
  const year = Number(value.slice(6, 10))
  const month = Number(value.slice(10, 12))
  const day = Number(value.slice(12, 14))
  const birth = new Date(Date.UTC(year, month - 1, day))
  if (year < 1800 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false
  if (`${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}` > dayOf(today)) return false
  return residentIdCheck(value.slice(0, 17)) === value[17]?.toUpperCase()
}

/** The birth date (YYYY-MM-DD) of a valid number, or null. */
export function residentIdBirthday(value: string, today: Date = new Date()): string | null {
  return isResidentId(value, today)
    ? `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`
    : null
}

/** The sex (dictionary `sex`: 1 male, 2 female) of a valid number, or null. */
export function residentIdSex(value: string, today: Date = new Date()): 1 | 2 | null {
  return isResidentId(value, today) ? (Number(value[16]) % 2 === 1 ? 1 : 2) : null
}
