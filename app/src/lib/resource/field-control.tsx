import { Input } from '@erp/ui-kit/input'
import { cn } from '@erp/ui-kit/cn'
import { useT } from '@erp/ui-kit/i18n'
import type { ControlProps, FieldValue, FormFieldDef } from './resource-definition'
import { useDictOptions } from './use-dict-options'

const text = (value: FieldValue) => (value === null || value === undefined ? '' : String(value))

/** 'YYYY-MM-DD HH:mm:ss' (upstream) ↔ 'YYYY-MM-DDTHH:mm' (datetime-local). */
export const toLocalInput = (value: FieldValue) => text(value).replace(' ', 'T').slice(0, 16)
export const fromLocalInput = (value: string) => (value ? `${value.replace('T', ' ')}:00`.slice(0, 19) : '')

const selectClass =
  'h-8 w-full rounded border border-border bg-surface px-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-primary disabled:bg-muted aria-[invalid=true]:border-danger'

/** The control of one form field, by kind; a field's own `render` wins. */
export function FieldControl({
  field,
  'aria-describedby': describedBy,
  ...props
}: ControlProps & { field: FormFieldDef; 'aria-describedby'?: string }) {
  const t = useT()
  const options = useDictOptions(field.dictCode, field.options)
  const label = t(field.label)
  const placeholder = field.placeholder ? t(field.placeholder) : t('请输入{{label}}', { label })
  const { id, value, onChange, onBlur, invalid, disabled } = props
  if (field.render) return field.render(describedBy ? { ...props, describedBy } : props)
  const common = {
    id,
    onBlur,
    disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  }
  switch (field.kind ?? 'input') {
    case 'textarea':
      return (
        <textarea
          {...common}
          rows={4}
          value={text(value)}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={cn(selectClass, 'h-auto py-1')}
        />
      )
    case 'select':
      return (
        <select
          {...common}
          value={text(value)}
          onChange={(event) => onChange(event.target.value)}
          className={selectClass}
        >
          <option value="">
            {field.placeholder ? t(field.placeholder) : t('请选择{{label}}', { label })}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
      )
    case 'radio':
      return (
        <div
          id={id}
          role="radiogroup"
          aria-label={label}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="flex min-h-8 flex-wrap items-center gap-4"
        >
          {options.map((option) => (
            <label key={option.value} className="inline-flex items-center gap-1 text-sm">
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={text(value) === option.value}
                disabled={disabled}
                onBlur={onBlur}
                onChange={() => onChange(option.value)}
              />
              {option.text}
            </label>
          ))}
        </div>
      )
    case 'date':
      return (
        <Input
          {...common}
          type="date"
          invalid={invalid}
          value={text(value).slice(0, 10)}
          onChange={(event) => onChange(event.target.value)}
        />
      )
    case 'datetime':
      return (
        <Input
          {...common}
          type="datetime-local"
          invalid={invalid}
          value={toLocalInput(value)}
          onChange={(event) => onChange(fromLocalInput(event.target.value))}
        />
      )
    case 'number':
      return (
        <Input
          {...common}
          inputMode="decimal"
          invalid={invalid}
          value={text(value)}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      )
    default:
      return (
        <Input
          {...common}
          type={field.kind === 'password' ? 'password' : 'text'}
          autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
          invalid={invalid}
          value={text(value)}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      )
  }
}
