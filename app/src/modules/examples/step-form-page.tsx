import { isApiError } from '@erp/openapi/errors'
import { Badge } from '@erp/ui-kit/badge'
import { Button } from '@erp/ui-kit/button'
import { DetailList, DetailListItem } from '@erp/ui-kit/detail-list'
import { FormField } from '@erp/ui-kit/form-field'
import { dictText, msg, useT } from '@erp/ui-kit/i18n'
import { Input } from '@erp/ui-kit/input'
import { Steps } from '@erp/ui-kit/steps'
import dayjs from 'dayjs'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { messageOf } from '../../lib/api-errors'
import { RefusedError } from '../../lib/resource/crud-client'
import { useSession } from '../../stores/session-store'
import { ExamplePage } from './example-parts'
import { findCard, newRequestId, rechargeCard, type MealCard } from './api/meal-cards'
import { money } from './example-money'
import { recordOutcome } from './last-outcome'

/** The amount rule of /cnt/card/recharge: 0.01 to 5000 yuan, at most two decimals. */
export function amountError(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return msg('请输入充值金额')
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(trimmed)) return msg('金额为数字，最多保留两位小数')
  const value = Number(trimmed)
  if (value < 0.01 || value > 5000) return msg('单次充值 0.01 至 5000 元')
  return null
}

const CARD_STATUS_VARIANT: Record<string, 'success' | 'warning' | 'danger'> = {
  active: 'success',
  frozen: 'warning',
  lost: 'danger',
}

/**
 * 表单页 › 分步表单 (examples/form/stepForm/StepForm): a meal-card recharge in three steps — the card (looked up
 * on the server), the amount, the confirmation — ending on 结果页 成功 with the server's transaction or 失败
 * with the server's reason.
 */
export default function StepFormPage() {
  const t = useT()
  const navigate = useNavigate()
  const username = useSession((state) => state.userInfo?.username ?? '')
  const [step, setStep] = useState(0)
  const [cardNo, setCardNo] = useState('')
  const [card, setCard] = useState<MealCard | null>(null)
  const [amount, setAmount] = useState('')
  const [requestId, setRequestId] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const lookUp = async (event: FormEvent) => {
    event.preventDefault()
    if (!cardNo.trim()) {
      setError(t('请输入饭卡卡号'))
      return
    }
    setBusy(true)
    setError(null)
    try {
      const found = await findCard(cardNo)
      if (!found) setError(t('未找到卡号为 {{cardNo}} 的饭卡', { cardNo: cardNo.trim() }))
      else {
        setCard(found)
        setStep(1)
      }
    } catch (cause) {
      setError(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  const chooseAmount = (event: FormEvent) => {
    event.preventDefault()
    const problem = amountError(amount)
    setError(problem ? t(problem) : null)
    if (problem) return
    // One request id per intended recharge: a retry of the same confirmation is credited once.
    setRequestId(newRequestId())
    setStep(2)
  }

  const confirm = async () => {
    if (!card?.cardNo) return
    const value = Number(amount.trim())
    setBusy(true)
    setError(null)
    try {
      const { result, message } = await rechargeCard(card.cardNo, value, requestId)
      recordOutcome(username, {
        success: {
          message,
          transactionId: result.id,
          cardNo: result.cardNo ?? card.cardNo,
          personName: result.personName ?? card.personName ?? '',
          amount: result.amount ?? value,
          balanceAfter: result.balanceAfter ?? null,
          time: result.time ?? '',
        },
      })
      void navigate('/result/success')
    } catch (cause) {
      // The server's refusal (a business rule or the contract) is the failure's outcome; a lost connection
      // is not an answer: it stays here to be retried with the same request id.
      if (cause instanceof RefusedError || (isApiError(cause) && cause.kind === 'badRequest')) {
        recordOutcome(username, {
          failure: {
            message: messageOf(cause),
            cardNo: card.cardNo,
            amount: value,
            time: dayjs().format('YYYY-MM-DD HH:mm:ss'),
          },
        })
        void navigate('/result/fail')
      } else setError(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  const back = () => {
    setError(null)
    setStep((current) => Math.max(0, current - 1))
  }

  const cardDetails = card ? (
    <DetailList col={2} className="rounded bg-muted p-4" data-testid="card-details">
      <DetailListItem term={t('卡号')}>{card.cardNo}</DetailListItem>
      <DetailListItem term={t('持卡人')}>{card.personName}</DetailListItem>
      <DetailListItem term={t('状态')}>
        <Badge variant={CARD_STATUS_VARIANT[card.status ?? ''] ?? 'warning'}>
          {dictText('card_status', card.status ?? '', card.status_dictText ?? card.status ?? '')}
        </Badge>
      </DetailListItem>
      <DetailListItem term={t('当前余额')}>{money(card.balance)}</DetailListItem>
    </DetailList>
  ) : null

  const errorLine = error ? (
    <p role="alert" className="m-0 text-sm text-danger-strong">
      {error}
    </p>
  ) : null

  return (
    <ExamplePage title={t('分步表单')} busy={busy}>
      <p className="m-0 text-sm text-muted-foreground">
        {t('为员工饭卡充值：先找到饭卡，再填写金额，确认后由服务器记账。')}
      </p>
      <Steps
        items={[t('选择饭卡'), t('填写金额'), t('确认充值')]}
        current={step}
        aria-label={t('充值步骤')}
        className="mx-auto max-w-3xl"
      />
      <div className="mx-auto max-w-xl space-y-4">
        {step === 0 ? (
          <form className="space-y-4" onSubmit={(event) => void lookUp(event)} noValidate>
            <FormField label={t('饭卡卡号')} hint={t('卡号为 8 位数字，如 88000001')}>
              <Input
                value={cardNo}
                autoComplete="off"
                inputMode="numeric"
                onChange={(event) => setCardNo(event.target.value)}
              />
            </FormField>
            {errorLine}
            <Button type="submit" variant="primary" loading={busy}>
              {t('下一步')}
            </Button>
          </form>
        ) : null}
        {step === 1 ? (
          <form className="space-y-4" onSubmit={chooseAmount} noValidate>
            {cardDetails}
            <FormField label={t('充值金额（元）')} hint={t('单次充值 0.01 至 5000 元')}>
              <Input
                value={amount}
                autoComplete="off"
                inputMode="decimal"
                onChange={(event) => setAmount(event.target.value)}
              />
            </FormField>
            {errorLine}
            <div className="flex gap-2">
              <Button type="button" onClick={back}>
                {t('上一步')}
              </Button>
              <Button type="submit" variant="primary">
                {t('下一步')}
              </Button>
            </div>
          </form>
        ) : null}
        {step === 2 ? (
          <div className="space-y-4">
            {cardDetails}
            <p className="m-0 text-base" data-testid="confirm-amount">
              {t('充值金额：{{amount}} 元', { amount: money(Number(amount.trim())) })}
            </p>
            {errorLine}
            <div className="flex gap-2">
              <Button type="button" onClick={back} disabled={busy}>
                {t('上一步')}
              </Button>
              <Button type="button" variant="primary" loading={busy} onClick={() => void confirm()}>
                {t('确认充值')}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </ExamplePage>
  )
}
