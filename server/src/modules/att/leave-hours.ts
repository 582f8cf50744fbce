import {
  addDays,
  DEFAULT_WORKDAY,
  isWeekday,
  minuteOf,
  shiftInterval,
  workingMinutes,
  type ShiftTimes,
} from './shift-time'

/**
 * Hours of a leave request (docs/modules.md "hours (computed)"). The rule, per day D from the day before the
 * leave starts (a night shift begun then may run into it) to the day it ends:
 * - D has a schedule row with a shift: the minutes of the leave inside that shift (a crossing shift runs into
 *   D + 1), minus the part inside the shift's rest break (the break sits in the middle of the shift);
 * - D has a schedule row without a shift (rest day): nothing;
 * - D has no schedule row: a weekday counts as DEFAULT_WORKDAY (09:00–18:00, rest 12:00–13:00: 8 hours),
 *   a Saturday or Sunday counts nothing.
 * The hours are the minutes / 60, rounded to two decimals.
 */

/** What the schedule says about a day: a shift, null for a rest day, undefined for no schedule row. */
export type ScheduleLookup = (date: string) => ShiftTimes | null | undefined

export interface LeaveSpan {
  startTime: string
  endTime: string
}

/** The shift that counts on a day (see the rule above), or null when the day is not a working day. */
export function workingShiftOf(date: string, lookup: ScheduleLookup): ShiftTimes | null {
  const scheduled = lookup(date)
  if (scheduled !== undefined) return scheduled
  return isWeekday(date) ? DEFAULT_WORKDAY : null
}

/** Leave minutes per day (the day the shift starts), only days with minutes. */
export function leaveMinutesByDay(leave: LeaveSpan, lookup: ScheduleLookup): Map<string, number> {
  const from = minuteOf(leave.startTime)
  const to = minuteOf(leave.endTime)
  const minutes = new Map<string, number>()
  if (to <= from) return minutes
  const lastDay = leave.endTime.slice(0, 10)
  for (let day = addDays(leave.startTime.slice(0, 10), -1); day <= lastDay; day = addDays(day, 1)) {
    const shift = workingShiftOf(day, lookup)
    if (!shift) continue
    const worked = workingMinutes(shiftInterval(day, shift), from, to)
    if (worked > 0) minutes.set(day, worked)
  }
  return minutes
}

export const hoursOfMinutes = (minutes: number) => Math.round((minutes / 60) * 100) / 100

/** The hours of a leave request (see the rule above). */
export function leaveHours(leave: LeaveSpan, lookup: ScheduleLookup): number {
  let total = 0
  for (const minutes of leaveMinutesByDay(leave, lookup).values()) total += minutes
  return hoursOfMinutes(total)
}
