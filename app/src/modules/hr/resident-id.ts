import { msg, t } from '@erp/ui-kit/i18n'
import type { FieldValue, FormValues } from '../../lib/resource/resource-definition'
/**
 * Mainland resident identity numbers (GB 11643-1999), checked in the browser before a form is sent (the server
 * checks again with its copy, server/src/modules/hr/resident-id.ts; both are tested against the same vectors):
 * 17 digits and a check character (12 − Σ digit·weight mod 11) mod 11, X for 10, with a real birth date in
 * digits 7–14 that is not after today; the 17th digit is odd for men and even for women.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK = '10X98765432'

export const RESIDENT_ID_MESSAGE = msg('请输入正确的身份证号')

export function residentIdCheck(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0)
  return CHECK[sum % 11] ?? ''
}

const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

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

/** The birth date of a valid number (YYYY-MM-DD), to fill a birthday the worker left empty. */
export function birthdayOf(value: string, today: Date = new Date()): string | null {
  return isResidentId(value, today)
    ? `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`
    : null
}

/** The sex of a valid number as the `sex` dictionary writes it ('1' male, '2' female), or null. */
export function sexOf(value: string, today: Date = new Date()): '1' | '2' | null {
  return isResidentId(value, today) ? (Number(value[16]) % 2 === 1 ? '1' : '2') : null
}

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === ''

/** A form rule: empty passes (required is its own rule), a wrong number gets the message. */
export const residentIdRule = (value: unknown): string | null =>
  blank(value) ? null : isResidentId(String(value).trim()) ? null : t(RESIDENT_ID_MESSAGE)

/** What a valid ID number fills in when it is entered: the birthday and the sex it says. */
export function identityFromId(value: FieldValue): Partial<FormValues> {
  const idCard = blank(value) ? '' : String(value).trim()
  const birthday = birthdayOf(idCard)
  const sex = sexOf(idCard)
  return birthday && sex ? { birthday, sex } : {}
}

/** The birthday's rule: it must be the date the form's ID number says. */
export const birthdayMatchesId = (value: FieldValue, values: FormValues): string | null => {
  const birthday = birthdayOf(String(values.idCard ?? '').trim())
  return birthday && !blank(value) && String(value).slice(0, 10) !== birthday
    ? t('生日与身份证号不符，应为 {{birthday}}', { birthday })
    : null
}

const SEX_MESSAGES = {
  male: msg('性别与身份证号不符，身份证号为男性'),
  female: msg('性别与身份证号不符，身份证号为女性'),
}

/** The sex's rule: it must be the sex the form's ID number says. */
export const sexMatchesId = (value: FieldValue, values: FormValues): string | null => {
  const sex = sexOf(String(values.idCard ?? '').trim())
  return sex && !blank(value) && String(value) !== sex
    ? t(sex === '1' ? SEX_MESSAGES.male : SEX_MESSAGES.female)
    : null
}
