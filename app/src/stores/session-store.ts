import type { components } from '@erp/openapi/schema'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

type LoginResult = components['schemas']['LoginResult']
type SysUser = components['schemas']['SysUser']
type SysDepart = components['schemas']['SysDepart']
type DictModel = components['schemas']['DictModel']

/** docs/spec.md §4/§9: token, user info and dictionaries are kept for 7 days. */
export const SESSION_LIFETIME_MS = 604_800_000

export interface SessionState {
  token: string | null
  userInfo: SysUser | null
  departs: SysDepart[]
  multiDepart: 0 | 1 | 2
  dictItems: Record<string, DictModel[]>
  tenantId: string | null
  /** Epoch ms after which the stored session is discarded. */
  expiresAt: number | null
  /** A user of several departments must choose the current one after sign-in (docs/spec.md §4). */
  needsDepartChoice: boolean
  signIn: (result: LoginResult, now?: number) => void
  /** Stores the user info returned by /sys/selectDepart, kept as long as the session (docs/spec.md §7). */
  setCurrentDepart: (userInfo: SysUser) => void
  /** Replaces the user info after the user edited their own record (the header shows it at once). */
  updateUserInfo: (userInfo: SysUser) => void
  signOut: () => void
  /** Replaces the cached dictionaries (after the server's dictionary cache was refreshed). */
  setDictItems: (dictItems: SessionState['dictItems']) => void
}

const signedOut = {
  token: null,
  userInfo: null,
  departs: [],
  multiDepart: 0,
  dictItems: {},
  tenantId: null,
  expiresAt: null,
  needsDepartChoice: false,
} satisfies Partial<SessionState>

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: (result, now = Date.now()) =>
        set({
          token: result.token,
          userInfo: result.userInfo,
          departs: result.departs,
          multiDepart: result.multi_depart,
          dictItems: result.sysAllDictItems,
          expiresAt: now + SESSION_LIFETIME_MS,
          needsDepartChoice: result.multi_depart === 2,
        }),
      setCurrentDepart: (userInfo) => set({ userInfo, needsDepartChoice: false }),
      updateUserInfo: (userInfo) => set({ userInfo }),
      signOut: () => set(signedOut),
      setDictItems: (dictItems) => set({ dictItems }),
    }),
    {
      name: 'erp-session',
      storage: createJSONStorage(() => localStorage),
      // Everything but the actions: the data fields are exactly those of the signed-out state.
      partialize: (state) =>
        Object.fromEntries(Object.keys(signedOut).map((key) => [key, state[key as keyof typeof signedOut]])),
      // A session older than its lifetime is dropped when the page loads.
      merge: (persisted, current) => {
        const stored = persisted as Partial<SessionState> | undefined
        if (!stored?.expiresAt || stored.expiresAt <= Date.now()) return current
        return { ...current, ...stored }
      },
    },
  ),
)

export const selectIsSignedIn = (state: SessionState): boolean => Boolean(state.token)
