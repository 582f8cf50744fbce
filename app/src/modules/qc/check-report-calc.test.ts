import { describe, expect, it } from 'vitest'
import {
  fabricSummary,
  fourPoints,
  isValidDefectLine,
  isValidFabricLine,
  liveVerdict,
  severityTotals,
  type FabricLineRow,
} from './check-report-calc'

const K = { criticalAc: 0, majorAc: 7, minorAc: 10 }
const line = (id: string, length: number | null, isHole = false): FabricLineRow => ({
  id,
  rollNo: 'R-1',
  lengthYards: 120,
  widthInches: 58,
  defectCode: null,
  defectLengthInches: length,
  isHole,
  points: null,
})

describe('live report figures', () => {
  it('scores defects with the four-point system', () => {
    expect([3, 3.1, 6, 6.5, 9, 9.5].map((length) => fourPoints(length, false))).toEqual([1, 2, 2, 3, 3, 4])
    expect(fourPoints(null, true)).toBe(4)
    expect(fourPoints('', false)).toBe(0)
  })

  it('gives 3.62 points per 100 square yards for 1 + 2 + 4 on 120 yd × 58 in', () => {
    expect(fabricSummary([line('a', 2.5), line('b', 5), line('c', null, true)])).toEqual({
      totalPoints: 7,
      per100: 3.62,
    })
  })

  it('passes 7 major defects of a K sample and fails 8', () => {
    const lines = (quantity: number) => [
      { id: 'x', defectStandardId: 's', severity: 'major', quantity, note: null, photo: null },
    ]
    expect(liveVerdict(severityTotals(lines(7)), K, null)).toBe('pass')
    expect(liveVerdict(severityTotals(lines(8)), K, null)).toBe('fail')
    expect(liveVerdict({ critical: 1, major: 0, minor: 0 }, K, null)).toBe('fail')
    expect(liveVerdict({ critical: 0, major: 0, minor: 0 }, K, 41)).toBe('fail')
    expect(liveVerdict({ critical: 0, major: 0, minor: 0 }, undefined, null)).toBeNull()
  })
})

describe('invalid lines', () => {
  const defect = (id: string, quantity: number | null, severity: string | null = 'major') => ({
    id,
    defectStandardId: 's',
    severity,
    quantity,
    note: null,
    photo: null,
  })

  it('leaves a quantity of −3, 1.5, none or a line without severity out of the totals', () => {
    const lines = [defect('a', 5), defect('b', -3), defect('c', 1.5), defect('d', null), defect('e', 2, null)]
    expect(lines.filter(isValidDefectLine).map((line) => line.id)).toEqual(['a'])
    expect(severityTotals(lines)).toEqual({ critical: 0, major: 5, minor: 0 })
  })

  it('gives no verdict while a line is invalid', () => {
    expect(liveVerdict({ critical: 0, major: 0, minor: 0 }, K, null, 1)).toBe('invalid')
    expect(liveVerdict({ critical: 0, major: 0, minor: 0 }, K, null, 0)).toBe('pass')
  })

  it('leaves fabric lines with a length of 0 or a negative defect out of the points', () => {
    const bad = { ...line('x', 5), lengthYards: 0 }
    const negative = line('y', -2)
    expect([bad, negative].some(isValidFabricLine)).toBe(false)
    expect(fabricSummary([line('a', 2.5), bad, negative])).toEqual({ totalPoints: 1, per100: 0.52 })
  })
})
