import { describe, expect, it } from 'vitest'
import { moneyText, newRequestId, parseAmount } from './cnt-money'

describe('canteen money helpers', () => {
  it('shows yuan with two places and keeps empty values empty', () => {
    expect(moneyText(35.5)).toBe('¥35.50')
    expect(moneyText(0)).toBe('¥0.00')
    expect(moneyText(null)).toBe('')
    expect(moneyText(undefined)).toBe('')
  })

  it('reads a typed amount between 0.01 and the maximum with at most two places', () => {
    expect(parseAmount(' 12.5 ', 100)).toBe(12.5)
    expect(parseAmount('0.01', 100)).toBe(0.01)
    expect(parseAmount('100', 100)).toBe(100)
    expect(parseAmount('0', 100)).toBeNull()
    expect(parseAmount('100.01', 100)).toBeNull()
    expect(parseAmount('1.234', 100)).toBeNull()
    expect(parseAmount('abc', 100)).toBeNull()
  })

  it('makes a new prefixed request id each time', () => {
    const first = newRequestId('pay')
    expect(first).toMatch(/^pay-[0-9a-f]{32}$/)
    expect(newRequestId('pay')).not.toBe(first)
  })
})
