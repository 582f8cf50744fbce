import type { components } from '@erp/openapi/schema'
import { createHash } from 'node:crypto'

type MenuItem = components['schemas']['MenuItem']
type PermissionList = components['schemas']['PermissionList']

/** A sys_permission row as the queries return it. */
export interface PermissionRow {
  id: string
  parent_id: string | null
  name: string
  url: string | null
  component: string | null
  component_name: string | null
  redirect: string | null
  menu_type: number
  perms: string | null
  perms_type: string
  sort_no: number
  always_show: boolean
  icon: string | null
  is_route: boolean
  is_leaf: boolean
  keep_alive: boolean
  hidden: boolean
  status: string
  internal_or_external: boolean
}

const isTemplateOrHttp = (url: string) => /^(https?:\/\/|\{\{)/.test(url)

/** Upstream: `/isystem/user` → `isystem-user`, `/online/cgform/:code` → `online-cgform-@code`. */
export function routeNameOf(url: string): string {
  return (url.startsWith('/') ? url.slice(1) : url).replaceAll('/', '-').replaceAll(':', '@')
}

function toNode(row: PermissionRow, isRoot: boolean): MenuItem {
  const url = row.url ?? ''
  const meta: MenuItem['meta'] = {
    keepAlive: row.keep_alive,
    internalOrExternal: row.internal_or_external,
    title: row.name,
  }
  if (row.component_name || row.component) {
    meta.componentName = row.component_name || (row.component ?? '').split('/').pop() || ''
  }
  if (row.icon) meta.icon = row.icon
  if (isTemplateOrHttp(url)) meta.url = url
  const node: MenuItem = {
    id: row.id,
    route: row.is_route ? '1' : '0',
    path: isTemplateOrHttp(url) ? createHash('md5').update(url).digest('hex') : url,
    name: row.component_name || routeNameOf(url),
    component: row.component,
    meta,
  }
  if (row.hidden) node.hidden = true
  if (row.always_show) node.alwaysShow = true
  if (isRoot) node.redirect = row.redirect
  return node
}

/**
 * Builds `menu`, `auth` and `allAuth` exactly as JeecgBoot's getUserPermissionByToken does
 * (upstream contract §3): `userRows` are the user's permission rows (roles ∪ department roles, sorted
 * by sort_no), `home` the row named 首页, `buttonRows` every non-deleted button row of the system.
 */
export function buildPermissionList(
  userRows: PermissionRow[],
  home: PermissionRow | undefined,
  buttonRows: PermissionRow[],
): PermissionList {
  const rows = [...userRows]
  if (home && !rows.some((row) => row.name === '首页')) rows.unshift(home)

  const menuRows = rows.filter((row) => row.menu_type === 0 || row.menu_type === 1)
  const childrenOf = (parent: PermissionRow): MenuItem[] =>
    parent.is_leaf
      ? []
      : menuRows.filter((row) => row.parent_id === parent.id).map((row) => withChildren(row, false))
  const withChildren = (row: PermissionRow, isRoot: boolean): MenuItem => {
    const node = toNode(row, isRoot)
    const children = childrenOf(row)
    if (children.length > 0) node.children = children
    return node
  }
  const menu = menuRows.filter((row) => !row.parent_id).map((row) => withChildren(row, true))

  const typeOf = (row: PermissionRow): '1' | '2' => (row.perms_type === '2' ? '2' : '1')
  const auth = rows
    .filter((row) => row.menu_type === 2 && row.status === '1' && row.perms)
    .map((row) => ({ action: row.perms ?? '', type: typeOf(row), describe: row.name }))
  const allAuth = buttonRows
    .filter((row) => row.perms)
    .map((row) => ({
      action: row.perms ?? '',
      status: row.status === '0' ? ('0' as const) : ('1' as const),
      type: typeOf(row),
      describe: row.name,
    }))
  return { menu, auth, allAuth }
}
