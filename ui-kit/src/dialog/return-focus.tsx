import { useRef, useState } from 'react'

interface Opener {
  element: HTMLElement | null
  /** The id of the menu button whose menu held the opener (a menu item disappears with its menu). */
  menuTriggerId: string | null
}

function currentOpener(): Opener {
  const active = typeof document === 'undefined' ? null : document.activeElement
  const element = active instanceof HTMLElement && active !== document.body ? active : null
  const menu = element?.closest('[role="menu"]')
  return { element, menuTriggerId: menu?.getAttribute('aria-labelledby') ?? null }
}

/** Rendered inside the open content: notes, while the dialog opens, which element had the focus. */
function OpenerProbe({ onCapture }: { onCapture: (opener: Opener) => void }) {
  useState(() => onCapture(currentOpener()))
  return null
}

/**
 * Focus back to the opener when a dialog or drawer closes. Radix returns it to a `Dialog.Trigger` only; a
 * dialog opened from state (a button's onClick, a menu item) would leave it on <body>. The opener is the
 * element focused while the dialog opened; when it is gone (a menu item), the button of its menu.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const opener = useRef<Opener>({ element: null, menuTriggerId: null })
  const probe = (
    <OpenerProbe
      onCapture={(found) => {
        opener.current = found
      }}
    />
  )
  const onClose = (event: Event) => {
    onCloseAutoFocus?.(event)
    if (event.defaultPrevented) return
    const { element, menuTriggerId } = opener.current
    const target = element?.isConnected
      ? element
      : menuTriggerId
        ? document.getElementById(menuTriggerId)
        : null
    if (!target) return
    event.preventDefault()
    target.focus()
  }
  return { probe, onCloseAutoFocus: onClose }
}
