import { EMPTY_COLUMN_LAYOUT, type ColumnLayout } from '@erp/ui-kit/column-settings'
import { useCallback, useState } from 'react'
import { useSession } from '../../stores/session-store'

/** Where a user's column layout of a list is kept: per user and per list, in this browser. */
export const columnLayoutKey = (userId: string, list: string) => `erp:columns:${userId}:${list}`

function isLayout(value: unknown): value is ColumnLayout {
  if (!value || typeof value !== 'object') return false
  const layout = value as Record<string, unknown>
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string')
  return (
    strings(layout.order) &&
    strings(layout.hidden) &&
    typeof layout.widths === 'object' &&
    layout.widths !== null &&
    Object.values(layout.widths).every((width) => typeof width === 'number' && width > 0)
  )
}

export function readColumnLayout(key: string): ColumnLayout {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null')
    return isLayout(stored) ? stored : EMPTY_COLUMN_LAYOUT
  } catch {
    return EMPTY_COLUMN_LAYOUT
  }
}

/** The shown columns, their order and widths for the signed-in user, remembered across sessions. */
export function useColumnLayout(list: string) {
  const userId = useSession((state) => state.userInfo?.id ?? 'anonymous')
  const key = columnLayoutKey(userId, list)
  const [layout, setLayoutState] = useState<{ key: string; layout: ColumnLayout }>(() => ({
    key,
    layout: readColumnLayout(key),
  }))
  const current = layout.key === key ? layout.layout : readColumnLayout(key)
  const setLayout = useCallback(
    (next: ColumnLayout) => {
      setLayoutState({ key, layout: next })
      try {
        localStorage.setItem(key, JSON.stringify(next))
      } catch {
        // storage full or disabled: the layout still applies until the page is left
      }
    },
    [key],
  )
  const setWidth = useCallback(
    (column: string, width: number) =>
      setLayout({ ...current, widths: { ...current.widths, [column]: width } }),
    [current, setLayout],
  )
  return { layout: current, setLayout, setWidth }
}
