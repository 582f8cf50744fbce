import { describe, expect, it } from 'vitest'
import { birthdayOf, isResidentId, residentIdCheck, residentIdRule } from './resident-id'

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
