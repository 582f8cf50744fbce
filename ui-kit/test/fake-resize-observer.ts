import { act } from '@testing-library/react'

/**
 * A ResizeObserver for jsdom (which has no layout): stub it with `vi.stubGlobal('ResizeObserver',
 * FakeResizeObserver)`, reset `all` after each test, and call `fire()` where a browser would report a resize.
 */
export class FakeResizeObserver {
  static all: FakeResizeObserver[] = []
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.all.push(this)
  }
  observe() {}
  unobserve() {}
  disconnect() {
    FakeResizeObserver.all = FakeResizeObserver.all.filter((observer) => observer !== this)
  }
  static fire() {
    act(() => {
      for (const observer of FakeResizeObserver.all)
        observer.callback([], observer as unknown as ResizeObserver)
    })
  }
}
