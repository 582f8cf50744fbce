import { textOf, type ImportChecks } from '../../excel/import-checks'
import type { ServerContext } from '../../context'
import type { Queryable } from '../../db/database'
import { newId } from '../../db/ids'
import { fail, ok } from '../../http/envelope'
import type { OperationHandler, OperationId } from '../../openapi/operations'
import { crudHandlers } from '../system/crud/routes'
import { EMAIL_MESSAGE, emailAllowed } from '../hr/email'
import { isStage, stageMoveRefusal, STAGE_TEXT, type Stage } from './pipeline'
import { salaryRangeRefusal } from './salary'

/**
 * The rec module's own operations (openapi/source/rec-operations.ts) and the overrides of its generic CRUD
 * (start.ts spreads these after crudHandlers): the salary range of a requisition, the candidate pipeline and
 * the moves to and from the talent pool.
 */
type RecOperationId = Extract<
  OperationId,
  | 'requisitionAdd'
  | 'requisitionEdit'
  | 'candidateAdd'
  | 'candidateEdit'
  | 'candidateMoveStage'
  | 'candidateToTalent'
  | 'talentToCandidate'
  | 'talentAdd'
  | 'talentEdit'
  | 'interviewAdd'
  | 'interviewEdit'
>
export type RecHandlers = { [Op in RecOperationId]: OperationHandler<Op, ServerContext> }

export const REC_MESSAGES = {
  candidateNotFound: '候选人不存在',
  talentNotFound: '人才不存在',
  requisitionNotFound: '招聘需求不存在',
  requisitionClosed: '招聘需求已关闭',
  hiredToPool: '已入职的候选人不能移入人才库',
  alreadyInPool: '该候选人已在人才库中',
  alreadyCandidate: '该人才已是此职位的候选人',
  duplicateCandidate: '该职位已有同名且手机号相同的候选人',
  unknownStage: '候选人阶段不正确',
  movedToPool: '已移入人才库',
  movedFromPool: '已转为候选人',
  stageMoved: (stage: Stage) => `阶段已变更为「${STAGE_TEXT[stage]}」`,
  interviewFirst: '候选人至少面试一次后才能发录用通知或入职',
  deadlinePassed: '招聘中的需求截止日期不能早于今天',
  interviewTooOld: '面试时间不能早于一年前，请检查年份',
}

/** Stages a candidate reaches only after at least one interview. */
const AFTER_INTERVIEW: readonly string[] = ['offer', 'hired']

const hasInterview = async (db: Queryable, candidateId: string) =>
  (await db.query('SELECT 1 FROM rec_interview WHERE candidate_id = $1 LIMIT 1', [candidateId])).length > 0

