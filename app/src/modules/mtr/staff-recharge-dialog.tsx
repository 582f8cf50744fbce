import { Button } from '@erp/ui-kit/button'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { FormField } from '@erp/ui-kit/form-field'
import { Input } from '@erp/ui-kit/input'
import { Segmented } from '@erp/ui-kit/segmented'
import { toast } from '@erp/ui-kit/toast'
import { useId, useState, type FormEvent } from 'react'
import { messageOf } from '../../lib/api-errors'
import type { RowOf } from '../../lib/resource/crud-client'
import { newRequestId, STAFF_PAY_METHODS, staffRecharge, type StaffPayMethod } from './meter-api'
import { amountError, estimateKwh, formatYuan } from './recharge-rules'

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
        `充值成功：${formatYuan(receipt.amount)} 元，${formatYuan(receipt.kwh)} 度，余额 ${formatYuan(receipt.balanceAfter)} 元`,
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
      <DialogContent width={480} aria-labelledby={titleId} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle id={titleId}>充值：{meter.meterNo}</DialogTitle>
        </DialogHeader>
        <form
          id={`${titleId}-form`}
          noValidate
          onSubmit={(event) => void submit(event)}
          className="space-y-4"
        >
          <p className="text-sm text-muted-foreground">
            {meter.building} {meter.room} · {meter.ownerName} · 当前余额 {formatYuan(meter.balance ?? 0)} 元 ·
            电价 {price} 元/度
          </p>
          <FormField
            label="充值金额(元)"
            error={error}
            hint={
              valid && price > 0 ? `约 ${formatYuan(estimateKwh(Number(amount), price))} 度` : '1 到 5000 元'
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
              支付方式
            </span>
            <Segmented
              aria-labelledby={`${titleId}-pay`}
              options={STAFF_PAY_METHODS}
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
          <Button onClick={() => onOpenChange(false)}>取消</Button>
          <Button type="submit" form={`${titleId}-form`} variant="primary" loading={saving}>
            确认充值
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
