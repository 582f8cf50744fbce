import type { components } from '@erp/openapi/schema'

type MenuItem = components['schemas']['MenuItem']

/** A server menu item, normalised once. */
export interface MenuNode {
  id: string
  path: string
  name: string
  title: string
  icon: string | undefined
  component: string | null
  /** Hidden from the menu (still a route unless `route` is false). */
  hidden: boolean
  /** Shown as a single entry even with children. */
  alwaysShow: boolean
  /** route '0' → not registered as a route (docs/spec.md §2). */
  route: boolean
  keepAlive: boolean
  /** Iframe/external pages: open in a new browser tab. */
  internalOrExternal: boolean
  /** The raw `{{ … }}`/http url of an iframe or external page. */
  url: string | undefined
  redirect: string | null
  children: MenuNode[]
}

export const EMPTY_MENU_MESSAGE = 'permissions must be a non-null array'

/** Normalises the server menu; an empty or missing menu is an error (docs/spec.md §8). */
export function toMenuNodes(menu: readonly MenuItem[] | null | undefined): MenuNode[] {
  if (!Array.isArray(menu) || menu.length === 0) throw new Error(EMPTY_MENU_MESSAGE)
  const convert = (item: MenuItem): MenuNode => ({
    id: item.id,
    // Upstream names iframe and external pages by the MD5 of their url, without a leading '/'.
    path: item.path && !item.path.startsWith('/') ? `/${item.path}` : item.path,
    name: item.name,
    title: item.meta.title,
    icon: item.meta.icon,
    component: item.component ?? null,
    hidden: Boolean(item.hidden || item.meta.hidden),
    alwaysShow: Boolean(item.alwaysShow),
    route: item.route !== '0',
    keepAlive: Boolean(item.meta.keepAlive),
    internalOrExternal: Boolean(item.meta.internalOrExternal),
    url: item.meta.url,
    redirect: item.redirect ?? null,
    children: (item.children ?? []).map(convert),
  })
  return menu.map(convert)
}

/**
 * The side menu (docs/spec.md §2): hidden items are skipped, a parent whose children are all hidden is hidden,
 * and an `alwaysShow` item appears as a single entry.
 */
export function visibleMenu(nodes: readonly MenuNode[]): MenuNode[] {
  const result: MenuNode[] = []
  for (const node of nodes) {
    if (node.hidden) continue
    if (node.alwaysShow) {
      result.push({ ...node, children: [] })
      continue
    }
    if (node.children.length > 0) {
      const children = visibleMenu(node.children)
      if (children.length === 0) continue
      result.push({ ...node, children })
      continue
    }
    result.push(node)
  }
  return result
}

/** Every node that becomes a route: route flag set and a component, depth-first. */
export function routeNodes(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [
    ...(node.route && node.component ? [node] : []),
    ...routeNodes(node.children),
  ])
}

/** The chain of nodes from a root down to the node whose path is `path` (for breadcrumbs and open keys). */
export function menuTrail(nodes: readonly MenuNode[], path: string): MenuNode[] {
  for (const node of nodes) {
    if (node.path === path) return [node]
    const below = menuTrail(node.children, path)
    if (below.length > 0) return [node, ...below]
  }
  return []
}

/** Flat list of the leaf entries a user can open (menu search). */
export function searchableEntries(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) =>
    node.children.length > 0 && !node.alwaysShow ? searchableEntries(node.children) : [node],
  )
}

/**
 * The menu with every title in the language of the screen: `title(node)` gives a node's
 * title, e.g. through the key the server provides (`menuTitle(node.name, node.title)`).
 */
export function translateMenu(nodes: readonly MenuNode[], title: (node: MenuNode) => string): MenuNode[] {
  return nodes.map((node) => ({
    ...node,
    title: title(node),
    children: translateMenu(node.children, title),
  }))
}
