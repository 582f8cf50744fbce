import type { Queryable } from '../../db/database'
import { personId, SEED_PERSONS } from '../hr/seed'
import { leaveHours } from './leave-hours'
import { daysOfMonth, isWeekday, type ShiftTimes } from './shift-time'

/** Tables of the att module emptied by the test reset before seeding again (children before parents). */
export const attTables: string[] = ['att_leave', 'att_record', 'att_schedule', 'att_shift']

/** Fixed ids of the demo shifts. */
export const SHIFT_IDS = {
  day: 'a7700000000000000000000000000001',
  middle: 'a7700000000000000000000000000002',
  night: 'a7700000000000000000000000000003',
  office: 'a7700000000000000000000000000004',
} as const

const SHIFTS: ReadonlyArray<ShiftTimes & { code: string; name: string }> = [
  {
    id: SHIFT_IDS.day,
    code: 'DAY',
    name: '早班',
    startTime: '08:00',
    endTime: '17:00',
    crossesMidnight: 0,
    restMinutes: 60,
    lateGraceMinutes: 5,
    earlyLeaveGraceMinutes: 0,
  },
  {
    id: SHIFT_IDS.middle,
    code: 'MID',
    name: '中班',
    startTime: '14:00',
    endTime: '22:00',
    crossesMidnight: 0,
    restMinutes: 30,
    lateGraceMinutes: 5,
    earlyLeaveGraceMinutes: 0,
  },
  {
    id: SHIFT_IDS.night,
    code: 'NIGHT',
    name: '夜班',
    startTime: '22:00',
    endTime: '06:00',
    crossesMidnight: 1,
    restMinutes: 30,
    lateGraceMinutes: 5,
    earlyLeaveGraceMinutes: 0,
  },
  {
    id: SHIFT_IDS.office,
    code: 'OFFICE',
    name: '行政班',
    startTime: '09:00',
    endTime: '18:00',
    crossesMidnight: 0,
    restMinutes: 60,
    lateGraceMinutes: 10,
    earlyLeaveGraceMinutes: 0,
  },
]

/** The demo shift of the n-th person: every tenth works nights, two in ten the middle shift, one office hours. */
export function demoShiftOf(n: number): string {
  const digit = n % 10
  if (digit === 0) return SHIFT_IDS.night
  if (digit === 1 || digit === 2) return SHIFT_IDS.middle
  if (digit === 3) return SHIFT_IDS.office
  return SHIFT_IDS.day
}

const LEAVE_TYPES = ['annual', 'personal', 'sick', 'compensatory', 'marriage'] as const
const LEAVE_STATUSES = ['approved', 'approved', 'submitted', 'draft', 'rejected'] as const
export const SEED_LEAVES = 30

interface LeaveSeed {
  id: string
  personId: string
  type: string
  startTime: string
  endTime: string
  hours: number
  status: string
}

/** 30 leave requests of day-shift persons (n ≡ 5 mod 10) on weekdays of the month; the 7th of each ten is a morning. */
export function demoLeaves(month: string): LeaveSeed[] {
  const weekdays = daysOfMonth(month).filter(isWeekday)
  const day = SHIFTS[0]
  if (!day) return []
  return Array.from({ length: SEED_LEAVES }, (_, index) => {
    const n = index * 10 + 5
    const date = weekdays[(index * 7) % weekdays.length] ?? `${month}-01`
    const morning = index % 10 === 6
    const leave = { startTime: `${date} 08:00:00`, endTime: `${date} ${morning ? '12' : '17'}:00:00` }
    return {
      id: `a77e${String(index + 1).padStart(28, '0')}`,
      personId: personId(n),
      type: LEAVE_TYPES[index % LEAVE_TYPES.length] ?? 'annual',
      ...leave,
      hours: leaveHours(leave, (when) => (when === date ? day : undefined)),
      status: LEAVE_STATUSES[index % LEAVE_STATUSES.length] ?? 'draft',
    }
  })
}

/**
 * Demo data of the att module; does nothing when its rows are there (it also runs on an existing database).
 * All set-based: four shifts; every person scheduled on the weekdays of the current month (the shift by
 * demoShiftOf); 30 leave requests; clock records (in and out) for the scheduled days that have ended, with
 * some people late, leaving early, working overtime, missing an out or absent, by fixed arithmetic rules.
 */
