import { msg, t, useT } from '@erp/ui-kit/i18n'
import { toast } from '@erp/ui-kit/toast'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { messageOf } from '../api-errors'
import { crudClient, type AddBodyOf, type EditBodyOf, type ListBase, type RowOf } from './crud-client'
import { fieldError } from './field-rules'
import { FormDialog } from './form-dialog'
import { ResourceFormField } from './resource-form-field'
import {
  idOf,
  type FieldValue,
  type FormFieldDef,
  type FormValues,
  type ResourceDefinition,
} from './resource-definition'
import { resourceKeys } from './use-list-controller'

export type FormMode = 'add' | 'edit' | 'detail'

/** Titles take the entity's key (a definition's title) and translate it; the others are keys. */
export const FORM_MESSAGES = {
  add: (title: string) => t('新增{{title}}', { title: t(title) }),
  edit: (title: string) => t('编辑{{title}}', { title: t(title) }),
  detail: (title: string) => t('{{title}}详情', { title: t(title) }),
  cancel: msg('取消'),
  close: msg('关闭'),
  save: msg('确定'),
}

/** The fields a mode shows. */
export const fieldsFor = (fields: readonly FormFieldDef[], mode: FormMode) =>
  fields.filter((field) => !field.only || field.only === mode || (mode === 'detail' && field.only === 'edit'))

/** A record's values for the form: the form's fields only, '' for missing ones. */
export function initialValues(fields: readonly FormFieldDef[], row: unknown): FormValues {
  const record = (row ?? {}) as Record<string, unknown>
  return Object.fromEntries(
    fields.map((field) => {
      const value = row ? record[field.name] : field.defaultValue
      return [field.name, typeof value === 'number' || typeof value === 'string' ? value : '']
    }),
  )
}

/** A field's non-blocking warning for its value, drawn where its hint goes. */
function warningOf(field: FormFieldDef, value: FieldValue, values: FormValues, readOnly: boolean) {
  const warning = readOnly ? null : (field.warn?.(value ?? '', values) ?? null)
  return warning ? (
    <span role="status" className="font-medium text-foreground">
      <span aria-hidden="true" className="mr-1 text-warning">
        ⚠
      </span>
      {warning}
    </span>
  ) : null
}

/** Form values → a request body: numbers for number fields, null for empty optional ones, plus the id. */
export function defaultBody(fields: readonly FormFieldDef[], values: FormValues, editing: unknown) {
  const body: Record<string, unknown> = {}
  for (const field of fields) {
    const value = values[field.name]
    const empty = value === '' || value === null || value === undefined
    if (field.kind === 'number' || field.numeric) body[field.name] = empty ? null : Number(value)
    else body[field.name] = empty ? null : value
  }
  if (editing) body.id = idOf(editing)
  return body
}

export interface ResourceFormDialogProps<B extends ListBase> {
  definition: ResourceDefinition<B>
  mode: FormMode
  /** The record edited or shown; null when adding. */
  row: RowOf<B> | null
  open: boolean
  onOpenChange: (open: boolean) => void
  onSaved?: () => void
}

/**
 * Add, edit and detail of one record. Rules run on blur and on save (docs/spec.md §5: duplicate and rule checks
 * skipped when empty, the server's message as the field's error), and again on each change of a field
 * that shows an error, so that the error clears while typing and not on the blur of a click on 确定.
 * A refused save keeps the dialog open with everything typed and shows the server's message. Closing a
 * changed form by Escape, the × or a click outside asks first; 取消 closes at once.
 */
export function ResourceFormDialog<B extends ListBase>({
  definition,
  mode,
  row,
  open,
  onOpenChange,
  onSaved,
}: ResourceFormDialogProps<B>) {
  const t = useT()
  const fields = fieldsFor(definition.formFields ?? [], mode)
  const formId = useId()
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<FormValues>({ mode: 'onBlur', defaultValues: initialValues(fields, row) })
  const dataId = row ? idOf(row) : undefined
  const readOnly = mode === 'detail'
  const title =
    mode === 'add'
      ? FORM_MESSAGES.add(definition.title)
      : mode === 'edit'
        ? FORM_MESSAGES.edit(definition.title)
        : FORM_MESSAGES.detail(definition.title)

  const save = form.handleSubmit(async (values) => {
    setFailure(null)
    const client = crudClient(definition.base)
    const body = definition.toBody ? definition.toBody(values, row) : defaultBody(fields, values, row)
    try {
      const message =
        mode === 'add' ? await client.add(body as AddBodyOf<B>) : await client.edit(body as EditBodyOf<B>)
      toast.success(message)
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(definition.base) })
      onSaved?.()
      onOpenChange(false)
    } catch (error) {
      setFailure(messageOf(error))
    }
  })

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      width={definition.dialogWidth ?? 800}
      dirty={!readOnly && form.formState.isDirty}
      failure={failure}
      formId={formId}
      cancelLabel={t(readOnly ? FORM_MESSAGES.close : FORM_MESSAGES.cancel)}
      saveLabel={readOnly ? undefined : t(FORM_MESSAGES.save)}
      onCancel={() => onOpenChange(false)}
      saving={form.formState.isSubmitting}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void save(event)}
        className="grid grid-cols-1 gap-x-6 gap-y-1 md:grid-cols-2"
        data-slot="resource-form"
      >
        {fields.map((field) => (
          <ResourceFormField
            key={field.name}
            field={field}
            form={form}
            idPrefix={formId}
            validate={(value, values) => (readOnly ? null : fieldError(field, value, values, dataId))}
            hintOf={(value) => warningOf(field, value, form.getValues(), readOnly)}
            reserveErrorSpace
            disabled={readOnly || (mode === 'edit' && Boolean(field.lockedOnEdit))}
          />
        ))}
      </form>
    </FormDialog>
  )
}
