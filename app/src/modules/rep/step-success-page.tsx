import { buttonVariants } from '@erp/ui-kit/button'
import { Link, useSearchParams } from 'react-router-dom'
import { PublicShell } from './public-shell'
import { msg, useT } from '@erp/ui-kit/i18n'

export const STEP_SUCCESS_MESSAGES = {
  title: msg('报修提交成功'),
  heading: msg('报修已提交'),
  orderNo: msg('报修单号'),
  hint: msg('请记下报修单号，凭单号和手机号可随时查看维修进度，维修完成后请确认并评价。'),
  detail: msg('查看报修进度'),
  again: msg('再报一单'),
  missing: msg('没有报修单号，请重新提交报修。'),
} as const

const m = STEP_SUCCESS_MESSAGES

/** /sdn/step-success?orderNo=: the new order's number and the way to its detail. */
export default function StepSuccessPage() {
  const t = useT()
  const [params] = useSearchParams()
  const orderNo = params.get('orderNo') ?? ''
  return (
    <PublicShell title={t(m.title)}>
      <div className="space-y-4 text-center">
        <div
          aria-hidden="true"
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-success text-3xl text-primary-foreground"
        >
          ✓
        </div>
        <h2 className="m-0 text-xl font-medium">{t(m.heading)}</h2>
        {orderNo ? (
          <>
            <p className="m-0">
              {t('{{label}}：', { label: t(m.orderNo) })}
              <strong data-testid="repair-order-no" className="font-mono text-lg">
                {orderNo}
              </strong>
            </p>
            <p className="m-0 text-sm text-muted-foreground">{t(m.hint)}</p>
            <Link
              to={`/sdn/repairDetail?orderNo=${encodeURIComponent(orderNo)}`}
              className={buttonVariants({ variant: 'primary', size: 'lg', className: 'w-full' })}
            >
              {t(m.detail)}
            </Link>
          </>
        ) : (
          <p className="m-0 text-sm text-muted-foreground">{t(m.missing)}</p>
        )}
        <Link to="/sdn/step-form" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          {t(m.again)}
        </Link>
      </div>
    </PublicShell>
  )
}
