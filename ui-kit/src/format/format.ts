import dayjs from 'dayjs'
import { getLocale, type Locale } from '../i18n/i18n'

/** docs/spec.md §9 display formats and limits. */
export const DATE_FORMAT = 'YYYY-MM-DD'
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'
export const DEFAULT_ELLIPSIS_LENGTH = 25

export type DateInput = string | number | Date | null | undefined

export interface NumberFormatOptions {
  /** Fixed number of decimals (rounded); by default the decimals of the value are kept as they are. */
  decimals?: number
  /** Text for an empty value (null, undefined, ''). Default '0', as the upstream NumberFormat filter. */
  empty?: string
}

const separators = new Map<Locale, string>()
/** The locale's grouping separator, from Intl (',' for both zh-CN and en-US, as docs/spec.md §9 writes). */
export function groupSeparator(locale: Locale = getLocale()): string {
  let separator = separators.get(locale)
  if (separator === undefined) {
    const part = new Intl.NumberFormat(locale).formatToParts(1000).find((p) => p.type === 'group')
    separator = part?.value ?? ','
    separators.set(locale, separator)
  }
  return separator
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator())

/**
 * Groups the integer part with commas: 1234567.891 → '1,234,567.891'; `{ decimals: 2 }` → '1,234,567.89'.
 * Empty values give '0'; text that is not a number is returned unchanged.
 */
export function formatNumber(
  value: number | string | null | undefined,
  options: NumberFormatOptions = {},
): string {
  const { decimals, empty = '0' } = options
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return empty
  const numeric = typeof value === 'number' ? value : Number(value.trim())
  if (!Number.isFinite(numeric)) return String(value)
  const text =
    decimals === undefined
      ? typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())
        ? value.trim()
        : String(numeric)
      : numeric.toFixed(Math.max(0, Math.min(100, Math.trunc(decimals))))
  if (/e/i.test(text)) return text
  const negative = text.startsWith('-')
  const [integer = '', fraction] = (negative ? text.slice(1) : text).split('.')
  return `${negative ? '-' : ''}${groupThousands(integer)}${fraction === undefined ? '' : `.${fraction}`}`
}

/** Formats a date with a dayjs pattern; empty or invalid input gives ''. */
export function formatDate(value: DateInput, pattern: string = DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return ''
  const parsed = dayjs(value)
  return parsed.isValid() ? parsed.format(pattern) : ''
}

/**
 * A long date in the language of the screen (Intl): '2026年11月26日' / 'November 26, 2026'; with
 * `weekday`, '2026年11月26日星期四' / 'Thursday, November 26, 2026'. Empty or invalid input gives ''.
 */
export function formatLongDate(value: DateInput, { weekday = false }: { weekday?: boolean } = {}): string {
  if (value === null || value === undefined || value === '') return ''
  const parsed = dayjs(value)
  if (!parsed.isValid()) return ''
  return new Intl.DateTimeFormat(getLocale(), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(weekday ? { weekday: 'long' as const } : {}),
  }).format(parsed.toDate())
}

/** The weekday name in the language of the screen (Intl): '星期四' / 'Thursday'. */
export function formatWeekday(value: DateInput, width: 'long' | 'short' = 'long'): string {
  if (value === null || value === undefined || value === '') return ''
  const parsed = dayjs(value)
  return parsed.isValid()
    ? new Intl.DateTimeFormat(getLocale(), { weekday: width }).format(parsed.toDate())
    : ''
}

/** 'YYYY-MM-DD HH:mm:ss' (the default date format of docs/spec.md §9). */
export function formatDateTime(value: DateInput): string {
  return formatDate(value, DATETIME_FORMAT)
}

/** Cuts text longer than `length` characters and appends '...' (upstream ellipsis filter, default 25). */
export function ellipsis(text: string | null | undefined, length: number = DEFAULT_ELLIPSIS_LENGTH): string {
  if (!text) return ''
  const characters = Array.from(text)
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : text
}
