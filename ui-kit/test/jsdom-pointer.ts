/**
 * jsdom lacks the pointer-capture and scrolling methods that Radix Select and the list controls call;
 * no-op versions let Testing Library drive them as a browser would (a real browser has them all).
 */
const proto = Element.prototype as Partial<Element>
proto.hasPointerCapture ??= () => false
proto.setPointerCapture ??= () => undefined
proto.releasePointerCapture ??= () => undefined
proto.scrollIntoView ??= () => undefined

// Radix measures its checkbox and radio controls with ResizeObserver; jsdom has none (and no layout to observe).
class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver
