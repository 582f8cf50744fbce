import type { Queryable } from '../../db/database'
import { ZERO_ACCEPTANCE, type SeverityPlan } from './inspection-result'
import {
  INSPECTION_LEVELS,
  ISO_2859_1,
  planFromTables,
  samplingPlan,
  type InspectionLevel,
  type SamplingPlan,
} from './sampling'

/**
 * The sampling plan of a registration: the check rule of its brand and product category (level, AQLs) and the
 * ISO 2859-1 tables of sampling.ts. Each severity is judged with the plan its own AQL leads to, arrows followed:
 * its Ac/Re AND its sample size (lot 2000, level II, AQL 0.065 → letter K points down to L: 200 pieces, Ac 0).
 * The pieces to inspect are the largest of the three sample sizes (an AQL of 0 accepts nothing and takes the
 * major sample size).
 */

/** When the brand has no check rule: general level II, critical 0, major 2.5, minor 4.0 (garment practice). */
export const DEFAULT_RULE = {
  inspectionLevel: 'II' as InspectionLevel,
  aqlCritical: 0,
  aqlMajor: 2.5,
  aqlMinor: 4,
}

/** How the rule was chosen: the brand's rule of the category, the brand's rule without category, the default. */
export type RuleMatch = 'category' | 'brand' | 'default'

export interface RegisterPlan {
  registerId: string
  lotSize: number
  brandId: string | null
  productCategory: string | null
  ruleId: string | null
  ruleCategory: string | null
  ruleMatch: RuleMatch
  defaultRule: boolean
  inspectionLevel: string
  aqlCritical: number
  aqlMajor: number
  aqlMinor: number
  sampleLetter: string
  sampleSize: number
  criticalLetter: string
  criticalSampleSize: number
  majorLetter: string
  majorSampleSize: number
  minorLetter: string
  minorSampleSize: number
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
  product_category: string | null
  inspection_level: string | null
  aql_critical: string | number | null
  aql_major: string | number | null
  aql_minor: string | number | null
}

/** A category as compared: trimmed, blanks collapsed, lower case ('针织 T 恤' = '针织 t 恤 '). */
export const categoryKey = (category: string | null | undefined): string =>
  (category ?? '').trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * The check rule of a brand and product category: the brand's rule of that category; else the brand's rule
 * without a category (it covers every product); else none, and the default rule applies. A rule of another
 * category never applies.
 */
export async function ruleOf(
  db: Queryable,
  brandId: string | null,
  category: string | null,
): Promise<{ rule: RuleRow; match: RuleMatch } | null> {
  if (!brandId || !(await tableExists(db, 'qc_check_rule'))) return null
  const rules = await db.query<RuleRow>(
    `SELECT id, product_category, inspection_level, aql_critical, aql_major, aql_minor FROM qc_check_rule
     WHERE brand_id = $1 ORDER BY create_time, id`,
    [brandId],
  )
  const wanted = categoryKey(category)
  const exact = wanted ? rules.find((rule) => categoryKey(rule.product_category) === wanted) : undefined
  if (exact) return { rule: exact, match: 'category' }
  const general = rules.find((rule) => categoryKey(rule.product_category) === '')
  return general ? { rule: general, match: 'brand' } : null
}

const numberOr = (value: string | number | null, fallback: number) =>
  value === null || value === '' || !Number.isFinite(Number(value)) ? fallback : Number(value)

type LotPlan = Omit<
  RegisterPlan,
  'registerId' | 'brandId' | 'productCategory' | 'ruleId' | 'ruleCategory' | 'ruleMatch' | 'defaultRule'
>

interface RuleValues {
  inspectionLevel: string
  aqlCritical: number
  aqlMajor: number
  aqlMinor: number
}

/**
 * The plan of each severity (arrows followed, each with its own sample size) combined: the pieces to inspect
 * are the largest sample size; an AQL of 0 accepts nothing within the major sample. Null parts: no plan.
 */
