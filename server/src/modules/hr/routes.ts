import type { MultipartFile } from '@fastify/multipart'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { textOf, type ImportChecks } from '../../excel/import-checks'
import type { ServerContext } from '../../context'
import type { Queryable } from '../../db/database'
import { newId } from '../../db/ids'
import { fail, ok, okRead } from '../../http/envelope'
import { recordUpload } from '../../monitor/oss-files'
import type { OperationHandler, OperationId } from '../../openapi/operations'
import { crudHandlers } from '../system/crud/routes'
import { EMAIL_MESSAGE, emailAllowed } from './email'
import {
  identityRefusal,
  isResidentId,
  RESIDENT_ID_MESSAGES,
  residentIdBirthday,
  withIdentity,
} from './resident-id'
import {
  imageExtension,
  moveRefusal,
  submissionRefusal,
  WORKER_ENTRY_MESSAGES as M,
  type WorkerEntryMove,
} from './worker-entry-rules'

/**
 * The hr module's own operations (openapi/source/hr-operations.ts) and the overrides of its generic CRUD
 * (start.ts spreads these after crudHandlers): staff records refuse a resident ID with a wrong checksum, and
 * worker entries follow their workflow.
 */
type HrOperationId = Extract<
  OperationId,
  | 'personList'
  | 'personAdd'
  | 'personEdit'
  | 'workerEntryAdd'
  | 'workerEntryEdit'
  | 'workerEntrySubmit'
  | 'workerEntryUpload'
  | 'workerEntryReview'
  | 'workerEntryOnboard'
  | 'workerEntryReject'
>
export type HrHandlers = { [Op in HrOperationId]: OperationHandler<Op, ServerContext> }

/** Public photos of the onboarding form: images only, at most 5 MB. */
export const ENTRY_PHOTO_LIMIT_BYTES = 5 * 1024 * 1024
export const ENTRY_PHOTO_FOLDER = 'hr-entry'
const ID_CARD_MESSAGE = '身份证号码不正确'

const invalidIdCard = (idCard: string | null | undefined) =>
  typeof idCard === 'string' && idCard.trim() !== '' && !isResidentId(idCard.trim())

/** The work number of another person holding this resident ID, or null. */
async function idCardHolder(db: Queryable, idCard: string, exceptId: string | null): Promise<string | null> {
  const [holder] = await db.query<{ workNo: string }>(
    `SELECT work_no AS "workNo" FROM hr_person
     WHERE upper(id_card) = upper($1) AND ($2::text IS NULL OR id <> $2::text) LIMIT 1`,
    [idCard.trim(), exceptId],
  )
  return holder?.workNo ?? null
}

interface PersonIdentity {
  idCard?: string | null
  birthday?: string | null
  sex?: number | null
}

/**
 * The refusal of a staff record's identity, or null: the ID held by another person, the resident ID's format,
 * date and check digit, a birthday or sex it contradicts (an edit is checked with the stored values of the
 * fields it leaves out).
 */
async function personRefusal(db: Queryable, body: PersonIdentity, id: string | null): Promise<string | null> {
  let merged: PersonIdentity = body
  if (id) {
    const [stored] = await db.query<PersonIdentity>(
      `SELECT id_card AS "idCard", to_char(birthday, 'YYYY-MM-DD') AS birthday, sex FROM hr_person WHERE id = $1`,
      [id],
    )
    if (stored) {
      merged = {
        idCard: body.idCard !== undefined ? body.idCard : stored.idCard,
        birthday: body.birthday !== undefined ? body.birthday : stored.birthday,
        sex: body.sex !== undefined ? body.sex : stored.sex,
      }
    }
  }
  if (typeof body.idCard === 'string' && body.idCard.trim() !== '') {
    const holder = await idCardHolder(db, body.idCard, id)
    if (holder) return RESIDENT_ID_MESSAGES.taken(holder)
  }
  return identityRefusal(merged)
}

