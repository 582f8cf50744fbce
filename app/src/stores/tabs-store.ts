import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import {
  closeMany,
  closeTab,
  HOME_PATH,
  openTab,
  withHomeFirst,
  type Tab,
  type TabResult,
} from '../lib/tabs/tab-rules'

export interface TabsState {
  tabs: Tab[]
  active: string
  /** Bumped per path by "refresh": the page remounts, nothing else does. */
  refreshKeys: Record<string, number>
  open: (tab: Tab) => void
  close: (path: string) => TabResult
  closeMany: (pivot: string, which: 'left' | 'right' | 'others') => TabResult
  refresh: (path: string) => void
  reset: () => void
}

const initial = { tabs: withHomeFirst([]), active: HOME_PATH, refreshKeys: {} }

/** Open tabs, kept in localStorage so they survive a browser reload (beyond the anchors). */
export const useTabs = create<TabsState>()(
  persist(
    (set, get) => ({
      ...initial,
      open: (tab) => set({ tabs: openTab(get().tabs, tab), active: tab.path }),
      close: (path) => {
        const result = closeTab(get().tabs, path, get().active)
        if (result.ok) set({ tabs: result.tabs, active: result.active })
        return result
      },
      closeMany: (pivot, which) => {
        const result = closeMany(get().tabs, pivot, which, get().active)
        if (result.ok) set({ tabs: result.tabs, active: result.active })
        return result
      },
      refresh: (path) =>
        set({ refreshKeys: { ...get().refreshKeys, [path]: (get().refreshKeys[path] ?? 0) + 1 } }),
      reset: () => set(initial),
    }),
    {
      name: 'erp-tabs',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ tabs, active }) => ({ tabs, active }),
    },
  ),
)
