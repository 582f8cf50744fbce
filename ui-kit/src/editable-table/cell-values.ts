/**
 * Pure value helpers of the editable table's cells (docs/spec.md §4, §5, §9). No React, no AG Grid.
 */
import type { SelectOption } from '../select/option'

/** A complete, optionally negative decimal number (docs/spec.md §5 "Number cells"). */
export const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/
/** What may stand in a number cell while typing: a prefix of an optionally negative decimal. */
const NUMBER_PREFIX_PATTERN = /^-?\d*\.?\d*$/

/**
 * Number cell while typing: "accept only an optionally negative decimal number; other input is
 * rejected". Returns `next` when it can still become such a number, otherwise `previous`.
 */
export function acceptNumberInput(previous: string, next: string): string {
  return NUMBER_PREFIX_PATTERN.test(next) ? next : previous
}

/**
 * Number cell on blur: a non-matching value becomes empty (`null`), a matching one a number.
 * Numbers pass through (NaN and infinities become empty).
 */
export function normalizeNumberOnBlur(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (!NUMBER_PATTERN.test(text)) return null
  // A few hundred digits overflow to Infinity, which no cell can store: empty, like a typed Infinity.
  const number = Number(text)
  return Number.isFinite(number) ? number : null
}

/**
 * Tags cell (docs/spec.md §4): typed semicolons are stripped and a semicolon is inserted after every two
 * characters, e.g. `ab;c;def` → `ab;cd;ef;`.
 */
export function normalizeTags(value: string): string {
  const characters = Array.from(value.replace(/;/g, ''))
  let result = ''
  for (let i = 0; i < characters.length; i++) {
    result += characters[i]
    if (i % 2 === 1) result += ';'
  }
  return result
}

/**
 * Tags cell while typing. A backspace that only removed an inserted semicolon also removes the
 * character before it (otherwise normalizing would put the semicolon straight back).
 */
export function applyTagsInput(previous: string, next: string): string {
  if (previous.endsWith(';') && next === previous.slice(0, -1)) {
    return normalizeTags(Array.from(next).slice(0, -1).join(''))
  }
  return normalizeTags(next)
}

/** The tags of a tags value: `ab;cd;e` → `['ab', 'cd', 'e']`. */
export function splitTags(value: unknown): string[] {
  if (typeof value !== 'string') return []
  return value.split(';').filter((tag) => tag !== '')
}

/**
 * Checkbox cell with `customValue: [checked, unchecked]` (docs/spec.md §3, e.g. `['Y', 'N']`): the stored
 * value → a boolean, and back.
 */
export function checkboxToBoolean(value: unknown, customValue?: readonly [unknown, unknown]): boolean {
  if (customValue) return value === customValue[0]
  return value === true || value === 'true' || value === 1 || value === '1'
}

export function booleanToCheckbox(checked: boolean, customValue?: readonly [unknown, unknown]): unknown {
  return customValue ? (checked ? customValue[0] : customValue[1]) : checked
}

/** Progress cell: the value as a whole percentage clamped to 0-100 (not a number → 0). */
export function progressPercent(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  if (!Number.isFinite(number)) return 0
  return Math.min(100, Math.max(0, Math.round(number)))
}

function pad(number: number): string {
  return number < 10 ? `0${number}` : String(number)
}

const DATE_TIME_PATTERN = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?)?/

/**
 * Date and datetime cells store text: `YYYY-MM-DD` and `YYYY-MM-DD HH:mm:ss` (docs/spec.md §9). Accepts a
 * `Date`, or text with a `T` or a space between date and time (what the grid's date editor gives).
 * Anything else becomes `null`.
 */
