import { allFields, resources, type ResourceDef } from '@erp/openapi/resources'
import type { components } from '@erp/openapi/schema'
import type { ServerContext } from '../../context'
import { withinTransaction, type Queryable } from '../../db/database'
import { newId } from '../../db/ids'
import { fail, ok, okRead } from '../../http/envelope'
import type { OperationHandler, OperationId } from '../../openapi/operations'
import { crudHandlers } from '../system/crud/routes'
import { dictionaryTexts } from '../../db/dictionaries'
import { refusal } from '../../db/refusal'
import { selectExpression, splitIds } from '../../db/sql'
import { defectPoints } from './four-point'
import { addressesMatch } from './routes'
import { planForRegister, severityPlanOf } from './inspection-plan'
import { fabricTotals, reportVerdict, severityTotals, type Verdict } from './inspection-result'

/**
 * The inspection operations of the quality module (openapi/source/qc-inspection-operations.ts) and overrides of
 * the generic CRUD of registrations: the danger-address warning on add and edit, no deletion of a registration
 * that has reports.
 */
type QcInspectionOperationId = Extract<
  OperationId,
  | 'qcCheckReportPlan'
  | 'qcCheckReportDetail'
  | 'qcCheckReportSaveWithLines'
  | 'qcRegisterAdd'
  | 'qcRegisterEdit'
  | 'qcRegisterDelete'
  | 'qcRegisterDeleteBatch'
  | 'qcCheckReportDelete'
  | 'qcCheckReportDeleteBatch'
  | 'qcInspectorList'
>
export type QcInspectionHandlers = { [Op in QcInspectionOperationId]: OperationHandler<Op, ServerContext> }
type HandlerContext = Parameters<QcInspectionHandlers['qcCheckReportDelete']>[1]

type SaveBody = components['schemas']['QcCheckReportSaveBody']
type Detail = components['schemas']['QcCheckReportDetail']
type Report = components['schemas']['QcCheckReport']
type DefectRow = components['schemas']['QcCheckReportDefect']
type FabricRow = components['schemas']['QcCheckReportFabric']

const reportResource = (resources as readonly ResourceDef[]).find(
  (resource) => resource.key === 'qcCheckReport',
)
if (!reportResource) throw new Error('resource qcCheckReport missing')
const reportColumns = [
  'id',
  ...Object.entries(allFields(reportResource)).map(([name, field]) => selectExpression(name, field)),
].join(', ')

export const RESULT_TEXT: Record<Verdict, string> = { pass: '合格', fail: '不合格' }
const RISK_TEXT: Record<string, string> = { L: '低', M: '中', H: '高' }

export interface DangerMatch {
  address: string
  reason: string | null
  riskLevel: string | null
}

/**
 * Danger addresses still valid that match the address the way GET /qc/dangerAddress/match does (routes.ts
 * `addressesMatch`: one contains the other, ignoring case, blanks and punctuation). None while the reference
 * table is not there.
 */
export async function dangerMatches(
  db: Queryable,
  address: string | null | undefined,
): Promise<DangerMatch[]> {
  const wanted = (address ?? '').trim()
  if (!wanted) return []
  const [table] = await db.query<{ found: string | null }>(
    `SELECT to_regclass('qc_danger_address')::text AS found`,
  )
  if (!table?.found) return []
  const live = await db.query<DangerMatch>(
    `SELECT address, reason, risk_level AS "riskLevel" FROM qc_danger_address
     WHERE valid_until IS NULL OR valid_until >= current_date
     ORDER BY CASE risk_level WHEN 'H' THEN 0 WHEN 'M' THEN 1 ELSE 2 END, create_time DESC`,
  )
  return live.filter((row) => addressesMatch(row.address, wanted))
}

/** The warning appended to a successful add or edit of a registration at a danger address. */
export function dangerWarning(matches: readonly DangerMatch[]): string {
  const named = matches
    .map(
      (match) =>
        `「${match.address}」（风险${RISK_TEXT[match.riskLevel ?? ''] ?? match.riskLevel ?? '未知'}${match.reason ? `：${match.reason}` : ''}）`,
    )
    .join('、')
  return `注意：验货地址命中危险地址${named}`
}

async function reportsOf(db: Queryable, registerIds: readonly unknown[]): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM qc_check_report WHERE register_id = ANY($1::text[])',
    [registerIds.map(String)],
  )
  return row?.count ?? 0
}

export const HAS_REPORTS = '该检验登记已有检验报告，请先删除报告'
/** The reports' sample sizes and verdicts were computed from the lot size, so it is fixed once one exists. */
/** A status the reports decide (合格 / 不合格 / back to 已登记) set by hand. */
export const STATUS_FROM_REPORTS = '检验登记的状态由检验报告决定，不能手工设置为该状态'

