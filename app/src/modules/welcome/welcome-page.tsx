import { useT } from '@erp/ui-kit/i18n'
import { Link } from 'react-router-dom'
import { usePageTitle } from '../../hooks/use-page-title'

/** docs/spec.md §2 `/welcome` (public): "welcome to the job". */
export default function WelcomePage() {
  const t = useT()
  usePageTitle(t('欢迎入职'))
  return (
    <main className="grid min-h-screen place-items-center bg-muted p-6 text-center">
      <div className="rounded bg-surface p-8 shadow-sm">
        <h1 className="text-2xl font-semibold text-foreground">{t('欢迎入职')}</h1>
        <p className="mt-3 text-muted-foreground">{t('很高兴你加入我们。请使用公司发放的账号登录系统。')}</p>
        <Link to="/user/login" className="mt-6 inline-block text-primary-strong underline">
          {t('前往登录')}
        </Link>
      </div>
    </main>
  )
}
