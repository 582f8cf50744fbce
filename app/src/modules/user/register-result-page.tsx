import { useT } from '@erp/ui-kit/i18n'
import { Button } from '@erp/ui-kit/button'
import { Link, useLocation } from 'react-router-dom'
import { usePageTitle } from '../../hooks/use-page-title'

/** The account the register page hands over in router state, if any. */
export function registeredAccountOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('username' in state)) return null
  const { username } = state
  return typeof username === 'string' && username ? username : null
}

/** /user/register-result (route name registerResult): the registered account and the way back to login. */
export default function RegisterResultPage() {
  const t = useT()
  usePageTitle(t('注册结果'))
  const account = registeredAccountOf(useLocation().state)
  return (
    <section
      aria-labelledby="register-result-title"
      className="space-y-4 rounded bg-surface p-6 text-center shadow-sm"
    >
      <p aria-hidden="true" className="text-4xl text-success">
        ✓
      </p>
      <h2 id="register-result-title" className="text-lg font-medium text-foreground">
        {account ? t('你的账户：{{account}} 注册成功', { account }) : t('注册成功')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('现在可以使用该账户登录。')}</p>
      <Button asChild variant="primary">
        <Link to="/user/login">{t('返回登录')}</Link>
      </Button>
    </section>
  )
}
