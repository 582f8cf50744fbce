import { describe, expect, it } from 'vitest'
import { integerIn, LOT_SIZE_RANGE } from './qc-rules'

describe('the registration quantity rules', () => {
  it('refuse a lot size out of the contract range with the range in the message', () => {
    const lotSize = integerIn('批量', LOT_SIZE_RANGE)
    for (const value of ['-5', '0', '99999999', '2.5'])
      expect(lotSize(value)).toBe('批量须为 2 至 10000000 之间的整数')
    expect(lotSize('2000')).toBeNull()
    expect(lotSize('')).toBeNull()
  })
})
