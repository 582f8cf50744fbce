import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { PublicShell } from './public-shell'
import { useT } from '@erp/ui-kit/i18n'

const numberOf = (state: unknown): string | null =>
  state && typeof state === 'object' && 'entryNo' in state && typeof state.entryNo === 'string'
    ? state.entryNo
    : null

/** /sdn/emp/success: the entry number, from the router state or `?entryNo=`. */
export default function WorkerSuccessPage() {
  const t = useT()
  const location = useLocation()
  const [params] = useSearchParams()
  const entryNo = numberOf(location.state) ?? params.get('entryNo')
  return (
    <PublicShell title={t('提交成功')}>
      <div role="status" className="space-y-3 py-4 text-center">
        <p className="text-4xl text-success" aria-hidden="true">
          ✓
        </p>
        <p className="text-base text-foreground">{t('您的入职登记已提交，人事部审核后会电话联系您。')}</p>
        {entryNo ? (
          <p className="text-sm text-foreground">
            {t('登记编号：')}
            <strong data-testid="entry-no" className="font-mono text-lg">
              {entryNo}
            </strong>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t('没有找到登记编号。')}</p>
        )}
        <p className="text-xs text-muted-foreground">{t('办理入职时请出示登记编号和身份证原件。')}</p>
        <Link to="/sdn/emp" className="inline-block text-sm text-primary-strong underline">
          {t('再登记一位')}
        </Link>
      </div>
    </PublicShell>
  )
}
