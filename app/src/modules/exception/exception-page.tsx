import { msg, useT } from '@erp/ui-kit/i18n'
import { Link } from 'react-router-dom'
import { usePageTitle } from '../../hooks/use-page-title'

const texts = {
  '403': msg('抱歉，你无权访问该页面'),
  '404': msg('抱歉，你访问的页面不存在'),
  '500': msg('抱歉，服务器出错了'),
} as const

/** docs/spec.md §2 exception pages 403, 404 and 500. */
export function ExceptionPage({ type }: { type: keyof typeof texts }) {
  const t = useT()
  usePageTitle(type)
  return (
    <section className="grid min-h-[60vh] place-items-center text-center">
      <div>
        <h2 className="text-5xl font-bold text-foreground">{type}</h2>
        <p className="mt-4 text-muted-foreground">{t(texts[type])}</p>
        <Link className="mt-6 inline-block text-primary-strong underline" to="/dashboard/analysis">
          {t('返回首页')}
        </Link>
      </div>
    </section>
  )
}
