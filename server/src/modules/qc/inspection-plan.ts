import type { Queryable } from '../../db/database'
import { ZERO_ACCEPTANCE, type AcceptanceNumbers, type SeverityPlan } from './inspection-result'
import {
  INSPECTION_LEVELS,
  ISO_2859_1,
  planFromTables,
  samplingPlan,
  type InspectionLevel,
  type SamplingPlan,
} from './sampling'

/**
 * The sampling plan of a registration: the brand's check rule (level, AQLs) and the ISO 2859-1 tables of
 * sampling.ts. The sample size is the one of the major AQL; critical and minor defects are judged with the
 * Ac/Re of their own AQL (an AQL of 0 accepts nothing).
 */

/** When the brand has no check rule: general level II, critical 0, major 2.5, minor 4.0 (garment practice). */
export const DEFAULT_RULE = {
  inspectionLevel: 'II' as InspectionLevel,
  aqlCritical: 0,
  aqlMajor: 2.5,
  aqlMinor: 4,
}

export interface RegisterPlan {
  registerId: string
  lotSize: number
  brandId: string | null
  ruleId: string | null
  defaultRule: boolean
  inspectionLevel: string
  aqlCritical: number
  aqlMajor: number
  aqlMinor: number
  sampleLetter: string
  sampleSize: number
  criticalAc: number
  criticalRe: number
  majorAc: number
  majorRe: number
  minorAc: number
  minorRe: number
}

export type PlanAnswer = { plan: RegisterPlan } | { refusal: string }

const tableExists = async (db: Queryable, table: string) =>
  Boolean(
    (await db.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [table]))[0]?.found,
  )

const isLevel = (value: string): value is InspectionLevel =>
  INSPECTION_LEVELS.some((level) => level === value)

/** The plan from the database tables when they are there, from the standard's static tables otherwise. */
async function lookUp(
  db: Queryable,
  fromDatabase: boolean,
  input: { lotSize: number; level: InspectionLevel; aql: number },
): Promise<SamplingPlan | null> {
  return fromDatabase
    ? samplingPlan(db, input)
    : planFromTables(ISO_2859_1, input.lotSize, input.level, input.aql)
}

interface RuleRow {
  id: string
  inspection_level: string | null
  aql_critical: string | number | null
  aql_major: string | number | null
  aql_minor: string | number | null
}

/** The first check rule of a brand (oldest first), or null. */
async function ruleOf(db: Queryable, brandId: string | null): Promise<RuleRow | null> {
  if (!brandId || !(await tableExists(db, 'qc_check_rule'))) return null
  const [rule] = await db.query<RuleRow>(
    `SELECT id, inspection_level, aql_critical, aql_major, aql_minor FROM qc_check_rule
     WHERE brand_id = $1 ORDER BY create_time, id LIMIT 1`,
    [brandId],
  )
  return rule ?? null
}

const numberOr = (value: string | number | null, fallback: number) =>
  value === null || value === '' || !Number.isFinite(Number(value)) ? fallback : Number(value)

