import { Button } from '@erp/ui-kit/button'
import { Link, Navigate } from 'react-router-dom'
import { useMeterSession } from './meter-session-store'
import { ReceiptDetails } from './receipt-details'
import { formatYuan } from './recharge-rules'
import { METER_PATHS, MeterCard, MeterShell } from './self-service-layout'
import { useT } from '@erp/ui-kit/i18n'

/** docs/spec.md §2 `/sdn/meter/success`: the recharge succeeded — amount, kWh and the new balance. */
export default function MeterSuccessPage() {
  const t = useT()
  const receipt = useMeterSession((state) => state.lastRecharge)
  if (!receipt) return <Navigate to={METER_PATHS.recharge} replace />
  return (
    <MeterShell title={t('充值成功')}>
      <MeterCard className="space-y-4">
        <div role="status" className="text-center">
          <p className="text-4xl text-success" aria-hidden>
            ✓
          </p>
          <p className="mt-2 text-base font-semibold">{t('充值成功')}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {t('已充值 {{amount}} 元，购得 {{kwh}} 度电', {
              amount: formatYuan(receipt.amount),
              kwh: formatYuan(receipt.kwh),
            })}
          </p>
          <p className="mt-1 text-sm">
            {t('当前余额')} <strong data-testid="new-balance">{formatYuan(receipt.balanceAfter)}</strong>{' '}
            {t('元')}
          </p>
        </div>
        <ReceiptDetails receipt={receipt} />
      </MeterCard>
      <div className="grid grid-cols-2 gap-2">
        <Button asChild size="lg">
          <Link to={METER_PATHS.records}>{t('查看充值记录')}</Link>
        </Button>
        <Button asChild variant="primary" size="lg">
          <Link to={METER_PATHS.info}>{t('返回电表信息')}</Link>
        </Button>
      </div>
    </MeterShell>
  )
}
