import { Button } from '@erp/ui-kit/button'
import { Link } from 'react-router-dom'
import { useMeterSession } from './meter-session-store'
import { ReceiptDetails } from './receipt-details'
import { METER_PATHS, MeterCard, MeterShell } from './self-service-layout'
import { useT } from '@erp/ui-kit/i18n'

/** docs/spec.md §2 `/sdn/step/form/detail`: the form detail — the recharge just made. */
export default function StepDetailPage() {
  const t = useT()
  const receipt = useMeterSession((state) => state.lastRecharge)
  return (
    <MeterShell title={t('充值详情')}>
      <MeterCard>
        {receipt ? (
          <ReceiptDetails receipt={receipt} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('本次登录还没有充值。')}</p>
        )}
      </MeterCard>
      <div className="grid grid-cols-2 gap-2">
        <Button asChild size="lg">
          <Link to={METER_PATHS.records}>{t('全部充值记录')}</Link>
        </Button>
        <Button asChild variant="primary" size="lg">
          <Link to={METER_PATHS.info}>{t('返回电表信息')}</Link>
        </Button>
      </div>
    </MeterShell>
  )
}
