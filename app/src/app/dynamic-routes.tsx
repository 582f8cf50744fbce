import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react'
import { Navigate, useOutletContext, useRoutes, type RouteObject } from 'react-router-dom'
import { usePageTitle } from '../hooks/use-page-title'
import { routeNodes, type MenuNode } from '../lib/menu/menu-model'
import { IframePage } from '../modules/iframe/iframe-page'
import type { SessionPermissions } from './require-session'
import { resolvePage } from './page-registry'

const lazyPages = new Map<() => Promise<{ default: ComponentType }>, LazyExoticComponent<ComponentType>>()
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let page = lazyPages.get(load)
  if (!page) {
    page = lazy(load)
    lazyPages.set(load, page)
  }
  return page
}

const NotFound = lazyPage(() => import('../modules/exception/not-found-page'))
const Analysis = lazyPage(() => import('../modules/dashboard/analysis-page'))

function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title)
  return (
    <Suspense
      fallback={
        <div role="status" className="p-6 text-muted-foreground">
          加载中…
        </div>
      }
    >
      {children}
    </Suspense>
  )
}

const relative = (path: string) => path.replace(/^\/+/, '')

/** Route objects for the server menu (SPEC §2): one per registered item, then /404 and the catch-all. */
export function buildRoutes(nodes: readonly MenuNode[]): RouteObject[] {
  const routes: RouteObject[] = []
  for (const node of routeNodes(nodes)) {
    const page = resolvePage(node.component)
    const path = relative(node.path)
    if (!path) continue
    if (page.kind === 'layout') {
      const first = node.children.find((child) => child.route && !child.hidden)
      const target = node.redirect || first?.path
      if (target && target !== node.path) routes.push({ path, element: <Navigate to={target} replace /> })
      continue
    }
    const Page = page.kind === 'page' || page.kind === 'online' ? lazyPage(page.load) : NotFound
    const element = page.kind === 'iframe' ? <IframePage url={node.url} title={node.title} /> : <Page />
    routes.push({ path, element: <PageFrame title={node.title}>{element}</PageFrame> })
  }
  if (!routes.some((route) => route.path === 'dashboard/analysis')) {
    routes.push({
      path: 'dashboard/analysis',
      element: (
        <PageFrame title="首页">
          <Analysis />
        </PageFrame>
      ),
    })
  }
  routes.push({
    path: '404',
    element: (
      <PageFrame title="404">
        <NotFound />
      </PageFrame>
    ),
  })
  routes.push({ path: '*', element: <Navigate to="/404" replace /> })
  return routes
}

/** Renders the page of the current path from the signed-in user's menu. */
export function DynamicRoutes() {
  const { nodes } = useOutletContext<SessionPermissions>()
  const routes = useMemo(() => buildRoutes(nodes), [nodes])
  return useRoutes(routes)
}
