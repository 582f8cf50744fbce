import { describe, expect, it } from 'vitest'
import { centsToDecimal, signedCents, toCents } from './money'

describe('canteen money in cents', () => {
  it('reads yuan amounts with at most two decimals exactly', () => {
    expect(toCents(12)).toBe(1200)
    expect(toCents(0.1)).toBe(10)
    expect(toCents(0.29)).toBe(29)
    expect(toCents(1.15)).toBe(115)
    expect(toCents(4999.99)).toBe(499999)
    expect(toCents('300.00')).toBe(30000)
    expect(toCents('7.5')).toBe(750)
    expect(toCents('-3.05')).toBe(-305)
  })

  it('refuses more than two decimals, exponents of tiny values and non-numbers', () => {
    expect(toCents(1.005)).toBeNull()
    expect(toCents(1e-7)).toBeNull()
    expect(toCents(Number.NaN)).toBeNull()
    expect(toCents(Number.POSITIVE_INFINITY)).toBeNull()
    expect(toCents('12,00')).toBeNull()
    expect(toCents('')).toBeNull()
  })

  it('writes cents as SQL numeric literals', () => {
    expect(centsToDecimal(1205)).toBe('12.05')
    expect(centsToDecimal(5)).toBe('0.05')
    expect(centsToDecimal(0)).toBe('0.00')
    expect(centsToDecimal(-5)).toBe('-0.05')
    expect(centsToDecimal(500000)).toBe('5000.00')
  })

  it('signs meals negative and recharges and refunds positive', () => {
    expect(signedCents('meal', 1200)).toBe(-1200)
    expect(signedCents('recharge', 1200)).toBe(1200)
    expect(signedCents('refund', 1200)).toBe(1200)
  })
})
