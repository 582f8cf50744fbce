import { Button } from '@erp/ui-kit/button'
import { DetailList, DetailListItem } from '@erp/ui-kit/detail-list'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { dictText as translateDictText, t, useT } from '@erp/ui-kit/i18n'
import { useId } from 'react'
import type { ListBase, RowOf } from './crud-client'
import { FORM_MESSAGES, fieldsFor } from './resource-form-dialog'
import type { FormFieldDef, ResourceDefinition } from './resource-definition'

/** Shown for a field without a value. */
export const EMPTY_VALUE = '—'

/**
 * What a detail shows for one field of a record: the server's dictionary text (`<name>_dictText`), else the
 * text of the field's own option, else the value itself. Passwords are never shown.
 */
export function displayValue(field: FormFieldDef, row: Record<string, unknown>): string {
  const value = row[field.name]
  if (value === null || value === undefined || value === '') return EMPTY_VALUE
  const dictText = row[`${field.name}_dictText`]
  if (typeof dictText === 'string' && dictText !== '') {
    // Through the key the server provides, when the field knows its dictionary.
    return field.dictCode && (typeof value === 'string' || typeof value === 'number')
      ? translateDictText(field.dictCode, value, dictText)
      : dictText
  }
  const option = field.options?.find((candidate) => candidate.value === String(value))
  return option ? t(option.label) : String(value)
}

export interface ResourceDetailDialogProps<B extends ListBase> {
  definition: ResourceDefinition<B>
  row: RowOf<B>
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The detail of one record in the detail-list layout (docs/modules.md: "A detail view uses the detail-list layout"). */
export function ResourceDetailDialog<B extends ListBase>({
  definition,
  row,
  open,
  onOpenChange,
}: ResourceDetailDialogProps<B>) {
  const t = useT()
  const titleId = useId()
  const fields = fieldsFor(definition.formFields ?? [], 'detail').filter((field) => field.kind !== 'password')
  const record = row as Record<string, unknown>
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        width={definition.dialogWidth ?? 800}
        aria-labelledby={titleId}
        aria-describedby={undefined}
      >
        <DialogHeader>
          <DialogTitle id={titleId}>{FORM_MESSAGES.detail(definition.title)}</DialogTitle>
        </DialogHeader>
        <DetailList col={2}>
          {fields.map((field) => (
            <DetailListItem key={field.name} term={t(field.label)}>
              <span className="break-words">{displayValue(field, record)}</span>
            </DetailListItem>
          ))}
        </DetailList>
        <DialogFooter className="mt-6">
          <Button onClick={() => onOpenChange(false)}>{t(FORM_MESSAGES.close)}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
