import { describe, expect, it } from 'vitest'
import { isResidentId, residentIdCheck } from './resident-id'

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
})
