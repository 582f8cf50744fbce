import { msg, useT } from '@erp/ui-kit/i18n'
import { cn } from '@erp/ui-kit/cn'
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom'
import { config } from '../../lib/config'
import { useSession } from '../../stores/session-store'
import { LocaleSwitch } from './locale-switch'

/** The footer's pages (modules/user/info-pages.tsx), public routes under /user. */
const FOOTER_LINKS = [
  { path: '/user/help', title: msg('帮助') },
  { path: '/user/privacy', title: msg('隐私') },
  { path: '/user/terms', title: msg('条款') },
] as const

/** docs/spec.md §2: the user layout of the login pages — title, the tagline 'ERP system' and footer links. */
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
      <main
        className={cn(
          'mx-auto flex w-full flex-1 flex-col justify-center px-4 py-12',
          // The footer's pages are text to read: wider than a form.
          FOOTER_LINKS.some((link) => link.path === location.pathname) ? 'max-w-3xl' : 'max-w-sm',
        )}
      >
        <header className="mb-8 text-center">
          <h1 className="text-3xl font-semibold text-foreground">{config.productName}</h1>
          <p className="mt-2 text-muted-foreground">ERP system</p>
        </header>
        <Outlet />
      </main>
      <footer className="py-6 text-center text-sm text-muted-foreground">
        <nav aria-label={t('页脚链接')} className="mb-2 flex justify-center gap-6">
          {FOOTER_LINKS.map((link) => (
            <Link
              key={link.path}
              to={link.path}
              className="hover:text-primary-strong"
              aria-current={location.pathname === link.path ? 'page' : undefined}
            >
              {t(link.title)}
            </Link>
          ))}
        </nav>
        <p>Copyright © 2026 SDN</p>
      </footer>
    </div>
  )
}
