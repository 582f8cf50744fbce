import { Button } from '@erp/ui-kit/button'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { FormField } from '@erp/ui-kit/form-field'
import { Input } from '@erp/ui-kit/input'
import { Segmented } from '@erp/ui-kit/segmented'
import { toast } from '@erp/ui-kit/toast'
import { useId, useState, type FormEvent } from 'react'
import { messageOf } from '../../lib/api-errors'
import type { RowOf } from '../../lib/resource/crud-client'
import { staffRecharge, type StaffPayMethod } from './api/staff-recharges'
import { newRequestId, STAFF_PAY_METHODS } from './recharge-options'
import { amountError, estimateKwh, formatYuan } from './recharge-rules'
import { useT } from '@erp/ui-kit/i18n'

export type MeterRow = RowOf<'/mtr/meter'>

/** 充值 of a meter at the counter (staff): amount, pay method (cash too); idempotent by its request id. */
export function StaffRechargeDialog({
  meter,
  onOpenChange,
  onDone,
}: {
  meter: MeterRow
  onOpenChange: (open: boolean) => void
  onDone: () => void
}) {
  const t = useT()
  const titleId = useId()
  const [amount, setAmount] = useState('')
  const [payMethod, setPayMethod] = useState<StaffPayMethod>('cash')
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [requestId] = useState(newRequestId)
  const price = meter.pricePerKwh ?? 0
  const valid = amountError(amount) === null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = amountError(amount)
    setError(problem)
    setFailure(null)
    if (problem) return
    setSaving(true)
    try {
      const receipt = await staffRecharge({
        meterId: meter.id ?? '',
        amount: Number(amount.trim()),
        payMethod,
        requestId,
      })
      toast.success(
        t('充值成功：{{amount}} 元，{{kwh}} 度，余额 {{balanceAfter}} 元', {
          amount: formatYuan(receipt.amount),
          kwh: formatYuan(receipt.kwh),
          balanceAfter: formatYuan(receipt.balanceAfter),
        }),
      )
      onDone()
      onOpenChange(false)
    } catch (caught) {
      setFailure(messageOf(caught))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={480} dirty={amount !== ''} aria-labelledby={titleId} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle id={titleId}>
            {t('充值：')}
            {meter.meterNo}
          </DialogTitle>
        </DialogHeader>
        <form
          id={`${titleId}-form`}
          noValidate
          onSubmit={(event) => void submit(event)}
          className="space-y-4"
        >
          <p className="text-sm text-muted-foreground">
            {meter.building} {meter.room} · {meter.ownerName} ·{' '}
            {t('当前余额 {{balance}} 元 · 电价 {{price}} 元/度', {
              balance: formatYuan(meter.balance ?? 0),
              price,
            })}
          </p>
          <FormField
            label={t('充值金额(元)')}
            error={error}
            hint={
              valid && price > 0
                ? t('约 {{kwh}} 度', { kwh: formatYuan(estimateKwh(Number(amount), price)) })
                : t('1 到 5000 元')
            }
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              invalid={Boolean(error)}
              onChange={(event) => setAmount(event.target.value)}
            />
          </FormField>
          <div className="space-y-1">
            <span id={`${titleId}-pay`} className="block text-sm font-medium text-foreground">
              {t('支付方式')}
            </span>
            <Segmented
              aria-labelledby={`${titleId}-pay`}
              options={STAFF_PAY_METHODS.map((method) => ({ ...method, label: t(method.label) }))}
              value={payMethod}
              onValueChange={setPayMethod}
            />
          </div>
          {failure ? (
            <p role="alert" className="text-sm text-danger-strong">
              {failure}
            </p>
          ) : null}
        </form>
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>{t('取消')}</Button>
          <Button type="submit" form={`${titleId}-form`} variant="primary" loading={saving}>
            {t('确认充值')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
