import { create } from 'zustand'

/** SPEC §8: the "登录已过期" modal is open. */
export const useSessionExpired = create<{ open: boolean; show: () => void; hide: () => void }>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}))
