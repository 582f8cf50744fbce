import { Button } from '@erp/ui-kit/button'
import { cn } from '@erp/ui-kit/cn'
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@erp/ui-kit/dialog'
import { useId, type ReactNode } from 'react'

/** A refused save's message (the server's), drawn above the buttons of a form; nothing while there is none. */
export function FailureAlert({ failure, className }: { failure: ReactNode; className?: string }) {
  return failure ? (
    <p
      role="alert"
      className={cn(
        'rounded border border-danger bg-danger/10 px-3 py-2 text-sm text-danger-strong',
        className,
      )}
    >
      {failure}
    </p>
  ) : null
}

export interface FormDialogFooterProps {
  /** The refused save's message, or null. */
  failure: ReactNode
  /** The form the save button submits. */
  formId: string
  /** The texts of the buttons (translated); no save button without `saveLabel` (a read-only form). */
  cancelLabel: string
  saveLabel?: string
  onCancel: () => void
  saving: boolean
  className?: string
}

/**
 * The end of a form dialog: a refused save's message, then 取消 (or 关闭) and the save button that submits
 * the form by its id (pending while saving). Every form dialog of the app ends with this.
 */
export function FormDialogFooter({
  failure,
  formId,
  cancelLabel,
  saveLabel,
  onCancel,
  saving,
  className = 'mt-6',
}: FormDialogFooterProps) {
  return (
    <>
      <FailureAlert failure={failure} className="mt-4 shrink-0" />
      <DialogFooter className={className}>
        <Button onClick={onCancel}>{cancelLabel}</Button>
        {saveLabel === undefined ? null : (
          <Button type="submit" form={formId} variant="primary" loading={saving}>
            {saveLabel}
          </Button>
        )}
      </DialogFooter>
    </>
  )
}

export interface FormDialogProps extends FormDialogFooterProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** docs/spec.md §9 widths, in px. */
  width: number
  /** Changed: closing by Escape, the × or a click outside asks first. */
  dirty: boolean
  /** The dialog's body: the form (with the id `formId`) and what goes with it. */
  children: ReactNode
}

/** A form in a dialog: the title, the body, and the footer of FormDialogFooter. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  width,
  dirty,
  children,
  ...footer
}: FormDialogProps) {
  const titleId = useId()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={width} dirty={dirty} aria-labelledby={titleId} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle id={titleId}>{title}</DialogTitle>
        </DialogHeader>
        <DialogBody>{children}</DialogBody>
        <FormDialogFooter {...footer} />
      </DialogContent>
    </Dialog>
  )
}
