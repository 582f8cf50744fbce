/**
 * Wall-clock arithmetic of the attendance module. Times are the database's naive local timestamps
 * ('YYYY-MM-DD HH:mm[:ss]'); they are turned into whole minutes on one line (computed as if UTC, so no time
 * zone or daylight saving ever shifts them) and compared as integers.
 */

/** The shift fields the computations need (a row of att_shift). */
export interface ShiftTimes {
  id: string
  startTime: string
  endTime: string
  /** 1: the shift ends the next day (22:00–06:00). */
  crossesMidnight: number
  restMinutes: number
  lateGraceMinutes: number
  earlyLeaveGraceMinutes: number
}

/** A shift placed on a day, in minutes on the common line; the rest break sits in the middle of the shift. */
export interface ShiftInterval {
  date: string
  start: number
  end: number
  restStart: number
  restEnd: number
}

const MINUTES_PER_DAY = 24 * 60
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/

/** Minutes on the common line of a 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]' (seconds are dropped). */
export function minuteOf(dateTime: string): number {
  const match = DATE_TIME.exec(dateTime)
  if (!match) throw new Error(`not a date or time: ${dateTime}`)
  const [, year, month, day, hour = '0', minute = '0'] = match
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute)) / 60_000
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The 'YYYY-MM-DD' of a minute on the common line. */
export function dateOfMinute(minute: number): string {
  const date = new Date(minute * 60_000)
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

export const addDays = (date: string, days: number) => dateOfMinute(minuteOf(date) + days * MINUTES_PER_DAY)

/** Every day of a month 'YYYY-MM' as 'YYYY-MM-DD'. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = []
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day)
  return days
}

/** Monday to Friday. */
export function isWeekday(date: string): boolean {
  const weekday = new Date(minuteOf(date) * 60_000).getUTCDay()
  return weekday >= 1 && weekday <= 5
}

const clockMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/** A shift on a day: a crossing shift ends on the next day. */
export function shiftInterval(date: string, shift: ShiftTimes): ShiftInterval {
  const day = minuteOf(date)
  const start = day + clockMinutes(shift.startTime)
  const end = day + clockMinutes(shift.endTime) + (shift.crossesMidnight ? MINUTES_PER_DAY : 0)
  const rest = Math.min(Math.max(shift.restMinutes, 0), Math.max(end - start, 0))
  const restStart = Math.floor((start + end - rest) / 2)
  return { date, start, end, restStart, restEnd: restStart + rest }
}

/** The shape problems of a shift, as the form and the server report them (null when it is fine). */
export function shiftProblem(shift: Omit<ShiftTimes, 'id'>): string | null {
  const start = clockMinutes(shift.startTime)
  const end = clockMinutes(shift.endTime)
  if (shift.crossesMidnight && end >= start) return '跨零点班次的下班时间必须早于上班时间'
  if (!shift.crossesMidnight && end <= start) return '下班时间必须晚于上班时间（夜班请选择跨零点）'
  const length = shift.crossesMidnight ? end + MINUTES_PER_DAY - start : end - start
  if (shift.restMinutes >= length) return '休息分钟必须小于班次时长'
  return null
}

const overlap = (from: number, to: number, start: number, end: number) =>
  Math.max(0, Math.min(to, end) - Math.max(from, start))

/** Minutes of [from, to) that fall in the shift's working time (the shift minus its rest break). */
export function workingMinutes(interval: ShiftInterval, from: number, to: number): number {
  return (
    overlap(from, to, interval.start, interval.end) - overlap(from, to, interval.restStart, interval.restEnd)
  )
}

/**
 * The working day assumed for a person with no schedule row on a weekday: 09:00–18:00 with an hour's rest
 * (8 hours). Weekends without a schedule row are not working days.
 */
export const DEFAULT_WORKDAY: ShiftTimes = {
  id: 'default-workday',
  startTime: '09:00',
  endTime: '18:00',
  crossesMidnight: 0,
  restMinutes: 60,
  lateGraceMinutes: 0,
  earlyLeaveGraceMinutes: 0,
}
