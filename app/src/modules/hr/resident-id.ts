import { msg, t } from '@erp/ui-kit/i18n'
/**
 * Mainland resident identity numbers (GB 11643-1999), checked in the browser before a form is sent (the server
 * checks again): 17 digits and a check character (12 − Σ digit·weight mod 11) mod 11, X for 10, with a real
 * birth date in digits 7–14.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK = '10X98765432'

export const RESIDENT_ID_MESSAGE = msg('请输入正确的身份证号')

export function residentIdCheck(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0)
  return CHECK[sum % 11] ?? ''
}

export function isResidentId(value: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false
  const year = Number(value.slice(6, 10))
  const month = Number(value.slice(10, 12))
  const day = Number(value.slice(12, 14))
  const birth = new Date(Date.UTC(year, month - 1, day))
  if (year < 1800 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false
  return residentIdCheck(value.slice(0, 17)) === value[17]?.toUpperCase()
}

/** The birth date of a valid number (YYYY-MM-DD), to fill a birthday the worker left empty. */
export function birthdayOf(value: string): string | null {
  return isResidentId(value) ? `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}` : null
}

/** A form rule: empty passes (required is its own rule), a wrong number gets the message. */
export const residentIdRule = (value: unknown): string | null =>
  value === null || value === undefined || String(value).trim() === ''
    ? null
    : isResidentId(String(value).trim())
      ? null
      : t(RESIDENT_ID_MESSAGE)
