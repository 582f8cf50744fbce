import { useState } from 'react'
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog'
import { msg, useT } from '../i18n/i18n'
import { BaseDialogContent, useDialogClose, type BaseDialogContentProps } from './dialog-parts'

export {
  CornerCloseButton,
  Dialog,
  DialogBody,
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  useDialogClose,
} from './dialog-parts'

export const DISCARD_MESSAGES = {
  title: msg('放弃未保存的修改？'),
  description: msg('关闭后，已填写的内容将丢失。'),
  confirm: msg('放弃修改'),
  cancel: msg('继续编辑'),
}

export interface DialogContentProps extends BaseDialogContentProps {
  /**
   * The form inside has changes not saved: a click outside, Escape or the × asks before closing
   * (confirm closes, cancel keeps everything). A 取消 button of the caller still closes at once.
   */
  dirty?: boolean
}

/** Is this pointer-down outside the one that would close the dialog (Radix ignores right and ctrl clicks)? */
function isPrimaryClick(event: Event) {
  const original = (event as CustomEvent<{ originalEvent?: PointerEvent }>).detail?.originalEvent
  return !original || (original.button === 0 && !original.ctrlKey)
}

type Preventable = { defaultPrevented: boolean; preventDefault: () => void }

/** The content's own close handlers, each called before the guard's (it may prevent the close itself). */
export interface GuardedHandlers {
  onEscapeKeyDown?: BaseDialogContentProps['onEscapeKeyDown']
  onPointerDownOutside?: BaseDialogContentProps['onPointerDownOutside']
  onInteractOutside?: BaseDialogContentProps['onInteractOutside']
  onCloseClick?: BaseDialogContentProps['onCloseClick']
}

/**
 * The discard guard of a dialog or drawer content: while `dirty`, the handlers keep Radix from closing on
 * Escape, a click outside or the ×, and ask instead; `prompt` is the question, rendered inside the content.
 * `own` are the caller's handlers: the returned ones call them first.
 */
export function useDiscardGuard(dirty: boolean, own: GuardedHandlers = {}) {
  const t = useT()
  const close = useDialogClose()
  const [asking, setAsking] = useState(false)
  const guard = (event: Preventable, ask: boolean) => {
    if (!dirty || event.defaultPrevented) return
    event.preventDefault()
    if (ask) setAsking(true)
  }
  const prompt = dirty ? (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      title={t(DISCARD_MESSAGES.title)}
      description={t(DISCARD_MESSAGES.description)}
      confirmLabel={t(DISCARD_MESSAGES.confirm)}
      cancelLabel={t(DISCARD_MESSAGES.cancel)}
      variant="danger"
      onConfirm={() => {
        setAsking(false)
        close?.()
      }}
    />
  ) : null
  const handlers = {
    onEscapeKeyDown: (event: KeyboardEvent) => {
      own.onEscapeKeyDown?.(event)
      guard(event, true)
    },
    onPointerDownOutside: (event: Parameters<NonNullable<GuardedHandlers['onPointerDownOutside']>>[0]) => {
      own.onPointerDownOutside?.(event)
      guard(event, isPrimaryClick(event))
    },
    onInteractOutside: (event: Parameters<NonNullable<GuardedHandlers['onInteractOutside']>>[0]) => {
      own.onInteractOutside?.(event)
      guard(event, false)
    },
  }
  const onCloseClick = (event: Parameters<NonNullable<GuardedHandlers['onCloseClick']>>[0]) => {
    own.onCloseClick?.(event)
    guard(event, true)
  }
  return { prompt, handlers, onCloseClick }
}

/** The dialog box (see `BaseDialogContent`), asking before it throws away a dirty form. */
export function DialogContent({
  dirty = false,
  children,
  onEscapeKeyDown,
  onPointerDownOutside,
  onInteractOutside,
  onCloseClick,
  ...props
}: DialogContentProps) {
  const guard = useDiscardGuard(dirty, {
    onEscapeKeyDown,
    onPointerDownOutside,
    onInteractOutside,
    onCloseClick,
  })
  return (
    <BaseDialogContent {...props} {...guard.handlers} onCloseClick={guard.onCloseClick}>
      {children}
      {guard.prompt}
    </BaseDialogContent>
  )
}
