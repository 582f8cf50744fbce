import { residentIdBirthday, residentIdSex } from '@erp/openapi/resident-id'

/**
 * The server's refusals of a body's resident identity number (GB 11643-1999): the number is checked by the
 * module the app checks its forms with (@erp/openapi/resident-id).
 */
export { isResidentId, residentIdBirthday, residentIdCheck, residentIdSex } from '@erp/openapi/resident-id'

export const RESIDENT_ID_MESSAGES = {
  invalid: '身份证号码不正确',
  birthday: (birthday: string) => `生日与身份证号不符：身份证号中的出生日期为 ${birthday}`,
  sex: (sex: 1 | 2) => `性别与身份证号不符：身份证号为${sex === 1 ? '男' : '女'}性`,
  taken: (workNo: string) => `该身份证号已被员工 ${workNo} 使用`,
}

export interface IdentityFields {
  idCard?: string | null
  birthday?: string | null
  sex?: number | null
}

const blank = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === ''

/**
 * The first contradiction of a body's ID number, birthday and sex (a wrong number, a birthday or a sex the
 * number does not say), or null. Empty fields are not contradictions; an empty number checks nothing.
 */
export function identityRefusal(body: IdentityFields, today: Date = new Date()): string | null {
  if (blank(body.idCard)) return null
  const idCard = String(body.idCard).trim()
  const birthday = residentIdBirthday(idCard, today)
  const sex = residentIdSex(idCard, today)
  if (!birthday || !sex) return RESIDENT_ID_MESSAGES.invalid
  if (!blank(body.birthday) && String(body.birthday).slice(0, 10) !== birthday)
    return RESIDENT_ID_MESSAGES.birthday(birthday)
  if ((body.sex === 1 || body.sex === 2) && body.sex !== sex) return RESIDENT_ID_MESSAGES.sex(sex)
  return null
}

/** The body with an empty birthday and sex filled from a valid ID number (the number says both). */
export function withIdentity<T extends IdentityFields>(body: T, today: Date = new Date()): T {
  if (blank(body.idCard)) return body
  const idCard = String(body.idCard).trim()
  const birthday = residentIdBirthday(idCard, today)
  const sex = residentIdSex(idCard, today)
  if (!birthday || !sex) return body
  return {
    ...body,
    idCard: idCard.toUpperCase(),
    ...(blank(body.birthday) ? { birthday } : {}),
    ...(body.sex === 1 || body.sex === 2 ? {} : { sex }),
  }
}
