import { useId, useState, type ComponentProps, type FormEvent } from 'react'
import { Button } from '../button/button'
import { DatePicker, DateTimePicker } from '../date-picker/date-picker'
import { t } from '../i18n/i18n'
import { Input } from '../input/input'
import { cn } from '../lib/cn'
import { Select } from '../select/select'
import {
  isHiddenQueryItem,
  POPUP_MESSAGES,
  type PopupDictOption,
  type PopupQueryItem,
  type PopupQueryValues,
} from './popup-source'

export interface PopupQueryFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'onReset'> {
  items: readonly PopupQueryItem[]
  /** Dictionary options by field (the report's dictOptions) for `view: 'list'` items. */
  dictOptions?: Record<string, PopupDictOption[]>
  onSearch: (values: PopupQueryValues) => void
  onReset: () => void
  disabled?: boolean
  /** Draft values (controlled); uncontrolled when left out. */
  values?: PopupQueryValues
  onValuesChange?: (values: PopupQueryValues) => void
  /** Whether the hidden items are shown (controlled); uncontrolled when left out. */
  expanded?: boolean
  onExpandedChange?: (expanded: boolean) => void
}

const inputType = (view: string) => {
  const normalised = view.toLowerCase()
  if (normalised === 'date') return 'date'
  if (normalised === 'datetime') return 'datetime-local'
  if (['integer', 'int', 'long', 'double', 'number', 'bigdecimal'].includes(normalised)) return 'number'
  return 'text'
}

const optionText = (option: PopupDictOption) => option.text ?? option.label ?? option.title ?? option.value

/**
 * The field of one query value: the kit's DatePicker or DateTimePicker for a date or date-time item (values as
 * a native date / datetime-local input's), else a text or number Input.
 */
function QueryValueField({
  view,
  id,
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  view: string
  id?: string
  /** The accessible name when no <label> points at the field. */
  label?: string
  placeholder?: string
  value: string
  onChange: (value: string) => void
  className: string
}) {
  const type = inputType(view)
  const named = { ...(id ? { id } : {}), ...(label ? { 'aria-label': label } : {}) }
  if (type === 'date') {
    return <DatePicker {...named} value={value} onValueChange={onChange} wrapperClassName={className} />
  }
  if (type === 'datetime-local') {
    return (
      <DateTimePicker
        {...named}
        value={value}
        onValueChange={onChange}
        wrapperClassName={className}
        {...(label ? { timeLabel: t('{{label}} 时:分', { label }) } : {})}
      />
    )
  }
  return (
    <Input
      {...named}
      type={type}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    />
  )
}

/** docs/spec.md §2 query form: search, reset and expand/collapse; items flagged hidden appear only when expanded. */
export function PopupQueryForm({
  items,
  dictOptions,
  onSearch,
  onReset,
  disabled = false,
  values: valuesProp,
  onValuesChange,
  expanded: expandedProp,
  onExpandedChange,
  className,
  ...props
}: PopupQueryFormProps) {
  const [valuesState, setValuesState] = useState<PopupQueryValues>({})
  const [expandedState, setExpandedState] = useState(false)
  const values = valuesProp ?? valuesState
  const expanded = expandedProp ?? expandedState
  const setValues = (next: PopupQueryValues) => {
    if (valuesProp === undefined) setValuesState(next)
    onValuesChange?.(next)
  }
  const setExpanded = (next: boolean) => {
    if (expandedProp === undefined) setExpandedState(next)
    onExpandedChange?.(next)
  }
  const idPrefix = useId()
  const hasHidden = items.some(isHiddenQueryItem)
  const shown = expanded ? items : items.filter((item) => !isHiddenQueryItem(item))
  const visibleFields = new Set(
    shown.flatMap((item) =>
      item.mode === 'group' ? [`${item.field}_begin`, `${item.field}_end`] : [item.field],
    ),
  )
  const set = (field: string, value: string) => setValues({ ...values, [field]: value })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // Items left out of the form (collapsed) are not sent.
    onSearch(Object.fromEntries(Object.entries(values).filter(([field]) => visibleFields.has(field))))
  }
  const reset = () => {
    setValues({})
    onReset()
  }

  if (items.length === 0) return null
  return (
    <form
      data-slot="popup-query-form"
      data-state={expanded ? 'expanded' : 'collapsed'}
      onSubmit={submit}
      className={cn('mb-4 flex flex-wrap items-end gap-x-6 gap-y-3', className)}
      {...props}
    >
      {shown.map((item) => {
        const id = `${idPrefix}-${item.field}`
        const options = dictOptions?.[item.field]
        if (item.mode === 'group') {
          const begin = `${item.field}_begin`
          const end = `${item.field}_end`
          return (
            <div key={item.field} className="flex items-center gap-2">
              <span id={id} className="text-sm whitespace-nowrap">
                {item.label}
              </span>
              <div role="group" aria-labelledby={id} className="flex items-center gap-1">
                <QueryValueField
                  view={item.view}
                  label={POPUP_MESSAGES.rangeBegin(item.label)}
                  value={values[begin] ?? ''}
                  onChange={(next) => set(begin, next)}
                  className="w-36"
                />
                <span aria-hidden="true">~</span>
                <QueryValueField
                  view={item.view}
                  label={POPUP_MESSAGES.rangeEnd(item.label)}
                  value={values[end] ?? ''}
                  onChange={(next) => set(end, next)}
                  className="w-36"
                />
              </div>
            </div>
          )
        }
        return (
          <div key={item.field} className="flex items-center gap-2">
            <label htmlFor={id} className="text-sm whitespace-nowrap">
              {item.label}
            </label>
            {item.view === 'list' && options ? (
              <Select
                id={id}
                value={values[item.field] ?? ''}
                onValueChange={(next) => set(item.field, next)}
                placeholder={POPUP_MESSAGES.pleaseSelect}
                allowClear
                options={options.map((option) => ({ value: option.value, label: optionText(option) }))}
                className="w-44"
              />
            ) : (
              <QueryValueField
                view={item.view}
                id={id}
                placeholder={POPUP_MESSAGES.pleaseInput(item.label)}
                value={values[item.field] ?? ''}
                onChange={(next) => set(item.field, next)}
                className="w-44"
              />
            )}
          </div>
        )
      })}
      <div className="flex items-center gap-2">
        <Button type="submit" variant="primary" disabled={disabled}>
          {POPUP_MESSAGES.search}
        </Button>
        <Button onClick={reset} disabled={disabled}>
          {POPUP_MESSAGES.reset}
        </Button>
        {hasHidden ? (
          <Button variant="link" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? POPUP_MESSAGES.collapse : POPUP_MESSAGES.expand}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
