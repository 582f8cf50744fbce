import { useT } from '../i18n/i18n'
import type { ReactNode } from 'react'
import { Button } from '../button/button'
import {
  BaseDialogContent,
  Dialog,
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog/dialog-parts'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /** `danger` for destructive actions (delete, reset). */
  variant?: 'primary' | 'danger'
  /** Called on confirm; the dialog closes itself unless `pending` is kept by the caller. */
  onConfirm: () => void
  /** Shows a spinner on the confirm button while the action runs. */
  pending?: boolean
}

/** A yes/no question over the page (Radix Dialog): focus starts on cancel, Escape cancels. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel: confirmLabelProp,
  cancelLabel: cancelLabelProp,
  variant = 'primary',
  onConfirm,
  pending = false,
}: ConfirmDialogProps) {
  const t = useT()
  const confirmLabel = confirmLabelProp ?? t('确定')
  const cancelLabel = cancelLabelProp ?? t('取消')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <BaseDialogContent width={416} hideClose data-slot="confirm-dialog" role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button size="sm">{cancelLabel}</Button>
          </DialogClose>
          <Button variant={variant} size="sm" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </BaseDialogContent>
    </Dialog>
  )
}
