import { useT } from '@erp/ui-kit/i18n'
import { Button } from '@erp/ui-kit/button'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { ChunkLoadError, StyleLoadError } from '../lib/chunk-load'

/**
 * The error element of every route: a page whose code failed to load (docs/spec.md §8 chunk load failure, after
 * 120 s or at once) or that threw while rendering says so and offers a reload, instead of a blank screen.
 */
export function RouteError() {
  const t = useT()
  const error = useRouteError()
  const title =
    error instanceof StyleLoadError
      ? t('样式加载失败')
      : error instanceof ChunkLoadError
        ? t('页面加载失败')
        : isRouteErrorResponse(error)
          ? `${error.status}`
          : t('页面出错了')
  const detail = isRouteErrorResponse(error)
    ? error.statusText
    : error instanceof Error
      ? error.message
      : String(error)
  return (
    <section role="alert" className="grid min-h-[60vh] place-items-center p-6 text-center">
      <div>
        <h2 className="text-2xl font-semibold text-foreground">{title}</h2>
        <p className="mt-3 max-w-xl break-words text-muted-foreground">{detail}</p>
        <Button className="mt-6" variant="primary" onClick={() => window.location.reload()}>
          {t('重新加载')}
        </Button>
      </div>
    </section>
  )
}
