import { allFields, resources } from '@erp/openapi/resources'
import type { components } from '@erp/openapi/schema'
import { numberOf, textOf, type ImportChecks } from '../../excel/import-checks'
import type { ServerContext } from '../../context'
import type { Queryable } from '../../db/database'
import { fail, okRead } from '../../http/envelope'
import type { OperationHandler, OperationId } from '../../openapi/operations'
import { crudHandlers } from '../system/crud/routes'
import { selectExpression } from '../../db/sql'
import { categoryKey } from './inspection-plan'
import { CODE_LETTERS, isStandardAql, samplingPlan } from './sampling'

/**
 * The qc module's own operations (openapi/source/qc-operations.ts) and the overrides of its generic CRUD
 * (start.ts spreads these after crudHandlers): the ISO 2859-1 plan lookup, the danger-address match, check rules
 * whose AQLs must belong to the standard's series, and Table 1 rows that must stay consistent.
 */
type QcOperationId = Extract<
  OperationId,
  | 'qcSamplingPlan'
  | 'qcDangerAddressMatch'
  | 'qcCheckRuleAdd'
  | 'qcCheckRuleEdit'
  | 'sampleSizeLevelAdd'
  | 'sampleSizeLevelEdit'
  | 'qcGroupAdd'
  | 'qcGroupEdit'
>
export type QcHandlers = { [Op in QcOperationId]: OperationHandler<Op, ServerContext> }

export const QC_MESSAGES = {
  aqlNotStandard: 'AQL 必须是标准系列值（0.010 … 1000）',
  noCodeLetter: '抽样表中没有该批量与检验水平的样本量字码',
  brandMissing: '品牌不存在',
  lotRange: '批量上限不能小于批量下限',
  unknownLetter: '样本量字码不存在（A–R，不含 I、O）',
  duplicateRule: (category: string) =>
    category
      ? `该品牌已有产品类别「${category}」的检验规则，请编辑原规则`
      : '该品牌已有不分产品类别的检验规则，请编辑原规则',
  unknownUsers: (ids: readonly string[]) => `检验组的组长或组员不是系统用户：${ids.join('、')}`,
} as const

/** The ids of a group's leader and members (comma-separated) that are not live users. */
async function unknownGroupUsers(db: Queryable, leaderId: unknown, memberIds: unknown): Promise<string[]> {
  const ids = [leaderId, ...String(memberIds ?? '').split(',')]
    .map((id) => (typeof id === 'string' ? id.trim() : ''))
    .filter(Boolean)
  if (!ids.length) return []
  const known = await db.query<{ id: string }>(
    'SELECT id FROM sys_user WHERE id = ANY($1::text[]) AND del_flag = 0',
    [ids],
  )
  const found = new Set(known.map((row) => row.id))
  return [...new Set(ids.filter((id) => !found.has(id)))]
}

/** An address without spaces and punctuation, lower-cased, for containment tests. */
export function normaliseAddress(address: string): string {
  return address.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '')
}

/** Whether two addresses name the same place: one (normalised) contains the other. */
export function addressesMatch(left: string, right: string): boolean {
  const a = normaliseAddress(left)
  const b = normaliseAddress(right)
  return a !== '' && b !== '' && (a.includes(b) || b.includes(a))
}

const dangerAddress = resources.find((resource) => resource.key === 'qcDangerAddress')
const dangerAddressSelect = dangerAddress
  ? [
      'id',
      ...Object.entries(allFields(dangerAddress)).map(([name, field]) => selectExpression(name, field)),
    ].join(', ')
  : 'id'

/** The AQL fields of a check rule body that are present but not a value of the series. */
function aqlRefusal(body: {
  aqlCritical?: number | null
  aqlMajor?: number | null
  aqlMinor?: number | null
}) {
  const values = [body.aqlCritical, body.aqlMajor, body.aqlMinor]
  return values.some((value) => typeof value === 'number' && !isStandardAql(value))
    ? QC_MESSAGES.aqlNotStandard
    : null
}

async function brandExists(db: Queryable, brandId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM qc_brand WHERE id = $1', [brandId])).length > 0
}

/**
 * The refusal of a second rule for the same brand and product category (compared trimmed, blanks collapsed,
 * case ignored: the plan picks the rule by them, two would make the choice arbitrary); `exceptId` is the rule
 * edited.
 */
async function duplicateRuleRefusal(
  db: Queryable,
  brandId: unknown,
  category: unknown,
  exceptId: string | null,
): Promise<string | null> {
  if (typeof brandId !== 'string' || !brandId) return null
  const wanted = categoryKey(typeof category === 'string' ? category : null)
  const rules = await db.query<{ id: string; product_category: string | null }>(
    'SELECT id, product_category FROM qc_check_rule WHERE brand_id = $1',
    [brandId],
  )
  const twin = rules.find((rule) => rule.id !== exceptId && categoryKey(rule.product_category) === wanted)
  return twin ? QC_MESSAGES.duplicateRule(twin.product_category?.trim() ?? '') : null
}

