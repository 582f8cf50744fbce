import type { Queryable } from '../../db/database'
import { Where } from '../../db/sql'
import { addDays, daysOfMonth, type ShiftTimes } from './shift-time'
import {
  summarizeMonth,
  type ApprovedLeave,
  type ClockEntry,
  type MonthFigures,
  type ScheduleEntry,
} from './summary'

/** The SQL side of the monthly summary: reads one page of persons and their month, summary.ts computes. */

export interface SummaryQuery {
  month: string
  departId?: string
  personId?: string
  pageNo: number
  pageSize: number
}

export interface PersonOfMonth {
  personId: string
  workNo: string
  realname: string
  departId: string | null
}

export type SummaryRecord = PersonOfMonth & MonthFigures

export const SHIFT_COLUMNS = `id, start_time AS "startTime", end_time AS "endTime",
  crosses_midnight AS "crossesMidnight", rest_minutes AS "restMinutes", late_grace_minutes AS "lateGraceMinutes",
  early_leave_grace_minutes AS "earlyLeaveGraceMinutes"`

/** The persons of a month: staff not resigned, plus anyone scheduled in the month; by work number. */
export function personsOfMonth(month: string, filters: { departId?: string; personId?: string }) {
  const days = daysOfMonth(month)
  const where = new Where()
  where.add(
    (p) => `(p.status IS DISTINCT FROM 'resigned' OR EXISTS (SELECT 1 FROM att_schedule s
      WHERE s.person_id = p.id AND s.date BETWEEN ${p}::date AND ${p}::date + interval '1 month' - interval '1 day'))`,
    days[0],
  )
  if (filters.departId) where.add((p) => `p.depart_id = ${p}`, filters.departId)
  if (filters.personId) where.add((p) => `p.id = ${p}`, filters.personId)
  return where
}

export async function loadMonthSummary(
  db: Queryable,
  query: SummaryQuery,
): Promise<{ records: SummaryRecord[]; total: number }> {
  const days = daysOfMonth(query.month)
  const first = days[0] ?? `${query.month}-01`
  const last = days.at(-1) ?? first
  const where = personsOfMonth(query.month, query)
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM hr_person p ${where.sql}`,
    where.params,
  )
  const persons = await db.query<PersonOfMonth>(
    `SELECT p.id AS "personId", p.work_no AS "workNo", p.realname, p.depart_id AS "departId"
     FROM hr_person p ${where.sql} ORDER BY p.work_no, p.id
     LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`,
    where.params,
  )
  const ids = persons.map((person) => person.personId)
  const from = addDays(first, -1)
  const until = addDays(last, 2)
  const [shifts, schedules, records, leaves, [clock]] = await Promise.all([
    db.query<ShiftTimes>(`SELECT ${SHIFT_COLUMNS} FROM att_shift`),
    db.query<ScheduleEntry>(
      `SELECT person_id AS "personId", to_char(date, 'YYYY-MM-DD') AS date, shift_id AS "shiftId"
       FROM att_schedule WHERE person_id = ANY($1::text[]) AND date BETWEEN $2::date AND $3::date`,
      [ids, from, last],
    ),
    db.query<ClockEntry>(
      `SELECT person_id AS "personId", to_char(clock_time, 'YYYY-MM-DD HH24:MI:SS') AS "clockTime", direction
       FROM att_record WHERE person_id = ANY($1::text[]) AND clock_time >= $2::date AND clock_time < $3::date`,
      [ids, from, until],
    ),
    db.query<ApprovedLeave>(
      `SELECT person_id AS "personId", type, to_char(start_time, 'YYYY-MM-DD HH24:MI:SS') AS "startTime",
         to_char(end_time, 'YYYY-MM-DD HH24:MI:SS') AS "endTime"
       FROM att_leave WHERE person_id = ANY($1::text[]) AND status = 'approved'
         AND start_time < $3::date AND end_time > $2::date`,
      [ids, from, until],
    ),
    db.query<{ now: string }>(`SELECT to_char(localtimestamp, 'YYYY-MM-DD HH24:MI:SS') AS now`),
  ])
  const figures = summarizeMonth({
    month: query.month,
    now: clock?.now ?? `${last} 23:59:59`,
    personIds: ids,
    shifts,
    schedules,
    records,
    leaves,
  })
  return {
    total,
    records: persons.map((person, index) => ({ ...person, ...(figures[index] as MonthFigures) })),
  }
}
