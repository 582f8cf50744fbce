import dayjs, { type Dayjs } from 'dayjs'
import { useContext, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { isSourceLocale, useLocale, useT, type Locale } from '../i18n/i18n'
import { KitSettingsContext } from '../provider/settings'
import { Icon } from '../icon/icon'
import { cn } from '../lib/cn'
import { PickNowButton } from './picker-field'

export const ISO_DATE = 'YYYY-MM-DD'

/** 'YYYY-MM-DD' of a valid calendar date, or undefined. */
export function isoOf(year: number, month: number, day: number): string | undefined {
  const date = dayjs(new Date(year, month - 1, day))
  if (date.year() !== year || date.month() !== month - 1 || date.date() !== day) return undefined
  return date.format(ISO_DATE)
}

const TOKEN = /YYYY|MM|DD/g

/**
 * Reads what a person typed: 'YYYY-MM-DD' (also with / or . and one-digit parts, or 'YYYYMMDD') in every
 * language, and the language's own format (`MM/DD/YYYY` in American English, `DD/MM/YYYY` in French …, or the
 * host's `format`). Returns 'YYYY-MM-DD' or undefined for anything else.
 */
export function parseTypedDate(
  text: string,
  locale: Locale,
  format: string = dateFormatOf(locale),
): string | undefined {
  const trimmed = text.trim()
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(trimmed) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(trimmed)
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  if (format === ISO_DATE) return undefined
  const order: string[] = []
  const source = format
    .split(TOKEN)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .reduce((pattern, literal, index) => {
      const token = format.match(TOKEN)?.[index - 1]
      if (token) order.push(token)
      return pattern + (token ? (token === 'YYYY' ? '(\\d{4})' : '(\\d{1,2})') : '') + literal
    }, '')
  const match = new RegExp(`^${source}$`).exec(trimmed)
  if (!match) return undefined
  const part = (token: string) => Number(match[order.indexOf(token) + 1])
  return order.length === 3 ? isoOf(part('YYYY'), part('MM'), part('DD')) : undefined
}

/**
 * The display format of a date in a language: 'YYYY-MM-DD' in Chinese, 'MM/DD/YYYY' in American English, and
 * the order and separators `Intl` gives for any other language ('DD/MM/YYYY' in French, 'DD.MM.YYYY' in German).
 */
export function dateFormatOf(locale: Locale): string {
  if (locale === 'en-US') return 'MM/DD/YYYY'
  if (isSourceLocale(locale)) return ISO_DATE
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(new Date(2001, 10, 23))
    const tokens: Partial<Record<string, string>> = { year: 'YYYY', month: 'MM', day: 'DD' }
    const format = parts
      .map((part) => (part.type === 'literal' ? part.value : (tokens[part.type] ?? '')))
      .join('')
    return /^(YYYY|MM|DD)[-/. ](YYYY|MM|DD)[-/. ](YYYY|MM|DD)$/.test(format) ? format : ISO_DATE
  } catch {
    return ISO_DATE
  }
}

/** The date format of this subtree: the nearest `KitProvider`'s `dateFormat`, else its language's. */
export function useDateFormat(): string {
  const locale = useLocale()
  return useContext(KitSettingsContext).dateFormat ?? dateFormatOf(locale)
}

/** Shows an ISO date in the language's format ('' stays ''; an unreadable value is shown as it is). */
export function formatDate(value: string, locale: Locale, format: string = dateFormatOf(locale)): string {
  if (!value) return ''
  const iso = parseTypedDate(value.slice(0, 10), 'zh-CN')
  return iso ? dayjs(iso).format(format) : value
}

const inRange = (iso: string, min?: string, max?: string) => (!min || iso >= min) && (!max || iso <= max)

export interface CalendarProps {
  /** The chosen date, 'YYYY-MM-DD' or ''. */
  value: string
  onPick: (value: string) => void
  min?: string
  max?: string
  /** Dates between these two are drawn as a range (a range picker's other end). */
  rangeStart?: string
  rangeEnd?: string
  className?: string
}

/**
 * A month grid (`role="grid"`) with one focusable day: arrows move a day or a week, PageUp/PageDown a month,
 * Shift+PageUp/PageDown a year, Home/End the start and end of the week, Enter or Space picks.
 * The week starts on Monday in Chinese and on Sunday in English.
 */
