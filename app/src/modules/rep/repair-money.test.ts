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
  })
})
