import { useCallback, useState, type Dispatch, type SetStateAction } from 'react'
import { useLocation } from 'react-router-dom'
import { rememberState, rememberedState } from '../lib/tabs/tab-memory'

/**
 * `useState` whose value belongs to the page's tab: it outlives the page being hidden (keep-alive) and a
 * browser reload, and is forgotten when the tab is closed or refreshed. For query forms and other work in
 * progress; the value must be JSON-serialisable. `isValid` guards against a stale stored shape.
 */
export function useTabState<T>(
  key: string,
  initial: T,
  isValid: (value: unknown) => value is T = (value): value is T => value !== undefined,
): [T, Dispatch<SetStateAction<T>>] {
  const { pathname } = useLocation()
  // The path of the tab this page was first rendered in: a hidden tab must not write into the visible one.
  const [path] = useState(pathname)
  const [value, setValue] = useState<T>(() => {
    const stored = rememberedState(path, key)
    return isValid(stored) ? stored : initial
  })
  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (action) =>
      setValue((previous) => {
        const next = typeof action === 'function' ? (action as (previous: T) => T)(previous) : action
        rememberState(path, key, next)
        return next
      }),
    [path, key],
  )
  return [value, set]
}
