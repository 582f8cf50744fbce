import { useT } from '../i18n/i18n'
import * as DialogPrimitive from '@radix-ui/react-dialog'
import type { ComponentProps } from 'react'
import { CornerCloseButton } from '../dialog/dialog'
import { useReturnFocus } from '../dialog/return-focus'
import { cn } from '../lib/cn'

/** A side panel on Radix Dialog: focus trapped, Escape closes, focus returns to the trigger. */
export const Drawer = DialogPrimitive.Root
export const DrawerTrigger = DialogPrimitive.Trigger
export const DrawerClose = DialogPrimitive.Close
export const DrawerTitle = DialogPrimitive.Title
export const DrawerDescription = DialogPrimitive.Description

export interface DrawerContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  side?: 'left' | 'right'
  width?: number
  closeLabel?: string
}

export function DrawerContent({
  side = 'right',
  width = 300,
  closeLabel: closeLabelProp,
  className,
  children,
  style,
  onCloseAutoFocus,
  ...props
}: DrawerContentProps) {
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
      >
        {returnFocus.probe}
        {children}
        <CornerCloseButton label={closeLabel} />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}
