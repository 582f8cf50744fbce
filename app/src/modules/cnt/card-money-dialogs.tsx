import { Button } from '@erp/ui-kit/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@erp/ui-kit/dialog'
import { FormField } from '@erp/ui-kit/form-field'
import { Input } from '@erp/ui-kit/input'
import { Select } from '@erp/ui-kit/select'
import { toast } from '@erp/ui-kit/toast'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { messageOf } from '../../lib/api-errors'
import { cardsApi, type CardRow, type MealType } from './api/cards'
import { cntKeys } from './api/cnt-keys'
import { mealPricesApi } from './api/meal-prices'
import { moneyText, newRequestId, parseAmount } from './cnt-money'
import { msg, t, useT } from '@erp/ui-kit/i18n'

export const MONEY_MESSAGES = {
  rechargeTitle: msg('充值'),
  payTitle: msg('消费'),
  cardOf: (card: CardRow) =>
    t('卡号 {{cardNo}} · {{personName}} · 余额 {{balance}}', {
      cardNo: card.cardNo ?? '',
      personName: card.personName ?? '',
      balance: moneyText(card.balance),
    }),
  amount: msg('充值金额（元）'),
  amountInvalid: msg('请输入0.01至5000元、最多两位小数的金额'),
  mealType: msg('餐别'),
  window: msg('窗口'),
  price: msg('应付金额'),
  noPrice: msg('该餐别当前没有有效餐价'),
  pay: (price: number) => t('确认收款 {{price}}', { price: moneyText(price) }),
  confirm: msg('确定'),
  close: msg('取消'),
  balanceAfter: (message: string, balance: number | null | undefined) =>
    balance === null || balance === undefined
      ? message
      : t('{{message}}，余额 {{balance}}', { message, balance: moneyText(balance) }),
} as const

const m = MONEY_MESSAGES

/** The meal of the hour: breakfast before 10, lunch before 15, dinner before 21, else the night snack. */
export function mealOfHour(hour: number): MealType {
  if (hour < 10) return 'breakfast'
  if (hour < 15) return 'lunch'
  if (hour < 21) return 'dinner'
  return 'night'
}

const MEAL_TYPES: readonly { value: MealType; text: string }[] = [
  { value: 'breakfast', text: msg('早餐') },
  { value: 'lunch', text: msg('午餐') },
  { value: 'dinner', text: msg('晚餐') },
  { value: 'night', text: msg('夜宵') },
]

interface MoneyDialogProps {
  card: CardRow
  onOpenChange: (open: boolean) => void
  onDone: () => void
}

/** 充值: an amount of 0.01 to 5000 yuan; the request id lives as long as the dialog, so a retry is one recharge. */
export function RechargeDialog({ card, onOpenChange, onDone }: MoneyDialogProps) {
  const t = useT()
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [requestId] = useState(() => newRequestId('rc'))
  const mutation = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (value: number) => cardsApi.recharge({ cardNo: card.cardNo ?? '', amount: value, requestId }),
    onSuccess: ({ message, result }) => {
      toast.success(m.balanceAfter(message, result?.balanceAfter))
      onOpenChange(false)
      onDone()
    },
    onError: (failure) => toast.error(messageOf(failure)),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = parseAmount(amount, 5000)
    if (value === null) return setError(t(m.amountInvalid))
    setError(null)
    mutation.mutate(value)
  }
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={420} dirty={amount !== ''}>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{t(m.rechargeTitle)}</DialogTitle>
            <DialogDescription>{m.cardOf(card)}</DialogDescription>
          </DialogHeader>
          <div className="my-4">
            <FormField label={t(m.amount)} error={error}>
              <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
            </FormField>
          </div>
          <DialogFooter>
            <Button type="button" onClick={() => onOpenChange(false)}>
              {t(m.close)}
            </Button>
            <Button type="submit" variant="primary" loading={mutation.isPending}>
              {t(m.confirm)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/**
 * 消费 (a small point of sale): meal type → its price today → pay. One request id per dialog: a click retried
 * after a network error sends the same id, and the server charges it once.
 */
export function PayDialog({ card, onOpenChange, onDone }: MoneyDialogProps) {
  const t = useT()
  const [mealType, setMealType] = useState<MealType>(() => mealOfHour(new Date().getHours()))
  const [windowName, setWindowName] = useState(t('1号窗口'))
  const [requestId] = useState(() => newRequestId('pos'))
  const prices = useQuery({
    queryKey: cntKeys.currentPrices,
    queryFn: mealPricesApi.currentPrices,
    staleTime: 60_000,
  })
  const price = prices.data?.find((item) => item.mealType === mealType)?.price ?? null
  const mutation = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () =>
      cardsApi.pay({ cardNo: card.cardNo ?? '', mealType, window: windowName.trim() || null, requestId }),
    onSuccess: ({ message, result }) => {
      toast.success(m.balanceAfter(message, result?.balanceAfter))
      onOpenChange(false)
      onDone()
    },
    onError: (failure) => {
      toast.error(messageOf(failure))
      // A refusal often means the card changed meanwhile (frozen, lost, spent): show the list as it is now.
      onDone()
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (price !== null) mutation.mutate()
  }
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={420}>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{t(m.payTitle)}</DialogTitle>
            <DialogDescription>{m.cardOf(card)}</DialogDescription>
          </DialogHeader>
          <div className="my-4 space-y-3">
            <FormField label={t(m.mealType)}>
              <Select
                value={mealType}
                onValueChange={(next) => {
                  const chosen = MEAL_TYPES.find((item) => item.value === next)
                  if (chosen) setMealType(chosen.value)
                }}
                options={MEAL_TYPES.map((item) => ({ value: item.value, label: t(item.text) }))}
              />
            </FormField>
            <FormField label={t(m.window)}>
              <Input
                maxLength={32}
                value={windowName}
                onChange={(event) => setWindowName(event.target.value)}
              />
            </FormField>
            <p className="text-sm" aria-live="polite">
              {t('{{label}}：', { label: t(m.price) })}
              <strong data-testid="meal-price">
                {price === null ? (prices.isLoading ? '…' : t(m.noPrice)) : moneyText(price)}
              </strong>
            </p>
          </div>
          <DialogFooter>
            <Button type="button" onClick={() => onOpenChange(false)}>
              {t(m.close)}
            </Button>
            <Button type="submit" variant="primary" disabled={price === null} loading={mutation.isPending}>
              {price === null ? t(m.payTitle) : m.pay(price)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
