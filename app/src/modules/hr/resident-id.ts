import { isResidentId, residentIdBirthday, residentIdSex } from '@erp/openapi/resident-id'
import { msg, t } from '@erp/ui-kit/i18n'
import type { FieldValue, FormValues } from '../../lib/resource/resource-definition'
/**
 * Mainland resident identity numbers (GB 11643-1999), checked in the browser before a form is sent, with the
 * module the server checks the body with again (@erp/openapi/resident-id): the form rules and fills here.
 */
export { isResidentId, residentIdCheck } from '@erp/openapi/resident-id'

export const RESIDENT_ID_MESSAGE = msg('请输入正确的身份证号')

/** The birth date of a valid number (YYYY-MM-DD), to fill a birthday the worker left empty. */
export const birthdayOf = (value: string, today: Date = new Date()): string | null =>
  residentIdBirthday(value, today)

/** The sex of a valid number as the `sex` dictionary writes it ('1' male, '2' female), or null. */
export function sexOf(value: string, today: Date = new Date()): '1' | '2' | null {
  const sex = residentIdSex(value, today)
  return sex === null ? null : sex === 1 ? '1' : '2'
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
