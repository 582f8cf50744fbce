import { Link, Navigate } from 'react-router-dom'
import { usePageTitle } from '../../hooks/use-page-title'
import { useT } from '@erp/ui-kit/i18n'

/** docs/spec.md §2 `/test` → `/test/home`: the child page TestHome, a plain page that proves the redirect. */
export default function TestHomePage() {
  const t = useT()
  usePageTitle('TestHome')
  return (
    <main className="grid min-h-screen place-items-center bg-muted p-6 text-center">
      <div className="rounded bg-surface p-8 shadow-sm">
        <h1 className="text-2xl font-semibold text-foreground">TestHome</h1>
        <p className="mt-3 text-muted-foreground">{t('测试首页：/test 会跳转到这里。')}</p>
        <Link to="/sdn/step/form/login" className="mt-6 inline-block text-primary-strong underline">
          {t('电费自助服务')}
        </Link>
      </div>
    </main>
  )
}

/** `/test` itself: docs/spec.md §2 redirects it to `/test/home`. */
export function TestIndexRedirect() {
  return <Navigate to="/test/home" replace />
}
