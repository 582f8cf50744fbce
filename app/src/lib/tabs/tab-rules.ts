import { msg } from '@erp/ui-kit/i18n'

/** docs/spec.md §2/§4/§8 multi-page tabs: the home tab is always first and can't be closed, nor can the last tab. */
export const HOME_PATH = '/dashboard/analysis'
export const HOME_NOT_CLOSABLE = msg('首页不能关闭!')
export const LAST_NOT_CLOSABLE = msg('这是最后一页，不能再关闭了啦')

export interface Tab {
  path: string
  title: string
}

export type TabResult = { ok: true; tabs: Tab[]; active: string } | { ok: false; message: string }

/** Opens (or focuses) a tab; the home tab always stays first. */
export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const existing = tabs.find((t) => t.path === tab.path)
  const next = existing
    ? tabs.map((t) => (t.path === tab.path ? { ...t, title: tab.title || t.title } : t))
    : [...tabs, tab]
  return withHomeFirst(next)
}

export function withHomeFirst(tabs: readonly Tab[]): Tab[] {
  const home = tabs.find((t) => t.path === HOME_PATH) ?? { path: HOME_PATH, title: msg('首页') }
  return [home, ...tabs.filter((t) => t.path !== HOME_PATH)]
}

/** Closes one tab; the active tab moves to the right neighbour, or the left one at the end. */
export function closeTab(tabs: readonly Tab[], path: string, active: string): TabResult {
  if (path === HOME_PATH) return { ok: false, message: HOME_NOT_CLOSABLE }
  if (tabs.length <= 1) return { ok: false, message: LAST_NOT_CLOSABLE }
  const index = tabs.findIndex((t) => t.path === path)
  if (index < 0) return { ok: true, tabs: [...tabs], active }
  const next = tabs.filter((t) => t.path !== path)
  const neighbour = next[index] ?? next[index - 1] ?? next[0]
  return { ok: true, tabs: next, active: active === path ? (neighbour?.path ?? HOME_PATH) : active }
}

/** Close left / right / others keep the home tab; the active tab becomes the pivot when it was closed. */
export function closeMany(
  tabs: readonly Tab[],
  pivot: string,
  which: 'left' | 'right' | 'others',
  active: string,
): TabResult {
  const index = tabs.findIndex((t) => t.path === pivot)
  if (index < 0) return { ok: true, tabs: [...tabs], active }
  const keep = tabs.filter((t, i) => {
    if (t.path === HOME_PATH || t.path === pivot) return true
    if (which === 'left') return i > index
    if (which === 'right') return i < index
    return false
  })
  const stillOpen = keep.some((t) => t.path === active)
  return { ok: true, tabs: keep, active: stillOpen ? active : pivot }
}
