import { addInputOf, type ImportChecks } from '../../excel/import-checks'
import type { ServerContext } from '../../context'
import { XLSX_TYPE } from '../../excel/export-xlsx'
import type { Queryable } from '../../db/database'
import { newId } from '../../db/ids'
import { fail, ok, okRead } from '../../http/envelope'
import type { OperationHandler, OperationId } from '../../openapi/operations'
import { crudHandlers } from '../system/crud/routes'
import { refusal } from '../../db/refusal'
import { leaveHours } from './leave-hours'
import { nextLeaveStatus, type LeaveStatus } from './leave-status'
import { addDays, daysOfMonth, minuteOf, shiftProblem, type ShiftTimes } from './shift-time'
import { summaryWorkbook } from './summary-export'
import { loadMonthSummary, personsOfMonth } from './summary-loader'
import { pageOf } from '../../db/page'

/**
 * The att module's own operations (openapi/source/att-operations.ts) and the overrides of its generic CRUD
 * that enforce its rules (start.ts spreads these after crudHandlers).
 */
type AttOperationId = Extract<
  OperationId,
  | 'attShiftAdd'
  | 'attShiftEdit'
  | 'attScheduleAdd'
  | 'attScheduleEdit'
  | 'attRecordAdd'
  | 'attRecordEdit'
  | 'attLeaveAdd'
  | 'attLeaveEdit'
  | 'attLeaveStatus'
  | 'attScheduleMonth'
  | 'attScheduleSaveMonth'
  | 'attSummaryList'
  | 'attSummaryExportXls'
>
export type AttHandlers = { [Op in AttOperationId]: OperationHandler<Op, ServerContext> }

export const MANUAL_NOTE_REQUIRED = '补录打卡必须填写备注'
export const CLOCK_IN_FUTURE = '打卡时间不能晚于当前时间'

/**
 * How far ahead of the server's clock a clock time may lie: the times are local wall-clock texts without a
 * zone, and a device in UTC+14 is at most 14 hours ahead of a server in UTC, so a day covers every zone.
 */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000

/** True when a `YYYY-MM-DD HH:mm:ss` text is later than now in every time zone. */
export function clockTimeInFuture(value: unknown, now = Date.now()): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return false
  const at = Date.parse(`${value.trim().replace(' ', 'T')}Z`)
  return Number.isFinite(at) && at > now + CLOCK_SKEW_MS
}
export const SCHEDULE_TAKEN = '该员工当天已有排班'
export const LEAVE_NOT_DRAFT = '只有草稿状态的请假可以修改'
export const LEAVE_END_BEFORE_START = '结束时间必须晚于开始时间'
export const LEAVE_NO_WORKING_TIME = '请假时段内没有需要出勤的时间'
export const SCHEDULE_SAVED = '排班已保存'

const unknownShift = (id: string) => `班次不存在：${id}`
const unknownPerson = (id: string) => `员工不存在：${id}`

type Row = Record<string, unknown>

/** The stored row (snake_case columns, dates and times as text) an edit body is laid over. */
async function rowOf(db: Queryable, table: string, id: unknown, select = '*'): Promise<Row | undefined> {
  if (typeof id !== 'string') return undefined
  return (await db.query<Row>(`SELECT ${select} FROM ${table} WHERE id = $1`, [id]))[0]
}
const SCHEDULE_ROW = `id, person_id, to_char(date, 'YYYY-MM-DD') AS date, shift_id`
const LEAVE_ROW = `id, person_id, status, to_char(start_time, 'YYYY-MM-DD HH24:MI:SS') AS start_time,
  to_char(end_time, 'YYYY-MM-DD HH24:MI:SS') AS end_time`

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** The body's value of a field, else the stored one (an edit body may leave fields out). */
function merged<T>(body: Row, stored: Row | undefined, field: string, column: string): T | undefined {
  return (body[field] !== undefined ? body[field] : stored?.[column]) as T | undefined
}

function shiftShapeProblem(body: Row, stored: Row | undefined): string | null {
  const startTime = merged<string>(body, stored, 'startTime', 'start_time')
  const endTime = merged<string>(body, stored, 'endTime', 'end_time')
  if (!startTime || !endTime) return null // the validator reports missing times
  return shiftProblem({
    startTime,
    endTime,
    crossesMidnight: Number(merged(body, stored, 'crossesMidnight', 'crosses_midnight') ?? 0),
    restMinutes: Number(merged(body, stored, 'restMinutes', 'rest_minutes') ?? 0),
    lateGraceMinutes: 0,
    earlyLeaveGraceMinutes: 0,
  })
}

