import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useLocale, useT } from '../i18n/i18n'
import { Icon } from '../icon/icon'
import { cn } from '../lib/cn'
import { PickerField, PickNowButton, type PickerInputAttributes } from './picker-field'

export interface MonthPickerProps extends PickerInputAttributes {
  /** 'YYYY-MM' or '' — the same string a native month input's value is. */
  value: string
  onValueChange: (value: string) => void
  /** Earliest and latest months that can be picked, 'YYYY-MM'. */
  min?: string
  max?: string
  invalid?: boolean
  /** Class of the wrapper. */
  wrapperClassName?: string
}

const MONTH = /^(\d{4})[-/.年]\s*(0?[1-9]|1[0-2])月?$/

/** A typed month ('2026-11', '2026/11', '2026-1', '2026年11月') as 'YYYY-MM', or undefined. */
export function parseTypedMonth(text: string): string | undefined {
  const match = MONTH.exec(text.trim())
  if (!match) return undefined
  return `${match[1]}-${(match[2] ?? '').padStart(2, '0')}`
}

const pad = (value: number) => String(value).padStart(2, '0')
const monthOf = (year: number, month: number) => `${year}-${pad(month)}`
const inRange = (month: string, min?: string, max?: string) =>
  (!min || month >= min) && (!max || month <= max)

function currentMonth(): string {
  const now = new Date()
  return monthOf(now.getFullYear(), now.getMonth() + 1)
}

interface MonthGridProps {
  value: string
  onPick: (value: string) => void
  min?: string
  max?: string
}

/**
 * The twelve months of a year as a grid (`role="grid"`, 4 rows of 3) with one focusable month: arrows move
 * a month or a row, PageUp/PageDown a year, Home/End the start and end of the year, Enter or Space picks.
 */
export function MonthGrid({ value, onPick, min, max }: MonthGridProps) {
  const t = useT()
  const locale = useLocale()
  const [focused, setFocused] = useState(() => {
    const [year, month] = (value || currentMonth()).split('-').map(Number)
    return { year: year ?? new Date().getFullYear(), month: month ?? 1 }
  })
  const gridRef = useRef<HTMLTableElement>(null)
  const moved = useRef(false)
  const thisMonth = currentMonth()
  const shortName = new Intl.DateTimeFormat(locale, { month: 'short' })
  const longName = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' })
  const yearName = new Intl.DateTimeFormat(locale, { year: 'numeric' })
  const dateOf = (year: number, month: number) => new Date(year, month - 1, 1)

  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus()
  }, [focused])

  /** Moves the focus by `offset` months (across years). */
  const shift = (offset: number) => {
    const index = focused.year * 12 + (focused.month - 1) + offset
    moved.current = true
    setFocused({ year: Math.floor(index / 12), month: (index % 12) + 1 })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -3,
      ArrowDown: 3,
      PageUp: -12,
      PageDown: 12,
      Home: 1 - focused.month,
      End: 12 - focused.month,
    }
    const offset = moves[event.key]
    if (offset === undefined) return
    event.preventDefault()
    shift(offset)
  }

  const navButton = (label: string, icon: string, offset: number) => (
    <button
      type="button"
      aria-label={label}
      onClick={() => setFocused({ ...focused, year: focused.year + offset })}
      className="inline-flex size-7 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary"
    >
      <Icon name={icon} className="size-3" />
    </button>
  )

  const rows = [0, 1, 2, 3].map((row) => [1, 2, 3].map((column) => row * 3 + column))
  const yearLabel = yearName.format(dateOf(focused.year, 1))
  return (
    <div data-slot="month-grid" className="w-60 p-2">
      <div className="mb-1 flex items-center">
        {navButton(t('上一年'), 'double-left', -1)}
        <div aria-live="polite" className="flex-1 text-center text-sm font-medium">
          {yearLabel}
        </div>
        {navButton(t('下一年'), 'double-right', 1)}
      </div>
      <table
        ref={gridRef}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- APG grid of months
        role="grid"
        aria-label={yearLabel}
        className="w-full border-collapse"
        onKeyDown={onKeyDown}
      >
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((month) => {
                const iso = monthOf(focused.year, month)
                const enabled = inRange(iso, min, max)
                const selected = iso === value
                return (
                  <td key={iso} role="gridcell" aria-selected={selected} className="p-0.5 text-center">
                    <button
                      type="button"
                      tabIndex={month === focused.month ? 0 : -1}
                      aria-label={longName.format(dateOf(focused.year, month))}
                      aria-current={iso === thisMonth ? 'date' : undefined}
                      aria-disabled={!enabled || undefined}
                      onClick={() => {
                        if (enabled) onPick(iso)
                      }}
                      onFocus={() => {
                        if (month !== focused.month) setFocused({ ...focused, month })
                      }}
                      className={cn(
                        'inline-flex h-8 w-full items-center justify-center rounded text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary',
                        iso === thisMonth && 'border border-primary',
                        selected && 'bg-primary-strong text-white hover:bg-primary-strong',
                        !enabled && 'cursor-not-allowed opacity-40 hover:bg-transparent',
                      )}
                    >
                      {shortName.format(dateOf(focused.year, month))}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <PickNowButton disabled={!inRange(thisMonth, min, max)} onPick={() => onPick(thisMonth)}>
        {t('本月')}
      </PickNowButton>
    </div>
  )
}

/**
 * A month field that shows and accepts 'YYYY-MM' (also '2026/11', '2026-1', '2026年11月') with a popover
 * of the year's months. Type the month, or open the months with Alt+ArrowDown or the button and move with
 * the arrow keys; Escape closes them and returns to the field. The value in and out stays 'YYYY-MM'.
 */
export function MonthPicker({
  value,
  onValueChange,
  min,
  max,
  placeholder,
  ...fieldProps
}: MonthPickerProps) {
  const t = useT()
  return (
    <PickerField
      slot="month-picker"
      value={value}
      onValueChange={onValueChange}
      display={value}
      parse={(text) => {
        const parsed = parseTypedMonth(text)
        return parsed && inRange(parsed, min, max) ? parsed : undefined
      }}
      pickLabel={t('选择年月')}
      placeholder={placeholder ?? 'YYYY-MM'}
      renderPopup={(pick) => <MonthGrid value={value} min={min} max={max} onPick={pick} />}
      {...fieldProps}
    />
  )
}
