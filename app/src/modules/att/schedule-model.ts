import { getLocale, msg, t } from '@erp/ui-kit/i18n'
/** The month grid's data: rows of people with one shift per day, and what changed between two versions. */

/** A rest day in the grid (the server's null). */
export const REST = 'rest'
export const SCHEDULE_MESSAGES = {
  title: msg('排班'),
  month: msg('月份'),
  depart: msg('部门'),
  allDeparts: msg('全部部门'),
  rest: msg('休息'),
  loading: msg('正在加载排班…'),
  empty: msg('该月份没有可排班的员工'),
  pending: (changed: number) => t('发现上次未保存的排班修改（{{changed}} 人），是否恢复？', { changed }),
  restore: msg('恢复'),
  discard: msg('丢弃'),
  nothingChanged: msg('没有需要保存的修改'),
  failed: (message: string) => t('保存失败：{{message}}（修改已保留，可再次保存）', { message }),
  failedLoad: (message: string) => t('读取上月排班失败：{{message}}', { message }),
  search: msg('搜索人员'),
  searchPlaceholder: msg('姓名或工号，回车跳到表格'),
  shown: (shown: number, total: number) => t('显示 {{shown}} / {{total}} 人', { shown, total }),
  applied: (people: number, cells: number) =>
    t('已为 {{people}} 人修改 {{cells}} 个排班格，保存后生效', { people, cells }),
} as const

export interface ScheduleMonth {
  month: string
  days: string[]
  rows: { personId: string; workNo: string; realname: string; cells: Record<string, string | null> }[]
}

/** A grid row: the person and one field per day ('YYYY-MM-DD' → shift id or REST). */
export type GridRow = { id: string; workNo: string; realname: string } & Record<string, string | null>

export function toGridRows(data: ScheduleMonth): GridRow[] {
  return data.rows.map((row) => {
    const grid: GridRow = { id: row.personId, workNo: row.workNo, realname: row.realname }
    for (const day of data.days) grid[day] = row.cells[day] ?? REST
    return grid
  })
}

/** The rows whose cells differ from the saved ones, as the saveMonth body's rows (REST → null). */
export function changedCells(days: readonly string[], saved: readonly GridRow[], edited: readonly GridRow[]) {
  const savedById = new Map(saved.map((row) => [row.id, row]))
  const rows: { personId: string; cells: Record<string, string | null> }[] = []
  for (const row of edited) {
    const before = savedById.get(row.id)
    const cells: Record<string, string | null> = {}
    for (const day of days) {
      const value = row[day] ?? REST
      if (value !== (before?.[day] ?? REST)) cells[day] = value === REST ? null : value
    }
    if (Object.keys(cells).length) rows.push({ personId: row.id, cells })
  }
  return rows
}

export function dayTitle(day: string): string {
  const locale = getLocale()
  // 'narrow' is 日/一/二… in Chinese (as before); English takes Sun/Mon/Tue.
  const weekday = new Intl.DateTimeFormat(locale, {
    weekday: locale === 'zh-CN' ? 'narrow' : 'short',
  }).format(new Date(`${day}T00:00:00`))
  return `${Number(day.slice(8))} ${weekday}`
}

/** One cell a batch action set: the row, the day and the new value (a shift id or REST). */
export interface FilledCell {
  rowId: string
  key: string
  value: string
}

/** What a batch action did: all rows (changed ones replaced), the changed rows, and every cell it set. */
export interface BatchResult {
  rows: GridRow[]
  changed: GridRow[]
  cells: FilledCell[]
}

const pad = (value: number) => String(value).padStart(2, '0')

/** 'YYYY-MM-DD' moved by `offset` days. */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00`)
  date.setDate(date.getDate() + offset)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Saturday or Sunday. */
export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00`).getDay()
  return weekday === 0 || weekday === 6
}

/** The month before 'YYYY-MM'. */
export function previousMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number)
  return number === 1 ? `${year - 1}-12` : `${year}-${pad(number - 1)}`
}

/** Whether a row is the person searched for: name or work number contains the keyword (case-insensitive). */
export function matchesPerson(row: Pick<GridRow, 'workNo' | 'realname'>, keyword: string): boolean {
  const text = keyword.trim().toLowerCase()
  if (!text) return true
  return (
    String(row.workNo ?? '')
      .toLowerCase()
      .includes(text) || String(row.realname ?? '').includes(text)
  )
}

/** The weeks (Monday to Sunday) of the month: each week's Monday and its days inside the month. */
export function monthWeeks(days: readonly string[]): { monday: string; days: string[] }[] {
  const weeks: { monday: string; days: string[] }[] = []
  for (const day of days) {
    const weekday = (new Date(`${day}T00:00:00`).getDay() + 6) % 7 // Monday 0 … Sunday 6
    const monday = addDays(day, -weekday)
    const last = weeks.at(-1)
    if (last?.monday === monday) last.days.push(day)
    else weeks.push({ monday, days: [day] })
  }
  return weeks
}

/** Sets the cells of the rows `ids` on `days` to what `valueOf` answers (undefined: leave it). */
function batch(
  rows: readonly GridRow[],
  ids: ReadonlySet<string>,
  days: readonly string[],
  valueOf: (row: GridRow, day: string) => string | undefined,
): BatchResult {
  const changed: GridRow[] = []
  const cells: FilledCell[] = []
  const next = rows.map((row) => {
    if (!ids.has(row.id)) return row
    let copy: GridRow | null = null
    for (const day of days) {
      const value = valueOf(row, day)
      if (value === undefined || (row[day] ?? REST) === value) continue
      copy ??= { ...row }
      copy[day] = value
      cells.push({ rowId: row.id, key: day, value })
    }
    if (!copy) return row
    changed.push(copy)
    return copy
  })
  return { rows: changed.length ? next : [...rows], changed, cells }
}

/**
 * 批量排班: one shift (or REST) on every day from `from` to `to` (inclusive, within `days`) for the rows
 * `ids`; with `skipWeekends` Saturdays and Sundays are left as they are.
 */
export function fillRange(
  rows: readonly GridRow[],
  ids: ReadonlySet<string>,
  days: readonly string[],
  range: { from: string; to: string; value: string; skipWeekends: boolean },
): BatchResult {
  const chosen = days.filter(
    (day) => day >= range.from && day <= range.to && !(range.skipWeekends && isWeekend(day)),
  )
  return batch(rows, ids, chosen, () => range.value)
}

/**
 * 复制上周: each day of `week` (days of this month) takes the shift of the same weekday one week earlier,
 * read by `earlier(row, day)` (this month's rows, or the month before for the days before the 1st);
 * a day without a schedule is a rest day.
 */
export function copyPreviousWeek(
  rows: readonly GridRow[],
  ids: ReadonlySet<string>,
  week: readonly string[],
  earlier: (row: GridRow, day: string) => string | null | undefined,
): BatchResult {
  return batch(rows, ids, week, (row, day) => earlier(row, addDays(day, -7)) ?? REST)
}
