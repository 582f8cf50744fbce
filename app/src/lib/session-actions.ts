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

/** SPEC §8 "Refresh cache" messages. */
export const CACHE_REFRESHED = '刷新缓存完成！'
export const CACHE_REFRESH_FAILED = '刷新缓存失败！'

/**
 * The user dropdown's "clear cache" (upstream UserMenu.clearCache): the server refreshes its dictionary
 * cache, then the locally cached dictionaries are reloaded from it. Resolves with the message to show.
 */
export async function clearCache(): Promise<{ ok: boolean; message: string }> {
  try {
    const { data } = await api.GET('/sys/dict/refleshCache')
    if (!data?.success) return { ok: false, message: CACHE_REFRESH_FAILED }
    const all = await api.GET('/sys/dict/queryAllDictItems')
    if (all.data?.success && all.data.result) useSession.getState().setDictItems(all.data.result)
    // Every dictionary-backed query refetches with the fresh items.
    await queryClient.invalidateQueries()
    return { ok: true, message: CACHE_REFRESHED }
  } catch {
    return { ok: false, message: CACHE_REFRESH_FAILED }
  }
}
