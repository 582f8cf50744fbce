import { useState, useSyncExternalStore } from 'react'

/**
 * Whether a pointer is pressed somewhere on the page, from its pointer-down until just after the click
 * that follows its release. A field's error that appears or clears on blur (the pointer-down on 确定 moves
 * the focus) would otherwise move the button under the pointer, and the click would be lost.
 */
let pressed = false
const listeners = new Set<() => void>()
let tracking = false

function release() {
  if (!pressed) return
  // After the click: pointerup, mouseup and click are dispatched in one go, a timer runs after them.
  setTimeout(() => {
    pressed = false
    for (const listener of listeners) listener()
  }, 0)
}

function track() {
  if (tracking || typeof document === 'undefined') return
  tracking = true
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (event.isPrimary !== false) pressed = true
    },
    true,
  )
  document.addEventListener('pointerup', release, true)
  document.addEventListener('pointercancel', release, true)
  // A release outside the window is not reported: any key or a window blur ends the hold too.
  document.addEventListener('keydown', release, true)
  window.addEventListener('blur', release)
}

function subscribe(listener: () => void) {
  track()
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

// Only the release notifies: a pointer-down re-renders nothing, a component rendering during the press
// reads `true` and is the one the release re-renders.
const isPressed = () => pressed
const notPressed = () => false

/** `value`, except that a change while a pointer is pressed waits until after the click. */
export function useHeldWhilePressed<T>(value: T): T {
  const down = useSyncExternalStore(subscribe, isPressed, notPressed)
  const [shown, setShown] = useState(value)
  if (!down && !Object.is(shown, value)) setShown(value)
  return down ? shown : value
}
