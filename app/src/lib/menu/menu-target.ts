import { config } from '../config'
import type { MenuNode } from './menu-model'
import { resolveMenuUrl } from './url-template'

export type MenuTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string }

/**
 * Where a menu entry opens (docs/spec.md §2): an internal page, or an external url in a new browser tab. An iframe
 * page marked internalOrExternal opens outside the app; one that is not stays inside, in an iframe.
 */
export function menuTarget(node: MenuNode, token: string | null): MenuTarget {
  const isIframe = node.component === 'layouts/IframePageView'
  if (node.url && (node.internalOrExternal || !isIframe)) {
    const url = resolveMenuUrl(node.url, config.apiBaseUrl, token)
    if (url) return { kind: 'external', url }
  }
  return { kind: 'internal', path: node.path.startsWith('/') ? node.path : `/${node.path}` }
}
