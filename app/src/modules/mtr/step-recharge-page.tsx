import { Button } from '@erp/ui-kit/button'
import { DetailList, DetailListItem } from '@erp/ui-kit/detail-list'
import { Steps } from '@erp/ui-kit/steps'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { messageOf } from '../../lib/api-errors'
import { SELF_PAY_METHODS } from './meter-api'
import { useOwnMeter } from './meter-info-page'
import { RechargeFields } from './recharge-fields'
import { estimateKwh, formatYuan } from './recharge-rules'
import { METER_PATHS, MeterCard, MeterShell } from './self-service-layout'
import { useRecharge } from './use-recharge'

export const STEP_TITLES = ['填写充值信息', '确认充值', '完成'] as const

/** SPEC §2 `/sdn/step/form/step`: the recharge as a step form (amount and pay method → confirm → done). */
export default function StepRechargePage() {
  const navigate = useNavigate()
  const meter = useOwnMeter()
  const recharge = useRecharge(() => navigate(METER_PATHS.stepSuccess))
  const [step, setStep] = useState<0 | 1>(0)
  const info = meter.data
  const amount = Number(recharge.amount)

  const next = (event: FormEvent) => {
    event.preventDefault()
    if (recharge.check()) setStep(1)
  }

  return (
    <MeterShell title="分步充值">
      <Steps items={STEP_TITLES} current={step} className="text-xs" />
      {step === 0 ? (
        <MeterCard>
          <form noValidate onSubmit={next} className="space-y-4" aria-label="填写充值信息">
            <RechargeFields
              amount={recharge.amount}
              onAmountChange={recharge.setAmount}
              amountError={recharge.amountError}
              payMethod={recharge.payMethod}
              onPayMethodChange={recharge.setPayMethod}
              pricePerKwh={info?.pricePerKwh}
            />
            <Button type="submit" variant="primary" size="lg" className="w-full">
              下一步
            </Button>
          </form>
        </MeterCard>
      ) : (
        <MeterCard className="space-y-4">
          <DetailList col={1} size="small" title="请确认充值信息">
            <DetailListItem term="电表号">{info?.meterNo}</DetailListItem>
            <DetailListItem term="位置">
              {info?.building} {info?.room}
            </DetailListItem>
            <DetailListItem term="充值金额">{formatYuan(amount)} 元</DetailListItem>
            <DetailListItem term="预计电量">
              {info ? `${formatYuan(estimateKwh(amount, info.pricePerKwh))} 度` : '—'}
            </DetailListItem>
            <DetailListItem term="支付方式">
              {SELF_PAY_METHODS.find((method) => method.value === recharge.payMethod)?.label}
            </DetailListItem>
          </DetailList>
          {recharge.submission.isError ? (
            <p role="alert" className="text-sm text-danger-strong">
              {messageOf(recharge.submission.error)}
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-2">
            <Button size="lg" onClick={() => setStep(0)} disabled={recharge.submission.isPending}>
              上一步
            </Button>
            <Button
              variant="primary"
              size="lg"
              loading={recharge.submission.isPending}
              onClick={() => recharge.submission.mutate()}
            >
              确认充值
            </Button>
          </div>
        </MeterCard>
      )}
    </MeterShell>
  )
}
