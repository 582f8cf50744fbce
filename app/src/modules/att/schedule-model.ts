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
