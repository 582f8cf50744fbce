import { describe, expect, it } from 'vitest'
import { defectPoints } from './four-point'
import {
  FABRIC_POINTS_LIMIT,
  ZERO_ACCEPTANCE,
  fabricTotals,
  linePoints,
  reportVerdict,
  severityTotals,
  severityVerdict,
  type SeverityPlan,
} from './inspection-result'
import { ISO_2859_1, planFromTables } from './sampling'

/** Lot 1,201-3,200 at level II: letter K, 125 pieces; AQL 2.5 → 7/8, AQL 4.0 → 10/11; critical AQL 0. */
const K_PLAN: SeverityPlan = {
  critical: ZERO_ACCEPTANCE,
  major: { ac: 7, re: 8 },
  minor: { ac: 10, re: 11 },
}

describe('severity totals and verdict', () => {
  it('adds the quantities of each severity', () => {
    expect(
      severityTotals([
        { severity: 'major', quantity: 3 },
        { severity: 'minor', quantity: 2 },
        { severity: 'major', quantity: 4 },
      ]),
    ).toEqual({ critical: 0, major: 7, minor: 2 })
  })

  it('takes the K plan at AQL 2.5 from the ISO 2859-1 tables', () => {
    expect(planFromTables(ISO_2859_1, 2000, 'II', 2.5)).toEqual({
      letter: 'K',
      sampleSize: 125,
      ac: 7,
      re: 8,
    })
  })

  it('passes a K sample with 7 major defects and fails it with 8 (AQL 2.5)', () => {
    expect(severityVerdict({ critical: 0, major: 7, minor: 0 }, K_PLAN)).toBe('pass')
    expect(severityVerdict({ critical: 0, major: 8, minor: 0 }, K_PLAN)).toBe('fail')
  })

  it('fails on any critical defect when the critical AQL is 0', () => {
    expect(ZERO_ACCEPTANCE).toEqual({ ac: 0, re: 1 })
    expect(severityVerdict({ critical: 1, major: 0, minor: 0 }, K_PLAN)).toBe('fail')
  })

  it('judges minor defects against their own acceptance number', () => {
    expect(severityVerdict({ critical: 0, major: 0, minor: 10 }, K_PLAN)).toBe('pass')
    expect(severityVerdict({ critical: 0, major: 0, minor: 11 }, K_PLAN)).toBe('fail')
  })
})

describe('four-point fabric totals', () => {
  const roll = { rollNo: 'R-01', lengthYards: 120, widthInches: 58 }

  it('scores 1 + 2 + 4 on a 120 yd × 58 in roll as 3.62 points per 100 square yards', () => {
    const totals = fabricTotals(
      [
        { ...roll, defectLengthInches: 2.5, isHole: false },
        { ...roll, defectLengthInches: 5, isHole: false },
        { ...roll, defectLengthInches: 1, isHole: true },
      ],
      defectPoints,
    )
    expect(totals.points).toEqual([1, 2, 4])
    expect(totals.totalPoints).toBe(7)
    expect(totals.pointsPer100SqYd).toBe(3.62)
  })

  it('counts the area of each roll once and a line without defect as 0 points', () => {
    const totals = fabricTotals(
      [
        { ...roll, defectLengthInches: 10, isHole: false },
        { ...roll, defectLengthInches: null, isHole: false },
        { rollNo: 'R-02', lengthYards: 100, widthInches: 60, defectLengthInches: 7, isHole: null },
      ],
      defectPoints,
    )
    expect(totals.points).toEqual([4, 0, 3])
    // 7 × 3600 / (120 × 58 + 100 × 60) = 25200 / 12960
    expect(totals.pointsPer100SqYd).toBe(1.94)
  })

  it('has no rate without rolls', () => {
    expect(fabricTotals([], defectPoints)).toEqual({ points: [], totalPoints: 0, pointsPer100SqYd: null })
  })

  it('scores a hole 4 whatever its length', () => {
    expect(linePoints({ ...roll, defectLengthInches: null, isHole: true }, defectPoints)).toBe(4)
  })

  it(`fails a fabric inspection above ${FABRIC_POINTS_LIMIT} points per 100 square yards`, () => {
    const clean = { critical: 0, major: 0, minor: 0 }
    expect(reportVerdict(clean, K_PLAN, { pointsPer100SqYd: 40 })).toBe('pass')
    expect(reportVerdict(clean, K_PLAN, { pointsPer100SqYd: 40.01 })).toBe('fail')
    expect(reportVerdict(clean, K_PLAN, null)).toBe('pass')
    expect(reportVerdict({ ...clean, critical: 1 }, K_PLAN, { pointsPer100SqYd: 1 })).toBe('fail')
  })
})
