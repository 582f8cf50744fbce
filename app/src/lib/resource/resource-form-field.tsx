import { FormField } from '@erp/ui-kit/form-field'
import { useT } from '@erp/ui-kit/i18n'
import type { ReactNode } from 'react'
import { Controller, type Control, type UseFormReturn } from 'react-hook-form'
import { FieldControl } from './field-control'
import type { FieldValue, FormFieldDef, FormValues } from './resource-definition'

/** A field's label with the red required mark before it (hidden from screen readers: the control says required). */
export function FieldLabel({ text, required = true }: { text: ReactNode; required?: boolean }) {
  return (
    <>
      {required ? (
        <span aria-hidden="true" className="mr-1 text-danger-strong">
          *
        </span>
      ) : null}
      {text}
    </>
  )
}

/**
 * What a field is wired to: the whole form (a field showing an error checks again on each change; `fills`
 * write other fields), or only its control.
 */
export type ResourceFormWiring =
  | {
      form: Pick<UseFormReturn<FormValues>, 'control' | 'getValues' | 'setValue' | 'trigger'>
      control?: undefined
    }
  | { control: Control<FormValues>; form?: undefined }

export type ResourceFormFieldProps = ResourceFormWiring & {
  field: FormFieldDef
  /** The ids are `<idPrefix>-<field name>`. */
  idPrefix: string
  /** The field's error, or null (react-hook-form runs it on blur and on save). */
  validate: (value: FieldValue, values: FormValues) => Promise<string | null> | string | null
  disabled?: boolean
  /** What to show under the field for its current value (a warning); default the field's own hint. */
  hintOf?: (value: FieldValue) => ReactNode
  /** Keep the error line's height while there is none (dialogs: the footer never jumps). */
  reserveErrorSpace?: boolean
}

/**
 * One field of a resource form: the label (with the required mark), the kit's FormField with error and hint,
 * and the field kind's control (field-control.tsx), wired to react-hook-form. Every form of the app renders
 * its fields through this, so a field looks and checks the same in a resource dialog, the department form,
 * the announcement form and the HR forms.
 */
export function ResourceFormField({
  field,
  control,
  form,
  idPrefix,
  validate,
  disabled = false,
  hintOf,
  reserveErrorSpace = false,
}: ResourceFormFieldProps) {
  const t = useT()
  const controlId = `${idPrefix}-${field.name}`
  return (
    <Controller
      name={field.name}
      control={form ? form.control : control}
      rules={{
        validate: async (value: FieldValue, values: FormValues) => (await validate(value, values)) ?? true,
      }}
      render={({ field: input, fieldState }) => {
        const onChange = (value: FieldValue) => {
          input.onChange(value)
          if (!form) return
          if (fieldState.error) void form.trigger(field.name)
          for (const [name, filled] of Object.entries(field.fills?.(value, form.getValues()) ?? {}))
            form.setValue(name, filled ?? '', { shouldDirty: true, shouldValidate: true })
        }
        return (
          <FormField
            label={<FieldLabel text={t(field.label)} required={Boolean(field.rules?.required)} />}
            error={fieldState.error?.message ?? null}
            hint={hintOf?.(input.value) ?? (typeof field.hint === 'string' ? t(field.hint) : field.hint)}
            controlId={controlId}
            reserveErrorSpace={reserveErrorSpace}
            className={field.wide || field.kind === 'textarea' ? 'md:col-span-2' : undefined}
          >
            <FieldControl
              field={field}
              id={controlId}
              value={input.value ?? ''}
              onChange={onChange}
              onBlur={input.onBlur}
              invalid={Boolean(fieldState.error)}
              disabled={disabled}
            />
          </FormField>
        )
      }}
    />
  )
}
