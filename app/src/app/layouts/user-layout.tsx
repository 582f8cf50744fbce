import { useT } from '@erp/ui-kit/i18n'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { config } from '../../lib/config'
import { useSession } from '../../stores/session-store'
import { LocaleSwitch } from './locale-switch'

/** SPEC §2: the user layout of the login pages — title, the tagline 'ERP system' and footer links. */
export function UserLayout() {
  const token = useSession((state) => state.token)
  const location = useLocation()
  const t = useT()
  if (token && location.pathname === '/user/login') return <Navigate to="/dashboard/analysis" replace />
  return (
    <div className="flex min-h-screen flex-col bg-muted">
      <div className="flex justify-end px-4 pt-4">
        <LocaleSwitch />
      </div>
      <main className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center px-4 py-12">
        <header className="mb-8 text-center">
          <h1 className="text-3xl font-semibold text-foreground">{config.productName}</h1>
          <p className="mt-2 text-muted-foreground">ERP system</p>
        </header>
        <Outlet />
      </main>
      <footer className="py-6 text-center text-sm text-muted-foreground">
        <nav aria-label={t('页脚链接')} className="mb-2 flex justify-center gap-6">
          <a className="hover:text-primary-strong" href="/user/login">
            {t('帮助')}
          </a>
          <a className="hover:text-primary-strong" href="/user/login">
            {t('隐私')}
          </a>
          <a className="hover:text-primary-strong" href="/user/login">
            {t('条款')}
          </a>
        </nav>
        <p>Copyright © 2026 SDN</p>
      </footer>
    </div>
  )
}
