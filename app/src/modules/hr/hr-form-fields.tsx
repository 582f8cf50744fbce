import { FormField } from '@erp/ui-kit/form-field'
import { useT } from '@erp/ui-kit/i18n'
import { Controller, type Control, type UseFormReturn } from 'react-hook-form'
import { FieldControl } from '../../lib/resource/field-control'
import { fieldError } from '../../lib/resource/field-rules'
import type { FieldValue, FormFieldDef, FormValues } from '../../lib/resource/resource-definition'

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
  form?: Pick<UseFormReturn<FormValues>, 'getValues' | 'setValue'>
}) {
  const t = useT()
  return fields.map((field) => (
    <Controller
      key={field.name}
      name={field.name}
      control={control}
      rules={{
        validate: async (value: FieldValue, values: FormValues) =>
          (await fieldError(field, value, values, undefined)) ?? true,
      }}
      render={({ field: input, fieldState }) => (
        <FormField
          label={
            <>
              {field.rules?.required ? (
                <span aria-hidden="true" className="mr-1 text-danger-strong">
                  *
                </span>
              ) : null}
              {t(field.label)}
            </>
          }
          error={fieldState.error?.message ?? null}
          hint={typeof field.hint === 'string' ? t(field.hint) : field.hint}
          controlId={`${idPrefix}-${field.name}`}
          reserveErrorSpace
          className={field.wide || field.kind === 'textarea' ? 'md:col-span-2' : undefined}
        >
          <FieldControl
            field={field}
            id={`${idPrefix}-${field.name}`}
            value={input.value ?? ''}
            onChange={(value) => {
              input.onChange(value)
              if (!form) return
              for (const [name, filled] of Object.entries(field.fills?.(value, form.getValues()) ?? {}))
                form.setValue(name, filled ?? '', { shouldDirty: true, shouldValidate: true })
            }}
            onBlur={input.onBlur}
            invalid={Boolean(fieldState.error)}
            disabled={disabled}
          />
        </FormField>
      )}
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
