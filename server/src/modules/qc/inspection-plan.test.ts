import { describe, expect, it } from 'vitest'
import { staticPlanForLot } from './inspection-plan'
import { AQL_SERIES, ISO_2859_1, planFromTables } from './sampling'

describe('the plan of a report (arrow rule)', () => {
  it('samples critical AQL 0.065 of a lot of 2000 at level II with plan L: 200 pieces, Ac 0 / Re 1', () => {
    const plan = staticPlanForLot(2000, {
      inspectionLevel: 'II',
      aqlCritical: 0.065,
      aqlMajor: 2.5,
      aqlMinor: 4,
    })
    expect(plan).toMatchObject({
      criticalLetter: 'L',
      criticalSampleSize: 200,
      criticalAc: 0,
      criticalRe: 1,
      majorLetter: 'K',
      majorSampleSize: 125,
      majorAc: 7,
      majorRe: 8,
      sampleLetter: 'L',
      sampleSize: 200,
    })
  })

  it('gives every severity the very plan of the calculator (one lookup for both)', () => {
    for (const lotSize of [5, 90, 500, 2000, 12000, 600000]) {
      for (const aql of AQL_SERIES) {
        const calculator = planFromTables(ISO_2859_1, lotSize, 'II', aql)
        const report = staticPlanForLot(lotSize, {
          inspectionLevel: 'II',
          aqlCritical: aql,
          aqlMajor: 2.5,
          aqlMinor: aql,
        })
        if (!calculator) continue
        expect(report).toMatchObject({
          criticalLetter: calculator.letter,
          criticalSampleSize: calculator.sampleSize,
          criticalAc: calculator.ac,
          criticalRe: calculator.re,
          minorSampleSize: calculator.sampleSize,
        })
        expect(report?.sampleSize).toBe(Math.max(calculator.sampleSize, report?.majorSampleSize ?? 0))
      }
    }
  })

  it('judges an AQL of 0 with Ac 0 / Re 1 on the major sample', () => {
    const plan = staticPlanForLot(2000, { inspectionLevel: 'II', aqlCritical: 0, aqlMajor: 2.5, aqlMinor: 4 })
    expect(plan).toMatchObject({ criticalSampleSize: 125, criticalAc: 0, criticalRe: 1, sampleSize: 125 })
  })
})
