import { describe, expect, it } from 'vitest'
import { defectPoints, pointsPer100SquareYards } from './four-point'

describe('four-point system (app copy of the server formula)', () => {
  it('scores a defect by its length; a hole is 4', () => {
    expect([1, 3, 3.5, 6, 7, 9, 9.5].map((length) => defectPoints(length))).toEqual([1, 1, 2, 2, 3, 3, 4])
    expect(defectPoints(0.5, true)).toBe(4)
  })

  it('gives points per 100 square yards to two decimals', () => {
    expect(pointsPer100SquareYards(30, 100, 60)).toBe(18)
    expect(pointsPer100SquareYards(17, 120, 57)).toBe(8.95)
    expect(pointsPer100SquareYards(5, 0, 60)).toBe(0)
  })
})
