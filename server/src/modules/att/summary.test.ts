import { describe, expect, it } from 'vitest'
import { leaveHours } from './leave-hours'
import { daysOfMonth, shiftProblem, type ShiftTimes } from './shift-time'
import { summarizeMonth, type ApprovedLeave, type ClockEntry, type ScheduleEntry } from './summary'

/**
 * A constructed month, February 2026 (the 1st is a Sunday), with figures worked out by hand:
 * A works the day shift, B the night shift across midnight, C has no schedule at all.
 */
const DAY: ShiftTimes = {
  id: 'day',
  startTime: '08:00',
  endTime: '17:00',
  crossesMidnight: 0,
  restMinutes: 60, // 12:00–13:00, the middle of the shift
  lateGraceMinutes: 5,
  earlyLeaveGraceMinutes: 0,
}
const NIGHT: ShiftTimes = {
  id: 'night',
  startTime: '22:00',
  endTime: '06:00',
  crossesMidnight: 1,
  restMinutes: 30, // 01:45–02:15
  lateGraceMinutes: 0,
  earlyLeaveGraceMinutes: 10,
}

const schedules: ScheduleEntry[] = [
  ...['02', '03', '04', '05', '06'].map((day) => ({ personId: 'A', date: `2026-02-${day}`, shiftId: 'day' })),
  { personId: 'A', date: '2026-02-07', shiftId: null },
  { personId: 'B', date: '2026-01-31', shiftId: 'night' },
  ...['02', '03', '04'].map((day) => ({ personId: 'B', date: `2026-02-${day}`, shiftId: 'night' })),
]

const clock = (personId: string, clockTime: string, direction: 'in' | 'out'): ClockEntry => ({
  personId,
  clockTime,
  direction,
})

const records: ClockEntry[] = [
  // A, 2 Feb: on time; 2 minutes after the end are no overtime.
  clock('A', '2026-02-02 07:55:00', 'in'),
  clock('A', '2026-02-02 17:02:00', 'out'),
  // A, 3 Feb: 12 minutes late (grace 5) and gone at 16:30 (early leave).
  clock('A', '2026-02-03 08:12:00', 'in'),
  clock('A', '2026-02-03 16:30:00', 'out'),
  // A, 4 Feb: 4 minutes after the start is within the grace; out at 18:40 = 100 minutes = 3 blocks = 1.5 h.
  clock('A', '2026-02-04 08:04:00', 'in'),
  clock('A', '2026-02-04 18:40:00', 'out'),
  // A, 5 Feb: annual leave, no records. 6 Feb: nothing at all (absent). 7 Feb is a rest day: a stray record.
  clock('A', '2026-02-07 10:00:00', 'in'),
  // B, night of 31 Jan: belongs to January, its 06:00 out on 1 Feb counts nothing in February.
  clock('B', '2026-01-31 21:55:00', 'in'),
  clock('B', '2026-02-01 06:00:00', 'out'),
  // B, night of 2 Feb: 20 minutes late (no grace); out 06:35 next day = 35 minutes = 1 block = 0.5 h.
  clock('B', '2026-02-02 22:20:00', 'in'),
  clock('B', '2026-02-03 06:35:00', 'out'),
  // B, night of 3 Feb: out 05:45, before 06:00 − 10 minutes grace: early leave.
  clock('B', '2026-02-03 21:58:00', 'in'),
  clock('B', '2026-02-04 05:45:00', 'out'),
  // B, night of 4 Feb: sick until 02:00 (approved), in at 02:10: not late, the leave covers the start.
  clock('B', '2026-02-05 02:10:00', 'in'),
  clock('B', '2026-02-05 06:00:00', 'out'),
]

const leaves: ApprovedLeave[] = [
  { personId: 'A', type: 'annual', startTime: '2026-02-05 08:00:00', endTime: '2026-02-05 17:00:00' },
  // 22:00–02:00 = 240 minutes, 15 of them in the 01:45–02:15 break: 225 minutes = 3.75 h.
  { personId: 'B', type: 'sick', startTime: '2026-02-04 22:00:00', endTime: '2026-02-05 02:00:00' },
  // C has no schedule: Monday 9 Feb is a default 8-hour day, Tuesday 09:00–12:00 is 3 hours.
  { personId: 'C', type: 'personal', startTime: '2026-02-09 09:00:00', endTime: '2026-02-10 12:00:00' },
  // Friday 30 Jan to Monday 2 Feb: only Monday is in February (the weekend counts nothing): 8 hours.
  { personId: 'C', type: 'marriage', startTime: '2026-01-30 09:00:00', endTime: '2026-02-02 18:00:00' },
]

const input = {
  month: '2026-02',
  now: '2026-03-01 00:00:00',
  personIds: ['A', 'B', 'C'],
  shifts: [DAY, NIGHT],
  schedules,
  records,
  leaves,
}

