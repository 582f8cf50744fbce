import { msg, useT } from '@erp/ui-kit/i18n'
import { Segmented } from '@erp/ui-kit/segmented'
import { useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { usePageTitle } from '../../hooks/use-page-title'
import { redirectTarget } from '../../lib/session-actions'
import { AccountLoginForm } from './account-login-form'
import { PhoneLoginForm } from './phone-login-form'
import { useSsoSignIn } from './use-sso-sign-in'

type Mode = 'account' | 'phone'

const modes = [
  { value: 'account', label: msg('账号密码登录') },
  { value: 'phone', label: msg('手机号登录') },
] as const satisfies readonly { value: Mode; label: string }[]

/**
 * /user/login: account + password or mobile + SMS code; a CAS ticket or a third-party token in the address
 * signs in by itself. Every way continues to the `redirect` target.
 */
export function LoginPage() {
  const t = useT()
  usePageTitle(t('登录'))
  const location = useLocation()
  const [mode, setMode] = useState<Mode>('account')
  const sso = useSsoSignIn()
  const target = redirectTarget(location.search)

  return (
    <div className="space-y-4 rounded bg-surface p-6 shadow-sm">
      <Segmented
        aria-label={t('登录方式')}
        options={modes.map((option) => ({ ...option, label: t(option.label) }))}
        value={mode}
        onValueChange={setMode}
      />
      {sso.pending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('正在登录…')}
        </p>
      ) : null}
      {sso.error ? (
        <p role="alert" className="text-sm text-danger-strong">
          {sso.error}
        </p>
      ) : null}
      {mode === 'account' ? <AccountLoginForm target={target} /> : <PhoneLoginForm target={target} />}
      <nav aria-label={t('账户')} className="flex justify-between text-sm">
        <Link className="text-primary-strong hover:underline" to="/user/alteration">
          {t('忘记密码')}
        </Link>
        <Link className="text-primary-strong hover:underline" to="/user/register">
          {t('注册账户')}
        </Link>
      </nav>
    </div>
  )
}