interface EntryState {
  status: string
  work_no: string | null
  depart_id: string | null
}

async function entryOf(db: Queryable, id: string): Promise<EntryState | undefined> {
  const [entry] = await db.query<EntryState>(
    'SELECT status, work_no, depart_id FROM hr_worker_entry WHERE id = $1',
    [id],
  )
  return entry
}

/** The refusal of `move` on entry `id` (missing, or not allowed from its status), or null. */
async function refusalOf(db: Queryable, id: string, move: WorkerEntryMove): Promise<string | null> {
  const entry = await entryOf(db, id)
  return entry ? moveRefusal(entry.status, move) : M.notFound
}

const workNoTaken = async (db: Queryable, workNo: string) =>
  (await db.query('SELECT 1 FROM hr_person WHERE work_no = $1', [workNo])).length > 0

const emptyToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim()

/** A department and every department under it (ids), or just the id when it has no sub-departments. */
async function departSubtree(db: Queryable, departId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `WITH RECURSIVE branch AS (
       SELECT id FROM sys_depart WHERE id = $1
       UNION SELECT d.id FROM sys_depart d JOIN branch b ON d.parent_id = b.id
     ) SELECT id FROM branch`,
    [departId],
  )
  return rows.length ? rows.map((row) => row.id) : [departId]
}

