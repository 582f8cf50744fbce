/**
 * Mainland resident identity numbers (GB 11643-1999): 17 digits and a check character. The check character
 * is (12 − Σ digit·weight mod 11) mod 11, written X for 10; weights are 2^(17−i) mod 11. Digits 7–14 are the
 * birth date (a real date, not after today); the 17th is odd for men and even for women.
 *
 * The app keeps a copy (app/src/modules/hr/resident-id.ts, the server is not imported there); both copies are
 * tested against the same vectors.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK = '10X98765432'

/** The check character of the first 17 digits. */
export function residentIdCheck(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0)
  return CHECK[sum % 11] ?? ''
}

/** Today as YYYY-MM-DD in the server's time zone. */
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