/**
 * The statuses an add or edit may set by hand: passed and failed follow the reports (recomputeRegisterStatus),
 * so by hand only 已登记 / 检验中 before any report, the status the reports give once there are reports, and
 * 已取消 at any time.
 */
async function settableStatuses(db: Queryable, registerId: string | null): Promise<readonly string[]> {
  if (!registerId) return ['registered', 'inspecting', 'cancelled']
  const [row] = await db.query<{ reports: number; failed: boolean }>(
    `SELECT count(*)::int AS reports, coalesce(bool_or(result = 'fail'), false) AS failed
     FROM qc_check_report WHERE register_id = $1`,
    [registerId],
  )
  if (!row?.reports) return ['registered', 'inspecting', 'cancelled']
  return [row.failed ? 'failed' : 'passed', 'cancelled']
}

export const LOT_SIZE_LOCKED = '该检验登记已有检验报告，批量不能修改（抽样数和判定按批量计算），请先删除报告'

async function readDetail(db: Queryable, id: string): Promise<Detail | null> {
  const [report] = await db.query<Report>(`SELECT ${reportColumns} FROM qc_check_report WHERE id = $1`, [id])
  if (!report) return null
  const texts = await dictionaryTexts(db, ['check_result', 'inspection_level'])
  const record = report as Report & Record<string, unknown>
  record.result_dictText = report.result
    ? (texts.get('check_result')?.get(report.result) ?? report.result)
    : null
  record.inspectionLevel_dictText = report.inspectionLevel
    ? (texts.get('inspection_level')?.get(report.inspectionLevel) ?? report.inspectionLevel)
    : null
  const defects = await db.query<DefectRow>(
    `SELECT id, report_id AS "reportId", defect_standard_id AS "defectStandardId", severity, quantity, note, photo,
       sort_no AS "sortNo"
     FROM qc_check_report_defect WHERE report_id = $1 ORDER BY sort_no, id`,
    [id],
  )
  const fabrics = await db.query<FabricRow>(
    `SELECT id, report_id AS "reportId", roll_no AS "rollNo", length_yards::float8 AS "lengthYards",
       width_inches::float8 AS "widthInches", defect_code AS "defectCode",
       defect_length_inches::float8 AS "defectLengthInches", is_hole AS "isHole", points, sort_no AS "sortNo"
     FROM qc_check_report_fabric WHERE report_id = $1 ORDER BY sort_no, id`,
    [id],
  )
  return { report, defects, fabrics }
}

/** Ids among `ids` that are not defect standards (none are checked while the reference table is missing). */
async function unknownStandards(db: Queryable, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return []
  const [table] = await db.query<{ found: string | null }>(
    `SELECT to_regclass('qc_defect_standard')::text AS found`,
  )
  if (!table?.found) return []
  const known = new Set(
    (
      await db.query<{ id: string }>('SELECT id FROM qc_defect_standard WHERE id = ANY($1::text[])', [
        [...ids],
      ])
    ).map((row) => row.id),
  )
  return [...new Set(ids)].filter((id) => !known.has(id))
}

/**
 * The status of a registration from ALL its reports: failed when any report fails, passed when every one
 * passes, registered again when none is left (a cancelled registration keeps its status). Saving, editing and
 * deleting a report call this inside their transaction.
 */
export async function recomputeRegisterStatus(
  db: Queryable,
  registerIds: readonly string[],
  username: string | null,
): Promise<void> {
  const ids = [...new Set(registerIds)]
  if (!ids.length) return
  await db.query(
    `UPDATE qc_register r SET status = s.status, update_by = $2, update_time = now()
     FROM (
       SELECT reg.id, CASE
           WHEN bool_or(rep.result = 'fail') THEN 'failed'
           WHEN count(rep.id) > 0 THEN 'passed'
           WHEN reg.status IN ('passed', 'failed') THEN 'registered'
           ELSE reg.status END AS status
       FROM qc_register reg LEFT JOIN qc_check_report rep ON rep.register_id = reg.id
       WHERE reg.id = ANY($1::text[])
       GROUP BY reg.id, reg.status
     ) s
     WHERE r.id = s.id AND r.status <> 'cancelled' AND r.status IS DISTINCT FROM s.status`,
    [ids, username],
  )
}

/** The registrations of some reports. */
async function registersOfReports(db: Queryable, reportIds: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ register_id: string }>(
    'SELECT DISTINCT register_id FROM qc_check_report WHERE id = ANY($1::text[])',
    [[...reportIds]],
  )
  return rows.map((row) => row.register_id)
}

