import type { FieldType } from '@erp/openapi/resources'
import type ExcelJS from 'exceljs'

/** Spreadsheet cells as import sees them, and the checks a value of each field type must pass. */

export type Plain = string | number | boolean | Date | null

/** A cell's value without rich text, hyperlinks or formulas; blank text is null. */
export function plainOf(value: ExcelJS.CellValue | undefined): Plain {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim()
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value
  if ('richText' in value) return plainOf(value.richText.map((part) => part.text).join(''))
  if ('formula' in value || 'sharedFormula' in value) {
    return plainOf((value as { result?: ExcelJS.CellValue }).result ?? null)
  }
  if ('text' in value) return plainOf(value.text)
  if ('error' in value) return String(value.error)
  return null
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** Excel dates carry no zone; exceljs reads them as UTC. */
const dateOf = (date: Date) =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
const dateTimeOf = (date: Date) =>
  `${dateOf(date)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`

/** Text of a cell for text fields: integral numbers without a decimal point, dates as yyyy-MM-dd HH:mm:ss. */
export function textOf(value: Exclude<Plain, null>): string {
  if (value instanceof Date) return dateTimeOf(value)
  return String(value)
}

const DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/
const DATE_TIME = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/

function validDate(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): boolean {
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  return (
    year >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  )
}

export type Parsed = { value: string | number } | { problem: string }

/** Integer ranges of PostgreSQL integer columns. */
export const INTEGER_RANGES: Record<string, number> = {
  smallint: 32_767,
  integer: 2_147_483_647,
  bigint: Number.MAX_SAFE_INTEGER,
}

/** A non-empty cell as a value of the field type, or what is wrong with it. */
export function parseCell(type: FieldType, cell: Exclude<Plain, null>, maxInteger: number): Parsed {
  switch (type) {
    case 'integer': {
      const number = typeof cell === 'number' ? cell : /^[-+]?\d+$/.test(String(cell)) ? Number(cell) : NaN
      if (!Number.isInteger(number)) return { problem: '必须是整数' }
      if (Math.abs(number) > maxInteger) return { problem: `超出范围（最大${maxInteger}）` }
      return { value: number }
    }
    case 'number': {
      const number =
        typeof cell === 'number' ? cell : /^[-+]?(\d+\.?\d*|\.\d+)$/.test(String(cell)) ? Number(cell) : NaN
      return Number.isFinite(number) ? { value: number } : { problem: '必须是数字' }
    }
    case 'date': {
      if (cell instanceof Date) return { value: dateOf(cell) }
      const match = DATE.exec(String(cell))
      const [year, month, day] = (match?.slice(1) ?? []).map(Number)
      if (!match || !year || !month || !day || !validDate(year, month, day))
        return { problem: '日期格式不正确，应为yyyy-MM-dd' }
      return { value: `${pad(year, 4)}-${pad(month)}-${pad(day)}` }
    }
    case 'datetime': {
      if (cell instanceof Date) return { value: dateTimeOf(cell) }
      const match = DATE_TIME.exec(String(cell))
      const [year, month, day, hour = 0, minute = 0, second = 0] = (match?.slice(1) ?? []).map((part) =>
        part === undefined ? 0 : Number(part),
      )
      if (!match || !year || !month || !day || !validDate(year, month, day, hour, minute, second))
        return { problem: '时间格式不正确，应为yyyy-MM-dd HH:mm:ss' }
      return {
        value: `${pad(year, 4)}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`,
      }
    }
    default:
      return { value: textOf(cell) }
  }
}
