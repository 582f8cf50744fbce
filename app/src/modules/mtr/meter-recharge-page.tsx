import { Button } from '@erp/ui-kit/button'
import type { FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { messageOf } from '../../lib/api-errors'
import { useOwnMeter } from './meter-info-page'
import { RechargeFields } from './recharge-fields'
import { formatYuan } from './recharge-rules'
import { METER_PATHS, MeterCard, MeterShell } from './self-service-layout'
import { useRecharge } from './use-recharge'
import { useT } from '@erp/ui-kit/i18n'

/** docs/spec.md §2 `/sdn/meter/recharge`: the recharge electricity fee form. */
export default function MeterRechargePage() {
  const t = useT()
  const navigate = useNavigate()
  const meter = useOwnMeter()
  const recharge = useRecharge(() => navigate(METER_PATHS.success))
  const disabled = meter.data?.status === 'disabled'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (recharge.check()) recharge.submission.mutate()
  }

  return (
    <MeterShell title={t('充值电费')}>
      {meter.data ? (
        <MeterCard className="text-sm">
          <p>
            {t('电表')} <strong>{meter.data.meterNo}</strong>（{meter.data.building} {meter.data.room}）
          </p>
          <p className="mt-1 text-muted-foreground">
            {t('当前余额 {{balance}} 元 · 电价 {{price}} 元/度', {
              balance: formatYuan(meter.data.balance),
              price: meter.data.pricePerKwh,
            })}
          </p>
        </MeterCard>
      ) : null}
      <MeterCard>
        <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('充值电费')}>
          <RechargeFields
            amount={recharge.amount}
            onAmountChange={recharge.setAmount}
            amountError={recharge.amountError}
            payMethod={recharge.payMethod}
            onPayMethodChange={recharge.setPayMethod}
            pricePerKwh={meter.data?.pricePerKwh}
          />
          {disabled ? (
            <p role="alert" className="text-sm text-danger-strong">
              {t('电表已停用，无法充值')}
            </p>
          ) : null}
          {recharge.submission.isError ? (
            <p role="alert" className="text-sm text-danger-strong">
              {messageOf(recharge.submission.error)}
            </p>
          ) : null}
          <Button
            type="submit"
            variant="primary"
            size="lg"
            className="w-full"
            disabled={disabled}
            loading={recharge.submission.isPending}
          >
            {t('立即充值')}
          </Button>
        </form>
      </MeterCard>
    </MeterShell>
  )
}