async function shiftExists(db: Queryable, id: unknown): Promise<boolean> {
  if (id === null || id === undefined || id === '') return true
  return (await db.query('SELECT 1 FROM att_shift WHERE id = $1', [id])).length > 0
}

async function personExists(db: Queryable, id: unknown): Promise<boolean> {
  return (await db.query('SELECT 1 FROM hr_person WHERE id = $1', [id])).length > 0
}

async function scheduleProblem(db: Queryable, body: Row, stored: Row | undefined): Promise<string | null> {
  const personId = merged<string>(body, stored, 'personId', 'person_id')
  const date = body.date !== undefined ? body.date : stored?.date
  const shiftId = merged<string | null>(body, stored, 'shiftId', 'shift_id')
  if (personId && !(await personExists(db, personId))) return unknownPerson(personId)
  if (!(await shiftExists(db, shiftId))) return unknownShift(String(shiftId))
  if (!personId || !date) return null
  const taken = await db.query(
    `SELECT 1 FROM att_schedule WHERE person_id = $1 AND date = $2::date AND ($3::text IS NULL OR id <> $3)`,
    [personId, date, stored ? stored.id : null],
  )
  return taken.length ? SCHEDULE_TAKEN : null
}

function recordProblem(body: Row, stored: Row | undefined): string | null {
  const source = merged<string>(body, stored, 'source', 'source')
  const note = merged<string>(body, stored, 'note', 'note')
  if (clockTimeInFuture(body.clockTime)) return CLOCK_IN_FUTURE
  return source === 'manual' && !filled(note) ? MANUAL_NOTE_REQUIRED : null
}

const timestampText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/** The hours of a leave of a person by the schedule rows around it (leave-hours.ts). */
export async function computeLeaveHours(
  db: Queryable,
  personId: string,
  startTime: string,
  endTime: string,
): Promise<number> {
  const rows = await db.query<ShiftTimes & { date: string; shiftId: string | null }>(
    `SELECT to_char(s.date, 'YYYY-MM-DD') AS date, s.shift_id AS "shiftId", t.start_time AS "startTime",
       t.end_time AS "endTime", t.crosses_midnight AS "crossesMidnight", t.rest_minutes AS "restMinutes",
       0 AS "lateGraceMinutes", 0 AS "earlyLeaveGraceMinutes", t.id
     FROM att_schedule s LEFT JOIN att_shift t ON t.id = s.shift_id
     WHERE s.person_id = $1 AND s.date BETWEEN $2::date AND $3::date`,
    [personId, addDays(startTime.slice(0, 10), -1), endTime.slice(0, 10)],
  )
  const schedule = new Map(rows.map((row) => [row.date, row.id ? row : null]))
  return leaveHours({ startTime, endTime }, (date) => schedule.get(date))
}

/** A leave overlapping another one of the same person (a time off is asked for once). */
export const leaveOverlaps = (start: string, end: string) => `该员工在此时段已有请假：${start} 至 ${end}`

/**
 * The refusal of a leave from `startTime` to `endTime` that overlaps another leave of the person (other than
 * `exceptId`) in one of `statuses` (by default every leave that is not rejected), or null.
 */
async function overlappingLeave(
  db: Queryable,
  personId: string,
  startTime: string,
  endTime: string,
  exceptId: string | null,
  statuses: readonly LeaveStatus[] = ['draft', 'submitted', 'approved'],
): Promise<string | null> {
  const [other] = await db.query<{ startTime: string; endTime: string }>(
    `SELECT to_char(start_time, 'YYYY-MM-DD HH24:MI') AS "startTime", to_char(end_time, 'YYYY-MM-DD HH24:MI') AS "endTime"
     FROM att_leave
     WHERE person_id = $1 AND start_time < $3::timestamp AND $2::timestamp < end_time
       AND status = ANY($5::text[]) AND ($4::text IS NULL OR id <> $4::text)
     ORDER BY start_time LIMIT 1`,
    [personId, startTime, endTime, exceptId, statuses],
  )
  return other ? leaveOverlaps(other.startTime, other.endTime) : null
}

