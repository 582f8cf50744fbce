import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

export interface GrantTreeState {
  /** The last 父子关联 (parent-child cascade) choice of each user of this browser, by username. */
  cascadeByUser: Record<string, boolean>
  setCascade: (username: string, cascade: boolean) => void
}

/**
 * The 父子关联 choice of the permission grant trees (issue 31 S2-7), remembered per user: reopening a grant
 * drawer starts with the user's last choice (on for a user who never chose), unless the saved grants cannot be
 * shown exactly with it (role-grant-drawer.tsx).
 */
export const useGrantTreePreferences = create<GrantTreeState>()(
  persist(
    (set, get) => ({
      cascadeByUser: {},
      setCascade: (username, cascade) =>
        set({ cascadeByUser: { ...get().cascadeByUser, [username]: cascade } }),
    }),
    { name: 'erp-grant-tree', storage: createJSONStorage(() => localStorage) },
  ),
)