export const hrHandlers: HrHandlers = {
  /** 员工档案's department filter takes the department's sub-departments too (北京国炬软件 lists its 研发部). */
  async personList(input, context) {
    const { departId } = input.query
    if (typeof departId !== 'string' || departId === '' || /[,*!<>=]/.test(departId))
      return crudHandlers.personList(input, context)
    const subtree = await departSubtree(context.db, departId)
    return crudHandlers.personList(
      { ...input, query: { ...input.query, departId: subtree.join(',') } },
      context,
    )
  },

  async personAdd(input, context) {
    if (!emailAllowed(input.body.email)) return fail(EMAIL_MESSAGE)
    const refusal = await personRefusal(context.db, input.body, null)
    if (refusal) return fail(refusal)
    // An empty birthday or sex is what the ID number says.
    return crudHandlers.personAdd({ ...input, body: withIdentity(input.body) }, context)
  },

  async personEdit(input, context) {
    if (!emailAllowed(input.body.email)) return fail(EMAIL_MESSAGE)
    const refusal = await personRefusal(context.db, input.body, String(input.body.id))
    if (refusal) return fail(refusal)
    return crudHandlers.personEdit(input, context)
  },

  async workerEntryAdd(input, context) {
    const refusal = identityRefusal(input.body)
    if (refusal) return fail(refusal)
    return crudHandlers.workerEntryAdd({ ...input, body: withIdentity(input.body) }, context)
  },

  async workerEntryEdit(input, context) {
    const refusal = identityRefusal(input.body)
    if (refusal) return fail(refusal)
    const entry = await entryOf(context.db, String(input.body.id))
    if (entry && (entry.status === 'onboarded' || entry.status === 'rejected')) return fail(M.edit)
    return crudHandlers.workerEntryEdit(input, context)
  },

  async workerEntrySubmit({ body }, { db }) {
    const refusal = submissionRefusal(body)
    if (refusal) return fail(refusal)
    const idCard = body.idCard.trim().toUpperCase()
    const open = await db.query(
      `SELECT 1 FROM hr_worker_entry WHERE upper(id_card) = $1 AND status IN ('submitted', 'reviewed') LIMIT 1`,
      [idCard],
    )
    if (open.length) return fail(M.openEntryExists)
    const [row] = await db
      .query<{ entryNo: string }>(
        `INSERT INTO hr_worker_entry (id, name, sex, id_card, phone, birthday, native_place, address, education,
         workshop, desired_post, expected_entry_date, emergency_contact, emergency_phone, photo, id_card_front,
         id_card_back, create_by)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10, $11, $12::date, $13, $14, $15, $16, $17, NULL)
       RETURNING entry_no AS "entryNo"`,
        [
          newId(),
          body.name.trim(),
          body.sex,
          idCard,
          body.phone.trim(),
          emptyToNull(body.birthday) ?? residentIdBirthday(idCard),
          emptyToNull(body.nativePlace),
          emptyToNull(body.address),
          emptyToNull(body.education),
          emptyToNull(body.workshop),
          emptyToNull(body.desiredPost),
          emptyToNull(body.expectedEntryDate),
          emptyToNull(body.emergencyContact),
          emptyToNull(body.emergencyPhone),
          emptyToNull(body.photo),
          emptyToNull(body.idCardFront),
          emptyToNull(body.idCardBack),
        ],
      )
      .catch(() => [])
    return row ? ok({ entryNo: row.entryNo }, M.submitted) : fail('提交失败，请检查填写的内容')
  },

  async workerEntryUpload({ request, reply }, { db, uploadDir, files }) {
    let file: MultipartFile | undefined
    try {
      file = await request.file({ limits: { fileSize: ENTRY_PHOTO_LIMIT_BYTES, files: 1 } })
    } catch {
      return fail('上传失败！')
    }
    if (!file) return fail('上传失败！')
    let content: Buffer
    try {
      content = await file.toBuffer()
    } catch {
      reply.code(413)
      return fail('图片大小超过5MB限制', 413)
    }
    if (file.file.truncated || content.length > ENTRY_PHOTO_LIMIT_BYTES) {
      reply.code(413)
      return fail('图片大小超过5MB限制', 413)
    }
    const extension = imageExtension(content.subarray(0, 16))
    if (!extension) return fail('只能上传图片')
    const folder = join(uploadDir, ENTRY_PHOTO_FOLDER)
    mkdirSync(folder, { recursive: true })
    // A random name: the file is served without a token, so its address must not be guessable.
    const stored = `${newId()}${extension}`
    writeFileSync(join(folder, stored), content)
    // Several instances: the shared store (S3) takes the file, so every instance serves it.
    await files?.stored(`${ENTRY_PHOTO_FOLDER}/${stored}`, join(folder, stored))
    await recordUpload(db, null, file.filename, `${ENTRY_PHOTO_FOLDER}/${stored}`, join(folder, stored))
    return okRead(null, `${ENTRY_PHOTO_FOLDER}/${stored}`)
  },

  async workerEntryReview({ body }, { db, user }) {
    const refusal = await refusalOf(db, body.id, 'review')
    if (refusal) return fail(refusal)
    const workNo = body.workNo.trim()
    if (await workNoTaken(db, workNo)) return fail(M.workNoTaken(workNo))
    const depart = await db.query(`SELECT 1 FROM sys_depart WHERE id = $1 AND del_flag = '0'`, [
      body.departId,
    ])
    if (!depart.length) return fail(M.departMissing)
    try {
      await db.query(
        `UPDATE hr_worker_entry SET status = 'reviewed', work_no = $2, depart_id = $3, post = $4,
           entry_date = $5::date, contract_type = $6, update_by = $7, update_time = now()
         WHERE id = $1 AND status = 'submitted'`,
        [
          body.id,
          workNo,
          body.departId,
          emptyToNull(body.post),
          body.entryDate,
          body.contractType,
          user?.username,
        ],
      )
    } catch {
      return fail('审核失败，请检查入职日期')
    }
    return ok(null, M.reviewed)
  },

  async workerEntryOnboard({ body }, { db, user }) {
    return db.transaction(async (tx) => {
      const [entry] = await tx.query<EntryState & { tenant_id: number }>(
        'SELECT status, work_no, depart_id, tenant_id FROM hr_worker_entry WHERE id = $1 FOR UPDATE',
        [body.id],
      )
      if (!entry) return fail(M.notFound)
      const refusal = moveRefusal(entry.status, 'onboard')
      if (refusal) return fail(refusal)
      const workNo = entry.work_no ?? ''
      if (await workNoTaken(tx, workNo)) return fail(M.workNoTaken(workNo))
      const [{ idCard } = { idCard: null }] = await tx.query<{ idCard: string | null }>(
        'SELECT id_card AS "idCard" FROM hr_worker_entry WHERE id = $1',
        [body.id],
      )
      const holder = idCard ? await idCardHolder(tx, idCard, null) : null
      if (holder) return fail(RESIDENT_ID_MESSAGES.taken(holder))
      const personId = newId()
      await tx.query(
        `INSERT INTO hr_person (id, work_no, realname, sex, birthday, id_card, phone, depart_id, post, entry_date,
           status, avatar, sys_org_code, tenant_id, create_by)
         SELECT $2, e.work_no, e.name, e.sex, e.birthday, e.id_card, e.phone, e.depart_id, e.post,
           coalesce(e.entry_date, current_date), 'probation', e.photo, d.org_code, e.tenant_id, $3
         FROM hr_worker_entry e LEFT JOIN sys_depart d ON d.id = e.depart_id
         WHERE e.id = $1`,
        [body.id, personId, user?.username ?? null],
      )
      await tx.query(
        `UPDATE hr_worker_entry SET status = 'onboarded', person_id = $2, update_by = $3, update_time = now()
         WHERE id = $1`,
        [body.id, personId, user?.username ?? null],
      )
      return ok(personId, M.onboarded)
    })
  },

  async workerEntryReject({ body }, { db, user }) {
    const reason = body.reason.trim()
    if (!reason) return fail(M.reasonRequired)
    const refusal = await refusalOf(db, body.id, 'reject')
    if (refusal) return fail(refusal)
    await db.query(
      `UPDATE hr_worker_entry SET status = 'rejected', reject_reason = $2, update_by = $3, update_time = now()
       WHERE id = $1`,
      [body.id, reason, user?.username ?? null],
    )
    return ok(null, M.rejected)
  },
}

