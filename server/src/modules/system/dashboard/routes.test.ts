import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../../db/database'
import { migratedDataDir } from '../../../test-support/seeded-data-dir.test-helper'
import { handlerContext } from '../../handler-context.test-helper'
import { dashboardHandlers } from './routes'

const root = mkdtempSync(join(tmpdir(), 'erp-dashboard-test-'))
/** A user holding a page of every module with figures (repairs, attendance, canteen, inspections). */
const W = { userId: 'w', username: 'w', sessionId: 's3' }
let db: Database

beforeAll(async () => {
  db = await openDatabase(await migratedDataDir(root))
  // Constructed rows only (no seed); references to persons, cards and registrations are not checked here.
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica')
    await tx.query(
      `INSERT INTO rep_order (id, order_no, reporter_name, reporter_phone, location, category, description, status)
       SELECT 'r' || n, 'BX' || n, '甲', '13800138000', '车间', 'electric', '灯', status
       FROM unnest(ARRAY['submitted', 'in_progress', 'done', 'confirmed', 'cancelled']) WITH ORDINALITY AS t(status, n)`,
    )
    // The workplace's user 'u' (admin): two orders assigned to them and open, one done, one of someone else.
    await tx.query(
      `INSERT INTO rep_order (id, order_no, reporter_name, reporter_phone, location, category, description, status,
         assignee_id, create_by)
       VALUES ('w1', 'BXw1', '乙', '13800138000', '车间', 'electric', '灯', 'assigned', 'u', 'admin'),
              ('w2', 'BXw2', '乙', '13800138000', '车间', 'electric', '灯', 'in_progress', 'u', 'admin'),
              ('w3', 'BXw3', '乙', '13800138000', '车间', 'electric', '灯', 'assigned', 'v', NULL),
              ('w4', 'BXw4', '乙', '13800138000', '车间', 'electric', '灯', 'done', 'u', NULL)`,
    )
    await tx.query(
      `INSERT INTO hr_worker_entry (id, entry_no, name, id_card, phone, status) VALUES
         ('e1', 'RZ1', '丙', '110101199001011234', '13800138001', 'submitted'),
         ('e2', 'RZ2', '丁', '110101199001011235', '13800138002', 'submitted'),
         ('e3', 'RZ3', '戊', '110101199001011236', '13800138003', 'reviewed')`,
    )
    await tx.query(
      `INSERT INTO att_leave (id, person_id, type, start_time, end_time, status, create_by, create_time) VALUES
         ('l1', 'p1', 'personal', now(), now() + interval '1 hour', 'submitted', 'admin', now()),
         ('l2', 'p1', 'personal', now(), now() + interval '1 hour', 'draft', 'admin', now()),
         ('l3', 'p1', 'personal', now(), now() + interval '1 hour', 'draft', 'admin', now()),
         ('l4', 'p1', 'personal', now(), now() + interval '1 hour', 'draft', 'admin', now() - interval '40 days')`,
    )
    // Menus: 'u' holds three pages and the dispatch button; 'v' holds only the review button.
    await tx.query(
      `INSERT INTO sys_permission (id, name, url, component, menu_type, perms, sort_no) VALUES
         ('m-rep', '报修单', '/rep/order', 'rep/OrderList', 1, NULL, 1),
         ('m-person', '员工档案', '/hr/person', 'hr/PersonList', 1, NULL, 2),
         ('m-leave', '请假', '/att/leave', 'att/LeaveList', 1, NULL, 3),
         ('m-register', '检验登记', '/qc/register', 'qc/RegisterList', 1, NULL, 4),
         ('m-record', '打卡记录', '/att/record', 'att/RecordList', 1, NULL, 5),
         ('m-card', '饭卡', '/cnt/card', 'cnt/CardList', 1, NULL, 6),
         ('m-report', '检验报告', '/qc/checkReport', 'qc/CheckReportList', 1, NULL, 7),
         ('m-assign', '派工', NULL, NULL, 2, 'rep:order:assign', 1),
         ('m-review', '审核', NULL, NULL, 2, 'hr:workerEntry:review', 1)`,
    )
    await tx.query(
      `INSERT INTO sys_role (id, role_name, role_code) VALUES ('ru', '甲', 'ru'), ('rv', '乙', 'rv'),
         ('rw', '丙', 'rw')`,
    )
    await tx.query(
      `INSERT INTO sys_user_role (id, user_id, role_id) VALUES ('ur1', 'u', 'ru'), ('ur2', 'v', 'rv'),
         ('ur3', 'w', 'rw')`,
    )
    await tx.query(
      `INSERT INTO sys_role_permission (id, role_id, permission_id) VALUES
         ('g1', 'ru', 'm-rep'), ('g2', 'ru', 'm-person'), ('g3', 'ru', 'm-leave'), ('g4', 'ru', 'm-assign'),
         ('g5', 'rv', 'm-review'), ('g6', 'rw', 'm-rep'), ('g7', 'rw', 'm-record'), ('g8', 'rw', 'm-card'),
         ('g9', 'rw', 'm-report')`,
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
    const answer = await dashboardHandlers.dashboardModuleFigures({} as never, handlerContext(db, root, W))
    expect(answer.result).toEqual({
      openRepairs: 7, // submitted, assigned, in progress, done (not yet confirmed); not confirmed or cancelled
      scheduledToday: 2, // a rest day (no shift) and yesterday do not count
      clockedInToday: 1, // p1 once, however many times; p2 only clocked out
      canteenTakingsToday: first ? 17.5 : 10.5, // meals less the refund; recharges are not takings
      canteenTakingsMonth: 17.5, // last month's meal is left out
      inspectionsPassed: 1,
      inspectionsFailed: 1, // the one 40 days ago is left out, and so is the report without a verdict
    })
  })

  it('answers only the figures of the modules the caller holds a page of', async () => {
    // 'u' holds the repair page (and HR and leave pages, which have no figures here): repairs only.
    const mine = await dashboardHandlers.dashboardModuleFigures({} as never, handlerContext(db, root))
    expect(mine.result).toEqual({ openRepairs: 7 })
    // 'v' holds a button of no module with figures; a user of no role at all ('nobody') sees none either.
    for (const userId of ['v', 'nobody']) {
      const none = await dashboardHandlers.dashboardModuleFigures(
        {} as never,
        handlerContext(db, root, { userId, username: userId, sessionId: 's9' }),
      )
      expect(none.result).toEqual({})
    }
  })
})

