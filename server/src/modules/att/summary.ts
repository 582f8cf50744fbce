import { hoursOfMinutes, leaveMinutesByDay, type LeaveSpan } from './leave-hours'
import {
  addDays,
  dateOfMinute,
  daysOfMonth,
  minuteOf,
  shiftInterval,
  type ShiftInterval,
  type ShiftTimes,
} from './shift-time'

/**
 * The monthly attendance summary (docs/modules.md), a pure function of plain data (summary-loader.ts reads it).
 *
 * Definitions, per person and month:
 * - scheduledDays: days of the month whose schedule row names a known shift.
 * - A clock record belongs to the scheduled day (of the month or the day before it) whose shift window
 *   [start − 4 h, end + 8 h) holds it; when two windows do, to the shift it is nearer to (0 inside the
 *   shift), the earlier day on a tie. A shift with crossesMidnight ends on the next day.
 * - attendedDays: scheduled days of the month with at least one record.
 * - late: the first 'in' of the day is after start + lateGraceMinutes; lateMinutes adds (first in − start).
 *   Not counted when approved leave covers the shift's start (a morning off).
 * - early leave: the last 'out' of the day is before end − earlyLeaveGraceMinutes. Not counted when
 *   approved leave covers the shift's end.
 * - A day with only an 'in' or only an 'out' is attended; the missing side counts neither late nor early.
 * - absentDays: scheduled days whose shift has ended by `now`, with no record and no approved leave
 *   overlapping the shift.
 * - overtimeHours: per day, the last 'out' beyond the shift end in whole 30-minute blocks (29 minutes
 *   count nothing, 95 minutes count 1.5 hours), summed.
 * - leaveHoursByType: approved leave of the days of the month, by leave type, hours as leave-hours.ts counts
 *   them (the schedule decides the working time of each day); leaveHours is their sum. Time two leaves
 *   share counts once, for the one that starts first, so a day never has more leave than its working time.
 */

export interface ScheduleEntry {
  personId: string
  date: string
  shiftId: string | null
}

export interface ClockEntry {
  personId: string
  clockTime: string
  direction: string
}

export interface ApprovedLeave extends LeaveSpan {
  personId: string
  type: string
}

export interface SummaryInput {
  month: string
  /** Days whose shift ends later than this are not yet judged absent ('YYYY-MM-DD HH:mm[:ss]'). */
  now: string
  personIds: readonly string[]
  shifts: readonly ShiftTimes[]
  /** Rows of the month and of the day before it. */
  schedules: readonly ScheduleEntry[]
  records: readonly ClockEntry[]
  /** Approved leave only. */
  leaves: readonly ApprovedLeave[]
}

export interface MonthFigures {
  personId: string
  month: string
  scheduledDays: number
  attendedDays: number
  lateCount: number
  lateMinutes: number
  earlyLeaveCount: number
  absentDays: number
  leaveHours: number
  leaveHoursByType: Record<string, number>
  overtimeHours: number
}

export const WINDOW_BEFORE_START = 4 * 60
export const WINDOW_AFTER_END = 8 * 60
export const OVERTIME_BLOCK = 30

interface ScheduledDay {
  interval: ShiftInterval
  shift: ShiftTimes
  inMonth: boolean
  ins: number[]
  outs: number[]
}

const groupBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const group = groups.get(key(item))
    if (group) group.push(item)
    else groups.set(key(item), [item])
  }
  return groups
}

const distance = (minute: number, interval: ShiftInterval) =>
  minute < interval.start ? interval.start - minute : minute > interval.end ? minute - interval.end : 0

const timeOfMinute = (minute: number) => {
  const date = new Date(minute * 60_000)
  return `${dateOfMinute(minute)} ${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`
}

/**
 * Leaves of one person as time that is counted once: in the order they start, each keeps only the part after
 * the leaves before it end, so two approved leaves over one afternoon never count it twice (the server refuses
 * such overlaps now; rows stored before that may still overlap).
 */
function withoutOverlaps<L extends ApprovedLeave>(
  spans: ReadonlyArray<{ leave: L; from: number; to: number }>,
): L[] {
  const sorted = [...spans].sort((a, b) => a.from - b.from || a.to - b.to)
  const kept: L[] = []
  let coveredUntil = Number.NEGATIVE_INFINITY
  for (const { leave, from, to } of sorted) {
    const start = Math.max(from, coveredUntil)
    if (start < to) kept.push(start === from ? leave : { ...leave, startTime: timeOfMinute(start) })
    coveredUntil = Math.max(coveredUntil, to)
  }
  return kept
}

