import { describe, expect, it } from 'vitest'
import { moneyText, parseMoney } from './repair-money'

describe('repair money helpers', () => {
  it('shows the cost with two places and keeps empty values empty', () => {
    expect(moneyText(35.5)).toBe('35.50')
    expect(moneyText(0)).toBe('0.00')
    expect(moneyText(null)).toBe('')
  })

  it('reads a typed cost with at most two places', () => {
    expect(parseMoney(' 80.5 ')).toBe(80.5)
    expect(parseMoney('0')).toBe(0)
    expect(parseMoney('1.234')).toBeNull()
    expect(parseMoney('-1')).toBeNull()
    expect(parseMoney('')).toBeNull()
    // The server's upper bound: a slip such as 99999999 is refused before it is sent.
    expect(parseMoney('100000')).toBe(100000)
    expect(parseMoney('100000.01')).toBeNull()
    expect(parseMoney('99999999')).toBeNull()
  })
})
