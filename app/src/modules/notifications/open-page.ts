/**
 * Where the 'go handle' (去处理) button of an announcement with openType 'url' leads: an app path is
 * navigated to, an http(s) address opens in a new tab, anything else (javascript:, data:, …) is refused.
 */
export type HandleTarget = { kind: 'route'; path: string } | { kind: 'external'; url: string } | null

export function handleTarget(
  openType: string | null | undefined,
  openPage: string | null | undefined,
): HandleTarget {
  if (openType !== 'url' || !openPage) return null
  const page = openPage.trim()
  if (/^https?:\/\//i.test(page)) return { kind: 'external', url: page }
  if (/^[a-z][a-z0-9+.-]*:/i.test(page) || page.startsWith('//')) return null
  return { kind: 'route', path: page.startsWith('/') ? page : `/${page}` }
}
