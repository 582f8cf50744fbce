import type { components } from '@erp/openapi/schema'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

type AuthEntry = components['schemas']['AuthEntry']
type AllAuthEntry = components['schemas']['AllAuthEntry']

/** docs/spec.md §3: the auth and allAuth lists are kept in session storage. */
export interface PermissionState {
  auth: AuthEntry[]
  allAuth: AllAuthEntry[]
  setPermissions: (auth: AuthEntry[], allAuth: AllAuthEntry[]) => void
  clear: () => void
}

export const usePermissions = create<PermissionState>()(
  persist(
    (set) => ({
      auth: [],
      allAuth: [],
      setPermissions: (auth, allAuth) => set({ auth, allAuth }),
      clear: () => set({ auth: [], allAuth: [] }),
    }),
    {
      name: 'erp-permissions',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ auth, allAuth }) => ({ auth, allAuth }),
    },
  ),
)
