import { usePermissions } from '../stores/permission-store'
import { useSession } from '../stores/session-store'
import { api } from './api'
import { queryClient } from './query-client'

/**
 * SPEC §4: logout clears the token and menu and calls the logout endpoint, proceeding whatever its result.
 * Returns the server's error message when the call failed (the caller may show it), otherwise null.
 * `onSignedOut` runs right after the session is cleared (typically: navigate to the login page).
 */
export async function logout(onSignedOut?: () => void): Promise<string | null> {
  const token = useSession.getState().token
  let failure: string | null = null
  if (token) {
    try {
      const { data } = await api.POST('/sys/logout', { headers: { 'X-Access-Token': token } })
      if (data && !data.success) failure = data.message
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error)
    }
  }
  useSession.getState().signOut()
  usePermissions.getState().clear()
  // Same synchronous block as the sign-out: React renders both at once, so the guard never sees
  // a signed-out user on a protected page (which would add ?redirect=).
  onSignedOut?.()
  queryClient.clear()
  return failure
}

/** The path to return to after sign-in, from the `redirect` query parameter (only same-site paths). */
export function redirectTarget(search: string, fallback = '/dashboard/analysis'): string {
  const raw = new URLSearchParams(search).get('redirect')
  if (!raw) return fallback
  let target = raw
  try {
    target = decodeURIComponent(raw)
  } catch {
    return fallback
  }
  return target.startsWith('/') && !target.startsWith('//') ? target : fallback
}

export function loginPathFor(pathWithSearch: string): string {
  return `/user/login?redirect=${encodeURIComponent(pathWithSearch)}`
}
