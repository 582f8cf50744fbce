import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../db/database'
import { migrate } from '../db/migrate'
import { handlerContext } from '../modules/handler-context.test-helper'
import { dashboardHandlers } from './dashboard-routes'

const root = mkdtempSync(join(tmpdir(), 'erp-dashboard-test-'))
let db: Database

beforeAll(async () => {
  db = await openDatabase(join(root, 'data'))
  await migrate(db)
  // Constructed rows only (no seed); references to persons, cards and registrations are not checked here.
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica')
    await tx.query(
      `INSERT INTO rep_order (id, order_no, reporter_name, reporter_phone, location, category, description, status)
       SELECT 'r' || n, 'BX' || n, '甲', '13800138000', '车间', 'electric', '灯', status
       FROM unnest(ARRAY['submitted', 'in_progress', 'done', 'confirmed', 'cancelled']) WITH ORDINALITY AS t(status, n)`,
    )
    await tx.query(
      `INSERT INTO att_schedule (id, person_id, date, shift_id) VALUES
         ('s1', 'p1', current_date, 'day'), ('s2', 'p2', current_date, 'day'), ('s3', 'p3', current_date, NULL),
         ('s4', 'p4', current_date - 1, 'day')`,
    )
    await tx.query(
      `INSERT INTO att_record (id, person_id, clock_time, direction, source) VALUES
         ('a1', 'p1', current_date + time '08:01', 'in', 'device'),
         ('a2', 'p1', current_date + time '12:30', 'in', 'device'),
         ('a3', 'p2', current_date + time '17:00', 'out', 'device'),
         ('a4', 'p4', current_date - 1 + time '08:00', 'in', 'device')`,
    )
    await tx.query(
      `INSERT INTO cnt_transaction (id, card_id, card_no, type, amount, balance_after, meal_type, time, request_id,
         refund_of) VALUES
         ('t1', 'c1', '8801', 'meal', 10.50, 90, 'lunch', now(), 'q1', NULL),
         ('t2', 'c1', '8801', 'meal', 5.00, 85, 'dinner', now(), 'q2', NULL),
         ('t3', 'c1', '8801', 'refund', 5.00, 90, NULL, now(), 'q3', 't2'),
         ('t4', 'c1', '8801', 'recharge', 100.00, 190, NULL, now(), 'q4', NULL),
         ('t5', 'c1', '8801', 'meal', 7.00, 183, 'lunch', date_trunc('month', now()), 'q5', NULL),
         ('t6', 'c1', '8801', 'meal', 9.00, 174, 'lunch', date_trunc('month', now()) - interval '1 day', 'q6', NULL)`,
    )
    await tx.query(
      `INSERT INTO qc_check_report (id, register_id, inspection_type, result, check_date) VALUES
         ('q1', 'g1', 'garment', 'pass', current_date), ('q2', 'g1', 'garment', 'fail', current_date - 3),
         ('q3', 'g1', 'garment', 'fail', current_date - 40), ('q4', 'g1', 'garment', NULL, current_date)`,
    )
  })
}, 120_000)

afterAll(async () => {
  await db?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('dashboardModuleFigures', () => {
  it('counts open repairs, today’s attendance, canteen takings and recent inspections from their tables', async () => {
    const [{ first } = { first: false }] = await db.query<{ first: boolean }>(
      'SELECT extract(day FROM now()) = 1 AS first',
    )
    const answer = await dashboardHandlers.dashboardModuleFigures({} as never, handlerContext(db, root))
    expect(answer.result).toEqual({
      openRepairs: 3, // submitted, in progress, done (not yet confirmed)
      scheduledToday: 2, // a rest day (no shift) and yesterday do not count
      clockedInToday: 1, // p1 once, however many times; p2 only clocked out
      canteenTakingsToday: first ? 17.5 : 10.5, // meals less the refund; recharges are not takings
      canteenTakingsMonth: 17.5, // last month's meal is left out
      inspectionsPassed: 1,
      inspectionsFailed: 1, // the one 40 days ago is left out, and so is the report without a verdict
    })
  })
})