/** The plan of a lot with a rule: refusal text when the tables have no plan for it. */
export async function planForLot(
  db: Queryable,
  lotSize: number,
  rule: { inspectionLevel: string; aqlCritical: number; aqlMajor: number; aqlMinor: number },
): Promise<Omit<RegisterPlan, 'registerId' | 'brandId' | 'ruleId' | 'defaultRule'> | string> {
  const level = isLevel(rule.inspectionLevel) ? rule.inspectionLevel : DEFAULT_RULE.inspectionLevel
  const fromDatabase = await tableExists(db, 'qc_sample_aql')
  const noPlan = (aql: number) => `抽样方案表中没有批量 ${lotSize}、检验水平 ${level}、AQL ${aql} 的方案`
  const major = await lookUp(db, fromDatabase, { lotSize, level, aql: rule.aqlMajor })
  if (!major) return noPlan(rule.aqlMajor)
  const acceptance = async (aql: number): Promise<AcceptanceNumbers | string> => {
    if (aql <= 0) return ZERO_ACCEPTANCE
    const plan = await lookUp(db, fromDatabase, { lotSize, level, aql })
    return plan ? { ac: plan.ac, re: plan.re } : noPlan(aql)
  }
  const critical = await acceptance(rule.aqlCritical)
  if (typeof critical === 'string') return critical
  const minor = await acceptance(rule.aqlMinor)
  if (typeof minor === 'string') return minor
  return {
    lotSize,
    inspectionLevel: level,
    aqlCritical: rule.aqlCritical,
    aqlMajor: rule.aqlMajor,
    aqlMinor: rule.aqlMinor,
    sampleLetter: major.letter,
    sampleSize: major.sampleSize,
    criticalAc: critical.ac,
    criticalRe: critical.re,
    majorAc: major.ac,
    majorRe: major.re,
    minorAc: minor.ac,
    minorRe: minor.re,
  }
}

/** The plan of a registration, or why there is none. */
export async function planForRegister(db: Queryable, registerId: string): Promise<PlanAnswer> {
  const [register] = await db.query<{ lot_size: number; brand_id: string | null }>(
    'SELECT lot_size, brand_id FROM qc_register WHERE id = $1',
    [registerId],
  )
  if (!register) return { refusal: '检验登记不存在' }
  const rule = await ruleOf(db, register.brand_id)
  const chosen = rule
    ? {
        inspectionLevel: rule.inspection_level ?? DEFAULT_RULE.inspectionLevel,
        aqlCritical: numberOr(rule.aql_critical, DEFAULT_RULE.aqlCritical),
        aqlMajor: numberOr(rule.aql_major, DEFAULT_RULE.aqlMajor),
        aqlMinor: numberOr(rule.aql_minor, DEFAULT_RULE.aqlMinor),
      }
    : DEFAULT_RULE
  const plan = await planForLot(db, Number(register.lot_size), chosen)
  if (typeof plan === 'string') return { refusal: plan }
  return {
    plan: {
      registerId,
      brandId: register.brand_id,
      ruleId: rule?.id ?? null,
      defaultRule: !rule,
      ...plan,
    },
  }
}

/** The acceptance numbers of a plan by severity. */
export const severityPlanOf = (plan: RegisterPlan): SeverityPlan => ({
  critical: { ac: plan.criticalAc, re: plan.criticalRe },
  major: { ac: plan.majorAc, re: plan.majorRe },
  minor: { ac: plan.minorAc, re: plan.minorRe },
})

/** The plan of a lot from the standard's static tables (the seed, which must not query per row). */
export function staticPlanForLot(
  lotSize: number,
  rule: { inspectionLevel: string; aqlCritical: number; aqlMajor: number; aqlMinor: number },
): Omit<RegisterPlan, 'registerId' | 'brandId' | 'ruleId' | 'defaultRule'> | null {
  const level = isLevel(rule.inspectionLevel) ? rule.inspectionLevel : DEFAULT_RULE.inspectionLevel
  const plan = (aql: number) => planFromTables(ISO_2859_1, lotSize, level, aql)
  const major = plan(rule.aqlMajor)
  const critical = rule.aqlCritical <= 0 ? ZERO_ACCEPTANCE : plan(rule.aqlCritical)
  const minor = rule.aqlMinor <= 0 ? ZERO_ACCEPTANCE : plan(rule.aqlMinor)
  if (!major || !critical || !minor) return null
  return {
    lotSize,
    inspectionLevel: level,
    aqlCritical: rule.aqlCritical,
    aqlMajor: rule.aqlMajor,
    aqlMinor: rule.aqlMinor,
    sampleLetter: major.letter,
    sampleSize: major.sampleSize,
    criticalAc: critical.ac,
    criticalRe: critical.re,
    majorAc: major.ac,
    majorRe: major.re,
    minorAc: minor.ac,
    minorRe: minor.re,
  }
}