/**
 * Deletes reports by the generic CRUD (`remove`, given the context inside the transaction) and, when that
 * succeeds, recomputes the status of their registrations in the same transaction.
 */
async function deleteReports<Answer extends { success: boolean }>(
  context: HandlerContext,
  reportIds: readonly string[],
  remove: (inTransaction: HandlerContext) => Promise<Answer>,
) {
  try {
    return await context.db.transaction(async (tx) => {
      const registers = await registersOfReports(tx, reportIds)
      const answer = await remove({ ...context, db: withinTransaction(context.db, tx) })
      if (answer.success) await recomputeRegisterStatus(tx, registers, context.user?.username ?? null)
      return answer
    })
  } catch (error) {
    return refusal(error)
  }
}

type SaveOutcome = { detail: Detail; verdict: Verdict } | { refusal: string }

/** Adds or edits a report and replaces its lines, everything computed here; runs inside one transaction. */
async function saveReport(
  db: Queryable,
  body: SaveBody,
  username: string | null,
  orgCode: string | null,
  tenantId: number,
): Promise<SaveOutcome> {
  const header = body.report
  const editingId = header.id?.trim() ? header.id.trim() : null
  // A report moved to another registration leaves its old one to be recomputed too.
  let previousRegister: string | null = null
  let previousInspector: string | null = null
  if (editingId) {
    const [existing] = await db.query<{ register_id: string; inspector_id: string | null }>(
      'SELECT register_id, inspector_id FROM qc_check_report WHERE id = $1 FOR UPDATE',
      [editingId],
    )
    if (!existing) return { refusal: '未找到对应数据' }
    previousRegister = existing.register_id
    previousInspector = existing.inspector_id
  }
  // The inspector is one of the picker's users (qcInspectorList); a report keeps the one it was saved with.
  const inspectorId = header.inspectorId?.trim() ? header.inspectorId.trim() : null
  if (inspectorId && inspectorId !== previousInspector) {
    if (!(await inspectors(db)).some((user) => user.id === inspectorId)) return { refusal: NOT_AN_INSPECTOR }
  }
  const reportNo = header.reportNo?.trim() ? header.reportNo.trim() : null
  if (reportNo) {
    const [taken] = await db.query(
      'SELECT 1 FROM qc_check_report WHERE report_no = $1 AND ($2::text IS NULL OR id <> $2)',
      [reportNo, editingId],
    )
    if (taken) return { refusal: '该值不可用，系统中已存在！' }
  }
  const answer = await planForRegister(db, header.registerId)
  if ('refusal' in answer) return answer
  const plan = answer.plan
  const fabric = header.inspectionType === 'fabric'
  const defects = body.defects
  const fabrics = fabric ? body.fabrics : []
  if (fabric && !fabrics.length) return { refusal: '面料检验至少需要一条面料记录' }
  const missing = await unknownStandards(
    db,
    defects.map((line) => line.defectStandardId),
  )
  if (missing.length) return { refusal: `缺陷标准不存在：${missing.join(',')}` }

  const totals = severityTotals(defects)
  const fabricLines = fabrics.map((line) => ({
    rollNo: line.rollNo,
    lengthYards: line.lengthYards,
    widthInches: line.widthInches,
    defectLengthInches: line.defectLengthInches ?? null,
    isHole: line.isHole ?? null,
  }))
  const points = fabric ? fabricTotals(fabricLines, defectPoints) : null
  const verdict = reportVerdict(totals, severityPlanOf(plan), points)

  const id = editingId ?? newId()
  const values = [
    id,
    header.registerId,
    header.inspectionType,
    plan.inspectionLevel,
    plan.aqlCritical,
    plan.aqlMajor,
    plan.aqlMinor,
    plan.sampleLetter,
    plan.sampleSize,
    totals.critical,
    plan.criticalAc,
    plan.criticalRe,
    totals.major,
    plan.majorAc,
    plan.majorRe,
    totals.minor,
    plan.minorAc,
    plan.minorRe,
    points?.totalPoints ?? 0,
    points?.pointsPer100SqYd ?? null,
    verdict,
    inspectorId,
    header.checkDate ? header.checkDate : null,
    header.photos ?? null,
    header.conclusion ?? null,
    plan.ruleId,
    plan.ruleCategory,
    plan.criticalSampleSize,
    plan.majorSampleSize,
    plan.minorSampleSize,
    username,
  ]
  const computedColumns = `register_id = $2, inspection_type = $3, inspection_level = $4, aql_critical = $5,
    aql_major = $6, aql_minor = $7, sample_letter = $8, sample_size = $9, critical_total = $10, critical_ac = $11,
    critical_re = $12, major_total = $13, major_ac = $14, major_re = $15, minor_total = $16, minor_ac = $17,
    minor_re = $18, total_points = $19, points_per_100_sq_yd = $20, result = $21, inspector_id = $22,
    check_date = $23::date, photos = $24, conclusion = $25, rule_id = $26, rule_category = $27,
    critical_sample_size = $28, major_sample_size = $29, minor_sample_size = $30`
  if (editingId) {
    await db.query(
      `UPDATE qc_check_report SET ${computedColumns}, update_by = $31, update_time = now()
       ${reportNo ? ', report_no = $32' : ''} WHERE id = $1`,
      reportNo ? [...values, reportNo] : values,
    )
    await db.query('DELETE FROM qc_check_report_defect WHERE report_id = $1', [id])
    await db.query('DELETE FROM qc_check_report_fabric WHERE report_id = $1', [id])
  } else {
    await db.query(
      `INSERT INTO qc_check_report (id, register_id, inspection_type, inspection_level, aql_critical, aql_major,
         aql_minor, sample_letter, sample_size, critical_total, critical_ac, critical_re, major_total, major_ac,
         major_re, minor_total, minor_ac, minor_re, total_points, points_per_100_sq_yd, result, inspector_id,
         check_date, photos, conclusion, rule_id, rule_category, critical_sample_size, major_sample_size,
         minor_sample_size, create_by, sys_org_code, tenant_id ${reportNo ? ', report_no' : ''})
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
         $23::date, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33 ${reportNo ? ', $34' : ''})`,
      [...values, orgCode, tenantId, ...(reportNo ? [reportNo] : [])],
    )
  }
  if (defects.length) {
    await db.query(
      `INSERT INTO qc_check_report_defect (id, report_id, defect_standard_id, severity, quantity, note, photo, sort_no,
         create_by)
       SELECT line.id, $1, line.standard, line.severity, line.quantity, line.note, line.photo, line.sort_no, $2
       FROM unnest($3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[], $9::int[])
         AS line(id, standard, severity, quantity, note, photo, sort_no)`,
      [
        id,
        username,
        defects.map(() => newId()),
        defects.map((line) => line.defectStandardId),
        defects.map((line) => line.severity),
        defects.map((line) => line.quantity),
        defects.map((line) => line.note ?? null),
        defects.map((line) => line.photo ?? null),
        defects.map((_, index) => index + 1),
      ],
    )
  }
  if (fabrics.length && points) {
    await db.query(
      `INSERT INTO qc_check_report_fabric (id, report_id, roll_no, length_yards, width_inches, defect_code,
         defect_length_inches, is_hole, points, sort_no, create_by)
       SELECT line.id, $1, line.roll_no, line.yards, line.width, line.code, line.length, line.hole, line.points,
         line.sort_no, $2
       FROM unnest($3::text[], $4::text[], $5::numeric[], $6::numeric[], $7::text[], $8::numeric[], $9::boolean[],
         $10::int[], $11::int[]) AS line(id, roll_no, yards, width, code, length, hole, points, sort_no)`,
      [
        id,
        username,
        fabrics.map(() => newId()),
        fabrics.map((line) => line.rollNo.trim()),
        fabrics.map((line) => line.lengthYards),
        fabrics.map((line) => line.widthInches),
        fabrics.map((line) => line.defectCode ?? null),
        fabrics.map((line) => line.defectLengthInches ?? null),
        fabrics.map((line) => line.isHole ?? false),
        points.points,
        fabrics.map((_, index) => index + 1),
      ],
    )
  }
  await recomputeRegisterStatus(
    db,
    previousRegister ? [header.registerId, previousRegister] : [header.registerId],
    username,
  )
  const detail = await readDetail(db, id)
  if (!detail) throw new Error(`check report ${id} vanished`)
  return { detail, verdict }
}