/** Lot range and code letter of a Table 1 row. */
function levelRefusal(body: { lotMin?: number | null; lotMax?: number | null; codeLetter?: string | null }) {
  if (typeof body.lotMin === 'number' && typeof body.lotMax === 'number' && body.lotMax < body.lotMin) {
    return QC_MESSAGES.lotRange
  }
  if (typeof body.codeLetter === 'string' && !CODE_LETTERS.some((letter) => letter === body.codeLetter)) {
    return QC_MESSAGES.unknownLetter
  }
  return null
}

export const qcHandlers: QcHandlers = {
  async qcSamplingPlan({ query }, { db }) {
    if (!isStandardAql(query.aql)) return fail(QC_MESSAGES.aqlNotStandard)
    const plan = await samplingPlan(db, { lotSize: query.lotSize, level: query.level, aql: query.aql })
    return plan ? okRead(plan) : fail(QC_MESSAGES.noCodeLetter)
  },

  async qcDangerAddressMatch({ query }, { db }) {
    const live = await db.query<components['schemas']['QcDangerAddress']>(
      `SELECT ${dangerAddressSelect} FROM qc_danger_address
       WHERE valid_until IS NULL OR valid_until >= current_date
       ORDER BY CASE risk_level WHEN 'H' THEN 0 WHEN 'M' THEN 1 ELSE 2 END, create_time DESC`,
    )
    return okRead(
      live.filter((row) => typeof row.address === 'string' && addressesMatch(row.address, query.address)),
    )
  },

  async qcCheckRuleAdd(input, context) {
    const refusal = aqlRefusal(input.body)
    if (refusal) return fail(refusal)
    const { brandId } = input.body
    if (typeof brandId === 'string' && !(await brandExists(context.db, brandId))) {
      return fail(QC_MESSAGES.brandMissing)
    }
    const duplicate = await duplicateRuleRefusal(context.db, brandId, input.body.productCategory, null)
    if (duplicate) return fail(duplicate)
    return crudHandlers.qcCheckRuleAdd(input, context)
  },

  async qcCheckRuleEdit(input, context) {
    const refusal = aqlRefusal(input.body)
    if (refusal) return fail(refusal)
    if (typeof input.body.brandId === 'string' && !(await brandExists(context.db, input.body.brandId))) {
      return fail(QC_MESSAGES.brandMissing)
    }
    // An edit may send only some fields: the stored brand and category fill the others.
    const [stored] = await context.db.query<{ brand_id: string | null; product_category: string | null }>(
      'SELECT brand_id, product_category FROM qc_check_rule WHERE id = $1',
      [input.body.id],
    )
    const body: { brandId?: unknown; productCategory?: unknown } = input.body
    const duplicate = await duplicateRuleRefusal(
      context.db,
      body.brandId ?? stored?.brand_id,
      'productCategory' in body ? body.productCategory : stored?.product_category,
      String(input.body.id),
    )
    if (duplicate) return fail(duplicate)
    return crudHandlers.qcCheckRuleEdit(input, context)
  },

  async qcGroupAdd(input, context) {
    const unknown = await unknownGroupUsers(context.db, input.body.leaderId, input.body.memberIds)
    return unknown.length ? fail(QC_MESSAGES.unknownUsers(unknown)) : crudHandlers.qcGroupAdd(input, context)
  },

  async qcGroupEdit(input, context) {
    const unknown = await unknownGroupUsers(context.db, input.body.leaderId, input.body.memberIds)
    return unknown.length ? fail(QC_MESSAGES.unknownUsers(unknown)) : crudHandlers.qcGroupEdit(input, context)
  },

  async sampleSizeLevelAdd(input, context) {
    const refusal = levelRefusal(input.body)
    if (refusal) return fail(refusal)
    return crudHandlers.sampleSizeLevelAdd(input, context)
  },

  async sampleSizeLevelEdit(input, context) {
    const refusal = levelRefusal(input.body)
    if (refusal) return fail(refusal)
    return crudHandlers.sampleSizeLevelEdit(input, context)
  },
}

/** Spreadsheet rows are checked like the add operations check a body (excel/import-checks.ts). */
export const qcImportChecks: ImportChecks = {
  qcGroup: {
    async check(row, db) {
      const unknown = await unknownGroupUsers(db, row.leaderId, row.memberIds)
      return unknown.length ? QC_MESSAGES.unknownUsers(unknown) : null
    },
  },
  qcCheckRule: {
    async check(row, db) {
      const refusal = aqlRefusal({
        aqlCritical: numberOf(row.aqlCritical),
        aqlMajor: numberOf(row.aqlMajor),
        aqlMinor: numberOf(row.aqlMinor),
      })
      if (refusal) return refusal
      const brandId = textOf(row.brandId)
      if (brandId !== undefined && !(await brandExists(db, brandId))) return QC_MESSAGES.brandMissing
      return duplicateRuleRefusal(db, brandId, textOf(row.productCategory) ?? null, null)
    },
  },
  sampleSizeLevel: {
    check: (row) =>
      levelRefusal({
        lotMin: numberOf(row.lotMin),
        lotMax: numberOf(row.lotMax),
        codeLetter: textOf(row.codeLetter),
      }),
  },
}
