/**
 * The pure arithmetic of a check report (docs/modules.md "checkReport"): defect totals per severity, the verdict
 * against the acceptance numbers of the sampling plan, and the four-point totals of a fabric inspection.
 * No database: the plan comes from sampling.ts, the points of one defect from four-point.ts.
 */

export const SEVERITIES = ['critical', 'major', 'minor'] as const
export type Severity = (typeof SEVERITIES)[number]

export interface AcceptanceNumbers {
  /** Accept the lot with at most this many defects. */
  ac: number
  /** Reject it with this many or more. */
  re: number
}

export type SeverityPlan = Record<Severity, AcceptanceNumbers>
export type SeverityTotals = Record<Severity, number>
export type Verdict = 'pass' | 'fail'

/** An AQL of 0 accepts no defect at all: any critical defect rejects the lot. */
export const ZERO_ACCEPTANCE: AcceptanceNumbers = { ac: 0, re: 1 }

/**
 * Common practice of the four-point system: a roll (or a lot) above 40 points per 100 square yards is
 * rejected. Applied to fabric inspections on top of the severity totals.
 */
export const FABRIC_POINTS_LIMIT = 40

export interface DefectLine {
  severity: Severity
  quantity: number
}

/** The number of defects of each severity. */
export function severityTotals(lines: readonly DefectLine[]): SeverityTotals {
  const totals: SeverityTotals = { critical: 0, major: 0, minor: 0 }
  for (const line of lines) totals[line.severity] += line.quantity
  return totals
}

/** Pass when every severity's total is at most its acceptance number. */
export function severityVerdict(totals: SeverityTotals, plan: SeverityPlan): Verdict {
  return SEVERITIES.every((severity) => totals[severity] <= plan[severity].ac) ? 'pass' : 'fail'
}

export interface FabricLine {
  rollNo: string
  lengthYards: number
  widthInches: number
  /** Empty for a roll inspected without defect. */
  defectLengthInches: number | null
  isHole: boolean | null
}

export interface FabricTotals {
  /** Points of each line, in the order given. */
  points: number[]
  totalPoints: number
  /** Rounded to 2 places; null without any roll. */
  pointsPer100SqYd: number | null
}

/** Points of one defect (four-point.ts `defectPoints`). */
export type PointsOfDefect = (lengthInches: number, isHole?: boolean) => number

/** The points of a line: 0 when it records no defect. */
export function linePoints(line: FabricLine, defectPoints: PointsOfDefect): number {
  if (line.isHole) return defectPoints(line.defectLengthInches ?? 0, true)
  if (line.defectLengthInches === null || line.defectLengthInches <= 0) return 0
  return defectPoints(line.defectLengthInches, false)
}

/**
 * ASTM D5430: points per 100 square yards = total points × 3600 / (yards × width in inches), the area being
 * the sum over the rolls inspected. Several lines of one roll (one per defect) count its area once.
 */
export function fabricTotals(lines: readonly FabricLine[], defectPoints: PointsOfDefect): FabricTotals {
  const points = lines.map((line) => linePoints(line, defectPoints))
  const totalPoints = points.reduce((sum, value) => sum + value, 0)
  const rollAreas = new Map<string, number>()
  for (const line of lines) {
    const key = line.rollNo.trim()
    if (!rollAreas.has(key)) rollAreas.set(key, line.lengthYards * line.widthInches)
  }
  const area = [...rollAreas.values()].reduce((sum, value) => sum + value, 0)
  const pointsPer100SqYd = area > 0 ? Math.round((totalPoints * 3600 * 100) / area) / 100 : null
  return { points, totalPoints, pointsPer100SqYd }
}

/** The verdict of a report: the severity totals, and the points limit for a fabric inspection. */
export function reportVerdict(
  totals: SeverityTotals,
  plan: SeverityPlan,
  fabric: Pick<FabricTotals, 'pointsPer100SqYd'> | null,
): Verdict {
  if (severityVerdict(totals, plan) === 'fail') return 'fail'
  const perHundred = fabric?.pointsPer100SqYd ?? null
  return perHundred !== null && perHundred > FABRIC_POINTS_LIMIT ? 'fail' : 'pass'
}
