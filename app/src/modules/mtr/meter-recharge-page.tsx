import { Button } from '@erp/ui-kit/button'
import { ConfirmDialog } from '@erp/ui-kit/confirm-dialog'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { messageOf } from '../../lib/api-errors'
import { useOwnMeter } from './meter-info-page'
import { RechargeFields } from './recharge-fields'
import { SELF_PAY_METHODS } from './recharge-options'
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
  // 立即充值 charges money: the amount and the pay method are confirmed first.
  const [confirming, setConfirming] = useState(false)
  const methodLabel = SELF_PAY_METHODS.find((method) => method.value === recharge.payMethod)?.label ?? ''

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (recharge.check()) setConfirming(true)
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
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('确认充值')}
        description={t('向电表 {{meterNo}} 充值 {{amount}} 元，支付方式：{{method}}。', {
          meterNo: meter.data?.meterNo ?? '',
          amount: formatYuan(Number(recharge.amount.trim())),
          method: t(methodLabel),
        })}
        confirmLabel={t('确认充值')}
        onConfirm={() => {
          setConfirming(false)
          recharge.submission.mutate()
        }}
      />
    </MeterShell>
  )
}
