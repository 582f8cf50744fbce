import { Combobox } from '@erp/ui-kit/combobox'
import { useT } from '@erp/ui-kit/i18n'
import { Select } from '@erp/ui-kit/select'
import { useMemo } from 'react'
import type { ControlProps, Option } from './resource-definition'

/** Above this many options a select becomes a searchable combobox (people, cards, brands). */
export const SEARCHABLE_FROM = 20

export interface OptionPickerProps extends Omit<ControlProps, 'describedBy'> {
  describedBy?: string | undefined
  options: readonly Option[]
  placeholder: string
  /** The search field's placeholder of a long list (default 搜索). */
  searchPlaceholder?: string
  /** Offer a clear button (the native select's empty option). Default true. */
  allowClear?: boolean
  /** Set by a wrapping FormField (through Slot) as well. */
  'aria-describedby'?: string
  'aria-invalid'?: boolean
}

/**
 * A form field's choice among options: a Select for a short list, a searchable Combobox for a long one. A
 * current value the options do not hold (an old record's) stays shown as it is.
 */
export function OptionPicker({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  invalid,
  describedBy,
  options,
  placeholder,
  searchPlaceholder,
  allowClear = true,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
}: OptionPickerProps) {
  const t = useT()
  const current = value === null || value === undefined ? '' : String(value)
  const choices = useMemo(() => {
    const known = options.map((option) => ({ value: option.value, label: option.label }))
    return current && !options.some((option) => option.value === current)
      ? [{ value: current, label: current }, ...known]
      : known
  }, [current, options])
  const common = {
    id,
    value: current,
    options: choices,
    placeholder,
    disabled,
    invalid: invalid || ariaInvalid === true,
    allowClear,
    onBlur,
    'aria-describedby': describedBy ?? ariaDescribedBy,
    onValueChange: (next: string) => onChange(next),
  }
  return choices.length > SEARCHABLE_FROM ? (
    <Combobox {...common} searchPlaceholder={searchPlaceholder ?? t('搜索')} />
  ) : (
    <Select {...common} />
  )
}
