import { describe, expect, it } from 'vitest'
import {
  birthdayMatchesId,
  birthdayOf,
  identityFromId,
  isResidentId,
  residentIdCheck,
  residentIdRule,
  sexMatchesId,
  sexOf,
} from './resident-id'

describe('resident identity numbers in the browser', () => {
  it('computes the check character as the standard does', () => {
    expect(residentIdCheck('11010519491231002')).toBe('X')
    expect(residentIdCheck('44052418800101001')).toBe('4')
  })

  it('accepts valid numbers and refuses wrong check characters, lengths and dates', () => {
    expect(isResidentId('11010519491231002X')).toBe(true)
    expect(isResidentId('11010519491231002x')).toBe(true)
    expect(isResidentId('110105194912310021')).toBe(false)
    expect(isResidentId('11010519491231002')).toBe(false)
    const feb30 = '11010519490230002'
    expect(isResidentId(feb30 + residentIdCheck(feb30))).toBe(false)
  })

  it('gives the form message, skips empty values and reads the birth date', () => {
    expect(residentIdRule('110105194912310021')).toBe('请输入正确的身份证号')
    expect(residentIdRule('')).toBeNull()
    expect(residentIdRule('11010519491231002X')).toBeNull()
    expect(birthdayOf('11010519491231002X')).toBe('1949-12-31')
    expect(birthdayOf('110105194912310021')).toBeNull()
  })
})

// The check itself is tested against the shared vectors in openapi/src/resident-id.test.ts.
describe('the form rules on the shared check', () => {
  it('refuse a birth date after today', () => {
    const today = new Date(2026, 10, 27)
    const tomorrow = '44030620261128123'
    expect(isResidentId(tomorrow + residentIdCheck(tomorrow), today)).toBe(false)
  })

  it('fill the birthday and sex from a valid number and check them against it', () => {
    expect(sexOf('440306199805121238')).toBe('1')
    expect(sexOf('510107198506124569')).toBe('2')
    expect(identityFromId('440306199805121238')).toEqual({ birthday: '1998-05-12', sex: '1' })
    expect(identityFromId('44030619980512123')).toEqual({})
    const values = { idCard: '440306199805121238' }
    expect(birthdayMatchesId('1998-05-12', values)).toBeNull()
    expect(birthdayMatchesId('1998-05-13', values)).toBe('生日与身份证号不符，应为 1998-05-12')
    expect(sexMatchesId('1', values)).toBeNull()
    expect(sexMatchesId(2, values)).toBe('性别与身份证号不符，身份证号为男性')
    expect(sexMatchesId('2', { idCard: '' })).toBeNull()
  })
})