export const qcInspectionHandlers: QcInspectionHandlers = {
  async qcRegisterAdd(input, context) {
    const { status } = input.body
    if (status && !(await settableStatuses(context.db, null)).includes(status))
      return fail(STATUS_FROM_REPORTS)
    const answer = await crudHandlers.qcRegisterAdd(input, context)
    if (!answer.success) return answer
    const matches = await dangerMatches(context.db, input.body.address)
    return matches.length ? { ...answer, message: `${answer.message}${dangerWarning(matches)}` } : answer
  },

  async qcRegisterEdit(input, context) {
    const { lotSize, id, status } = input.body
    if (status) {
      const [stored] = await context.db.query<{ status: string }>(
        'SELECT status FROM qc_register WHERE id = $1',
        [id],
      )
      // The status the form sends back unchanged is no hand-set one.
      if (
        stored &&
        stored.status !== status &&
        !(await settableStatuses(context.db, String(id))).includes(status)
      )
        return fail(STATUS_FROM_REPORTS)
    }
    if (typeof lotSize === 'number') {
      const [stored] = await context.db.query<{ lot_size: number }>(
        'SELECT lot_size FROM qc_register WHERE id = $1',
        [id],
      )
      if (stored && stored.lot_size !== lotSize && (await reportsOf(context.db, [id])))
        return fail(LOT_SIZE_LOCKED)
    }
    const answer = await crudHandlers.qcRegisterEdit(input, context)
    if (!answer.success) return answer
    const matches = await dangerMatches(context.db, input.body.address)
    return matches.length ? { ...answer, message: `${answer.message}${dangerWarning(matches)}` } : answer
  },

  async qcRegisterDelete(input, context) {
    if (await reportsOf(context.db, [input.query.id])) return fail(HAS_REPORTS)
    return crudHandlers.qcRegisterDelete(input, context)
  },

  async qcRegisterDeleteBatch(input, context) {
    if (await reportsOf(context.db, splitIds(input.query.ids))) return fail(HAS_REPORTS)
    return crudHandlers.qcRegisterDeleteBatch(input, context)
  },

  async qcCheckReportDelete(input, context) {
    return deleteReports(context, [input.query.id], (inTransaction) =>
      crudHandlers.qcCheckReportDelete(input, inTransaction),
    )
  },

  async qcCheckReportDeleteBatch(input, context) {
    return deleteReports(context, splitIds(input.query.ids), (inTransaction) =>
      crudHandlers.qcCheckReportDeleteBatch(input, inTransaction),
    )
  },

  async qcInspectorList(_input, { db }) {
    return okRead(await inspectors(db))
  },

  async qcCheckReportPlan({ query }, { db }) {
    const answer = await planForRegister(db, query.registerId)
    return 'refusal' in answer ? fail(answer.refusal) : okRead(answer.plan)
  },

  async qcCheckReportDetail({ query }, { db }) {
    const detail = await readDetail(db, query.id)
    return detail ? okRead(detail) : fail('未找到对应数据')
  },

  async qcCheckReportSaveWithLines({ body }, { db, user, tenantId }) {
    const [owner] = user
      ? await db.query<{ orgCode: string | null }>(
          'SELECT org_code AS "orgCode" FROM sys_user WHERE id = $1',
          [user.userId],
        )
      : []
    try {
      const outcome = await db.transaction((tx) =>
        saveReport(tx, body, user?.username ?? null, owner?.orgCode ?? null, Number(tenantId) || 0),
      )
      if ('refusal' in outcome) return fail(outcome.refusal)
      return ok(outcome.detail, `保存成功！检验结果：${RESULT_TEXT[outcome.verdict]}`)
    } catch (error) {
      return refusal(error)
    }
  },
}

