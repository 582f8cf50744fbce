import { useState, type ComponentProps } from 'react'
import { useLocale, useT } from '../i18n/i18n'
import { cn } from '../lib/cn'
import { Calendar, formatDate, parseTypedDate, useDateFormat } from './calendar'
import { fieldClass, PickerField, type PickerInputAttributes } from './picker-field'

export { dateFormatOf, formatDate, parseTypedDate, useDateFormat } from './calendar'

export interface DatePickerProps extends PickerInputAttributes {
  /** 'YYYY-MM-DD' or '' — the same string a native date input's value is. */
  value: string
  onValueChange: (value: string) => void
  /** Earliest and latest dates that can be picked, 'YYYY-MM-DD'. */
  min?: string
  max?: string
  invalid?: boolean
  /** Draws the days between these as a range (used by DateRangePicker). */
  rangeStart?: string
  rangeEnd?: string
  /** Class of the wrapper. */
  wrapperClassName?: string
}

/**
 * A date field that shows and accepts 'YYYY-MM-DD' (English: the locale's 'MM/DD/YYYY'; ISO is accepted there
 * too) with a calendar popover. The value in and out stays 'YYYY-MM-DD'. Type the date, or open the calendar
 * with Alt+ArrowDown or the button and move with the arrow keys; Escape closes it and returns to the field.
 */
export function DatePicker({
  value,
  onValueChange,
  min,
  max,
  rangeStart,
  rangeEnd,
  placeholder,
  ...fieldProps
}: DatePickerProps) {
  const t = useT()
  const locale = useLocale()
  const format = useDateFormat()
  const iso = value.slice(0, 10)
  return (
    <PickerField
      slot="date-picker"
      value={iso}
      onValueChange={onValueChange}
      display={formatDate(iso, locale, format)}
      parse={(text) => {
        const parsed = parseTypedDate(text, locale, format)
        return parsed && (!min || parsed >= min) && (!max || parsed <= max) ? parsed : undefined
      }}
      pickLabel={t('选择日期')}
      placeholder={placeholder ?? format}
      renderPopup={(pick) => (
        <Calendar value={iso} min={min} max={max} rangeStart={rangeStart} rangeEnd={rangeEnd} onPick={pick} />
      )}
      {...fieldProps}
    />
  )
}

export interface DateRangePickerProps extends Omit<
  ComponentProps<'div'>,
  'onChange' | 'defaultValue' | 'children'
> {
  /** [start, end], each 'YYYY-MM-DD' or ''. */
  value: readonly [string, string]
  onValueChange: (value: [string, string]) => void
  /** Labels of the two fields (default 开始日期 / 结束日期). */
  startLabel?: string
  endLabel?: string
  /** The id of the start field (for a `<label htmlFor>`). */
  id?: string
  min?: string
  max?: string
  disabled?: boolean
  invalid?: boolean
}

/** Two date fields, start and end: the end cannot be before the start, and both calendars draw the range. */
export function DateRangePicker({
  value,
  onValueChange,
  startLabel,
  endLabel,
  id,
  min,
  max,
  disabled,
  invalid,
  className,
  ...props
}: DateRangePickerProps) {
  const t = useT()
  const [start, end] = value
  const both = start && end ? { rangeStart: start, rangeEnd: end } : {}
  return (
    <div
      data-slot="date-range-picker"
      role="group"
      className={cn('flex w-full items-center gap-1', className)}
      {...props}
    >
      <DatePicker
        id={id}
        aria-label={startLabel ?? t('开始日期')}
        placeholder={startLabel ?? t('开始日期')}
        value={start}
        min={min}
        max={end || max}
        disabled={disabled}
        invalid={invalid}
        onValueChange={(next) => onValueChange([next, end])}
        {...both}
      />
      <span aria-hidden="true" className="text-muted-foreground">
        ~
      </span>
      <DatePicker
        aria-label={endLabel ?? t('结束日期')}
        placeholder={endLabel ?? t('结束日期')}
        value={end}
        min={start || min}
        max={max}
        disabled={disabled}
        invalid={invalid}
        onValueChange={(next) => onValueChange([start, next])}
        {...both}
      />
    </div>
  )
}

export interface DateTimePickerProps extends Omit<DatePickerProps, 'rangeStart' | 'rangeEnd'> {
  /** 'YYYY-MM-DDTHH:mm' or '' — the same string a native datetime-local input's value is. */
  value: string
  /** Label of the time field (default 时间). */
  timeLabel?: string
}

const TIME = /^([01]?\d|2[0-3]):?([0-5]\d)$/

/** A date field and a 24-hour 'HH:mm' time field; value in and out as 'YYYY-MM-DDTHH:mm'. */
export function DateTimePicker({
  value,
  onValueChange,
  timeLabel,
  disabled,
  readOnly,
  invalid,
  wrapperClassName,
  ...props
}: DateTimePickerProps) {
  const t = useT()
  const date = value.slice(0, 10)
  const time = value.slice(11, 16)
  const [draft, setDraft] = useState<string | null>(null)
  const label = timeLabel ?? t('时间')
  return (
    <div data-slot="date-time-picker" className={cn('flex w-full gap-2', wrapperClassName)}>
      <DatePicker
        {...props}
        value={date}
        disabled={disabled}
        readOnly={readOnly}
        invalid={invalid}
        onValueChange={(next) => onValueChange(next ? `${next}T${time || '00:00'}` : '')}
      />
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        placeholder="HH:mm"
        aria-invalid={invalid || undefined}
        disabled={disabled || !date}
        readOnly={readOnly}
        value={draft ?? time}
        onChange={(event) => {
          const text = event.target.value
          setDraft(text)
          const match = TIME.exec(text.trim())
          if (match && date) onValueChange(`${date}T${(match[1] ?? '').padStart(2, '0')}:${match[2] ?? ''}`)
        }}
        onBlur={() => setDraft(null)}
        className={cn(fieldClass, 'w-24 shrink-0 pr-3')}
      />
    </div>
  )
}
export { MonthGrid, MonthPicker, parseTypedMonth, type MonthPickerProps } from './month-picker'