export function Calendar({ value, onPick, min, max, rangeStart, rangeEnd, className }: CalendarProps) {
  const t = useT()
  const locale = useLocale()
  const today = dayjs().format(ISO_DATE)
  const [focused, setFocused] = useState(() => (value ? dayjs(value) : dayjs()).startOf('day'))
  const gridRef = useRef<HTMLTableElement>(null)
  const moved = useRef(false)
  const weekStart = locale === 'en-US' ? 0 : 1
  const monthStart = focused.startOf('month')
  const lead = (monthStart.day() - weekStart + 7) % 7
  const first = monthStart.subtract(lead, 'day')
  const weeks = Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => first.add(week * 7 + day, 'day')),
  )
  const monthLabel = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' }).format(
    focused.toDate(),
  )
  const dayLabel = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'long',
  })
  const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short' })
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long' })

  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus()
  }, [focused])

  const go = (next: Dayjs) => {
    moved.current = true
    setFocused(next)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const offset = (focused.day() - weekStart + 7) % 7
    const moves: Record<string, () => Dayjs> = {
      ArrowLeft: () => focused.subtract(1, 'day'),
      ArrowRight: () => focused.add(1, 'day'),
      ArrowUp: () => focused.subtract(7, 'day'),
      ArrowDown: () => focused.add(7, 'day'),
      PageUp: () => focused.subtract(1, event.shiftKey ? 'year' : 'month'),
      PageDown: () => focused.add(1, event.shiftKey ? 'year' : 'month'),
      Home: () => focused.subtract(offset, 'day'),
      End: () => focused.add(6 - offset, 'day'),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    go(move())
  }

  const navButton = (label: string, icon: string, target: Dayjs) => (
    <button
      type="button"
      aria-label={label}
      onClick={() => setFocused(target)}
      className="inline-flex size-7 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary"
    >
      <Icon name={icon} className="size-3" />
    </button>
  )

  return (
    <div data-slot="calendar" className={cn('w-64 p-2', className)}>
      <div className="mb-1 flex items-center">
        {navButton(t('上一年'), 'double-left', focused.subtract(1, 'year'))}
        {navButton(t('上个月'), 'left', focused.subtract(1, 'month'))}
        <div aria-live="polite" className="flex-1 text-center text-sm font-medium">
          {monthLabel}
        </div>
        {navButton(t('下个月'), 'right', focused.add(1, 'month'))}
        {navButton(t('下一年'), 'double-right', focused.add(1, 'year'))}
      </div>
      {/* The WAI-ARIA date picker pattern: a table with role grid, moved through with the arrow keys. */}
      <table
        ref={gridRef}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- APG date picker grid
        role="grid"
        aria-label={monthLabel}
        className="w-full border-collapse"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weeks[0]?.map((day) => (
              <th
                key={day.day()}
                scope="col"
                abbr={weekdayLong.format(day.toDate())}
                className="h-7 text-center text-xs font-normal text-muted-foreground"
              >
                {weekdayShort.format(day.toDate())}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.format(ISO_DATE)}>
              {week.map((day) => {
                const iso = day.format(ISO_DATE)
                const outside = day.month() !== focused.month()
                const enabled = inRange(iso, min, max)
                const selected = iso === value
                const between =
                  !!rangeStart && !!rangeEnd && iso >= rangeStart && iso <= rangeEnd && !selected
                return (
                  <td key={iso} role="gridcell" aria-selected={selected} className="p-0 text-center">
                    <button
                      type="button"
                      tabIndex={day.isSame(focused, 'day') ? 0 : -1}
                      aria-label={dayLabel.format(day.toDate())}
                      aria-current={iso === today ? 'date' : undefined}
                      aria-disabled={!enabled || undefined}
                      onClick={() => {
                        if (enabled) onPick(iso)
                      }}
                      onFocus={() => {
                        if (!day.isSame(focused, 'day')) setFocused(day)
                      }}
                      className={cn(
                        'inline-flex size-8 items-center justify-center rounded text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary',
                        outside && 'text-muted-foreground',
                        between && 'bg-primary/10',
                        iso === today && 'border border-primary',
                        selected && 'bg-primary-strong text-white hover:bg-primary-strong',
                        !enabled && 'cursor-not-allowed opacity-40 hover:bg-transparent',
                      )}
                    >
                      {day.date()}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <PickNowButton disabled={!inRange(today, min, max)} onPick={() => onPick(today)}>
        {t('今天')}
      </PickNowButton>
    </div>
  )
}
