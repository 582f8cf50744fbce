import { mkdtempSync, rmSync } from 'node:fs'
import { handlerContext } from '../handler-context.test-helper'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerContext } from '../../context'
import { openDatabase, type Database } from '../../db/database'
import { englishMessage } from '../../http/message-language'
import { migratedDataDir } from '../../test-support/seeded-data-dir.test-helper'
import { personId, seedHr } from '../hr/seed'
import {
  attHandlers,
  LEAVE_END_BEFORE_START,
  LEAVE_NOT_DRAFT,
  leaveOverlaps,
  CLOCK_IN_FUTURE,
  clockTimeInFuture,
  MANUAL_NOTE_REQUIRED,
  SCHEDULE_TAKEN,
} from './routes'
import { SEED_LEAVES, SHIFT_IDS, seedAtt } from './seed'
import { daysOfMonth, isWeekday } from './shift-time'

/**
 * The att handlers (and the generic CRUD they delegate to) on a fresh embedded database with the HR and att
 * seeds: the seed's volumes and speed, the rules of the overrides, the month grid, the leave workflow and the
 * summary over data written here (a month far from the seeded one).
 */

const root = mkdtempSync(join(tmpdir(), 'erp-att-test-'))
let db: Database
let context: ServerContext & {
  user: { userId: string; username: string; sessionId: string }
  tenantId: string
}
let seedMs = 0

type Handler = (input: never, ctx: typeof context) => Promise<unknown>
interface Answer {
  success: boolean
  message: string
  result: unknown
}
const call = async (
  op: keyof typeof attHandlers,
  input: { body?: Record<string, unknown>; query?: Record<string, unknown> },
) =>
  (await (attHandlers[op] as unknown as Handler)(
    { body: input.body ?? {}, query: input.query ?? {} } as never,
    context,
  )) as Answer

const PERSON = personId(1)
const OTHER = personId(2)

beforeAll(async () => {
  db = await openDatabase(await migratedDataDir(root))
  await seedHr(db)
  const started = performance.now()
  await db.transaction((tx) => seedAtt(tx))
  seedMs = performance.now() - started
  context = handlerContext(db, root)
}, 120_000)

afterAll(async () => {
  await db?.close()
  rmSync(root, { recursive: true, force: true })
})

const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ count: number }>(sql, params))[0]?.count ?? -1

describe('the att seed', () => {
  it('has shifts, weekday schedules of the current month for 300 persons, leaves and records', async () => {
    const [{ month } = { month: '' }] = await db.query<{ month: string }>(
      `SELECT to_char(localtimestamp, 'YYYY-MM') AS month`,
    )
    const weekdays = daysOfMonth(month).filter(isWeekday).length
    expect(await count('SELECT count(*)::int AS count FROM att_shift')).toBe(4)
    expect(await count('SELECT count(*)::int AS count FROM att_schedule')).toBe(300 * weekdays)
    expect(await count('SELECT count(*)::int AS count FROM att_leave')).toBe(SEED_LEAVES)
    expect(
      await count(`SELECT count(*)::int AS count FROM att_record WHERE clock_time > localtimestamp`),
    ).toBe(0)
    expect(
      await count(
        `SELECT count(*)::int AS count FROM att_record r LEFT JOIN att_schedule s ON s.person_id = r.person_id
         WHERE s.id IS NULL`,
      ),
    ).toBe(0)
    await seedAtt(db) // a second run does nothing
    expect(await count('SELECT count(*)::int AS count FROM att_shift')).toBe(4)
    // As the test reset does it, again and again: empty the tables and seed in one transaction. CPU time is
    // measured besides wall time: this machine is shared, its wall time says more about the others' load.
    const started = performance.now()
    const cpu = process.cpuUsage()
    await db.transaction(async (tx) => {
      await tx.query('TRUNCATE att_leave, att_record, att_schedule, att_shift')
      await seedAtt(tx)
    })
    const used = process.cpuUsage(cpu)
    const cpuMs = (used.user + used.system) / 1000
    const againMs = performance.now() - started
    console.log(
      `seedAtt: ${seedMs.toFixed(0)} ms cold; on a reset ${againMs.toFixed(0)} ms wall, ${cpuMs.toFixed(0)} ms CPU`,
    )
  })
})

