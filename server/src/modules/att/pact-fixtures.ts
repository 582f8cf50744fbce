import type { Queryable } from '../../db/database'
import { personId } from '../hr/seed'
import { SHIFT_IDS } from './seed'

/**
 * Fixed ids of the att rows the provider state 'the system-administration fixtures exist and admin is signed
 * in' inserts on top of the seed; the consumer tests import them from `@erp/server/modules/att/pact-fixtures`.
 * Their list filters (code, date, device, reason) find each alone.
 */
export const ATT_FIXTURE = {
  /** A shift, code PACTSHIFT (edited and deleted by the CRUD contract). */
  shift: 'pac7a770000000000000000000000001',
  shiftCode: 'PACTSHIFT',
  /** A schedule row of person 299 on 2030-12-31 (edited and deleted). */
  schedule: 'pac7a770000000000000000000000002',
  scheduleDate: '2030-12-31',
  /** A device record, device PACT-01 (edited and deleted). */
  record: 'pac7a770000000000000000000000003',
  recordDevice: 'PACT-01',
  /** A draft leave, reason PACT (edited, submitted and deleted). */
  leave: 'pac7a770000000000000000000000004',
  leaveReason: 'PACT',
  person: personId(299),
  /** A person without fixture rows, for the add bodies. */
  otherPerson: personId(298),
  dayShift: SHIFT_IDS.day,
  month: '2030-12',
} as const

export async function insertAttFixtures(db: Queryable): Promise<void> {
  const f = ATT_FIXTURE
  await db.query(`DELETE FROM att_shift WHERE id = $1 OR code = ANY($2::text[])`, [
    f.shift,
    [f.shiftCode, 'PACTADD'],
  ])
  await db.query(`DELETE FROM att_schedule WHERE id = $1 OR date >= '2030-12-01'`, [f.schedule])
  await db.query(`DELETE FROM att_record WHERE id = $1 OR device_no LIKE 'PACT%'`, [f.record])
  await db.query(`DELETE FROM att_leave WHERE id = $1 OR reason LIKE 'PACT%'`, [f.leave])
  await db.query(
    `INSERT INTO att_shift (id, code, name, start_time, end_time, crosses_midnight, rest_minutes,
       late_grace_minutes, early_leave_grace_minutes, create_by)
     VALUES ($1, $2, '契约班', '07:00', '15:00', 0, 30, 5, 0, 'admin')`,
    [f.shift, f.shiftCode],
  )
  await db.query(
    `INSERT INTO att_schedule (id, person_id, date, shift_id, create_by) VALUES ($1, $2, $3, $4, 'admin')`,
    [f.schedule, f.person, f.scheduleDate, f.dayShift],
  )
  await db.query(
    `INSERT INTO att_record (id, person_id, clock_time, direction, source, device_no, create_by)
     VALUES ($1, $2, '2020-12-02 07:58:00', 'in', 'device', $3, 'admin')`,
    [f.record, f.person, f.recordDevice],
  )
  await db.query(
    `INSERT INTO att_leave (id, person_id, type, start_time, end_time, hours, reason, status, create_by)
     VALUES ($1, $2, 'annual', '2030-12-03 09:00:00', '2030-12-03 18:00:00', 8, $3, 'draft', 'admin')`,
    [f.leave, f.person, f.leaveReason],
  )
}
