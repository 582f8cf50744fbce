import { Button } from '@erp/ui-kit/button'
import { DetailList, DetailListItem } from '@erp/ui-kit/detail-list'
import { FormField } from '@erp/ui-kit/form-field'
import { Input } from '@erp/ui-kit/input'
import { RadioGroup, RadioGroupItem } from '@erp/ui-kit/radio-group'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { messageOf } from '../../lib/api-errors'
import { config } from '../../lib/config'
import { PublicShell, photoUrl, rememberPhone, rememberedPhone } from './public-shell'
import { publicDetailQuery, publicOrdersApi, type PublicRepairOrder } from './api/public-orders'
import { repairKeys } from './api/repair-keys'
import { moneyText } from './repair-money'
import { dictText, useT, t, msg } from '@erp/ui-kit/i18n'

export const REPAIR_DETAIL_MESSAGES = {
  title: msg('报修进度'),
  lookup: msg('查询报修单'),
  lookupHint: msg('请输入报修单号和报修时填写的手机号。'),
  orderNo: msg('报修单号'),
  phone: msg('手机号'),
  query: msg('查询'),
  phoneInvalid: msg('请输入正确的手机号码'),
  orderNoRequired: msg('请输入报修单号'),
  loading: msg('加载中…'),
  timeline: msg('处理进度'),
  confirmTitle: msg('确认维修并评价'),
  rating: msg('评分'),
  stars: (n: number) => t('{{n}} 星', { n }),
  feedback: msg('评价（可选）'),
  confirm: msg('确认完成'),
  ratingRequired: msg('请选择评分'),
  other: msg('查询其他报修单'),
  newRepair: msg('我要报修'),
  photos: msg('现场照片'),
} as const

const m = REPAIR_DETAIL_MESSAGES

function LookupForm({
  orderNo,
  onFound,
}: {
  orderNo: string
  onFound: (orderNo: string, phone: string) => void
}) {
  const t = useT()
  const [number, setNumber] = useState(orderNo)
  const [phone, setPhone] = useState('')
  const [errors, setErrors] = useState<{ orderNo?: string; phone?: string }>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = {
      ...(number.trim() ? {} : { orderNo: t(m.orderNoRequired) }),
      ...(/^1[3-9]\d{9}$/.test(phone.trim()) ? {} : { phone: t(m.phoneInvalid) }),
    }
    setErrors(found)
    if (!found.orderNo && !found.phone) onFound(number.trim(), phone.trim())
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t(m.lookup)}>
      <h2 className="m-0 text-base font-medium">{t(m.lookup)}</h2>
      <p className="m-0 text-sm text-muted-foreground">{t(m.lookupHint)}</p>
      <FormField label={t(m.orderNo)} error={errors.orderNo}>
        <Input value={number} maxLength={32} onChange={(event) => setNumber(event.target.value)} />
      </FormField>
      <FormField label={t(m.phone)} error={errors.phone}>
        <Input
          type="tel"
          inputMode="numeric"
          maxLength={11}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" variant="primary" className="w-full">
        {t(m.query)}
      </Button>
    </form>
  )
}

function ConfirmForm({ order, phone }: { order: PublicRepairOrder; phone: string }) {
  const t = useT()
  const queryClient = useQueryClient()
  const [rating, setRating] = useState(0)
  const [feedback, setFeedback] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const confirm = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => publicOrdersApi.confirm(order.orderNo, phone, rating, feedback),
    onSuccess: async () => {
      setProblem(null)
      await queryClient.invalidateQueries({ queryKey: repairKeys.publicOrder(order.orderNo) })
    },
    onError: (error) => setProblem(messageOf(error)),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (rating < 1) return setProblem(t(m.ratingRequired))
    confirm.mutate()
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 border-t border-border pt-4"
      aria-label={t(m.confirmTitle)}
    >
      <h2 className="m-0 text-base font-medium">{t(m.confirmTitle)}</h2>
      <div>
        <span id="rep-rating-label" className="mb-1 block text-sm font-medium">
          {t(m.rating)}
        </span>
        <RadioGroup
          aria-labelledby="rep-rating-label"
          name="rating"
          value={rating ? String(rating) : ''}
          onValueChange={(value) => setRating(Number(value))}
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <RadioGroupItem key={n} value={String(n)} className="text-base" aria-label={m.stars(n)}>
              <span aria-hidden="true" className={n <= rating ? 'text-warning' : 'text-muted-foreground'}>
                ★
              </span>
              {m.stars(n)}
            </RadioGroupItem>
          ))}
        </RadioGroup>
      </div>
      <FormField label={t(m.feedback)}>
        <textarea
          className="min-h-20 w-full rounded border border-border bg-surface px-2 py-1 text-base text-foreground"
          maxLength={500}
          value={feedback}
          onChange={(event) => setFeedback(event.target.value)}
        />
      </FormField>
      {problem ? (
        <p role="alert" className="m-0 text-sm text-danger-strong">
          {problem}
        </p>
      ) : null}
      <Button type="submit" size="lg" variant="primary" className="w-full" loading={confirm.isPending}>
        {t(m.confirm)}
      </Button>
    </form>
  )
}

