import { useT } from '../i18n/i18n'
import * as DialogPrimitive from '@radix-ui/react-dialog'
import type { ComponentProps } from 'react'
import { Dialog, useDiscardGuard } from '../dialog/dialog'
import { CornerCloseButton } from '../dialog/dialog-parts'
import { useReturnFocus } from '../dialog/return-focus'
import { cn } from '../lib/cn'

/** A side panel on Radix Dialog: focus trapped, Escape closes, focus returns to the trigger. */
export const Drawer = Dialog
export const DrawerTrigger = DialogPrimitive.Trigger
export const DrawerClose = DialogPrimitive.Close
export const DrawerTitle = DialogPrimitive.Title
export const DrawerDescription = DialogPrimitive.Description

export interface DrawerContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  side?: 'left' | 'right'
  width?: number
  closeLabel?: string
  /** Changes not saved: Escape, a click outside or the × ask before closing (as `DialogContent`'s). */
  dirty?: boolean
}

export function DrawerContent({
  side = 'right',
  width = 300,
  closeLabel: closeLabelProp,
  className,
  children,
  style,
  onCloseAutoFocus,
  dirty = false,
  onEscapeKeyDown,
  onPointerDownOutside,
  onInteractOutside,
  ...props
}: DrawerContentProps) {
  const guard = useDiscardGuard(dirty, { onEscapeKeyDown, onPointerDownOutside, onInteractOutside })
  const t = useT()
  const closeLabel = closeLabelProp ?? t('关闭')
  const returnFocus = useReturnFocus(onCloseAutoFocus)
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/45" />
      <DialogPrimitive.Content
        data-slot="drawer"
        style={{ width: `${width}px`, ...style }}
        className={cn(
          'fixed top-0 z-50 flex h-full max-w-full flex-col overflow-y-auto bg-surface p-6 text-foreground shadow-lg',
          side === 'right' ? 'right-0' : 'left-0',
          className,
        )}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        {...props}
        {...guard.handlers}
      >
        {returnFocus.probe}
        {children}
        <CornerCloseButton label={closeLabel} onClick={guard.onCloseClick} />
        {guard.prompt}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}
