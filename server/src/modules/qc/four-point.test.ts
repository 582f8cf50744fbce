import { describe, expect, it } from 'vitest'
import { defectPoints, pointsPer100SquareYards } from './four-point'

describe('defectPoints', () => {
  it('scores by length with the band edges inclusive at the top', () => {
    expect(defectPoints(0.5)).toBe(1)
    expect(defectPoints(3)).toBe(1)
    expect(defectPoints(3.01)).toBe(2)
    expect(defectPoints(6)).toBe(2)
    expect(defectPoints(6.5)).toBe(3)
    expect(defectPoints(9)).toBe(3)
    expect(defectPoints(9.1)).toBe(4)
    expect(defectPoints(40)).toBe(4)
  })

  it('scores a hole 4 points whatever its length', () => {
    expect(defectPoints(0.2, true)).toBe(4)
    expect(defectPoints(0.2, false)).toBe(1)
  })
})

describe('pointsPer100SquareYards', () => {
  it('normalises the points to 100 square yards, two decimals', () => {
    // 30 points on 100 yd of 60 in wide fabric: 30 × 3600 / 6000 = 18
    expect(pointsPer100SquareYards(30, 100, 60)).toBe(18)
    // 17 points on 120 yd of 57 in: 61200 / 6840 = 8.947… → 8.95
    expect(pointsPer100SquareYards(17, 120, 57)).toBe(8.95)
  })

  it('is zero when nothing was measured', () => {
    expect(pointsPer100SquareYards(10, 0, 60)).toBe(0)
    expect(pointsPer100SquareYards(10, 50, 0)).toBe(0)
  })
})