/** The role and the departments (with their sub-departments) whose users inspect. */
export const INSPECTOR_ROLE_CODES = ['qc_inspector']
export const INSPECTOR_DEPARTMENTS = ['质检部']

/** A report whose inspector is not among the inspector picker's users. */
export const NOT_AN_INSPECTOR = '检验员必须是质检部或检验员角色的在职用户'

export interface WorkUser {
  id: string
  username: string
  realname: string | null
}

/**
 * Live users (not deleted, not frozen) who hold one of the roles or belong to one of the departments or a
 * department under it (org codes are hierarchical: A01A02 covers A01A02A01).
 */
export async function usersOfWork(
  db: Queryable,
  roleCodes: readonly string[],
  departNames: readonly string[],
): Promise<WorkUser[]> {
  return db.query<WorkUser>(
    `SELECT u.id, u.username, u.realname FROM sys_user u
     WHERE u.del_flag = 0 AND u.status = 1 AND (
       EXISTS (SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id
               WHERE ur.user_id = u.id AND r.role_code = ANY($1::text[]))
       OR EXISTS (SELECT 1 FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
                  JOIN sys_depart top ON d.org_code LIKE top.org_code || '%'
                  WHERE ud.user_id = u.id AND d.del_flag = '0' AND top.del_flag = '0'
                    AND top.depart_name = ANY($2::text[])))
     ORDER BY u.realname NULLS LAST, u.username`,
    [[...roleCodes], [...departNames]],
  )
}

/** The users the inspector picker offers. */
export const inspectors = (db: Queryable) => usersOfWork(db, INSPECTOR_ROLE_CODES, INSPECTOR_DEPARTMENTS)
