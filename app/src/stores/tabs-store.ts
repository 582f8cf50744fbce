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
import { forgetAllTabs, forgetTab } from '../lib/tabs/tab-memory'
import { useSession } from './session-store'

export interface TabsState {
  /** The user these tabs belong to: another user signing in on this browser starts with fresh tabs. */
  owner: string | null
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

const initial = { owner: null, tabs: withHomeFirst([]), active: HOME_PATH, refreshKeys: {} }

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
      refresh: (path) => {
        // A refreshed tab starts afresh: its remembered scroll and form state go too.
        forgetTab(path)
        set({ refreshKeys: { ...get().refreshKeys, [path]: (get().refreshKeys[path] ?? 0) + 1 } })
      },
      reset: () => {
        forgetAllTabs()
        set({ ...initial, owner: get().owner })
      },
    }),
    {
      name: 'erp-tabs',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ owner, tabs, active }) => ({ owner, tabs, active }),
    },
  ),
)

/** Tabs and their remembered form state never pass from one user to the next on a shared browser. */
function claimFor(username: string | undefined) {
  if (!username || useTabs.getState().owner === username) return
  forgetAllTabs()
  useTabs.setState({ ...initial, owner: username })
}
claimFor(useSession.getState().userInfo?.username)
useSession.subscribe((state) => claimFor(state.userInfo?.username))