describe('dashboardWorkplace', () => {
  it('counts what waits for the user, only where they hold the permission, and ranks their pages by use', async () => {
    const answer = await dashboardHandlers.dashboardWorkplace({} as never, handlerContext(db, root))
    expect(answer.result).toEqual({
      repairsAssignedToMe: 2, // assigned and in progress; the done one and another's are left out
      repairsAwaitingDispatch: 1, // the one submitted order: 'u' holds rep:order:assign
      entriesAwaitingReview: 0, // 'u' does not hold hr:workerEntry:review
      leavesAwaitingApproval: 1, // 'u' holds the leave page; drafts wait for nobody
      shortcuts: [
        { name: '请假', url: '/att/leave', uses: 3 }, // the leave of 40 days ago is not counted
        { name: '报修单', url: '/rep/order', uses: 2 },
        { name: '员工档案', url: '/hr/person', uses: 0 },
      ], // 检验登记 is not granted to 'u', buttons are not pages
    })
  })

  it('shows another user their own work only', async () => {
    const answer = await dashboardHandlers.dashboardWorkplace(
      {} as never,
      handlerContext(db, root, { userId: 'v', username: 'v', sessionId: 's2' }),
    )
    expect(answer.result).toEqual({
      repairsAssignedToMe: 1,
      repairsAwaitingDispatch: 0,
      entriesAwaitingReview: 2,
      leavesAwaitingApproval: 0,
      shortcuts: [],
    })
  })
})

describe('dashboardModuleCharts', () => {
  it('answers the figures of each of the last days, oldest first, and the repair orders by status', async () => {
    const [dates] = await db.query<{ today: string; yesterday: string; three: string; first: boolean }>(
      `SELECT to_char(current_date, 'YYYY-MM-DD') AS today, to_char(current_date - 1, 'YYYY-MM-DD') AS yesterday,
         to_char(current_date - 3, 'YYYY-MM-DD') AS three, extract(day FROM now()) = 1 AS first`,
    )
    const answer = await dashboardHandlers.dashboardModuleCharts(
      { query: { days: 7 } } as never,
      handlerContext(db, root, W),
    )
    const days = answer.result?.days ?? []
    expect(days).toHaveLength(7)
    const byDay = new Map(days.map((day) => [day.day, day]))
    expect(days.at(-1)).toEqual({
      day: dates?.today,
      scheduled: 2,
      clockedIn: 1,
      takings: dates?.first ? 17.5 : 10.5,
      inspectionsPassed: 1,
      inspectionsFailed: 0,
    })
    expect(byDay.get(dates?.yesterday ?? '')).toMatchObject({ scheduled: 1, clockedIn: 1 })
    expect(byDay.get(dates?.three ?? '')).toMatchObject({ inspectionsPassed: 0, inspectionsFailed: 1 })
    expect(days.map((day) => day.day)).toEqual([...days.map((day) => day.day)].sort())
    expect(answer.result?.repairsByStatus).toEqual([
      { status: 'submitted', count: 1 },
      { status: 'assigned', count: 2 },
      { status: 'in_progress', count: 2 },
      { status: 'done', count: 2 },
      { status: 'confirmed', count: 1 },
      { status: 'cancelled', count: 1 },
    ])
  })
})

describe('dashboardModuleCharts of a caller holding some modules', () => {
  it('leaves out the series of the modules the caller holds no page of', async () => {
    const mine = await dashboardHandlers.dashboardModuleCharts(
      { query: { days: 7 } } as never,
      handlerContext(db, root),
    )
    expect(Object.keys(mine.result?.days.at(-1) ?? {})).toEqual(['day'])
    expect(mine.result?.repairsByStatus.length).toBeGreaterThan(0)
    const none = await dashboardHandlers.dashboardModuleCharts(
      { query: { days: 7 } } as never,
      handlerContext(db, root, { userId: 'nobody', username: 'nobody', sessionId: 's9' }),
    )
    expect(none.result?.repairsByStatus).toEqual([])
    expect(none.result?.days.every((day) => Object.keys(day).length === 1)).toBe(true)
  })
})