export async function seedAtt(db: Queryable): Promise<void> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM att_shift',
  )
  if (count > 0) return
  const column = <K extends keyof (typeof SHIFTS)[number]>(key: K) => SHIFTS.map((shift) => shift[key])
  await db.query(
    `INSERT INTO att_shift (id, code, name, start_time, end_time, crosses_midnight, rest_minutes,
       late_grace_minutes, early_leave_grace_minutes, sys_org_code, create_by)
     SELECT *, 'A01', 'admin' FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[],
       $7::int[], $8::int[], $9::int[])`,
    [
      column('id'),
      column('code'),
      column('name'),
      column('startTime'),
      column('endTime'),
      column('crossesMidnight'),
      column('restMinutes'),
      column('lateGraceMinutes'),
      column('earlyLeaveGraceMinutes'),
    ],
  )
  const numbers = Array.from({ length: SEED_PERSONS }, (_, index) => index + 1)
  await db.query(
    `INSERT INTO att_schedule (id, person_id, date, shift_id, sys_org_code, create_by)
     SELECT 'a75c' || right(p.id, 6) || to_char(d, 'YYYYMMDD') || '00000000000000', p.id, d::date, p.shift_id,
       h.sys_org_code, 'admin'
     FROM unnest($1::text[], $2::text[]) AS p(id, shift_id)
     JOIN hr_person h ON h.id = p.id
     CROSS JOIN generate_series(date_trunc('month', localtimestamp),
       date_trunc('month', localtimestamp) + interval '1 month' - interval '1 day', interval '1 day') AS d
     WHERE extract(isodow FROM d) < 6`,
    [numbers.map(personId), numbers.map(demoShiftOf)],
  )
  const [{ month } = { month: '' }] = await db.query<{ month: string }>(
    `SELECT to_char(localtimestamp, 'YYYY-MM') AS month`,
  )
  const leaves = demoLeaves(month)
  const leaveColumn = <K extends keyof LeaveSeed>(key: K) => leaves.map((leave) => leave[key])
  await db.query(
    `INSERT INTO att_leave (id, person_id, type, start_time, end_time, hours, reason, status, sys_org_code,
       create_by)
     SELECT l.id, l.person_id, l.type, l.start_time::timestamp, l.end_time::timestamp, l.hours, '家中有事',
       l.status, h.sys_org_code, 'admin'
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::text[])
       AS l(id, person_id, type, start_time, end_time, hours, status)
     JOIN hr_person h ON h.id = l.person_id`,
    [
      leaveColumn('id'),
      leaveColumn('personId'),
      leaveColumn('type'),
      leaveColumn('startTime'),
      leaveColumn('endTime'),
      leaveColumn('hours'),
      leaveColumn('status'),
    ],
  )
  // n: the person's number (the id's hex tail), dom: the day of the month; the rules below pick who is absent,
  // late, early, on overtime or missing an out. Times not yet reached are skipped.
  await db.query(
    `WITH days AS (
       SELECT s.person_id, s.sys_org_code, s.date, ('x' || right(s.person_id, 6))::bit(24)::int AS n,
         extract(day FROM s.date)::int AS dom, s.date + t.start_time::time AS shift_start,
         s.date + t.end_time::time + CASE WHEN t.crosses_midnight = 1 THEN interval '1 day' ELSE interval '0' END
           AS shift_end
       FROM att_schedule s JOIN att_shift t ON t.id = s.shift_id
       WHERE (s.person_id, s.date) NOT IN (SELECT person_id, start_time::date FROM att_leave WHERE status = 'approved')
     ), clocks AS (
       SELECT person_id, sys_org_code, date, n,
         shift_start + make_interval(mins => CASE WHEN (n * 3 + dom) % 17 = 0 THEN 10 + n % 20 ELSE -(n % 15) END)
           AS in_time,
         CASE WHEN (n * 11 + dom) % 37 <> 0 THEN shift_end + make_interval(mins => CASE
           WHEN (n + dom * 5) % 29 = 0 THEN -25 WHEN (n + dom) % 9 = 0 THEN 60 + n % 60 ELSE n % 7 END) END
           AS out_time
       FROM days WHERE (n * 7 + dom) % 41 <> 0
     )
     INSERT INTO att_record (id, person_id, clock_time, direction, source, device_no, sys_org_code, create_by)
     SELECT 'a7c1' || right(person_id, 6) || to_char(date, 'YYYYMMDD') || '00000000000000', person_id, in_time,
       'in', 'device', 'GATE-0' || (1 + n % 3), sys_org_code, 'admin'
     FROM clocks WHERE in_time <= localtimestamp
     UNION ALL
     SELECT 'a7c2' || right(person_id, 6) || to_char(date, 'YYYYMMDD') || '00000000000000', person_id, out_time,
       'out', CASE WHEN n % 13 = 0 THEN 'app' ELSE 'device' END, 'GATE-0' || (1 + n % 3), sys_org_code, 'admin'
     FROM clocks WHERE out_time <= localtimestamp`,
  )
}