/** Spreadsheet rows are checked like the add operations check a body (excel/import-checks.ts). */
export const hrImportChecks: ImportChecks = {
  person: {
    // The add form's identity rules: a birthday or sex the ID contradicts is refused with the form's message…
    check: async (row, db) => {
      const idCard = textOf(row.idCard)
      if (invalidIdCard(idCard)) return ID_CARD_MESSAGE
      const sex = row.sex === null || row.sex === undefined || row.sex === '' ? null : Number(row.sex)
      const identity = identityRefusal({ idCard, birthday: textOf(row.birthday), sex })
      if (identity) return identity
      if (!emailAllowed(textOf(row.email))) return EMAIL_MESSAGE
      const holder = idCard ? await idCardHolder(db, idCard, null) : null
      return holder ? RESIDENT_ID_MESSAGES.taken(holder) : null
    },
    // …and an empty birthday or sex of the rows just written is what the ID says (rows of this transaction
    // only: their create_time is the transaction's start).
    after: async (db) => {
      const rows = await db.query<{ id: string; idCard: string }>(
        `SELECT id, id_card AS "idCard" FROM hr_person
         WHERE create_time = LOCALTIMESTAMP AND id_card IS NOT NULL AND (birthday IS NULL OR sex IS NULL)`,
      )
      for (const row of rows) {
        const filled = withIdentity({ idCard: row.idCard, birthday: null, sex: null })
        await db.query(
          `UPDATE hr_person SET birthday = coalesce(birthday, $2::date), sex = coalesce(sex, $3::int) WHERE id = $1`,
          [row.id, filled.birthday ?? null, filled.sex ?? null],
        )
      }
    },
  },
  workerEntry: { check: (row) => (invalidIdCard(textOf(row.idCard)) ? ID_CARD_MESSAGE : null) },
}
