import type { Control, UseFormReturn } from 'react-hook-form'
import { fieldError } from '../../lib/resource/field-rules'
import type { FormFieldDef, FormValues } from '../../lib/resource/resource-definition'
import { ResourceFormField } from '../../lib/resource/resource-form-field'

/**
 * Form fields with the resource machinery's controls and rules (required, pattern, length, custom, duplicate
 * check), for the HR forms that are not a resource dialog: the review form and the public worker form.
 */
export function HrFormFields({
  fields,
  control,
  idPrefix,
  disabled = false,
  form,
}: {
  fields: readonly FormFieldDef[]
  control: Control<FormValues>
  idPrefix: string
  disabled?: boolean
  /** The form, for fields that fill others in (`fills`). */
  form?: Pick<UseFormReturn<FormValues>, 'control' | 'getValues' | 'setValue' | 'trigger'>
}) {
  return fields.map((field) => (
    <ResourceFormField
      key={field.name}
      field={field}
      {...(form ? { form } : { control })}
      idPrefix={idPrefix}
      validate={(value, values) => fieldError(field, value, values, undefined)}
      reserveErrorSpace
      disabled={disabled}
    />
  ))
}

/** Form values → a JSON body: numbers for numeric fields, null for empty ones. */
export function bodyOf(
  fields: readonly FormFieldDef[],
  values: FormValues,
): Record<string, string | number | null> {
  const body: Record<string, string | number | null> = {}
  for (const field of fields) {
    const value = values[field.name]
    const empty = value === '' || value === null || value === undefined
    body[field.name] = empty ? null : field.numeric ? Number(value) : String(value).trim()
  }
  return body
}

export const emptyValues = (fields: readonly FormFieldDef[]): FormValues =>
  Object.fromEntries(fields.map((field) => [field.name, field.defaultValue ?? '']))
