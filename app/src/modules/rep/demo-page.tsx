import { Link } from 'react-router-dom'
import { PublicShell } from './public-shell'
import { useT, msg } from '@erp/ui-kit/i18n'

export const DEMO_ENTRIES = [
  { to: '/sdn/step-form', title: msg('在线报修'), description: msg('填写联系方式和问题，三步提交报修单') },
  {
    to: '/sdn/step-detail',
    title: msg('报修进度'),
    description: msg('凭报修单号和手机号查看进度、确认并评价'),
  },
  { to: '/sdn/emp', title: msg('普工入职'), description: msg('车间普工在线填写入职登记') },
  {
    to: '/sdn/step/form/login',
    title: msg('电表充值'),
    description: msg('电表号和手机尾号登录，查询余额并充值'),
  },
] as const

/** /sdn/demo: the self-service entries a visitor can use without an account. */
export default function DemoPage() {
  const t = useT()
  return (
    <PublicShell title={t('自助服务')}>
      <nav aria-label={t('自助服务')}>
        <ul className="m-0 list-none space-y-3 p-0">
          {DEMO_ENTRIES.map((entry) => (
            <li key={entry.to}>
              <Link
                to={entry.to}
                className="block rounded border border-border p-3 no-underline hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
              >
                <span className="block text-base font-medium text-primary-strong">{t(entry.title)}</span>
                <span className="block text-sm text-muted-foreground">{t(entry.description)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PublicShell>
  )
}
