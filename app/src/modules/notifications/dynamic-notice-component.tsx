import { t, useT } from '@erp/ui-kit/i18n'
import {
  Component,
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react'

type PageLoader = () => Promise<{ default: ComponentType }>

/** What the shell's page registry answers for a component name (structurally its `PageKind`). */
export type ComponentResolution =
  { kind: 'page' | 'online'; load: PageLoader } | { kind: 'iframe' | 'layout' | 'missing' }

export type ResolveComponent = (name: string | null) => ComponentResolution

/** One lazy component per loader, so a re-render never remounts the page. */
const lazyPages = new WeakMap<PageLoader, LazyExoticComponent<ComponentType>>()
function lazyPage(load: PageLoader) {
  let page = lazyPages.get(load)
  if (!page) {
    page = lazy(load)
    lazyPages.set(load, page)
  }
  return page
}

class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

function Unavailable({ name }: { name: string | null }) {
  const t = useT()
  return (
    <p role="alert" className="rounded border border-warning p-4 text-sm">
      {t('无法打开组件“{{name}}”：该组件不存在或不能在弹窗中显示。', { name: name || t('（未指定）') })}
    </p>
  )
}

/** The element of a resolved page: built outside render so the lazy component is the cached one. */
function pageElement(name: string | null, load: PageLoader): ReactNode {
  const Page = lazyPage(load)
  return (
    <LoadBoundary key={name} fallback={<Unavailable name={name} />}>
      <Suspense fallback={<p className="text-sm text-muted-foreground">{t('加载中…')}</p>}>
        <Page />
      </Suspense>
    </LoadBoundary>
  )
}

/**
 * docs/spec.md §2: an announcement whose openType is 'component' opens the page named by openPage. The name is
 * looked up in the page registry; an unknown name, a layout, an iframe or a page that fails to load shows
 * a message, never a crash.
 */
export function DynamicNoticeComponent({
  name,
  resolve,
}: {
  name: string | null
  resolve: ResolveComponent
}) {
  const resolution = resolve(name)
  if (resolution.kind !== 'page' && resolution.kind !== 'online') return <Unavailable name={name} />
  return pageElement(name, resolution.load)
}
