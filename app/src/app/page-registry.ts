import type { ComponentType } from 'react'

type PageLoader = () => Promise<{ default: ComponentType }>

/**
 * Menu `component` strings → lazy pages. Keys are the upstream JeecgBoot component names, so a real
 * JeecgBoot menu resolves to our pages; an unknown name shows the 404 page, never crashes.
 */
export const pageRegistry: Record<string, PageLoader> = {
  'dashboard/Analysis': () => import('../modules/dashboard/analysis-page'),
  'exception/403': () => import('../modules/exception/forbidden-page'),
  'exception/404': () => import('../modules/exception/not-found-page'),
  'exception/500': () => import('../modules/exception/server-error-page'),
}

/** Online form and report list types (upstream @jeecg/antd-online-mini) → the built-in list screen. */
export const onlineListComponents: ReadonlySet<string> = new Set([
  'modules/online/cgform/OnlCgformHeadList',
  'modules/online/cgform/OnlCgformCopyList',
  'modules/online/cgform/auto/OnlCgformAutoList',
  'modules/online/cgform/auto/OnlCgformTreeList',
  'modules/online/cgform/auto/erp/OnlCgformErpList',
  'modules/online/cgform/auto/tab/OnlCgformTabList',
  'modules/online/cgform/auto/innerTable/OnlCgformInnerTableList',
  'modules/online/cgreport/OnlCgreportHeadList',
  'modules/online/cgreport/auto/OnlCgreportAutoList',
])

export type PageKind =
  | { kind: 'page'; load: PageLoader }
  | { kind: 'online'; load: PageLoader }
  | { kind: 'iframe' }
  | { kind: 'layout' }
  | { kind: 'missing' }

const onlineList: PageLoader = () => import('../modules/online/online-list-page')

/** SPEC §2: online list types → built-in list; names containing 'layouts' → layouts; others by name. */
export function resolvePage(component: string | null): PageKind {
  if (!component) return { kind: 'missing' }
  const name = component
    .replace(/^\/+/, '')
    .replace(/^(src\/)?views\//, '')
    .replace(/\.vue$/, '')
  if (onlineListComponents.has(name)) return { kind: 'online', load: onlineList }
  if (name === 'layouts/IframePageView') return { kind: 'iframe' }
  if (name.includes('layouts')) return { kind: 'layout' }
  // Own keys only: a server name like 'constructor' must not reach Object.prototype.
  const load = Object.hasOwn(pageRegistry, name) ? pageRegistry[name] : undefined
  return load ? { kind: 'page', load } : { kind: 'missing' }
}