describe('summarizeMonth on a constructed month', () => {
  const [a, b, c] = summarizeMonth(input)

  it('day shift: a late day, an early leave, overtime, a leave day and an absent day', () => {
    expect(a).toEqual({
      personId: 'A',
      month: '2026-02',
      scheduledDays: 5,
      attendedDays: 3,
      lateCount: 1,
      lateMinutes: 12,
      earlyLeaveCount: 1,
      absentDays: 1,
      leaveHours: 8,
      leaveHoursByType: { annual: 8 },
      overtimeHours: 1.5,
    })
  })

  it('night shift across midnight: records of the next morning belong to the night before', () => {
    expect(b).toEqual({
      personId: 'B',
      month: '2026-02',
      scheduledDays: 3,
      attendedDays: 3,
      lateCount: 1,
      lateMinutes: 20,
      earlyLeaveCount: 1,
      absentDays: 0,
      leaveHours: 3.75,
      leaveHoursByType: { sick: 3.75 },
      overtimeHours: 0.5,
    })
  })

  it('no schedule: leave counts default 8-hour weekdays and only the days of the month', () => {
    expect(c).toMatchObject({
      scheduledDays: 0,
      attendedDays: 0,
      absentDays: 0,
      leaveHours: 19,
      leaveHoursByType: { personal: 11, marriage: 8 },
    })
  })

  it('a shift that has not ended yet is not absent', () => {
    const early = summarizeMonth({ ...input, now: '2026-02-06 16:59:00', personIds: ['A'] })[0]
    const after = summarizeMonth({ ...input, now: '2026-02-06 17:00:00', personIds: ['A'] })[0]
    expect(early?.absentDays).toBe(0)
    expect(after?.absentDays).toBe(1)
  })

  it('a person without any data has zero figures', () => {
    expect(summarizeMonth({ ...input, personIds: ['Z'] })[0]).toMatchObject({
      scheduledDays: 0,
      attendedDays: 0,
      overtimeHours: 0,
      leaveHoursByType: {},
    })
  })
})

describe('overlapping approved leave', () => {
  it('counts the shared time once: a whole day and its afternoon are one 8-hour day', () => {
    const [figures] = summarizeMonth({
      month: '2026-12',
      now: '2026-12-31 23:59',
      personIds: ['D'],
      shifts: [],
      schedules: [],
      records: [],
      leaves: [
        { personId: 'D', type: 'personal', startTime: '2026-12-04 09:00:00', endTime: '2026-12-04 18:00:00' },
        { personId: 'D', type: 'annual', startTime: '2026-12-04 13:00:00', endTime: '2026-12-04 18:00:00' },
      ],
    })
    expect(figures?.leaveHours).toBe(8)
    expect(figures?.leaveHoursByType).toEqual({ personal: 8 })
  })
})

describe('leaveHours', () => {
  const schedule = new Map<string, ShiftTimes | null>([
    ['2026-02-02', DAY],
    ['2026-02-03', NIGHT],
    ['2026-02-07', null],
  ])
  const lookup = (date: string) => schedule.get(date)
  const hours = (startTime: string, endTime: string) => leaveHours({ startTime, endTime }, lookup)

  it('counts the scheduled shift minus its rest break', () => {
    expect(hours('2026-02-02 00:00:00', '2026-02-02 23:59:00')).toBe(8)
    expect(hours('2026-02-02 08:00:00', '2026-02-02 12:00:00')).toBe(4)
    expect(hours('2026-02-02 12:00:00', '2026-02-02 13:00:00')).toBe(0)
    expect(hours('2026-02-02 10:30:00', '2026-02-02 14:00:00')).toBe(2.5)
  })

  it('a night shift counts on the day it starts, into the next morning', () => {
    expect(hours('2026-02-03 22:00:00', '2026-02-04 06:00:00')).toBe(7.5)
    expect(hours('2026-02-04 00:00:00', '2026-02-04 06:00:00')).toBe(5.5)
  })

  it('a rest day and a weekend without a schedule count nothing; an unscheduled weekday counts 8 hours', () => {
    expect(hours('2026-02-07 00:00:00', '2026-02-08 23:59:00')).toBe(0)
    expect(hours('2026-02-05 00:00:00', '2026-02-06 23:59:00')).toBe(16)
  })

  it('an end before the start is no time', () => {
    expect(hours('2026-02-02 17:00:00', '2026-02-02 08:00:00')).toBe(0)
  })
})

describe('shift helpers', () => {
  it('lists the days of a month, leap years included', () => {
    expect(daysOfMonth('2026-02')).toHaveLength(28)
    expect(daysOfMonth('2028-02').at(-1)).toBe('2028-02-29')
    expect(daysOfMonth('2026-12').at(-1)).toBe('2026-12-31')
  })

  it('checks the shape of a shift', () => {
    expect(shiftProblem(DAY)).toBeNull()
    expect(shiftProblem(NIGHT)).toBeNull()
    expect(shiftProblem({ ...NIGHT, crossesMidnight: 0 })).toBe(
      '下班时间必须晚于上班时间（夜班请选择跨零点）',
    )
    expect(shiftProblem({ ...DAY, crossesMidnight: 1 })).toBe('跨零点班次的下班时间必须早于上班时间')
    expect(shiftProblem({ ...DAY, restMinutes: 540 })).toBe('休息分钟必须小于班次时长')
  })
})
