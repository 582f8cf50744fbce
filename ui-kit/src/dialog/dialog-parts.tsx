import { useT } from '../i18n/i18n'
import * as DialogPrimitive from '@radix-ui/react-dialog'
import { useControllableState } from '@radix-ui/react-use-controllable-state'
import {
  createContext,
  useCallback,
  useContext,
  type ComponentProps,
  type CSSProperties,
  type MouseEvent,
} from 'react'
import { cn } from '../lib/cn'
import { useReturnFocus } from './return-focus'

/**
 * The building blocks of a dialog, without the discard guard of `DialogContent` (dialog.tsx). They live
 * apart so that ConfirmDialog, which the guard shows, can use them without an import cycle.
 */

const CloseContext = createContext<(() => void) | null>(null)

/** Closes the dialog around the caller (as its × or Escape would), or null outside a kit `Dialog`. */
export function useDialogClose() {
  return useContext(CloseContext)
}

/**
 * Radix Dialog root: controlled (`open`/`onOpenChange`) or uncontrolled (`defaultOpen`). It also tells
 * its content how to close, so that a guarded content can close after its own question.
 */
export function Dialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...props
}: DialogPrimitive.DialogProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'Dialog',
  })
  const close = useCallback(() => setOpen(false), [setOpen])
  return (
    <CloseContext.Provider value={close}>
      <DialogPrimitive.Root open={open} onOpenChange={setOpen} {...props} />
    </CloseContext.Provider>
  )
}

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

export interface BaseDialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** docs/spec.md §9 widths: number = px (e.g. 800, 450, 520, 1200) or any CSS width. Default 60%. */
  width?: number | string
  /** Label of the close button (the × in the corner). */
  closeLabel?: string
  hideClose?: boolean
  /** Runs before the × closes the dialog; `event.preventDefault()` keeps it open. */
  onCloseClick?: (event: MouseEvent<HTMLButtonElement>) => void
}

/**
 * The dialog box: a column at most 80vh high (10vh above and below). `DialogHeader` and `DialogFooter`
 * keep their place while a `DialogBody` between them scrolls; content without a `DialogBody` scrolls as a
 * whole, as before.
 */
export function BaseDialogContent({
  className,
  children,
  width = '60%',
  closeLabel: closeLabelProp,
  hideClose = false,
  onCloseClick,
  style,
  onCloseAutoFocus,
  ...props
}: BaseDialogContentProps) {
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
          'fixed top-[10vh] left-1/2 z-50 flex max-h-[calc(100vh-10vh*2)] max-w-[calc(100vw-2rem)] -translate-x-1/2 flex-col overflow-y-auto rounded bg-surface p-6 text-foreground shadow-lg',
          className,
        )}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        {...props}
      >
        {returnFocus.probe}
        {children}
        {hideClose ? null : <CornerCloseButton label={closeLabel} onClick={onCloseClick} />}
      </DialogPrimitive.Content>
    </DialogPortal>
  )
}

/** The × in the corner of a dialog or drawer, with an accessible name. */
export function CornerCloseButton({
  label,
  onClick,
}: {
  label: string
  /** Runs before closing; `event.preventDefault()` keeps the dialog open. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void
}) {
  return (
    <DialogPrimitive.Close
      aria-label={label}
      onClick={onClick}
      className="absolute top-4 right-4 grid size-6 place-items-center rounded text-muted-foreground hover:text-foreground"
    >
      <span aria-hidden="true">×</span>
    </DialogPrimitive.Close>
  )
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="dialog-header" className={cn('mb-4 shrink-0 space-y-1 pr-8', className)} {...props} />
  )
}

/** The scrolling middle of a dialog: the title and the footer stay in view however long it is. */
export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-body"
      className={cn('-mx-6 -my-1 min-h-0 flex-1 overflow-y-auto px-6 py-1', className)}
      {...props}
    />
  )
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('mt-6 flex shrink-0 justify-end gap-2', className)}
      {...props}
    />
  )
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
