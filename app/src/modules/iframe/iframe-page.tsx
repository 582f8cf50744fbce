import { useT } from '@erp/ui-kit/i18n'
import { useMemo } from 'react'
import { config } from '../../lib/config'
import { resolveMenuUrl } from '../../lib/menu/url-template'
import { useSession } from '../../stores/session-store'

/** `layouts/IframePageView`: an embedded page whose url comes from the menu (docs/spec.md §2). */
export function IframePage({ url, title }: { url: string | undefined; title: string }) {
  const t = useT()
  const token = useSession((state) => state.token)
  const src = useMemo(() => {
    return url ? resolveMenuUrl(url, config.apiBaseUrl, token) : null
  }, [url, token])
  if (!src) return <p className="text-muted-foreground">{t('无法打开此页面：地址未配置或不被允许。')}</p>
  return (
    <iframe
      title={title}
      src={src}
      className="h-[calc(100vh-12rem)] w-full rounded border border-border bg-surface"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      referrerPolicy="no-referrer"
    />
  )
}
