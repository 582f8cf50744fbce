import { Button } from '@erp/ui-kit/button'
import { Steps } from '@erp/ui-kit/steps'
import { Link, Navigate } from 'react-router-dom'
import { useMeterSession } from './meter-session-store'
import { formatYuan } from './recharge-rules'
import { METER_PATHS, MeterCard, MeterShell } from './self-service-layout'
import { STEP_TITLES } from './step-recharge-page'
import { useT } from '@erp/ui-kit/i18n'

/** docs/spec.md §2 `/sdn/step/form/success`: the step form's submit succeeded. */
export default function StepSuccessPage() {
  const t = useT()
  const receipt = useMeterSession((state) => state.lastRecharge)
  if (!receipt) return <Navigate to={METER_PATHS.step} replace />
  return (
    <MeterShell title={t('提交成功')}>
      <Steps items={STEP_TITLES.map((title) => t(title))} current={2} className="text-xs" />
      <MeterCard>
        <div role="status" className="text-center">
          <p className="text-4xl text-success" aria-hidden>
            ✓
          </p>
          <p className="mt-2 text-base font-semibold">{t('提交成功')}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {t('订单 {{orderNo}}：{{amount}} 元，{{kwh}} 度，余额 {{balance}} 元', {
              orderNo: receipt.orderNo ?? '',
              amount: formatYuan(receipt.amount),
              kwh: formatYuan(receipt.kwh),
              balance: formatYuan(receipt.balanceAfter),
            })}
          </p>
        </div>
      </MeterCard>
      <div className="grid grid-cols-2 gap-2">
        <Button asChild variant="primary" size="lg">
          <Link to={METER_PATHS.stepDetail}>{t('查看详情')}</Link>
        </Button>
        <Button asChild size="lg">
          <Link to={METER_PATHS.step}>{t('再充一笔')}</Link>
        </Button>
      </div>
    </MeterShell>
  )
}
