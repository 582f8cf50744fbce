/**
 * What a kept-alive tab remembers across a browser reload ("the open tabs, and the scroll and
 * form state of kept-alive pages, survive a browser reload"): per tab path, its scroll position and any
 * state a page keeps with `useTabState`. Held in sessionStorage: one browser tab's working set, gone when
 * that browser tab closes, never shared with another user's session.
 */
const KEY = 'erp-tab-memory'

export interface TabMemory {
  scroll: Record<string, number>
  state: Record<string, Record<string, unknown>>
}

const empty = (): TabMemory => ({ scroll: {}, state: {} })

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null // storage disabled: the memory lives only as long as the page
  }
}

let memory: TabMemory | null = null

export function readTabMemory(): TabMemory {
  if (memory) return memory
  const raw = storage()?.getItem(KEY)
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null
    memory =
      parsed && typeof parsed === 'object' && 'scroll' in parsed && 'state' in parsed
        ? (parsed as TabMemory)
        : empty()
  } catch {
    memory = empty()
  }
  return memory
}

function write(next: TabMemory) {
  memory = next
  try {
    storage()?.setItem(KEY, JSON.stringify(next))
  } catch {
    // quota or disabled storage: keep it in memory only
  }
}

export function rememberScroll(path: string, top: number) {
  const current = readTabMemory()
  write({ ...current, scroll: { ...current.scroll, [path]: Math.max(0, Math.round(top)) } })
}

export function rememberedScroll(path: string): number {
  return readTabMemory().scroll[path] ?? 0
}

export function rememberState(path: string, key: string, value: unknown) {
  const current = readTabMemory()
  write({ ...current, state: { ...current.state, [path]: { ...current.state[path], [key]: value } } })
}

export function rememberedState(path: string, key: string): unknown {
  return readTabMemory().state[path]?.[key]
}

/** A closed or refreshed tab starts afresh; signing out forgets every tab. */
export function forgetTab(path: string) {
  const current = readTabMemory()
  const { [path]: _scroll, ...scroll } = current.scroll
  const { [path]: _state, ...state } = current.state
  write({ scroll, state })
}

export function forgetAllTabs() {
  write(empty())
}

/** Drops the memory of tabs no longer open. */
export function keepOnly(paths: readonly string[]) {
  const open = new Set(paths)
  const current = readTabMemory()
  write({
    scroll: Object.fromEntries(Object.entries(current.scroll).filter(([path]) => open.has(path))),
    state: Object.fromEntries(Object.entries(current.state).filter(([path]) => open.has(path))),
  })
}

/** For tests: forget the in-memory copy so the next read comes from storage (a "reload"). */
export function resetTabMemoryCache() {
  memory = null
}
