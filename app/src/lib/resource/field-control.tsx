import { Input } from '@erp/ui-kit/input'
import { DatePicker, DateTimePicker } from '@erp/ui-kit/date-picker'
import { RadioGroup } from '@erp/ui-kit/radio-group'
import { Textarea } from '@erp/ui-kit/textarea'
import { useT } from '@erp/ui-kit/i18n'
import type { ControlProps, FieldValue, FormFieldDef } from './resource-definition'
import { OptionPicker } from './option-picker'
import { useDictOptions } from './use-dict-options'

const text = (value: FieldValue) => (value === null || value === undefined ? '' : String(value))

/** 'YYYY-MM-DD HH:mm:ss' (upstream) ↔ 'YYYY-MM-DDTHH:mm' (the date-time picker's value, as datetime-local's). */
export const toLocalInput = (value: FieldValue) => text(value).replace(' ', 'T').slice(0, 16)
export const fromLocalInput = (value: string) => (value ? `${value.replace('T', ' ')}:00`.slice(0, 19) : '')

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
        <Textarea
          {...common}
          invalid={invalid}
          value={text(value)}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      )
    case 'select':
      return (
        <OptionPicker
          {...props}
          describedBy={describedBy}
          options={options}
          placeholder={field.placeholder ? t(field.placeholder) : t('请选择{{label}}', { label })}
          searchPlaceholder={t('搜索{{label}}', { label })}
        />
      )
    case 'radio':
      return (
        <RadioGroup
          id={id}
          aria-label={label}
          aria-describedby={describedBy}
          invalid={invalid}
          disabled={disabled}
          value={text(value)}
          onBlur={onBlur}
          onValueChange={onChange}
          options={options.map((option) => ({ value: option.value, label: option.label }))}
        />
      )
    case 'date':
      return (
        <DatePicker {...common} invalid={invalid} value={text(value).slice(0, 10)} onValueChange={onChange} />
      )
    case 'datetime':
      return (
        <DateTimePicker
          {...common}
          invalid={invalid}
          value={toLocalInput(value)}
          timeLabel={t('{{label}} 时:分', { label })}
          onValueChange={(next) => onChange(fromLocalInput(next))}
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