export function formatDateValue(value: unknown, withTime: boolean): string | null {
  let parts: [number, number, number, number, number, number] | null = null
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    parts = [
      value.getFullYear(),
      value.getMonth() + 1,
      value.getDate(),
      value.getHours(),
      value.getMinutes(),
      value.getSeconds(),
    ]
  } else if (typeof value === 'string') {
    const match = DATE_TIME_PATTERN.exec(value.trim())
    if (match) {
      const number = (index: number) => Number(match[index] ?? 0)
      parts = [number(1), number(2), number(3), number(4), number(5), number(6)]
    }
  }
  if (!parts) return null
  const [year, month, day, hours, minutes, seconds] = parts
  // A date that is not on the calendar (2024-02-30, 2024-13-01, 25:00) is unreadable, hence empty.
  if (year < 0 || year > 9999) return null // not writable as YYYY (a Date far in the past or future)
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0
  if (day < 1 || day > daysInMonth) return null
  if (hours > 23 || minutes > 59 || seconds > 59) return null
  const date = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`
  return withTime ? `${date} ${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : date
}

/** A dictionary item or option (docs/spec.md §3): `{ value, label, disabled }`, the shape Select and Combobox take. */
export type { SelectOption } from '../select/option'

/** The text shown for an option. */
export function optionText(option: SelectOption): string {
  return option.label
}

/** value → text for the options (the grid's `refData`). */
export function optionsToRefData(options: readonly SelectOption[]): Record<string, string> {
  const refData: Record<string, string> = {}
  for (const option of options) refData[option.value] = optionText(option)
  return refData
}

/** Thousands separated with commas (docs/spec.md §9), decimals kept as given. */
export function formatThousands(value: number): string {
  if (!Number.isFinite(value)) return ''
  const [whole = '', fraction] = String(Math.abs(value)).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`
}

/** docs/spec.md §9: a file name shown to `length` characters, then an ellipsis (`abcdefg.txt` → `abcde...`). */
export function ellipsisFileName(name: string, length = 5): string {
  const characters = Array.from(name)
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : name
}

/** Multi-select cell values are stored comma-separated (upstream); `'a,b'` or `['a', 'b']` → `['a', 'b']`. */
export function splitMultiple(value: unknown): string[] {
  const parts = Array.isArray(value)
    ? value.map((part) => String(part))
    : typeof value === 'string'
      ? value.split(',')
      : value === null || value === undefined
        ? []
        : [String(value)]
  return parts.map((part) => part.trim()).filter((part) => part !== '')
}

/** The stored value of a multi-select cell: the values comma-separated. */
export function joinMultiple(values: readonly string[]): string {
  return values.join(',')
}

/** docs/spec.md §4: at most `max` tags are shown; the rest are counted (`+N`). */
export function visibleTags<T>(values: readonly T[], max = 1): { shown: T[]; rest: number } {
  return { shown: values.slice(0, max), rest: Math.max(0, values.length - max) }
}

/** docs/spec.md §3 "Table upload cell value": status of a file cell. */
export type UploadCellStatus = 'uploading' | 'done' | 'error' | 'removed'

/** docs/spec.md §3: the value of an upload cell. */
export interface UploadCellValue {
  name: string
  type?: string
  size?: number
  status: UploadCellStatus
  /** 0-100 while uploading. */
  percent?: number | null
  /** The stored path once done. */
  path?: string
  /** The failure message in error. */
  message?: string
  responseName?: string
}

/**
 * The file of an upload cell: an upload value as it is, or a stored path (as upstream saves it)
 * shown as a done file named after the path. Anything else, and removed files, is no file.
 */
export function toUploadCellValue(value: unknown): UploadCellValue | null {
  if (typeof value === 'string') {
    const first = value.split(',')[0]?.trim() ?? ''
    if (first === '') return null
    const normalized = first.replace(/\\/g, '/')
    return { name: normalized.slice(normalized.lastIndexOf('/') + 1), path: first, status: 'done' }
  }
  if (value === null || typeof value !== 'object') return null
  const candidate = value as Partial<UploadCellValue>
  if (typeof candidate.name !== 'string' || candidate.status === 'removed') return null
  const status = candidate.status ?? 'done'
  return { ...candidate, name: candidate.name, status }
}

/** The stored path of an upload cell value, once its upload is done (what a form saves). */
export function uploadCellPath(value: unknown): string | null {
  const file = toUploadCellValue(value)
  return file?.status === 'done' && file.path ? file.path : null
}

/** The message of a failed upload: the error's, else `fallback` (docs/spec.md §8 table cell 'unknown error'). */
export function uploadErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return fallback
}