describe('the CRUD overrides', () => {
  it('refuses a shift whose times do not fit its midnight flag', async () => {
    const shift = { code: 'X1', name: '试班', startTime: '22:00', endTime: '06:00', restMinutes: 0 }
    const refused = await call('attShiftAdd', { body: { ...shift, crossesMidnight: 0 } })
    expect(refused).toMatchObject({ success: false, message: '下班时间必须晚于上班时间（夜班请选择跨零点）' })
    expect((await call('attShiftAdd', { body: { ...shift, crossesMidnight: 1 } })).success).toBe(true)
  })

  it('refuses a clock time later than now in every time zone, on add and on edit', async () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-06 08:00:00`
    const record = { personId: PERSON, clockTime: nextYear, direction: 'in', source: 'device' }
    expect(await call('attRecordAdd', { body: record })).toMatchObject({
      success: false,
      message: CLOCK_IN_FUTURE,
    })
    const today = new Date().toISOString().slice(0, 10)
    expect(
      (await call('attRecordAdd', { body: { ...record, clockTime: `${today} 23:59:00` } })).success,
    ).toBe(true)
    const [stored] = await db.query<{ id: string }>(
      `SELECT id FROM att_record WHERE clock_time = $1::timestamp`,
      [`${today} 23:59:00`],
    )
    expect(await call('attRecordEdit', { body: { id: stored?.id, clockTime: nextYear } })).toMatchObject({
      message: CLOCK_IN_FUTURE,
    })
    expect(clockTimeInFuture('2027-01-01 00:00:00', Date.parse('2026-11-27T00:00:00Z'))).toBe(true)
    expect(clockTimeInFuture('2026-11-27 20:00:00', Date.parse('2026-11-27T00:00:00Z'))).toBe(false)
  })

  it('requires a note on a manual clock record, on add and on edit', async () => {
    const record = { personId: PERSON, clockTime: '2020-01-06 08:00:00', direction: 'in', source: 'manual' }
    expect(await call('attRecordAdd', { body: record })).toMatchObject({
      success: false,
      message: MANUAL_NOTE_REQUIRED,
    })
    expect(await call('attRecordAdd', { body: { ...record, note: '  ' } })).toMatchObject({ success: false })
    expect((await call('attRecordAdd', { body: { ...record, note: '忘带工牌' } })).success).toBe(true)
    const [stored] = await db.query<{ id: string }>(`SELECT id FROM att_record WHERE note = '忘带工牌'`)
    expect(await call('attRecordEdit', { body: { id: stored?.id, note: '' } })).toMatchObject({
      message: MANUAL_NOTE_REQUIRED,
    })
    expect((await call('attRecordEdit', { body: { id: stored?.id, source: 'app', note: '' } })).success).toBe(
      true,
    )
  })

  it('keeps one schedule row per person and day', async () => {
    const row = { personId: OTHER, date: '2020-01-07', shiftId: SHIFT_IDS.day }
    expect((await call('attScheduleAdd', { body: row })).success).toBe(true)
    expect(await call('attScheduleAdd', { body: { ...row, shiftId: null } })).toMatchObject({
      success: false,
      message: SCHEDULE_TAKEN,
    })
    expect(
      await call('attScheduleAdd', { body: { ...row, date: '2020-01-08', shiftId: 'nope' } }),
    ).toMatchObject({
      message: '班次不存在：nope',
    })
  })
})

describe('leave', () => {
  it('computes the hours on add and edit, and moves only along the workflow', async () => {
    // 2020-01-06 is a Monday: person 1 has the day shift (08:00–17:00, rest 60) that day, nothing on the 7th.
    await call('attScheduleSaveMonth', {
      body: { month: '2020-01', rows: [{ personId: PERSON, cells: { '2020-01-06': SHIFT_IDS.day } }] },
    })
    const leave = {
      personId: PERSON,
      type: 'annual',
      startTime: '2020-01-06 08:00:00',
      endTime: '2020-01-07 12:00:00',
      hours: 999,
      reason: '探亲',
    }
    expect(await call('attLeaveAdd', { body: { ...leave, endTime: '2020-01-06 07:00:00' } })).toMatchObject({
      message: LEAVE_END_BEFORE_START,
    })
    expect((await call('attLeaveAdd', { body: leave })).success).toBe(true)
    const [stored] = await db.query<{ id: string; hours: string; status: string }>(
      `SELECT id, hours::text, status FROM att_leave WHERE reason = '探亲'`,
    )
    // 8 hours of the day shift on the 6th + 09:00–12:00 of a default working day on the 7th.
    expect(stored).toMatchObject({ hours: '11.00', status: 'draft' })
    const id = stored?.id
    expect((await call('attLeaveEdit', { body: { id, endTime: '2020-01-06 12:00:00' } })).success).toBe(true)
    expect(
      (await db.query<{ hours: string }>('SELECT hours::text FROM att_leave WHERE id = $1', [id]))[0],
    ).toEqual({
      hours: '4.00',
    })
    expect(await call('attLeaveStatus', { body: { id, status: 'approved' } })).toMatchObject({
      success: false,
      message: '请假状态不能从「草稿」变为「已批准」',
    })
    expect(await call('attLeaveStatus', { body: { id, status: 'submitted' } })).toMatchObject({
      success: true,
      message: '请假已提交',
    })
    expect(await call('attLeaveEdit', { body: { id, reason: '改' } })).toMatchObject({
      message: LEAVE_NOT_DRAFT,
    })
    expect((await call('attLeaveStatus', { body: { id, status: 'approved' } })).success).toBe(true)
    expect(await call('attLeaveStatus', { body: { id, status: 'rejected' } })).toMatchObject({
      success: false,
    })
    expect(await call('attLeaveStatus', { body: { id: 'missing', status: 'submitted' } })).toMatchObject({
      message: '未找到对应数据',
    })
  })
})

describe('overlapping leave', () => {
  it('is refused on add and edit, and a stored overlap is not approved twice', async () => {
    const personal = {
      personId: OTHER,
      type: 'personal',
      startTime: '2020-03-04 09:00:00',
      endTime: '2020-03-04 18:00:00',
      reason: '重叠一',
    }
    expect((await call('attLeaveAdd', { body: personal })).success).toBe(true)
    const afternoon = { ...personal, type: 'annual', startTime: '2020-03-04 13:00:00', reason: '重叠二' }
    expect(await call('attLeaveAdd', { body: afternoon })).toMatchObject({
      success: false,
      message: leaveOverlaps('2020-03-04 09:00', '2020-03-04 18:00'),
    })
    // Another day is no overlap; moved onto the first one by an edit, it is.
    const next = { ...afternoon, startTime: '2020-03-05 09:00:00', endTime: '2020-03-05 12:00:00' }
    expect((await call('attLeaveAdd', { body: next })).success).toBe(true)
    const idOf = async (reason: string) =>
      (await db.query<{ id: string }>('SELECT id FROM att_leave WHERE reason = $1', [reason]))[0]?.id
    const secondId = await idOf('重叠二')
    expect(
      await call('attLeaveEdit', { body: { id: secondId, startTime: '2020-03-04 17:00:00' } }),
    ).toMatchObject({ success: false, message: leaveOverlaps('2020-03-04 09:00', '2020-03-04 18:00') })
    // Two overlapping rows written before the rule: the second is not approved.
    await db.query(
      `UPDATE att_leave SET start_time = '2020-03-04 13:00', end_time = '2020-03-04 18:00', status = 'submitted'
       WHERE id = $1`,
      [secondId],
    )
    const firstId = await idOf('重叠一')
    await db.query(`UPDATE att_leave SET status = 'submitted' WHERE id = $1`, [firstId])
    expect((await call('attLeaveStatus', { body: { id: firstId, status: 'approved' } })).success).toBe(true)
    expect(await call('attLeaveStatus', { body: { id: secondId, status: 'approved' } })).toMatchObject({
      success: false,
      message: leaveOverlaps('2020-03-04 09:00', '2020-03-04 18:00'),
    })
    expect(englishMessage(leaveOverlaps('2020-03-04 09:00', '2020-03-04 18:00'))).toBe(
      'This employee already has leave in this period: 2020-03-04 09:00 to 2020-03-04 18:00',
    )
  })
})

describe('the month grid', () => {
  it('answers every day of the month per person and saves cells in one go', async () => {
    const before = await call('attScheduleMonth', { query: { month: '2030-02' } })
    const grid = before.result as {
      days: string[]
      rows: { personId: string; workNo: string; cells: Record<string, string | null> }[]
    }
    expect(grid.days).toHaveLength(28)
    expect(grid.rows.length).toBeGreaterThan(250) // resigned staff without a schedule are left out
    expect(grid.rows[0]).toMatchObject({ workNo: 'W00001', cells: { '2030-02-01': null } })

    const saved = await call('attScheduleSaveMonth', {
      body: {
        month: '2030-02',
        rows: [
          { personId: PERSON, cells: { '2030-02-01': SHIFT_IDS.night, '2030-02-02': null } },
          { personId: OTHER, cells: { '2030-02-01': SHIFT_IDS.middle } },
        ],
      },
    })
    expect(saved).toMatchObject({ success: true, result: { saved: 3 } })
    await call('attScheduleSaveMonth', {
      body: { month: '2030-02', rows: [{ personId: PERSON, cells: { '2030-02-01': SHIFT_IDS.day } }] },
    })
    const after = (await call('attScheduleMonth', { query: { month: '2030-02' } })).result as typeof grid
    const first = after.rows.find((row) => row.personId === PERSON)
    expect(first?.cells['2030-02-01']).toBe(SHIFT_IDS.day)
    expect(after.rows.find((row) => row.personId === OTHER)?.cells['2030-02-01']).toBe(SHIFT_IDS.middle)
    expect(
      await count(
        `SELECT count(*)::int AS count FROM att_schedule WHERE person_id = $1 AND date = '2030-02-02'`,
        [PERSON],
      ),
    ).toBe(1)
  })

  it('refuses an unknown shift, an unknown person or a day of another month, and writes nothing', async () => {
    const rows = (cells: Record<string, string | null>, who = PERSON) => [{ personId: who, cells }]
    expect(
      await call('attScheduleSaveMonth', {
        body: {
          month: '2030-03',
          rows: [...rows({ '2030-03-02': SHIFT_IDS.day }), ...rows({ '2030-03-03': 'bad' })],
        },
      }),
    ).toMatchObject({ success: false, message: '班次不存在：bad' })
    expect(
      await call('attScheduleSaveMonth', {
        body: { month: '2030-03', rows: rows({ '2030-03-02': null }, 'ghost') },
      }),
    ).toMatchObject({ success: false, message: '员工不存在：ghost' })
    expect(
      await call('attScheduleSaveMonth', { body: { month: '2030-03', rows: rows({ '2030-04-01': null }) } }),
    ).toMatchObject({ success: false, message: '日期不在 2030-03 月内：2030-04-01' })
    expect(await count(`SELECT count(*)::int AS count FROM att_schedule WHERE date >= '2030-03-01'`)).toBe(0)
  })
})

describe('the monthly summary', () => {
  it('computes the figures of a person from the stored month', async () => {
    // 2020-01: person 1 has the day shift on the 6th (annual leave 08:00–12:00, approved above) and on 8–10.
    await call('attScheduleSaveMonth', {
      body: {
        month: '2020-01',
        rows: [
          {
            personId: PERSON,
            cells: {
              '2020-01-08': SHIFT_IDS.day,
              '2020-01-09': SHIFT_IDS.day,
              '2020-01-10': SHIFT_IDS.night,
            },
          },
        ],
      },
    })
    await db.query(`DELETE FROM att_record WHERE person_id = $1`, [PERSON])
    await db.query(
      `INSERT INTO att_record (id, person_id, clock_time, direction, source)
       SELECT md5(t || d), $1, t::timestamp, d, 'device' FROM unnest($2::text[], $3::text[]) AS r(t, d)`,
      [
        PERSON,
        ['2020-01-06 12:55:00', '2020-01-06 17:00:00', '2020-01-08 08:30:00', '2020-01-08 18:05:00'],
        ['in', 'out', 'in', 'out'],
      ],
    )
    // The night shift of the 10th (22:00 → 06:00 on the 11th): in on time, out at 06:00.
    await db.query(
      `INSERT INTO att_record (id, person_id, clock_time, direction, source) VALUES
       ('n1n1n1n1n1n1n1n1n1n1n1n1n1n1n1n1', $1, '2020-01-10 21:58', 'in', 'device'),
       ('n2n2n2n2n2n2n2n2n2n2n2n2n2n2n2n2', $1, '2020-01-11 06:00', 'out', 'device')`,
      [PERSON],
    )
    const answer = await call('attSummaryList', { query: { month: '2020-01', personId: PERSON } })
    expect(answer.result).toMatchObject({
      total: 1,
      records: [
        {
          personId: PERSON,
          workNo: 'W00001',
          scheduledDays: 4,
          attendedDays: 3,
          lateCount: 1, // the 8th, 30 minutes (the 6th's morning is on leave)
          lateMinutes: 30,
          earlyLeaveCount: 0,
          absentDays: 1, // the 9th
          leaveHoursByType: { annual: 4 },
          overtimeHours: 1, // 18:05 on the 8th: 65 minutes = 2 blocks
        },
      ],
    })
    const page = (await call('attSummaryList', { query: { month: '2020-01', pageNo: 2, pageSize: 20 } }))
      .result
    expect(page).toMatchObject({ current: 2, size: 20, records: expect.any(Array) })
  })
})
