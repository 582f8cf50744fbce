import { describe, expect, it } from 'vitest'
import { PROVINCES, STATUS_TEXT, yuan, ZONE_TEXT } from './exp-texts'

describe('express texts', () => {
  it('lists the 31 mainland province-level divisions once each', () => {
    expect(PROVINCES).toHaveLength(31)
    expect(new Set(PROVINCES).size).toBe(31)
  })

  it('names every zone and tracking status', () => {
    expect(ZONE_TEXT.neighbour).toBe('邻省')
    expect(STATUS_TEXT.in_transit).toBe('运输中')
  })

  it('shows yuan with two decimals and keeps empty values empty', () => {
    expect(yuan(12)).toBe('¥12.00')
    expect(yuan('3.5')).toBe('¥3.50')
    expect(yuan(null)).toBe('')
    expect(yuan('')).toBe('')
  })
})
