import { describe, expect, it } from 'vitest'
import { isResidentId, residentIdBirthday, residentIdCheck, residentIdSex } from './resident-id'

/** Valid and invalid numbers on 2026-11-27 (the app's and the server's tests use the same module). */
const VECTORS: ReadonlyArray<readonly [string, boolean]> = [
  ['11010519491231002X', true],
  ['11010519491231002x', true],
  ['440524188001010014', true],
  ['440306199805121238', true],
  ['510107198506124569', true],
  ['110105194912310021', false],
  ['11010519491231002', false],
  ['1101051949123100AX', false],
  ['440306203005121239', false],
  ['440306199802301233', false],
]

describe('resident identity numbers (shared by app and server)', () => {
  it('computes the check character of the standard example', () => {
    expect(residentIdCheck('11010519491231002')).toBe('X')
    expect(residentIdCheck('44052418800101001')).toBe('4')
  })

  it('agrees with the vectors', () => {
    const today = new Date(2026, 10, 27)
    expect(VECTORS.map(([value]) => isResidentId(value, today))).toEqual(VECTORS.map(([, valid]) => valid))
  })

  it('refuses a birth date after today and reads the birthday and the sex', () => {
    const today = new Date(2026, 10, 27)
    const withCheck = (first17: string) => first17 + residentIdCheck(first17)
    expect(isResidentId(withCheck('44030620261127123'), today)).toBe(true)
    expect(isResidentId(withCheck('44030620261128123'), today)).toBe(false)
    expect(residentIdBirthday('440306199805121238')).toBe('1998-05-12')
    expect(residentIdSex('440306199805121238')).toBe(1)
    expect(residentIdSex('510107198506124569')).toBe(2)
    expect(residentIdBirthday('110105194912310021')).toBeNull()
  })
})
