import { Badge } from '@erp/ui-kit/badge'
import { buttonVariants } from '@erp/ui-kit/button'
import { DetailList, DetailListItem } from '@erp/ui-kit/detail-list'
import { dictText, msg, useT, type t as translateFn } from '@erp/ui-kit/i18n'
import { Steps } from '@erp/ui-kit/steps'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@erp/ui-kit/tabs'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router-dom'
import { ExamplePage, LoadState } from './example-parts'
import { repairOrderQuery, type RepairOrder } from './api/repair-orders'
import { money } from './example-money'
import { REPAIR_FLOW, flowIndex, progressTone } from './repair-progress'

export interface HistoryEntry {
  time: string
  title: string
  detail: string
}

/**
 * The flow steps an order has reached: up to its state, or for a cancelled order those recorded before the
 * cancellation. The state decides, not the mere presence of a time (a time of a step not reached is ignored).
 */
export function reachedSteps(order: RepairOrder): Array<(typeof REPAIR_FLOW)[number]> {
  if (order.status === 'cancelled') {
    const cancelled = order.cancelledTime ?? ''
    return REPAIR_FLOW.filter((step) => {
      const time = order[step.timeField]
      return Boolean(time) && (!cancelled || String(time) <= cancelled)
    })
  }
  return REPAIR_FLOW.slice(0, flowIndex(order.status) + 1)
}

/** The operation history of a repair order, oldest first, from the times the server recorded for each move. */
export function repairHistory(order: RepairOrder, t: typeof translateFn): HistoryEntry[] {
  const reached = new Set<string>(reachedSteps(order).map((step) => step.status))
  const at = (value: string | null | undefined) => value ?? ''
  const candidates: Array<HistoryEntry & { status: string }> = [
    {
      status: 'submitted',
      time: at(order.createTime),
      title: t('报修已提交'),
      detail: t('{{name}} 报修：{{description}}', {
        name: at(order.reporterName),
        description: at(order.description),
      }),
    },
    { status: 'assigned', time: at(order.assignedTime), title: t('已派工'), detail: '' },
    { status: 'in_progress', time: at(order.startedTime), title: t('维修开始'), detail: '' },
    {
      status: 'done',
      time: at(order.finishedTime),
      title: t('维修完成'),
      detail:
        order.cost === null || order.cost === undefined
          ? ''
          : t('费用 {{cost}} 元', { cost: money(order.cost) }),
    },
    {
      status: 'confirmed',
      time: at(order.confirmedTime),
      title: t('报修人确认'),
      detail: order.rating ? t('评分 {{rating}} 分', { rating: order.rating }) : '',
    },
  ]
  const entries: HistoryEntry[] = candidates
    .filter((entry) => entry.time && reached.has(entry.status))
    .map(({ time, title, detail }) => ({ time, title, detail }))
  if (order.status === 'cancelled' && order.cancelledTime)
    entries.push({ time: order.cancelledTime, title: t('报修已取消'), detail: at(order.cancelReason) })
  return entries.sort((a, b) => a.time.localeCompare(b.time))
}

/** The steps shown for an order: the whole flow, or for a cancelled order the steps reached then 已取消. */
export function repairSteps(order: RepairOrder): { items: string[]; current: number } {
  if (order.status === 'cancelled') {
    const reached = reachedSteps(order)
    return { items: [...reached.map((step) => step.title), msg('已取消')], current: reached.length }
  }
  const index = flowIndex(order.status)
  const last = REPAIR_FLOW.length - 1
  return {
    items: REPAIR_FLOW.map((step) => step.title),
    current: index === last ? last + 1 : Math.max(0, index),
  }
}

const URGENCY_VARIANT: Record<string, 'danger' | 'warning' | 'default'> = {
  H: 'danger',
  M: 'warning',
  L: 'default',
}

/**
 * 详情页 › 高级详情页 (examples/profile/advanced/Advanced): a repair order with the steps of its flow, its
 * details, the reporter's evaluation and the operation history in tabs. `?id=` picks the order, else the newest.
 */
