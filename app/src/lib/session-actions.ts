import type { components } from '@erp/openapi/schema'
import { msg, t } from '@erp/ui-kit/i18n'
import { usePermissions } from '../stores/permission-store'
import { useSession } from '../stores/session-store'
import { api } from './api'
import { permissionListQuery } from './queries/permission-queries'
import { queryClient } from './query-client'

/**
 * docs/spec.md §4: logout clears the token and menu and calls the logout endpoint, proceeding whatever its result.
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

/**
 * The 登录已过期 dialog signed the same user in again over the page. The new token is stored and
 * the session data refreshed, but nothing else changes: no navigation, the department already chosen stays
 * chosen, and only the queries that failed (with the dead token) are fetched again — data a page is
 * editing is not refetched, so nothing typed is lost and the save can simply be pressed again.
 */
export function renewSession(result: components['schemas']['LoginResult']): void {
  const { needsDepartChoice, token } = useSession.getState()
  // The guard's permission query is keyed by token: the same user's menu and buttons carry over to the new
  // key, so the guard does not show its loading state (which would unmount the page and what was typed).
  const permissions = token ? queryClient.getQueryData(permissionListQuery(token).queryKey) : undefined
  if (permissions) queryClient.setQueryData(permissionListQuery(result.token).queryKey, permissions)
  useSession.getState().signIn(result)
  useSession.setState({ needsDepartChoice })
  void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' })
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

/** docs/spec.md §8 "Refresh cache" messages. */
export const CACHE_REFRESHED = msg('刷新缓存完成！')
export const CACHE_REFRESH_FAILED = msg('刷新缓存失败！')

/**
 * The user dropdown's "clear cache" (upstream UserMenu.clearCache): the server refreshes its dictionary
 * cache, then the locally cached dictionaries are reloaded from it. Resolves with the message to show.
 */
export async function clearCache(): Promise<{ ok: boolean; message: string }> {
  try {
    const { data } = await api.GET('/sys/dict/refleshCache')
    if (!data?.success) return { ok: false, message: t(CACHE_REFRESH_FAILED) }
    const all = await api.GET('/sys/dict/queryAllDictItems')
    if (all.data?.success && all.data.result) useSession.getState().setDictItems(all.data.result)
    // Every dictionary-backed query refetches with the fresh items.
    await queryClient.invalidateQueries()
    return { ok: true, message: t(CACHE_REFRESHED) }
  } catch {
    return { ok: false, message: t(CACHE_REFRESH_FAILED) }
  }
}
