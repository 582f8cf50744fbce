import ExcelJS from 'exceljs'
import type { Queryable } from '../../db/database'
import { dispositionOf } from '../../excel/export-xlsx'
import { dictionaryTexts } from '../../db/dictionaries'
import { loadMonthSummary } from './summary-loader'

/** Every person of the month at once: the summary is computed in memory, a page of it is all of it. */
const ALL = 100_000

const COLUMNS = [
  ['workNo', '工号'],
  ['realname', '姓名'],
  ['month', '月份'],
  ['scheduledDays', '排班天数'],
  ['attendedDays', '出勤天数'],
  ['lateCount', '迟到次数'],
  ['lateMinutes', '迟到分钟'],
  ['earlyLeaveCount', '早退次数'],
  ['absentDays', '旷工天数'],
  ['leaveHours', '请假(小时)'],
  ['overtimeHours', '加班(小时)'],
] as const

/**
 * The monthly summary as an .xlsx workbook (docs/modules.md: every list exports): the list's columns for every
 * person of the month and department, then one column of leave hours per leave type (dictionary texts).
 */
export async function summaryWorkbook(
  db: Queryable,
  query: { month: string; departId?: string; personId?: string },
): Promise<{ bytes: Buffer; disposition: string }> {
  const { records } = await loadMonthSummary(db, { ...query, pageNo: 1, pageSize: ALL })
  const leaveTypes =
    (await dictionaryTexts(db, ['leave_type'])).get('leave_type') ?? new Map<string, string>()
  const title = `考勤月度汇总${query.month}`
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(title)
  sheet.columns = [
    ...COLUMNS.map(([key, header]) => ({ key, header, width: Math.max(10, header.length * 2 + 4) })),
    ...[...leaveTypes].map(([type, text]) => ({ key: `leave:${type}`, header: `${text}(小时)`, width: 12 })),
  ]
  sheet.getRow(1).font = { bold: true }
  for (const record of records) {
    sheet.addRow([
      ...COLUMNS.map(([key]) => record[key]),
      ...[...leaveTypes.keys()].map((type) => record.leaveHoursByType[type] ?? 0),
    ])
  }
  return { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), disposition: dispositionOf(title) }
}
