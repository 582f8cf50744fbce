import { readMessage } from '@erp/openapi/client'
import { errorKindOf } from '@erp/openapi/errors'
import { create } from 'zustand'
import { useSession } from './session-store'

/** docs/spec.md §8: the "登录已过期" modal is open. */
export const useSessionExpired = create<{ open: boolean; show: () => void; hide: () => void }>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}))

/**
 * The fetch of the API client, watching for a token the server no longer honours (docs/spec.md §8: HTTP 500
 * with the token-expired text, a token present). Such an answer opens the 登录已过期 modal, with its sign-in
 * over the page, whoever made the call — also a page that handles its own errors (a grid's save that keeps
 * its rows and shows its own message), so the user can sign in and press save again. The answer itself is
 * passed on unchanged.
 */
export function watchTokenExpiry(base: typeof fetch = (input, init) => globalThis.fetch(input, init)) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await base(input, init)
    if (response.status === 500 && useSession.getState().token) {
      const message = await readMessage(response)
      if (errorKindOf(response.status, message) === 'tokenExpired') useSessionExpired.getState().show()
    }
    return response
  }
}