export default function ProfileAdvancedPage() {
  const t = useT()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const query = useQuery(repairOrderQuery(id))
  const order = query.data ?? null
  const steps = order ? repairSteps(order) : null
  const history = order ? repairHistory(order, t) : []
  const status = order?.status ?? ''
  const tone = progressTone(status)
  return (
    <ExamplePage
      title={t('高级详情页')}
      busy={query.isFetching}
      actions={
        <Link to="/rep/order" className={buttonVariants()}>
          {t('报修单列表')}
        </Link>
      }
    >
      <LoadState
        loading={query.isPending}
        error={query.error}
        empty={query.isSuccess && !order}
        emptyText={t('暂无报修单')}
      />
      {order && steps ? (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <p className="m-0 text-lg">
              {t('{{label}}：', { label: t('报修单号') })}
              <strong className="font-mono" data-testid="order-no">
                {order.orderNo}
              </strong>
            </p>
            <Badge variant={tone === 'cancelled' ? 'danger' : tone === 'done' ? 'success' : 'primary'}>
              {dictText('repair_status', status, order.status_dictText ?? status)}
            </Badge>
          </div>
          <DetailList col={3} size="small">
            <DetailListItem term={t('报修人')}>{order.reporterName}</DetailListItem>
            <DetailListItem term={t('联系电话')}>{order.reporterPhone}</DetailListItem>
            <DetailListItem term={t('报修地点')}>{order.location}</DetailListItem>
          </DetailList>
          <Steps
            items={steps.items.map((title) => t(title))}
            current={steps.current}
            aria-label={t('处理进度')}
            className="overflow-x-auto pb-2"
          />
          <Tabs defaultValue="detail">
            <TabsList aria-label={t('报修单信息')}>
              <TabsTrigger value="detail">{t('报修详情')}</TabsTrigger>
              <TabsTrigger value="history">{t('操作记录')}</TabsTrigger>
              <TabsTrigger value="evaluation">{t('评价')}</TabsTrigger>
            </TabsList>
            <TabsContent value="detail" className="pt-4">
              <DetailList col={2}>
                <DetailListItem term={t('报修类别')}>
                  {order.category
                    ? dictText('repair_category', order.category, order.category_dictText ?? order.category)
                    : ''}
                </DetailListItem>
                <DetailListItem term={t('紧急程度')}>
                  {order.urgency ? (
                    <Badge variant={URGENCY_VARIANT[order.urgency] ?? 'default'}>
                      {dictText('urgency', order.urgency, order.urgency_dictText ?? order.urgency)}
                    </Badge>
                  ) : null}
                </DetailListItem>
                <DetailListItem term={t('问题描述')} className="basis-full">
                  {order.description}
                </DetailListItem>
                <DetailListItem term={t('维修费用')}>{money(order.cost)}</DetailListItem>
                <DetailListItem term={t('提交时间')}>{order.createTime}</DetailListItem>
              </DetailList>
            </TabsContent>
            <TabsContent value="history" className="pt-4">
              <ol aria-label={t('操作记录')} className="m-0 list-none space-y-3 border-l border-border pl-4">
                {history.map((entry) => (
                  <li key={`${entry.time}-${entry.title}`} className="text-sm">
                    <p className="m-0">
                      <time className="mr-3 text-muted-foreground">{entry.time}</time>
                      <strong className="font-medium">{entry.title}</strong>
                    </p>
                    {entry.detail ? <p className="m-0 text-muted-foreground">{entry.detail}</p> : null}
                  </li>
                ))}
              </ol>
            </TabsContent>
            <TabsContent value="evaluation" className="pt-4">
              {order.rating ? (
                <DetailList col={2}>
                  <DetailListItem term={t('评分')}>
                    {t('{{rating}} 分', { rating: order.rating })}
                  </DetailListItem>
                  <DetailListItem term={t('评价')}>{order.feedback}</DetailListItem>
                </DetailList>
              ) : (
                <p role="status" className="m-0 text-sm text-muted-foreground">
                  {t('报修人尚未评价')}
                </p>
              )}
            </TabsContent>
          </Tabs>
        </>
      ) : null}
    </ExamplePage>
  )
}
