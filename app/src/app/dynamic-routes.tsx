import {
  Activity,
  lazy,
  Suspense,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react'
import {
  Navigate,
  useLocation,
  useOutletContext,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router-dom'
import { msg, useT } from '@erp/ui-kit/i18n'
import { useMediaQuery } from '../hooks/use-media-query'
import { usePageTitle } from '../hooks/use-page-title'
import { loadChunk } from '../lib/chunk-load'
import { MOBILE_QUERY } from '../lib/preferences/preference-rules'
import { keepOnly, rememberedScroll, rememberScroll } from '../lib/tabs/tab-memory'
import { usePreferences } from '../stores/preferences-store'
import { useTabs } from '../stores/tabs-store'
import { routeNodes, type MenuNode } from '../lib/menu/menu-model'
import { IframePage } from '../modules/iframe/iframe-page'
import type { SessionPermissions } from './require-session'
import { resolvePage } from './page-registry'

const lazyPages = new Map<() => Promise<{ default: ComponentType }>, LazyExoticComponent<ComponentType>>()
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let page = lazyPages.get(load)
  if (!page) {
    page = lazy(() => loadChunk(load))
    lazyPages.set(load, page)
  }
  return page
}

const NotFound = lazyPage(() => import('../modules/exception/not-found-page'))
const Analysis = lazyPage(() => import('../modules/dashboard/analysis-page'))

/** `title` is the menu title, already in the screen's language, or a key of the shell's own pages. */
function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useT()
  usePageTitle(t(title))
  return (
    <Suspense
      fallback={
        <div role="status" className="p-6 text-muted-foreground">
          {t('加载中…')}
        </div>
      }
    >
      {children}
    </Suspense>
  )
}

const relative = (path: string) => path.replace(/^\/+/, '')

/** Route objects for the server menu (docs/spec.md §2): one per registered item, then /404 and the catch-all. */
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
        <PageFrame title={msg('首页')}>
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

/**
 * The pages to keep mounted: every open tab already visited, with its last location, plus the current
 * one, ordered like the tab bar. Returns `visited` itself when nothing changed.
 */
export function nextVisited(
  visited: readonly Location[],
  location: Location,
  openPaths: readonly string[],
): readonly Location[] {
  const kept = visited.filter(
    (entry) => entry.pathname !== location.pathname && openPaths.includes(entry.pathname),
  )
  const next = [...kept, location].sort(
    (a, b) => openPaths.indexOf(a.pathname) - openPaths.indexOf(b.pathname),
  )
  const same = next.length === visited.length && next.every((entry, index) => entry === visited[index])
  return same ? visited : next
}

/** One page of the menu, rendered for its own location (a hidden tab keeps its path). */
function RoutedPage({ routes, location }: { routes: RouteObject[]; location: Location }) {
  return useRoutes(routes, location)
}

/**
 * Renders the page of the current path from the signed-in user's menu. With multi-page tabs, every open
 * tab that has been visited stays mounted and hidden (React's Activity: state kept, effects paused), so
 * switching tabs loses nothing; "refresh" remounts only that tab; each tab's scroll position is restored
 * and, like `useTabState`, survives a browser reload.
 */
export function DynamicRoutes() {
  const { nodes } = useOutletContext<SessionPermissions>()
  const routes = useMemo(() => buildRoutes(nodes), [nodes])
  const location = useLocation()
  const multipage = usePreferences((state) => state.multipage)
  const isMobile = useMediaQuery(MOBILE_QUERY)
  const keepAlive = multipage && !isMobile
  const tabs = useTabs((state) => state.tabs)
  const refreshKeys = useTabs((state) => state.refreshKeys)

  // The last location of every visited tab, in tab-bar order: adjusted during render, as React advises
  // for state derived from props, so a tab switch renders once.
  const openPaths = tabs.map((tab) => tab.path)
  const [visited, setVisited] = useState<readonly Location[]>([location])
  const mounted = nextVisited(visited, location, keepAlive ? openPaths : [])
  if (mounted !== visited) setVisited(mounted)

  const openKey = openPaths.join('\n')
  useLayoutEffect(() => {
    keepOnly(openKey.split('\n'))
  }, [openKey])

  // Scroll: remember where the page was when leaving it, go back there when it shows again.
  const path = location.pathname
  const refreshKey = refreshKeys[path] ?? 0
  useLayoutEffect(() => {
    window.scrollTo(0, rememberedScroll(path))
    const onScroll = () => rememberScroll(path, window.scrollY)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [path, refreshKey])

  return (
    <>
      {mounted.map((tabLocation) => (
        <Activity
          key={`${tabLocation.pathname}#${refreshKeys[tabLocation.pathname] ?? 0}`}
          mode={tabLocation.pathname === location.pathname ? 'visible' : 'hidden'}
        >
          <RoutedPage routes={routes} location={tabLocation} />
        </Activity>
      ))}
    </>
  )
}
