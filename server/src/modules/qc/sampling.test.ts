import { describe, expect, it } from 'vitest'
import { AQL_SERIES, CODE_LETTERS, ISO_2859_1, isStandardAql, planFromTables, rawCell } from './sampling'
import type { InspectionLevel } from './sampling'

function plan(lotSize: number, level: InspectionLevel, aql: number) {
  return planFromTables(ISO_2859_1, lotSize, level, aql)
}

describe('ISO 2859-1 tables', () => {
  it('covers every lot size from 2 upwards once per level, without gaps', () => {
    for (const level of ['S-1', 'S-2', 'S-3', 'S-4', 'I', 'II', 'III'] as const) {
      const rows = ISO_2859_1.levels.filter((row) => row.inspectionLevel === level)
      expect(rows).toHaveLength(15)
      expect(rows[0]?.lotMin).toBe(2)
      rows.slice(1).forEach((row, index) => expect(row.lotMin).toBe((rows[index]?.lotMax ?? 0) + 1))
      expect(rows.at(-1)?.lotMax).toBeNull()
    }
  })

  it('has the sample sizes of Table 2-A', () => {
    expect(ISO_2859_1.codes.map((row) => `${row.letter}${row.sampleSize}`).join(' ')).toBe(
      'A2 B3 C5 D8 E13 F20 G32 H50 J80 K125 L200 M315 N500 P800 Q1250 R2000',
    )
  })

  it('resolves every (letter, AQL) cell to a plan whose Re is Ac + 1', () => {
    expect(ISO_2859_1.aqls).toHaveLength(CODE_LETTERS.length * AQL_SERIES.length)
    for (const row of ISO_2859_1.aqls) expect(row.re).toBe(row.ac + 1)
  })

  it('keeps the arrows of the printed table', () => {
    expect(rawCell('K', 2.5)).toBe('7/8')
    expect(rawCell('F', 1)).toBe('↑')
    expect(rawCell('F', 1.5)).toBe('↓')
    expect(rawCell('A', 0.65)).toBe('↓')
    expect(rawCell('K', 15)).toBe('↑')
    expect(rawCell('Z', 1)).toBeNull()
  })
})

describe('planFromTables', () => {
  it('lot 1,201–3,200 at level II is K, n = 125; AQL 2.5 → Ac 7 Re 8, AQL 4.0 → Ac 10 Re 11', () => {
    expect(plan(2000, 'II', 2.5)).toEqual({ letter: 'K', sampleSize: 125, ac: 7, re: 8 })
    expect(plan(1201, 'II', 4)).toEqual({ letter: 'K', sampleSize: 125, ac: 10, re: 11 })
    expect(plan(3200, 'II', 0.1)).toEqual({ letter: 'K', sampleSize: 125, ac: 0, re: 1 })
  })

  it('lot 91–150 at level II is F (n = 20); at AQL 1.0 the arrow points UP to E: n = 13, Ac 0 Re 1', () => {
    // The brief guessed "down to G"; Table 2-A has ↑ at F/1.0 (0/1 sits at E/1.0, 1/2 only from H/1.0).
    expect(plan(120, 'II', 0.65)).toEqual({ letter: 'F', sampleSize: 20, ac: 0, re: 1 })
    expect(plan(120, 'II', 1)).toEqual({ letter: 'E', sampleSize: 13, ac: 0, re: 1 })
    expect(plan(120, 'II', 1.5)).toEqual({ letter: 'G', sampleSize: 32, ac: 1, re: 2 })
  })

  it('follows arrows down and up with the sample size of the plan reached', () => {
    expect(plan(2000, 'II', 0.25)).toEqual({ letter: 'L', sampleSize: 200, ac: 1, re: 2 })
    expect(plan(2000, 'II', 0.15)).toEqual({ letter: 'J', sampleSize: 80, ac: 0, re: 1 })
    expect(plan(60, 'II', 2.5)).toEqual({ letter: 'F', sampleSize: 20, ac: 1, re: 2 })
    expect(plan(600000, 'III', 0.01)).toEqual({ letter: 'Q', sampleSize: 1250, ac: 0, re: 1 })
    expect(plan(100, 'II', 100)).toEqual({ letter: 'E', sampleSize: 13, ac: 21, re: 22 })
  })

  it('inspects the whole lot when the sample would reach the lot size', () => {
    // lot 5, level II → A; AQL 0.65 arrows down to F (n = 20 > 5)
    expect(plan(5, 'II', 0.65)).toEqual({ letter: 'F', sampleSize: 5, ac: 0, re: 1 })
    // lot 2, level III → B; AQL 10 arrows down to C (n = 5 > 2)
    expect(plan(2, 'III', 10)).toEqual({ letter: 'C', sampleSize: 2, ac: 1, re: 2 })
  })

  it('reads the special levels and the top of the grid', () => {
    expect(plan(60, 'S-1', 1000)).toEqual({ letter: 'B', sampleSize: 3, ac: 44, re: 45 })
    expect(plan(3000, 'S-3', 6.5)).toEqual({ letter: 'E', sampleSize: 13, ac: 2, re: 3 })
    expect(plan(600000, 'III', 0.65)).toEqual({ letter: 'R', sampleSize: 2000, ac: 21, re: 22 })
  })

  it('refuses what the tables do not cover', () => {
    expect(plan(2000, 'II', 0.3)).toBeNull()
    expect(plan(0, 'II', 2.5)).toBeNull()
    expect(plan(12.5, 'II', 2.5)).toBeNull()
    expect(isStandardAql(0.65)).toBe(true)
    expect(isStandardAql(0.6)).toBe(false)
  })
})
