import { FormField } from '@erp/ui-kit/form-field'
import { Input } from '@erp/ui-kit/input'
import { Segmented } from '@erp/ui-kit/segmented'
import type { PayMethod } from './api/self-service'
import { SELF_PAY_METHODS } from './recharge-options'
import { AMOUNT_CHOICES, estimateKwh, formatYuan } from './recharge-rules'
import { useT } from '@erp/ui-kit/i18n'

export interface RechargeFieldsProps {
  amount: string
  onAmountChange: (amount: string) => void
  amountError: string | null
  payMethod: PayMethod
  onPayMethodChange: (payMethod: PayMethod) => void
  /** The meter's price, for the kWh estimate. */
  pricePerKwh?: number | undefined
}

/** The amount (quick choices or any 1–5000 yuan) and the pay method of a self-service recharge. */
export function RechargeFields({
  amount,
  onAmountChange,
  amountError,
  payMethod,
  onPayMethodChange,
  pricePerKwh,
}: RechargeFieldsProps) {
  const t = useT()
  const value = Number(amount)
  const estimate =
    pricePerKwh && !amountError && amount.trim() !== '' ? estimateKwh(value, pricePerKwh) : null
  return (
    <div className="space-y-4">
      <div role="group" aria-label={t('常用金额')} className="grid grid-cols-4 gap-2">
        {AMOUNT_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={amount === String(choice)}
            onClick={() => onAmountChange(String(choice))}
            className={`rounded border py-2 text-sm ${
              amount === String(choice)
                ? 'border-primary-strong bg-primary-strong text-primary-foreground'
                : 'border-border bg-surface text-foreground'
            }`}
          >
            {t('{{amount}}元', { amount: choice })}
          </button>
        ))}
      </div>
      <FormField
        label={t('充值金额(元)')}
        error={amountError}
        hint={
          estimate === null
            ? t('1 到 5000 元')
            : t('约 {{estimate}} 度（电价 {{pricePerKwh}} 元/度）', {
                estimate: formatYuan(estimate),
                pricePerKwh: pricePerKwh ?? '',
              })
        }
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          invalid={Boolean(amountError)}
          onChange={(event) => onAmountChange(event.target.value)}
        />
      </FormField>
      <div className="space-y-1">
        <span id="pay-method-label" className="block text-sm font-medium text-foreground">
          {t('支付方式')}
        </span>
        <Segmented
          aria-labelledby="pay-method-label"
          options={SELF_PAY_METHODS.map((method) => ({ ...method, label: t(method.label) }))}
          value={payMethod}
          onValueChange={onPayMethodChange}
        />
      </div>
    </div>
  )
}
