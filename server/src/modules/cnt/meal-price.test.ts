import { describe, expect, it } from 'vitest'
import { periodsOverlap } from './meal-price'

describe('meal price periods', () => {
  it('overlap when they share at least one day', () => {
    expect(periodsOverlap({ from: '2026-01-01', to: '2026-06-30' }, { from: '2026-06-30', to: null })).toBe(
      true,
    )
    expect(
      periodsOverlap({ from: '2026-03-01', to: '2026-03-31' }, { from: '2026-01-01', to: '2026-12-31' }),
    ).toBe(true)
    expect(periodsOverlap({ from: '2026-01-01', to: null }, { from: '2027-01-01', to: null })).toBe(true)
  })

  it('do not overlap when one ends before the other starts', () => {
    expect(periodsOverlap({ from: '2026-01-01', to: '2026-06-29' }, { from: '2026-06-30', to: null })).toBe(
      false,
    )
    expect(periodsOverlap({ from: '2026-07-01', to: null }, { from: '2026-01-01', to: '2026-06-30' })).toBe(
      false,
    )
  })
})
