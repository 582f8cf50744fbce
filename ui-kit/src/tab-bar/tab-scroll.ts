/** Pure geometry of the tab bar's horizontal scrolling (tested without layout). */

export interface Span {
  left: number
  right: number
}

/** Which way the strip can still scroll; one pixel of rounding is ignored. */
export function overflowOf(scrollLeft: number, clientWidth: number, scrollWidth: number) {
  return {
    left: scrollLeft > 1,
    right: scrollLeft + clientWidth < scrollWidth - 1,
  }
}

/**
 * How far to scroll (added to `scrollLeft`) so that `item` is inside `view`, with `margin` pixels of the
 * neighbour showing where there is room; 0 when it is already in view. An item wider than the view is
 * aligned on its left edge.
 */
export function revealDelta(view: Span, item: Span, margin = 24): number {
  const width = view.right - view.left
  const room = Math.max(0, Math.min(margin, (width - (item.right - item.left)) / 2))
  if (item.left < view.left) return item.left - view.left - room
  if (item.right > view.right) return Math.min(item.right - view.right + room, item.left - view.left)
  return 0
}

/** Pixels one wheel step means, by `WheelEvent.deltaMode` (pixels, lines, pages). */
export function wheelPixels(delta: number, deltaMode: number, pageWidth: number): number {
  if (deltaMode === 1) return delta * 16
  if (deltaMode === 2) return delta * pageWidth
  return delta
}
