import { msg } from '@erp/ui-kit/i18n'
/**
 * The live figures of the report editor (the server computes them again on save and its answer wins):
 * severity totals, the four-point points of a fabric line and points per 100 square yards, the verdict.
 */

export type Severity = 'critical' | 'major' | 'minor'
export const SEVERITY_OPTIONS = [
  { value: 'critical', text: msg('致命') },
  { value: 'major', text: msg('严重') },
  { value: 'minor', text: msg('轻微') },
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

export function severityTotals(lines: readonly DefectLineRow[]): Record<Severity, number> {
  const totals: Record<Severity, number> = { critical: 0, major: 0, minor: 0 }
  for (const line of lines) {
    const quantity = numberOf(line.quantity) ?? 0
    if (line.severity === 'critical' || line.severity === 'major' || line.severity === 'minor')
      totals[line.severity] += quantity
  }
  return totals
}

/** Total points and points per 100 square yards (each roll's area counted once). */
export function fabricSummary(lines: readonly FabricLineRow[]): {
  totalPoints: number
  per100: number | null
} {
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

/** Pass when every total is within its Ac (and a fabric inspection within the points limit); null without a plan. */
export function liveVerdict(
  totals: Record<Severity, number>,
  plan: AcceptancePlan | null | undefined,
  per100: number | null,
): 'pass' | 'fail' | null {
  if (!plan || plan.criticalAc === undefined || plan.majorAc === undefined || plan.minorAc === undefined)
    return null
  const within =
    totals.critical <= plan.criticalAc && totals.major <= plan.majorAc && totals.minor <= plan.minorAc
  return within && (per100 === null || per100 <= FABRIC_POINTS_LIMIT) ? 'pass' : 'fail'
}