export function combinePlans(
  lotSize: number,
  level: InspectionLevel,
  rule: RuleValues,
  plans: { critical: SamplingPlan | null; major: SamplingPlan; minor: SamplingPlan | null },
): LotPlan {
  const zero = (plan: SamplingPlan | null, aql: number): SamplingPlan =>
    aql <= 0 || !plan ? { ...plans.major, ...ZERO_ACCEPTANCE } : plan
  const critical = zero(plans.critical, rule.aqlCritical)
  const minor = zero(plans.minor, rule.aqlMinor)
  const major = plans.major
  const largest = [critical, major, minor].reduce((best, plan) =>
    plan.sampleSize > best.sampleSize ? plan : best,
  )
  return {
    lotSize,
    inspectionLevel: level,
    aqlCritical: rule.aqlCritical,
    aqlMajor: rule.aqlMajor,
    aqlMinor: rule.aqlMinor,
    sampleLetter: largest.letter,
    sampleSize: largest.sampleSize,
    criticalLetter: critical.letter,
    criticalSampleSize: critical.sampleSize,
    majorLetter: major.letter,
    majorSampleSize: major.sampleSize,
    minorLetter: minor.letter,
    minorSampleSize: minor.sampleSize,
    criticalAc: critical.ac,
    criticalRe: critical.re,
    majorAc: major.ac,
    majorRe: major.re,
    minorAc: minor.ac,
    minorRe: minor.re,
  }
}

/** The plan of a lot with a rule: refusal text when the tables have no plan for it. */
export async function planForLot(
  db: Queryable,
  lotSize: number,
  rule: RuleValues,
): Promise<LotPlan | string> {
  const level = isLevel(rule.inspectionLevel) ? rule.inspectionLevel : DEFAULT_RULE.inspectionLevel
  const fromDatabase = await tableExists(db, 'qc_sample_aql')
  const noPlan = (aql: number) => `抽样方案表中没有批量 ${lotSize}、检验水平 ${level}、AQL ${aql} 的方案`
  const major = await lookUp(db, fromDatabase, { lotSize, level, aql: rule.aqlMajor })
  if (!major) return noPlan(rule.aqlMajor)
  const other = async (aql: number): Promise<SamplingPlan | null | string> => {
    if (aql <= 0) return null
    return (await lookUp(db, fromDatabase, { lotSize, level, aql })) ?? noPlan(aql)
  }
  const critical = await other(rule.aqlCritical)
  if (typeof critical === 'string') return critical
  const minor = await other(rule.aqlMinor)
  if (typeof minor === 'string') return minor
  return combinePlans(lotSize, level, rule, { critical, major, minor })
}

/** The plan of a registration, or why there is none. */
export async function planForRegister(db: Queryable, registerId: string): Promise<PlanAnswer> {
  const [register] = await db.query<{
    lot_size: number
    brand_id: string | null
    product_category: string | null
  }>('SELECT lot_size, brand_id, product_category FROM qc_register WHERE id = $1', [registerId])
  if (!register) return { refusal: '检验登记不存在' }
  const found = await ruleOf(db, register.brand_id, register.product_category)
  const rule = found?.rule
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
      productCategory: register.product_category,
      ruleId: rule?.id ?? null,
      ruleCategory: rule?.product_category ?? null,
      ruleMatch: found?.match ?? 'default',
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
export function staticPlanForLot(lotSize: number, rule: RuleValues): LotPlan | null {
  const level = isLevel(rule.inspectionLevel) ? rule.inspectionLevel : DEFAULT_RULE.inspectionLevel
  const plan = (aql: number) => (aql <= 0 ? null : planFromTables(ISO_2859_1, lotSize, level, aql))
  const major = plan(rule.aqlMajor)
  const critical = plan(rule.aqlCritical)
  const minor = plan(rule.aqlMinor)
  if (!major || (rule.aqlCritical > 0 && !critical) || (rule.aqlMinor > 0 && !minor)) return null
  return combinePlans(lotSize, level, rule, { critical, major, minor })
}
