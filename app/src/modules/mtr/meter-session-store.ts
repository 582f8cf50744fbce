import type { components } from '@erp/openapi/schema'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

export type MeterReceipt = components['schemas']['MeterRechargeReceipt']

interface MeterSessionState {
  /** The meter token of POST /mtr/selfService/login (only in this tab's sessionStorage, never in a URL). */
  token: string | null
  /** When the token stops being valid (ms since the epoch). */
  expiresAt: number
  /** The recharge just made: the success and detail pages show it. */
  lastRecharge: MeterReceipt | null
  signIn: (token: string, expiresInSeconds: number, now?: number) => void
  signOut: () => void
  setLastRecharge: (receipt: MeterReceipt) => void
}

/** The self-service visitor's meter session (a tab's sessionStorage: closing the tab forgets it). */
export const useMeterSession = create<MeterSessionState>()(
  persist(
    (set) => ({
      token: null,
      expiresAt: 0,
      lastRecharge: null,
      signIn: (token, expiresInSeconds, now = Date.now()) =>
        set({ token, expiresAt: now + expiresInSeconds * 1000, lastRecharge: null }),
      signOut: () => set({ token: null, expiresAt: 0, lastRecharge: null }),
      setLastRecharge: (lastRecharge) => set({ lastRecharge }),
    }),
    { name: 'erp-meter-session', storage: createJSONStorage(() => sessionStorage) },
  ),
)

/** The meter token while it is valid, else null. */
export function liveMeterToken(
  state: Pick<MeterSessionState, 'token' | 'expiresAt'>,
  now = Date.now(),
): string | null {
  return state.token && state.expiresAt > now ? state.token : null
}

export const METER_LOGIN_PATH = '/sdn/step/form/login'