function OrderView({ order, phone }: { order: PublicRepairOrder; phone: string }) {
  const t = useT()
  const photos = (order.photos ?? '').split(',').filter(Boolean)
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <span className="font-mono text-base">{order.orderNo}</span>
        <span
          className="rounded bg-primary-strong px-2 py-0.5 text-sm text-primary-foreground"
          data-testid="repair-status"
        >
          {dictText('repair_status', order.status ?? '', order.status_dictText ?? order.status ?? '')}
        </span>
      </div>
      <DetailList col={1} size="small">
        <DetailListItem term={t('报修人')}>{order.reporterName ?? ''}</DetailListItem>
        <DetailListItem term={t('手机号')}>{order.reporterPhone ?? ''}</DetailListItem>
        <DetailListItem term={t('报修地点')}>{order.location ?? ''}</DetailListItem>
        <DetailListItem term={t('报修类别')}>
          {dictText('repair_category', order.category ?? '', order.category_dictText ?? order.category ?? '')}
        </DetailListItem>
        <DetailListItem term={t('紧急程度')}>
          {dictText('urgency', order.urgency ?? '', order.urgency_dictText ?? order.urgency ?? '')}
        </DetailListItem>
        <DetailListItem term={t('问题描述')}>{order.description ?? ''}</DetailListItem>
        {order.assigneeName ? <DetailListItem term={t('维修人')}>{order.assigneeName}</DetailListItem> : null}
        {order.cost !== null && order.cost !== undefined ? (
          <DetailListItem term={t('维修费用')}>
            {t('{{cost}} 元', { cost: moneyText(order.cost) })}
          </DetailListItem>
        ) : null}
        {order.rating ? <DetailListItem term={t('评分')}>{m.stars(order.rating)}</DetailListItem> : null}
        {order.feedback ? <DetailListItem term={t('评价')}>{order.feedback}</DetailListItem> : null}
        {order.cancelReason ? (
          <DetailListItem term={t('取消原因')}>{order.cancelReason}</DetailListItem>
        ) : null}
      </DetailList>
      {photos.length ? (
        <ul className="m-0 flex list-none flex-wrap gap-2 p-0" aria-label={t(m.photos)}>
          {photos.map((path, index) => (
            <li key={path}>
              <img
                src={photoUrl(config.apiBaseUrl, path)}
                alt={t('现场照片{{index}}', { index: index + 1 })}
                className="size-16 rounded border border-border object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <section aria-label={t(m.timeline)}>
        <h2 className="m-0 mb-2 text-base font-medium">{t(m.timeline)}</h2>
        <ol className="m-0 list-none space-y-3 border-l-2 border-primary pl-4">
          {order.timeline.map((step) => (
            <li key={step.status} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-primary-strong"
              />
              <div className="text-sm font-medium">{step.title}</div>
              <div className="text-xs text-muted-foreground">{step.time}</div>
            </li>
          ))}
        </ol>
      </section>
      {order.status === 'done' ? <ConfirmForm order={order} phone={phone} /> : null}
    </div>
  )
}

/**
 * /sdn/repairDetail?orderNo= and /sdn/step-detail: the reporter's own order. The phone comes from the submit
 * in this tab, otherwise the visitor types it; the server answers only when number and phone match.
 */
export default function RepairDetailPage() {
  const t = useT()
  const [params, setParams] = useSearchParams()
  const orderNo = params.get('orderNo') ?? ''
  const [phone, setPhone] = useState(() => (orderNo ? rememberedPhone(orderNo) : ''))
  const detail = useQuery({
    meta: { handlesErrors: true },
    ...publicDetailQuery(orderNo, phone),
    enabled: Boolean(orderNo && phone),
    retry: false,
  })
  const lookup = (number: string, typed: string) => {
    rememberPhone(number, typed)
    setPhone(typed)
    setParams({ orderNo: number }, { replace: true })
  }
  const ask = !orderNo || !phone || detail.isError
  return (
    <PublicShell title={t(m.title)}>
      {detail.isError ? (
        <p role="alert" className="m-0 mb-4 text-sm text-danger-strong">
          {messageOf(detail.error)}
        </p>
      ) : null}
      {ask ? <LookupForm key={orderNo} orderNo={orderNo} onFound={lookup} /> : null}
      {!ask && detail.isPending ? <p className="m-0 text-sm text-muted-foreground">{t(m.loading)}</p> : null}
      {!ask && detail.data ? <OrderView order={detail.data} phone={phone} /> : null}
      <div className="mt-6 flex justify-between text-sm">
        {!ask ? (
          <button type="button" className="text-primary-strong underline" onClick={() => setPhone('')}>
            {t(m.other)}
          </button>
        ) : (
          <span />
        )}
        <Link to="/sdn/step-form" className="text-primary-strong underline">
          {t(m.newRepair)}
        </Link>
      </div>
    </PublicShell>
  )
}
