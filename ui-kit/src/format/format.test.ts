import { afterEach, describe, expect, it } from 'vitest'
import { setLocale } from '../i18n/i18n'
import {
  DATE_FORMAT,
  DATETIME_FORMAT,
  ellipsis,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatNumber,
  formatWeekday,
  groupSeparator,
} from './format'

describe('formatNumber', () => {
  it('groups thousands with commas (docs/spec.md §9 number filter)', () => {
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(999)).toBe('999')
    expect(formatNumber(1000)).toBe('1,000')
    expect(formatNumber(1234567)).toBe('1,234,567')
    expect(formatNumber(-1234567.891)).toBe('-1,234,567.891')
    expect(formatNumber('9876543.21')).toBe('9,876,543.21')
  })

  it('keeps the decimals of the value and never groups them', () => {
    expect(formatNumber(1234.56789)).toBe('1,234.56789')
    expect(formatNumber('1234.000001')).toBe('1,234.000001')
  })

  it('rounds to fixed decimals when asked', () => {
    expect(formatNumber(1234567.891, { decimals: 2 })).toBe('1,234,567.89')
    expect(formatNumber(1234, { decimals: 2 })).toBe('1,234.00')
    expect(formatNumber('-0.5', { decimals: 0 })).toBe('-1')
    expect(formatNumber(12.5, { decimals: 0 })).toBe('13')
  })

  it("gives '0' (or the given text) for empty values and leaves non-numbers alone", () => {
    expect(formatNumber(null)).toBe('0')
    expect(formatNumber(undefined)).toBe('0')
    expect(formatNumber('')).toBe('0')
    expect(formatNumber(null, { empty: '-' })).toBe('-')
    expect(formatNumber('abc')).toBe('abc')
    expect(formatNumber(Number.NaN)).toBe('NaN')
  })
})

describe('formatDate / formatDateTime', () => {
  it('uses YYYY-MM-DD and YYYY-MM-DD HH:mm:ss', () => {
    expect(DATE_FORMAT).toBe('YYYY-MM-DD')
    expect(DATETIME_FORMAT).toBe('YYYY-MM-DD HH:mm:ss')
    expect(formatDate('2026-11-23 08:05:09')).toBe('2026-11-23')
    expect(formatDateTime('2026-11-23 08:05:09')).toBe('2026-11-23 08:05:09')
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05')
    expect(formatDate(new Date(2026, 0, 2).getTime())).toBe('2026-01-02')
  })

  it('takes any dayjs pattern', () => {
    expect(formatDate('2026-11-23 08:05:09', 'HH:mm')).toBe('08:05')
  })

  it("gives '' for empty or invalid input", () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate(undefined)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDateTime('not a date')).toBe('')
  })
})

describe('ellipsis', () => {
  it('cuts after 25 characters by default and appends ...', () => {
    const text = '一二三四五六七八九十一二三四五六七八九十一二三四五六七'
    expect(ellipsis(text)).toBe(`${text.slice(0, 25)}...`)
    expect(ellipsis(text.slice(0, 25))).toBe(text.slice(0, 25))
  })

  it('takes a length (file names are shown to 5 characters)', () => {
    expect(ellipsis('report-2026.pdf', 5)).toBe('repor...')
    expect(ellipsis('a.pdf', 5)).toBe('a.pdf')
  })

  it("gives '' for empty text and counts astral characters as one", () => {
    expect(ellipsis(null)).toBe('')
    expect(ellipsis(undefined)).toBe('')
    expect(ellipsis('😀😀😀', 2)).toBe('😀😀...')
  })
})

describe('per locale', () => {
  afterEach(async () => {
    await setLocale('zh-CN')
    localStorage.clear()
  })

  it('groups numbers with the separator Intl gives each locale: "," for both, as docs/spec.md §9 writes', async () => {
    expect(groupSeparator('zh-CN')).toBe(',')
    expect(groupSeparator('en-US')).toBe(',')
    await setLocale('en-US')
    expect(formatNumber(1234567.891)).toBe('1,234,567.891')
  })

  it('writes long dates and weekday names in the language of the screen', async () => {
    const day = '2026-11-26 08:00:00'
    expect(formatLongDate(day)).toBe('2026年11月26日')
    expect(formatWeekday(day)).toBe('星期四')
    await setLocale('en-US')
    expect(formatLongDate(day)).toBe('November 26, 2026')
    expect(formatLongDate(day, { weekday: true })).toBe('Thursday, November 26, 2026')
    expect(formatWeekday(day, 'short')).toBe('Thu')
    expect(formatLongDate('not a date')).toBe('')
  })
})
