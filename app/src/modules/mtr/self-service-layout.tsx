import { Button } from '@erp/ui-kit/button'
import type { ReactNode } from 'react'
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom'
import { usePageTitle } from '../../hooks/use-page-title'
import { liveMeterToken, METER_LOGIN_PATH, useMeterSession } from './meter-session-store'
import { useT, msg } from '@erp/ui-kit/i18n'

/** The self-service pages' paths (docs/spec.md §2). */
export const METER_PATHS = {
  login: METER_LOGIN_PATH,
  step: '/sdn/step/form/step',
  stepSuccess: '/sdn/step/form/success',
  stepDetail: '/sdn/step/form/detail',
  recharge: '/sdn/meter/recharge',
  success: '/sdn/meter/success',
  info: '/sdn/meter/meterInfo',
  records: '/sdn/meter/MeterRechargeModal',
} as const

/** Lets the meter pages through only with a live meter token; otherwise to the meter login. */
export function MeterGuard() {
  const token = useMeterSession((state) => liveMeterToken(state))
  const location = useLocation()
  if (!token) return <Navigate to={METER_PATHS.login} replace state={{ from: location.pathname }} />
  return <Outlet />
}

const NAV = [
  { to: METER_PATHS.info, label: msg('电表信息') },
  { to: METER_PATHS.recharge, label: msg('充值') },
  { to: METER_PATHS.records, label: msg('充值记录') },
] as const

/** A phone-first page of the self-service: a title bar, the meter menu when signed in, one column. */
export function MeterShell({ title, children }: { title: string; children: ReactNode }) {
  const t = useT()
  usePageTitle(title)
  const signedIn = useMeterSession((state) => liveMeterToken(state) !== null)
  const signOut = useMeterSession((state) => state.signOut)
  const navigate = useNavigate()
  return (
    <div className="min-h-screen bg-muted">
      <header className="bg-primary-strong text-primary-foreground">
        <div className="mx-auto flex w-full max-w-md items-center justify-between px-4 py-3">
          <Link to={signedIn ? METER_PATHS.info : METER_PATHS.login} className="text-base font-semibold">
            {t('电费自助服务')}
          </Link>
          {signedIn ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-primary-foreground hover:bg-transparent hover:underline"
              onClick={() => {
                signOut()
                navigate(METER_PATHS.login, { replace: true })
              }}
            >
              {t('退出')}
            </Button>
          ) : null}
        </div>
        {signedIn ? (
          <nav aria-label={t('电表自助菜单')} className="mx-auto flex w-full max-w-md gap-1 px-2 pb-2">
            {NAV.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                className={({ isActive }) =>
                  `flex-1 rounded px-2 py-1.5 text-center text-sm ${
                    isActive ? 'bg-surface text-primary-strong' : 'text-primary-foreground hover:underline'
                  }`
                }
              >
                {t(item.label)}
              </NavLink>
            ))}
          </nav>
        ) : null}
      </header>
      <main className="mx-auto w-full max-w-md space-y-4 p-4">
        <h1 className="text-lg font-semibold text-foreground">{title}</h1>
        {children}
      </main>
    </div>
  )
}

/** A white card of the self-service pages. */
export function MeterCard({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <section className={`rounded bg-surface p-4 shadow-sm ${className}`}>{children}</section>
}
