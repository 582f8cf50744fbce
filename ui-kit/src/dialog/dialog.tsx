import { useT } from '../i18n/i18n'
import * as DialogPrimitive from '@radix-ui/react-dialog'
import type { ComponentProps, CSSProperties } from 'react'
import { cn } from '../lib/cn'
import { useReturnFocus } from './return-focus'

/** Radix Dialog root: controlled (`open`/`onOpenChange`) or uncontrolled (`defaultOpen`). */
export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close
export const DialogPortal = DialogPrimitive.Portal

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-black/45', className)}
      {...props}
    />
  )
}

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** SPEC §9 widths: number = px (e.g. 800, 450, 520, 1200) or any CSS width. Default 60%. */
  width?: number | string
  /** Label of the close button (the × in the corner). */
  closeLabel?: string
  hideClose?: boolean
}

export function DialogContent({
  className,
  children,
  width = '60%',
  closeLabel: closeLabelProp,
  hideClose = false,
  style,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const t = useT()
  const closeLabel = closeLabelProp ?? t('关闭')
  const sized: CSSProperties = { width: typeof width === 'number' ? `${width}px` : width, ...style }
  const returnFocus = useReturnFocus(onCloseAutoFocus)
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        style={sized}
        className={cn(
          'fixed top-[10vh] left-1/2 z-50 max-h-[80vh] max-w-[calc(100vw-2rem)] -translate-x-1/2 overflow-auto rounded bg-surface p-6 text-foreground shadow-lg',
          className,
        )}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        {...props}
      >
        {returnFocus.probe}
        {children}
        {hideClose ? null : <CornerCloseButton label={closeLabel} />}
      </DialogPrimitive.Content>
    </DialogPortal>
  )
}

/** The × in the corner of a dialog or drawer, with an accessible name. */
export function CornerCloseButton({ label }: { label: string }) {
  return (
    <DialogPrimitive.Close
      aria-label={label}
      className="absolute top-4 right-4 grid size-6 place-items-center rounded text-muted-foreground hover:text-foreground"
    >
      <span aria-hidden="true">×</span>
    </DialogPrimitive.Close>
  )
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('mb-4 space-y-1 pr-8', className)} {...props} />
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn('mt-6 flex justify-end gap-2', className)} {...props} />
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-base font-semibold text-foreground', className)}
      {...props}
    />
  )
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}
