import { describe, expect, it } from 'vitest'
import { englishMessage } from '../../http/message-language'
import {
  identityRefusal,
  RESIDENT_ID_MESSAGES,
  isResidentId,
  residentIdBirthday,
  residentIdCheck,
  residentIdSex,
  withIdentity,
} from './resident-id'

describe('resident identity numbers', () => {
  it('computes the check character of known numbers', () => {
    // The standard's example and a number ending in X.
    expect(residentIdCheck('11010519491231002')).toBe('X')
    expect(residentIdCheck('44052418800101001')).toBe('4')
  })

  it('accepts valid numbers, a lower-case x included', () => {
    expect(isResidentId('11010519491231002X')).toBe(true)
    expect(isResidentId('11010519491231002x')).toBe(true)
    expect(isResidentId('440524188001010014')).toBe(true)
  })

  it('refuses a wrong check character, a wrong length, letters and impossible dates', () => {
    expect(isResidentId('110105194912310021')).toBe(false)
    expect(isResidentId('11010519491231002')).toBe(false)
    expect(isResidentId('1101051949123100AX')).toBe(false)
    const feb30 = '11010519490230002'
    expect(isResidentId(feb30 + residentIdCheck(feb30))).toBe(false)
  })

  it('refuses a birth date after today', () => {
    const today = new Date(2026, 10, 27)
    const born = (date: string) => `440306${date}123`
    const withCheck = (first17: string) => first17 + residentIdCheck(first17)
    expect(isResidentId(withCheck(born('20261127')), today)).toBe(true)
    expect(isResidentId(withCheck(born('20261128')), today)).toBe(false)
    expect(isResidentId(withCheck(born('20300512')), today)).toBe(false)
  })
})

describe('birthday and sex from the number', () => {
  it('reads the birthday and the sex (17th digit odd: male)', () => {
    expect(residentIdBirthday('440306199805121238')).toBe('1998-05-12')
    expect(residentIdSex('440306199805121238')).toBe(1)
    expect(residentIdSex('510107198506124569')).toBe(2)
    expect(residentIdBirthday('110105194912310021')).toBeNull()
  })

  it('refuses contradictions and fills what is empty', () => {
    const id = '440306199805121238'
    expect(identityRefusal({ idCard: id, birthday: '1998-05-12', sex: 1 })).toBeNull()
    expect(identityRefusal({ idCard: id, birthday: '1998-05-13' })).toMatch(/^生日与身份证号不符/)
    expect(identityRefusal({ idCard: id, sex: 2 })).toBe('性别与身份证号不符：身份证号为男性')
    expect(identityRefusal({ idCard: '', birthday: '2000-01-01', sex: 2 })).toBeNull()
    expect(withIdentity({ idCard: id, birthday: null })).toEqual({
      idCard: id,
      birthday: '1998-05-12',
      sex: 1,
    })
    expect(withIdentity({ idCard: id, birthday: '1998-05-12', sex: 1 })).toEqual({
      idCard: id,
      birthday: '1998-05-12',
      sex: 1,
    })
  })
})

describe('the refusals in English', () => {
  it('are translated for an English screen', () => {
    expect(englishMessage('该身份证号已被员工 W10999 使用')).toBe(
      'This resident ID is already used by employee W10999.',
    )
    expect(englishMessage(RESIDENT_ID_MESSAGES.birthday('1998-05-12'))).toBe(
      'The birthday does not match the resident ID (born 1998-05-12).',
    )
    expect(englishMessage(RESIDENT_ID_MESSAGES.sex(2))).toBe(
      'The sex does not match the resident ID (female).',
    )
  })
})
