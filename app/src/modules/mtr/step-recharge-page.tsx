import { Button } from '@erp/ui-kit/button'
import { DetailList, DetailListItem } from '@erp/ui-kit/detail-list'
import { Steps } from '@erp/ui-kit/steps'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { messageOf } from '../../lib/api-errors'
import { SELF_PAY_METHODS } from './recharge-options'
import { useOwnMeter } from './meter-info-page'
import { RechargeFields } from './recharge-fields'
import { estimateKwh, formatYuan } from './recharge-rules'
import { METER_PATHS, MeterCard, MeterShell } from './self-service-layout'
import { useRecharge } from './use-recharge'
import { useT, msg } from '@erp/ui-kit/i18n'

export const STEP_TITLES = [msg('填写充值信息'), msg('确认充值'), msg('完成')] as const

/** docs/spec.md §2 `/sdn/step/form/step`: the recharge as a step form (amount and pay method → confirm → done). */
export default function StepRechargePage() {
  const t = useT()
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
    <MeterShell title={t('分步充值')}>
      <Steps items={STEP_TITLES.map((title) => t(title))} current={step} className="text-xs" />
      {step === 0 ? (
        <MeterCard>
          <form noValidate onSubmit={next} className="space-y-4" aria-label={t('填写充值信息')}>
            <RechargeFields
              amount={recharge.amount}
              onAmountChange={recharge.setAmount}
              amountError={recharge.amountError}
              payMethod={recharge.payMethod}
              onPayMethodChange={recharge.setPayMethod}
              pricePerKwh={info?.pricePerKwh}
            />
            <Button type="submit" variant="primary" size="lg" className="w-full">
              {t('下一步')}
            </Button>
          </form>
        </MeterCard>
      ) : (
        <MeterCard className="space-y-4">
          <DetailList col={1} size="small" title={t('请确认充值信息')}>
            <DetailListItem term={t('电表号')}>{info?.meterNo}</DetailListItem>
            <DetailListItem term={t('位置')}>
              {info?.building} {info?.room}
            </DetailListItem>
            <DetailListItem term={t('充值金额')}>
              {t('{{amount}} 元', { amount: formatYuan(amount) })}
            </DetailListItem>
            <DetailListItem term={t('预计电量')}>
              {info ? t('{{kwh}} 度', { kwh: formatYuan(estimateKwh(amount, info.pricePerKwh)) }) : '—'}
            </DetailListItem>
            <DetailListItem term={t('支付方式')}>
              {t(SELF_PAY_METHODS.find((method) => method.value === recharge.payMethod)?.label ?? '')}
            </DetailListItem>
          </DetailList>
          {recharge.submission.isError ? (
            <p role="alert" className="text-sm text-danger-strong">
              {messageOf(recharge.submission.error)}
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-2">
            <Button size="lg" onClick={() => setStep(0)} disabled={recharge.submission.isPending}>
              {t('上一步')}
            </Button>
            <Button
              variant="primary"
              size="lg"
              loading={recharge.submission.isPending}
              onClick={() => recharge.submission.mutate()}
            >
              {t('确认充值')}
            </Button>
          </div>
        </MeterCard>
      )}
    </MeterShell>
  )
}