/** Today in the server's time zone, YYYY-MM-DD. */
const today = () => {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

/** An open requisition (招聘中) cannot have a deadline that has passed. */
const deadlineRefusal = (status: string | null | undefined, deadline: string | null | undefined) =>
  status === 'open' && deadline && deadline.slice(0, 10) < today() ? REC_MESSAGES.deadlinePassed : null

/**
 * An interview time more than a year back is a typing mistake (2020 for 2026), refused; one between a year back
 * and the candidate's application is possible (a paper record typed in late): the form warns about it. Checked
 * when the time is new or changed, so an old record can still get its result.
 */
async function interviewTimeRefusal(
  db: Queryable,
  time: string | null | undefined,
  storedTime: string | null = null,
): Promise<string | null> {
  if (!time || time === storedTime) return null
  const [row] = await db.query<{ old: boolean }>(`SELECT $1::timestamp < now() - interval '1 year' AS old`, [
    time,
  ])
  return row?.old ? REC_MESSAGES.interviewTooOld : null
}

interface Refused {
  refusal: string
}

interface CandidateRow {
  id: string
  name: string
  phone: string | null
  email: string | null
  requisition_id: string
  stage: string
}

async function candidateOf(db: Queryable, id: string): Promise<CandidateRow | undefined> {
  const [row] = await db.query<CandidateRow>(
    'SELECT id, name, phone, email, requisition_id, stage FROM rec_candidate WHERE id = $1',
    [id],
  )
  return row
}

/**
 * True when another open candidate (not hired or rejected) of the requisition has this name and phone: the same
 * person applying twice for one job (talentToCandidate refuses the same). Without a phone nothing is compared.
 */
async function duplicateCandidate(
  db: Queryable,
  candidate: { name?: string | null; phone?: string | null; requisitionId?: string | null },
  exceptId: string | null,
): Promise<boolean> {
  const name = candidate.name?.trim()
  const phone = candidate.phone?.trim()
  if (!name || !phone || !candidate.requisitionId) return false
  const rows = await db.query(
    `SELECT 1 FROM rec_candidate WHERE requisition_id = $1 AND stage NOT IN ('hired', 'rejected')
       AND trim(name) = $2 AND trim(phone) = $3 AND ($4::text IS NULL OR id <> $4::text) LIMIT 1`,
    [candidate.requisitionId, name, phone, exceptId],
  )
  return rows.length > 0
}

async function ownerOf(db: Queryable, userId: string | undefined): Promise<string | null> {
  if (!userId) return null
  const [owner] = await db.query<{ org_code: string | null }>('SELECT org_code FROM sys_user WHERE id = $1', [
    userId,
  ])
  return owner?.org_code ?? null
}

export const recHandlers: RecHandlers = {
  async requisitionAdd(input, context) {
    const refusal =
      salaryRangeRefusal(input.body.salaryMin, input.body.salaryMax) ??
      deadlineRefusal(input.body.status ?? 'open', input.body.deadline)
    if (refusal) return fail(refusal)
    return crudHandlers.requisitionAdd(input, context)
  },

  async requisitionEdit(input, context) {
    const [current] = await context.db.query<{
      salary_min: string | null
      salary_max: string | null
      status: string | null
      deadline: string | null
    }>(
      `SELECT salary_min, salary_max, status, to_char(deadline, 'YYYY-MM-DD') AS deadline
       FROM rec_requisition WHERE id = $1`,
      [input.body.id],
    )
    if (current) {
      // A body may carry one bound only: the other is the stored one.
      const min = input.body.salaryMin === undefined ? current.salary_min : input.body.salaryMin
      const max = input.body.salaryMax === undefined ? current.salary_max : input.body.salaryMax
      const refusal = salaryRangeRefusal(min, max)
      if (refusal) return fail(refusal)
      // Checked when the edit sets the status or the deadline: an old requisition can still be renamed.
      if (input.body.status !== undefined || input.body.deadline !== undefined) {
        const status = input.body.status === undefined ? current.status : input.body.status
        const deadline = input.body.deadline === undefined ? current.deadline : input.body.deadline
        const late = deadlineRefusal(status, deadline)
        if (late) return fail(late)
      }
    }
    return crudHandlers.requisitionEdit(input, context)
  },

  async candidateAdd(input, context) {
    const stage = input.body.stage ?? 'applied'
    if (!isStage(stage)) return fail(REC_MESSAGES.unknownStage)
    // A new candidate has had no interview yet.
    if (AFTER_INTERVIEW.includes(stage)) return fail(REC_MESSAGES.interviewFirst)
    if (!emailAllowed(input.body.email)) return fail(EMAIL_MESSAGE)
    if (await duplicateCandidate(context.db, input.body, null)) return fail(REC_MESSAGES.duplicateCandidate)
    return crudHandlers.candidateAdd({ ...input, body: { ...input.body, stage } }, context)
  },

  async candidateEdit(input, context) {
    if (!emailAllowed(input.body.email)) return fail(EMAIL_MESSAGE)
    if (
      input.body.name !== undefined ||
      input.body.phone !== undefined ||
      input.body.requisitionId !== undefined
    ) {
      const stored = await candidateOf(context.db, String(input.body.id))
      const merged = {
        name: input.body.name !== undefined ? input.body.name : stored?.name,
        phone: input.body.phone !== undefined ? input.body.phone : stored?.phone,
        requisitionId:
          input.body.requisitionId !== undefined ? input.body.requisitionId : stored?.requisition_id,
      }
      if (stored && (await duplicateCandidate(context.db, merged, stored.id)))
        return fail(REC_MESSAGES.duplicateCandidate)
    }
    const wanted = input.body.stage
    if (wanted !== undefined && wanted !== null && wanted !== '') {
      if (!isStage(wanted)) return fail(REC_MESSAGES.unknownStage)
      const current = await candidateOf(context.db, String(input.body.id))
      if (current && isStage(current.stage) && current.stage !== wanted) {
        const refusal = stageMoveRefusal(current.stage, wanted)
        if (refusal) return fail(refusal)
        if (AFTER_INTERVIEW.includes(wanted) && !(await hasInterview(context.db, current.id)))
          return fail(REC_MESSAGES.interviewFirst)
      }
    }
    return crudHandlers.candidateEdit(input, context)
  },

  async candidateMoveStage({ body }, { db, user }) {
    const candidate = await candidateOf(db, body.id)
    if (!candidate) return fail(REC_MESSAGES.candidateNotFound)
    if (!isStage(candidate.stage)) return fail(REC_MESSAGES.unknownStage)
    const from = candidate.stage
    const refusal = stageMoveRefusal(from, body.stage, body.reopen === true)
    if (refusal) return fail(refusal)
    if (AFTER_INTERVIEW.includes(body.stage) && !(await hasInterview(db, body.id)))
      return fail(REC_MESSAGES.interviewFirst)
    // Only from the stage read above: a concurrent move makes this one update nothing.
    const moved = await db.query(
      `UPDATE rec_candidate SET stage = $2, update_by = $3, update_time = now()
       WHERE id = $1 AND stage = $4 RETURNING id`,
      [body.id, body.stage, user?.username ?? null, from],
    )
    if (!moved.length) return fail('候选人阶段已被他人变更，请刷新后重试')
    return ok({ id: body.id, stage: body.stage, previousStage: from }, REC_MESSAGES.stageMoved(body.stage))
  },

  async candidateToTalent({ body }, { db, user, tenantId }) {
    const orgCode = await ownerOf(db, user?.userId)
    const outcome = await db.transaction<Refused | { talentId: string }>(async (tx) => {
      const [candidate] = await tx.query<CandidateRow & { title: string | null }>(
        `SELECT c.id, c.name, c.phone, c.email, c.requisition_id, c.stage, r.title
         FROM rec_candidate c LEFT JOIN rec_requisition r ON r.id = c.requisition_id
         WHERE c.id = $1 FOR UPDATE OF c`,
        [body.id],
      )
      if (!candidate) return { refusal: REC_MESSAGES.candidateNotFound }
      if (candidate.stage === 'hired') return { refusal: REC_MESSAGES.hiredToPool }
      if ((await tx.query('SELECT 1 FROM rec_talent WHERE source_candidate_id = $1', [body.id])).length) {
        return { refusal: REC_MESSAGES.alreadyInPool }
      }
      const talentId = newId()
      await tx.query(
        `INSERT INTO rec_talent (id, name, phone, email, last_contact, note, source_candidate_id, sys_org_code,
           tenant_id, create_by)
         VALUES ($1, $2, $3, $4, CURRENT_DATE, $5, $6, $7, $8, $9)`,
        [
          talentId,
          candidate.name,
          candidate.phone,
          candidate.email,
          `曾应聘「${candidate.title ?? '未知职位'}」，阶段「${isStage(candidate.stage) ? STAGE_TEXT[candidate.stage] : candidate.stage}」`,
          candidate.id,
          orgCode,
          Number(tenantId) || 0,
          user?.username ?? null,
        ],
      )
      await tx.query(
        `UPDATE rec_candidate SET stage = 'rejected', update_by = $2, update_time = now() WHERE id = $1`,
        [candidate.id, user?.username ?? null],
      )
      return { talentId }
    })
    if ('refusal' in outcome) return fail(outcome.refusal)
    return ok({ candidateId: body.id, talentId: outcome.talentId }, REC_MESSAGES.movedToPool)
  },

  async talentAdd(input, context) {
    if (!emailAllowed(input.body.email)) return fail(EMAIL_MESSAGE)
    return crudHandlers.talentAdd(input, context)
  },

  async talentEdit(input, context) {
    if (!emailAllowed(input.body.email)) return fail(EMAIL_MESSAGE)
    return crudHandlers.talentEdit(input, context)
  },

  async interviewAdd(input, context) {
    const refusal = await interviewTimeRefusal(context.db, input.body.time)
    if (refusal) return fail(refusal)
    return crudHandlers.interviewAdd(input, context)
  },

  async interviewEdit(input, context) {
    const [current] = await context.db.query<{ time: string | null }>(
      `SELECT to_char(time, 'YYYY-MM-DD HH24:MI:SS') AS time FROM rec_interview WHERE id = $1`,
      [input.body.id],
    )
    const refusal = await interviewTimeRefusal(context.db, input.body.time, current?.time ?? null)
    if (refusal) return fail(refusal)
    return crudHandlers.interviewEdit(input, context)
  },

  async talentToCandidate({ body }, { db, user, tenantId }) {
    const [talent] = await db.query<{ name: string; phone: string | null; email: string | null }>(
      'SELECT name, phone, email FROM rec_talent WHERE id = $1',
      [body.id],
    )
    if (!talent) return fail(REC_MESSAGES.talentNotFound)
    const [requisition] = await db.query<{ status: string }>(
      'SELECT status FROM rec_requisition WHERE id = $1',
      [body.requisitionId],
    )
    if (!requisition) return fail(REC_MESSAGES.requisitionNotFound)
    if (requisition.status === 'closed') return fail(REC_MESSAGES.requisitionClosed)
    const orgCode = await ownerOf(db, user?.userId)
    const outcome = await db.transaction<Refused | { candidateId: string }>(async (tx) => {
      const open = await tx.query(
        `SELECT 1 FROM rec_candidate WHERE requisition_id = $1 AND stage NOT IN ('hired', 'rejected')
         AND name = $2 AND coalesce(phone, '') = coalesce($3, '')`,
        [body.requisitionId, talent.name, talent.phone],
      )
      if (open.length) return { refusal: REC_MESSAGES.alreadyCandidate }
      const candidateId = newId()
      await tx.query(
        `INSERT INTO rec_candidate (id, name, phone, email, requisition_id, stage, source, sys_org_code,
           tenant_id, create_by)
         VALUES ($1, $2, $3, $4, $5, 'applied', 'talent_pool', $6, $7, $8)`,
        [
          candidateId,
          talent.name,
          talent.phone,
          talent.email,
          body.requisitionId,
          orgCode,
          Number(tenantId) || 0,
          user?.username ?? null,
        ],
      )
      await tx.query(
        'UPDATE rec_talent SET last_contact = CURRENT_DATE, update_by = $2, update_time = now() WHERE id = $1',
        [body.id, user?.username ?? null],
      )
      return { candidateId }
    })
    if ('refusal' in outcome) return fail(outcome.refusal)
    return ok({ candidateId: outcome.candidateId, talentId: body.id }, REC_MESSAGES.movedFromPool)
  },
}

/** Spreadsheet rows are checked like the add operations check a body (excel/import-checks.ts). */
export const recImportChecks: ImportChecks = {
  requisition: {
    check: (row) =>
      salaryRangeRefusal(row.salaryMin, row.salaryMax) ??
      deadlineRefusal(textOf(row.status) ?? 'open', textOf(row.deadline)),
  },
  candidate: {
    check: async (row, db) => {
      if (row.stage !== null && row.stage !== undefined && !isStage(row.stage))
        return REC_MESSAGES.unknownStage
      if (AFTER_INTERVIEW.includes(String(row.stage))) return REC_MESSAGES.interviewFirst
      if (!emailAllowed(textOf(row.email))) return EMAIL_MESSAGE
      const candidate = {
        name: textOf(row.name),
        phone: textOf(row.phone),
        requisitionId: textOf(row.requisitionId),
      }
      return (await duplicateCandidate(db, candidate, null)) ? REC_MESSAGES.duplicateCandidate : null
    },
  },
  talent: { check: (row) => (emailAllowed(textOf(row.email)) ? null : EMAIL_MESSAGE) },
}
