import { Combobox } from '@erp/ui-kit/combobox'
import { DateRangePicker } from '@erp/ui-kit/date-picker'
import { FormField } from '@erp/ui-kit/form-field'
import { useT } from '@erp/ui-kit/i18n'
import { Input } from '@erp/ui-kit/input'
import { Select } from '@erp/ui-kit/select'
import { SEARCHABLE_FROM } from './option-picker'
import type { QueryFieldDef } from './resource-definition'
import { useDictOptions } from './use-dict-options'

/**
 * One field of a list's query form, with the kit's controls: text, a select (searchable past
 * SEARCHABLE_FROM options, '' = any) or a date range shown as YYYY-MM-DD (`<name>_begin` / `<name>_end`).
 * A drop-in for the native-control QueryControl of resource-list-page.tsx.
 */
export function QueryControl({
  field,
  draft,
  onDraft,
}: {
  field: QueryFieldDef
  draft: Record<string, string>
  onDraft: (name: string, value: string) => void
}) {
  const t = useT()
  const options = useDictOptions(field.dictCode, field.options)
  const label = t(field.label)
  if (field.kind === 'date-range') {
    const begin = `${field.name}_begin`
    const end = `${field.name}_end`
    return (
      <div className="space-y-1">
        <span aria-hidden="true" className="block text-sm font-medium text-foreground">
          {label}
        </span>
        <DateRangePicker
          aria-label={label}
          startLabel={t('{{label}}开始', { label })}
          endLabel={t('{{label}}结束', { label })}
          value={[draft[begin] ?? '', draft[end] ?? '']}
          onValueChange={([nextBegin, nextEnd]) => {
            if (nextBegin !== (draft[begin] ?? '')) onDraft(begin, nextBegin)
            if (nextEnd !== (draft[end] ?? '')) onDraft(end, nextEnd)
          }}
        />
      </div>
    )
  }
  if (field.kind === 'select') {
    const choices = options.map((option) => ({ value: option.value, label: option.label }))
    const common = {
      value: draft[field.name] ?? '',
      options: choices,
      placeholder: t('请选择'),
      allowClear: true,
      onValueChange: (next: string) => onDraft(field.name, next),
    }
    return (
      <FormField label={label}>
        {choices.length > SEARCHABLE_FROM ? (
          <Combobox {...common} searchPlaceholder={t('搜索{{label}}', { label })} />
        ) : (
          <Select {...common} />
        )}
      </FormField>
    )
  }
  return (
    <FormField label={label}>
      <Input
        value={draft[field.name] ?? ''}
        placeholder={t('请输入{{label}}', { label })}
        onChange={(event) => onDraft(field.name, event.target.value)}
      />
    </FormField>
  )
}
