import { msg } from '@erp/ui-kit/i18n'
/**
 * The live figures of the report editor (the server computes them again on save and its answer wins):
 * severity totals, the four-point points of a fabric line and points per 100 square yards, the verdict.
 */

export type Severity = 'critical' | 'major' | 'minor'
export const SEVERITY_OPTIONS = [
  { value: 'critical', label: msg('致命') },
  { value: 'major', label: msg('严重') },
  { value: 'minor', label: msg('轻微') },
] as const

export const FABRIC_POINTS_LIMIT = 40

export interface DefectLineRow {
  id: string
  defectStandardId: string | null
  severity: string | null
  quantity: number | null
  note: string | null
  photo: unknown
}

export interface FabricLineRow {
  id: string
  rollNo: string | null
  lengthYards: number | null
  widthInches: number | null
  defectCode: string | null
  defectLengthInches: number | null
  isHole: boolean | null
  points: number | null
}

export interface AcceptancePlan {
  criticalAc?: number
  majorAc?: number
  minorAc?: number
}

const numberOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

/** ASTM D5430: ≤ 3 in → 1, ≤ 6 → 2, ≤ 9 → 3, longer → 4; a hole → 4; no defect → 0. */
export function fourPoints(lengthInches: unknown, isHole: unknown): number {
  if (isHole === true) return 4
  const length = numberOf(lengthInches)
  if (length === null || length <= 0) return 0
  if (length <= 3) return 1
  if (length <= 6) return 2
  if (length <= 9) return 3
  return 4
}

const isSeverity = (value: unknown): value is Severity =>
  value === 'critical' || value === 'major' || value === 'minor'

/**
 * A defect line the server would accept (the cell rules of the editor): a standard, a severity and a
 * quantity that is a whole number of at least 1. Any other line is invalid and never counts.
 */
export function isValidDefectLine(line: DefectLineRow): boolean {
  const quantity = numberOf(line.quantity)
  return (
    Boolean(line.defectStandardId) &&
    isSeverity(line.severity) &&
    quantity !== null &&
    Number.isInteger(quantity) &&
    quantity >= 1
  )
}

/** A fabric line with a roll, a length and a width above 0, and a defect length that is not negative. */
export function isValidFabricLine(line: FabricLineRow): boolean {
  const yards = numberOf(line.lengthYards)
  const width = numberOf(line.widthInches)
  const defect = numberOf(line.defectLengthInches)
  const defectGiven = !(line.defectLengthInches === null || line.defectLengthInches === undefined)
  return (
    (line.rollNo ?? '').trim() !== '' &&
    yards !== null &&
    yards > 0 &&
    width !== null &&
    width > 0 &&
    (!defectGiven || (defect !== null && defect >= 0))
  )
}

/** The number of defects of each severity, over the valid lines only. */
export function severityTotals(lines: readonly DefectLineRow[]): Record<Severity, number> {
  const totals: Record<Severity, number> = { critical: 0, major: 0, minor: 0 }
  for (const line of lines) {
    if (!isValidDefectLine(line) || !isSeverity(line.severity)) continue
    totals[line.severity] += numberOf(line.quantity) ?? 0
  }
  return totals
}

/** Total points and points per 100 square yards over the valid lines (each roll's area counted once). */
export function fabricSummary(allLines: readonly FabricLineRow[]): {
  totalPoints: number
  per100: number | null
} {
  const lines = allLines.filter(isValidFabricLine)
  const totalPoints = lines.reduce((sum, line) => sum + fourPoints(line.defectLengthInches, line.isHole), 0)
  const areas = new Map<string, number>()
  for (const line of lines) {
    const roll = (line.rollNo ?? '').trim()
    const yards = numberOf(line.lengthYards)
    const width = numberOf(line.widthInches)
    if (!roll || yards === null || width === null || areas.has(roll)) continue
    areas.set(roll, yards * width)
  }
  const area = [...areas.values()].reduce((sum, value) => sum + value, 0)
  return { totalPoints, per100: area > 0 ? Math.round((totalPoints * 3600 * 100) / area) / 100 : null }
}

/**
 * Pass when every total is within its Ac (and a fabric inspection within the points limit); null without a
 * plan. 'invalid' while some line is invalid: the verdict cannot be decided until it is corrected (its
 * quantity might be anything).
 */
export function liveVerdict(
  totals: Record<Severity, number>,
  plan: AcceptancePlan | null | undefined,
  per100: number | null,
  invalidLines = 0,
): 'pass' | 'fail' | 'invalid' | null {
  if (invalidLines > 0) return 'invalid'
  if (!plan || plan.criticalAc === undefined || plan.majorAc === undefined || plan.minorAc === undefined)
    return null
  const within =
    totals.critical <= plan.criticalAc && totals.major <= plan.majorAc && totals.minor <= plan.minorAc
  return within && (per100 === null || per100 <= FABRIC_POINTS_LIMIT) ? 'pass' : 'fail'
}