/** The leave's hours, or the refusal of its times. */
async function leaveHoursOf(
  db: Queryable,
  body: Row,
  stored: Row | undefined,
): Promise<{ hours: number } | { problem: string }> {
  const personId = merged<string>(body, stored, 'personId', 'person_id')
  const startTime = timestampText(merged(body, stored, 'startTime', 'start_time'))
  const endTime = timestampText(merged(body, stored, 'endTime', 'end_time'))
  if (!personId || !startTime || !endTime) return { hours: 0 }
  if (!(await personExists(db, personId))) return { problem: unknownPerson(personId) }
  if (minuteOf(endTime) <= minuteOf(startTime)) return { problem: LEAVE_END_BEFORE_START }
  const overlap = await overlappingLeave(db, personId, startTime, endTime, stored ? String(stored.id) : null)
  if (overlap) return { problem: overlap }
  const hours = await computeLeaveHours(db, personId, startTime, endTime)
  return hours > 0 ? { hours } : { problem: LEAVE_NO_WORKING_TIME }
}

export const attHandlers: AttHandlers = {
  async attShiftAdd(input, context) {
    const problem = shiftShapeProblem(input.body, undefined)
    return problem ? fail(problem) : crudHandlers.attShiftAdd(input, context)
  },
  async attShiftEdit(input, context) {
    const problem = shiftShapeProblem(input.body, await rowOf(context.db, 'att_shift', input.body.id))
    return problem ? fail(problem) : crudHandlers.attShiftEdit(input, context)
  },
  async attScheduleAdd(input, context) {
    const problem = await scheduleProblem(context.db, input.body, undefined)
    return problem ? fail(problem) : crudHandlers.attScheduleAdd(input, context)
  },
  async attScheduleEdit(input, context) {
    const stored = await rowOf(context.db, 'att_schedule', input.body.id, SCHEDULE_ROW)
    const problem = stored ? await scheduleProblem(context.db, input.body, stored) : null
    return problem ? fail(problem) : crudHandlers.attScheduleEdit(input, context)
  },
  async attRecordAdd(input, context) {
    const problem = recordProblem(input.body, undefined)
    return problem ? fail(problem) : crudHandlers.attRecordAdd(input, context)
  },
  async attRecordEdit(input, context) {
    const problem = recordProblem(
      input.body,
      await rowOf(context.db, 'att_record', input.body.id, 'id, source, note'),
    )
    return problem ? fail(problem) : crudHandlers.attRecordEdit(input, context)
  },
  async attLeaveAdd(input, context) {
    const computed = await leaveHoursOf(context.db, input.body, undefined)
    if ('problem' in computed) return fail(computed.problem)
    return crudHandlers.attLeaveAdd({ ...input, body: { ...input.body, hours: computed.hours } }, context)
  },
  async attLeaveEdit(input, context) {
    const stored = await rowOf(context.db, 'att_leave', input.body.id, LEAVE_ROW)
    if (!stored) return crudHandlers.attLeaveEdit(input, context)
    if (stored.status !== 'draft') return fail(LEAVE_NOT_DRAFT)
    const computed = await leaveHoursOf(context.db, input.body, stored)
    if ('problem' in computed) return fail(computed.problem)
    return crudHandlers.attLeaveEdit({ ...input, body: { ...input.body, hours: computed.hours } }, context)
  },

  async attLeaveStatus({ body }, { db, user }) {
    const [leave] = await db.query<{
      status: LeaveStatus
      personId: string
      startTime: string
      endTime: string
    }>(
      `SELECT status, person_id AS "personId", to_char(start_time, 'YYYY-MM-DD HH24:MI:SS') AS "startTime",
         to_char(end_time, 'YYYY-MM-DD HH24:MI:SS') AS "endTime"
       FROM att_leave WHERE id = $1`,
      [body.id],
    )
    if (!leave) return fail('未找到对应数据')
    const move = nextLeaveStatus(leave.status, body.status)
    if ('refusal' in move) return fail(move.refusal)
    if (body.status === 'approved') {
      // Rows stored before overlaps were refused: the second of two overlapping leaves is not approved.
      const overlap = await overlappingLeave(db, leave.personId, leave.startTime, leave.endTime, body.id, [
        'approved',
      ])
      if (overlap) return fail(overlap)
    }
    await db.query(`UPDATE att_leave SET status = $2, update_by = $3, update_time = now() WHERE id = $1`, [
      body.id,
      body.status,
      user?.username ?? null,
    ])
    return ok(null, move.message)
  },

  async attScheduleMonth({ query }, { db }) {
    const days = daysOfMonth(query.month)
    const where = personsOfMonth(query.month, { departId: query.departId })
    const persons = await db.query<{
      personId: string
      workNo: string
      realname: string
      departId: string | null
    }>(
      `SELECT p.id AS "personId", p.work_no AS "workNo", p.realname, p.depart_id AS "departId"
       FROM hr_person p ${where.sql} ORDER BY p.work_no, p.id`,
      where.params,
    )
    const schedules = await db.query<{ personId: string; date: string; shiftId: string | null }>(
      `SELECT person_id AS "personId", to_char(date, 'YYYY-MM-DD') AS date, shift_id AS "shiftId"
       FROM att_schedule WHERE date BETWEEN $1::date AND $2::date AND person_id = ANY($3::text[])`,
      [days[0], days.at(-1), persons.map((person) => person.personId)],
    )
    const cellsOf = new Map<string, Record<string, string | null>>()
    for (const person of persons) {
      cellsOf.set(person.personId, Object.fromEntries(days.map((day) => [day, null])))
    }
    for (const schedule of schedules) {
      const cells = cellsOf.get(schedule.personId)
      if (cells) cells[schedule.date] = schedule.shiftId
    }
    return okRead({
      month: query.month,
      days,
      rows: persons.map((person) => ({ ...person, cells: cellsOf.get(person.personId) ?? {} })),
    })
  },

  async attScheduleSaveMonth({ body }, { db, user }) {
    const days = new Set(daysOfMonth(body.month))
    const personIds: string[] = []
    const dates: string[] = []
    const shiftIds: (string | null)[] = []
    for (const row of body.rows) {
      for (const [date, shiftId] of Object.entries(row.cells)) {
        if (!days.has(date)) return fail(`日期不在 ${body.month} 月内：${date}`)
        personIds.push(row.personId)
        dates.push(date)
        shiftIds.push(shiftId === '' ? null : (shiftId ?? null))
      }
    }
    const knownShifts = new Set(
      (await db.query<{ id: string }>('SELECT id FROM att_shift')).map((shift) => shift.id),
    )
    const strange = shiftIds.find((id) => id !== null && !knownShifts.has(id))
    if (strange) return fail(unknownShift(strange))
    const wanted = [...new Set(body.rows.map((row) => row.personId))]
    const found = new Set(
      (await db.query<{ id: string }>('SELECT id FROM hr_person WHERE id = ANY($1::text[])', [wanted])).map(
        (person) => person.id,
      ),
    )
    const stranger = wanted.find((id) => !found.has(id))
    if (stranger) return fail(unknownPerson(stranger))
    try {
      await db.transaction(async (tx) => {
        const [owner] = user
          ? await tx.query<{ orgCode: string | null }>(
              'SELECT org_code AS "orgCode" FROM sys_user WHERE id = $1',
              [user.userId],
            )
          : []
        await tx.query(
          `INSERT INTO att_schedule (id, person_id, date, shift_id, sys_org_code, create_by)
           SELECT $5::text || lpad(ordinality::text, 12, '0'), c.person_id, c.date::date, c.shift_id, $6, $4
           FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS c(person_id, date, shift_id)
           ON CONFLICT (person_id, date) DO UPDATE SET shift_id = excluded.shift_id, update_by = $4,
             update_time = now()
           WHERE att_schedule.shift_id IS DISTINCT FROM excluded.shift_id`,
          [personIds, dates, shiftIds, user?.username ?? null, newId().slice(0, 20), owner?.orgCode ?? null],
        )
      })
    } catch (error) {
      return refusal(error)
    }
    return ok({ saved: personIds.length }, SCHEDULE_SAVED)
  },

  async attSummaryExportXls({ query, reply }, { db }) {
    const { bytes, disposition } = await summaryWorkbook(db, {
      month: query.month,
      departId: query.departId || undefined,
      personId: query.personId || undefined,
    })
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Disposition', disposition)
      .header('Cache-Control', 'no-store')
      .send(bytes)
  },

  async attSummaryList({ query }, { db }) {
    const pageNo = query.pageNo ?? 1
    const pageSize = query.pageSize ?? 10
    const { records, total } = await loadMonthSummary(db, {
      month: query.month,
      departId: query.departId || undefined,
      personId: query.personId || undefined,
      pageNo,
      pageSize,
    })
    return okRead(pageOf(records, total, pageNo, pageSize))
  },
}

/** Spreadsheet rows are checked like the add operations check a body (excel/import-checks.ts). */
export const attImportChecks: ImportChecks = {
  attShift: { check: (row) => shiftShapeProblem(row, undefined) },
  attSchedule: { check: (row, db) => scheduleProblem(db, row, undefined) },
  attRecord: { check: (row) => recordProblem(row, undefined) },
  attLeave: { add: (row, through) => attHandlers.attLeaveAdd(addInputOf(row, through), through.context) },
}