export function summarizeMonth(input: SummaryInput): MonthFigures[] {
  const days = daysOfMonth(input.month)
  const firstDay = days[0] ?? `${input.month}-01`
  const dayBefore = addDays(firstDay, -1)
  const monthDays = new Set(days)
  const nowMinute = minuteOf(input.now)
  const shiftsById = new Map(input.shifts.map((shift) => [shift.id, shift]))
  const schedulesOf = groupBy(input.schedules, (entry) => entry.personId)
  const recordsOf = groupBy(input.records, (entry) => entry.personId)
  const leavesOf = groupBy(input.leaves, (entry) => entry.personId)

  return input.personIds.map((personId) => {
    const scheduleByDate = new Map<string, ShiftTimes | null>()
    const scheduled: ScheduledDay[] = []
    for (const entry of schedulesOf.get(personId) ?? []) {
      const shift = entry.shiftId ? (shiftsById.get(entry.shiftId) ?? null) : null
      scheduleByDate.set(entry.date, shift)
      if (!shift || (entry.date !== dayBefore && !monthDays.has(entry.date))) continue
      scheduled.push({
        interval: shiftInterval(entry.date, shift),
        shift,
        inMonth: monthDays.has(entry.date),
        ins: [],
        outs: [],
      })
    }
    scheduled.sort((a, b) => a.interval.start - b.interval.start)

    for (const record of recordsOf.get(personId) ?? []) {
      const minute = minuteOf(record.clockTime)
      let owner: ScheduledDay | undefined
      for (const day of scheduled) {
        const { start, end } = day.interval
        if (minute < start - WINDOW_BEFORE_START || minute >= end + WINDOW_AFTER_END) continue
        if (!owner || distance(minute, day.interval) < distance(minute, owner.interval)) owner = day
      }
      if (owner) (record.direction === 'in' ? owner.ins : owner.outs).push(minute)
    }

    const lookup = (date: string) => scheduleByDate.get(date)
    const leaveSpans = (leavesOf.get(personId) ?? []).map((leave) => ({
      leave,
      from: minuteOf(leave.startTime),
      to: minuteOf(leave.endTime),
    }))
    const leaveCovers = (minute: number) => leaveSpans.some(({ from, to }) => from <= minute && minute < to)
    const leaveOverlaps = (interval: ShiftInterval) =>
      leaveSpans.some(({ from, to }) => from < interval.end && interval.start < to)

    const figures: MonthFigures = {
      personId,
      month: input.month,
      scheduledDays: 0,
      attendedDays: 0,
      lateCount: 0,
      lateMinutes: 0,
      earlyLeaveCount: 0,
      absentDays: 0,
      leaveHours: 0,
      leaveHoursByType: {},
      overtimeHours: 0,
    }
    let overtimeMinutes = 0
    for (const day of scheduled) {
      if (!day.inMonth) continue
      const { interval, shift } = day
      figures.scheduledDays += 1
      if (day.ins.length === 0 && day.outs.length === 0) {
        if (interval.end <= nowMinute && !leaveOverlaps(interval)) figures.absentDays += 1
        continue
      }
      figures.attendedDays += 1
      const firstIn = day.ins.length ? Math.min(...day.ins) : null
      const lastOut = day.outs.length ? Math.max(...day.outs) : null
      if (
        firstIn !== null &&
        firstIn > interval.start + shift.lateGraceMinutes &&
        !leaveCovers(interval.start)
      ) {
        figures.lateCount += 1
        figures.lateMinutes += firstIn - interval.start
      }
      if (lastOut !== null) {
        if (lastOut < interval.end - shift.earlyLeaveGraceMinutes && !leaveCovers(interval.end - 1)) {
          figures.earlyLeaveCount += 1
        }
        if (lastOut > interval.end) {
          overtimeMinutes += Math.floor((lastOut - interval.end) / OVERTIME_BLOCK) * OVERTIME_BLOCK
        }
      }
    }
    figures.overtimeHours = overtimeMinutes / 60

    const leaveMinutesByType = new Map<string, number>()
    for (const leave of withoutOverlaps(leaveSpans)) {
      for (const [date, minutes] of leaveMinutesByDay(leave, lookup)) {
        if (!monthDays.has(date)) continue
        leaveMinutesByType.set(leave.type, (leaveMinutesByType.get(leave.type) ?? 0) + minutes)
      }
    }
    let leaveMinutes = 0
    for (const [type, minutes] of leaveMinutesByType) {
      figures.leaveHoursByType[type] = hoursOfMinutes(minutes)
      leaveMinutes += minutes
    }
    figures.leaveHours = hoursOfMinutes(leaveMinutes)
    return figures
  })
}
