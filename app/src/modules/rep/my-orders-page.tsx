import { Badge } from '@erp/ui-kit/badge'
import { Button } from '@erp/ui-kit/button'
import { dictText, msg, t, useT } from '@erp/ui-kit/i18n'
import { Pagination } from '@erp/ui-kit/pagination'
import { Segmented } from '@erp/ui-kit/segmented'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { messageOf } from '../../lib/api-errors'
import { myOrdersQuery } from './api/my-orders'
import type { RepairOrderRow } from './api/orders'
import { repairKeys } from './api/repair-keys'
import { OrderMoveDialog, MOVE_MESSAGES } from './order-move-dialog'
import { moneyText } from './repair-money'

export const MY_ORDERS_MESSAGES = {
  title: msg('我的工单'),
  hint: msg('派给您的报修单：开始维修，修好后填写费用完成。派工时铃铛会通知您。'),
  all: msg('全部'),
  open: msg('待处理'),
  empty: msg('暂无派给您的工单'),
  loading: msg('加载中...'),
  filter: msg('按状态筛选'),
  list: msg('派给我的报修单'),
  location: msg('报修地点'),
  description: msg('问题描述'),
  reporter: msg('报修人'),
  phone: msg('联系电话'),
  assignedTime: msg('派工时间'),
  cost: msg('维修费用'),
  urgency: (value: string) => t('紧急程度：{{value}}', { value }),
  call: (phone: string) => t('拨打 {{phone}}', { phone }),
}

/**
 * The status filter: what needs doing (assigned or in progress: the card's badge tells which), finished, confirmed
 * by the reporter, everything. Four choices fit a phone's width.
 */
const FILTERS = ['open', 'done', 'confirmed', ''] as const
type Filter = (typeof FILTERS)[number]

const FILTER_LABELS: Record<Filter, string> = {
  open: MY_ORDERS_MESSAGES.open,
  done: msg('已完成'),
  confirmed: msg('已确认'),
  '': MY_ORDERS_MESSAGES.all,
}

const STATUS_VARIANT: Record<string, 'primary' | 'warning' | 'success' | 'default'> = {
  assigned: 'primary',
  in_progress: 'warning',
  done: 'success',
  confirmed: 'success',
}

/** The moves a repairer owns (docs/modules.md "Repair"): 开始维修 an assigned order, 完成维修 one in progress. */
const OWN_MOVE: Record<string, 'start' | 'finish'> = { assigned: 'start', in_progress: 'finish' }

/** The buttons say the whole step (完成 alone reads as the status 已完成 in English: "Done"). */
const MOVE_LABELS = { start: MOVE_MESSAGES.startTitle, finish: MOVE_MESSAGES.finishTitle } as const

const PAGE_SIZE = 10

/**
 * 我的工单 (menu rep/MyOrderList, issue 31 S2-15): the orders assigned to the signed-in repairer, as cards that
 * read on a phone, with the steps the repairer owns. "待处理" (assigned and in progress) is the first view; the
 * server lists open orders first whatever the filter and refuses a move on someone else's order.
 */
export default function MyOrdersPage() {
  const t = useT()
  const m = MY_ORDERS_MESSAGES
  const queryClient = useQueryClient()
  const [filter, setFilter] = useState<Filter>('open')
  const [pageNo, setPageNo] = useState(1)
  const [moving, setMoving] = useState<{ move: 'start' | 'finish'; row: RepairOrderRow } | null>(null)
  // "待处理" asks for each open status; the server's order puts in-progress orders first anyway.
  const status = filter === 'open' ? 'assigned,in_progress' : filter
  const orders = useQuery({
    ...myOrdersQuery({ pageNo, pageSize: PAGE_SIZE, status }),
    placeholderData: keepPreviousData,
  })
  const rows = orders.data?.records ?? []

  return (
    <section className="space-y-4" aria-labelledby="my-orders-title">
      <div className="space-y-1">
        <h2 id="my-orders-title" className="text-base font-medium">
          {t(m.title)}
        </h2>
        <p className="text-xs text-muted-foreground">{t(m.hint)}</p>
      </div>
      <div className="overflow-x-auto">
        <Segmented
          aria-label={t(m.filter)}
          value={filter}
          onValueChange={(next) => {
            setFilter(next)
            setPageNo(1)
          }}
          options={FILTERS.map((value) => ({ value, label: t(FILTER_LABELS[value]) }))}
        />
      </div>
      {orders.error ? (
        <p role="alert" className="text-sm text-danger-strong">
          {messageOf(orders.error)}
        </p>
      ) : null}
      {orders.isLoading ? (
        <p className="text-sm text-muted-foreground">{t(m.loading)}</p>
      ) : rows.length === 0 && !orders.error ? (
        <p className="rounded border border-dashed border-border py-10 text-center text-sm text-muted-foreground">
          {t(m.empty)}
        </p>
      ) : (
        <ul aria-label={t(m.list)} className="m-0 grid list-none gap-3 p-0 lg:grid-cols-2">
          {rows.map((row) => (
            <OrderCard key={row.id} row={row} onMove={(move) => setMoving({ move, row })} />
          ))}
        </ul>
      )}
      {(orders.data?.total ?? 0) > PAGE_SIZE ? (
        <Pagination
          pageNo={pageNo}
          pageSize={PAGE_SIZE}
          pageSizeOptions={[PAGE_SIZE]}
          total={orders.data?.total ?? 0}
          onChange={(next) => setPageNo(next)}
        />
      ) : null}
      {moving ? (
        <OrderMoveDialog
          own
          move={moving.move}
          row={moving.row}
          onOpenChange={(open) => (open ? null : setMoving(null))}
          onDone={() => void queryClient.invalidateQueries({ queryKey: repairKeys.mineAll() })}
        />
      ) : null}
    </section>
  )
}

function OrderCard({ row, onMove }: { row: RepairOrderRow; onMove: (move: 'start' | 'finish') => void }) {
  const t = useT()
  const m = MY_ORDERS_MESSAGES
  const move = OWN_MOVE[row.status ?? '']
  const orderNo = row.orderNo ?? ''
  const field = (term: string, value: string | null | undefined) =>
    value ? (
      <div className="flex gap-2">
        <dt className="shrink-0 text-muted-foreground">{t(term)}</dt>
        <dd className="m-0 min-w-0 break-words">{value}</dd>
      </div>
    ) : null
  return (
    <li
      aria-label={orderNo}
      className="flex flex-col gap-3 rounded border border-border bg-surface p-4 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{orderNo}</span>
        <Badge variant={STATUS_VARIANT[row.status ?? ''] ?? 'default'}>
          {dictText('repair_status', row.status ?? '', row.status_dictText ?? row.status ?? '')}
        </Badge>
        {row.urgency ? (
          <Badge variant={row.urgency === 'H' ? 'danger' : 'default'}>
            {m.urgency(dictText('urgency', row.urgency, row.urgency_dictText ?? row.urgency))}
          </Badge>
        ) : null}
      </div>
      <dl className="m-0 space-y-1">
        {field(m.location, row.location)}
        {field(m.description, row.description)}
        {field(m.reporter, row.reporterName)}
        {row.reporterPhone ? (
          <div className="flex gap-2">
            <dt className="shrink-0 text-muted-foreground">{t(m.phone)}</dt>
            <dd className="m-0">
              <a
                href={`tel:${row.reporterPhone}`}
                aria-label={m.call(row.reporterPhone)}
                className="text-primary-strong"
              >
                {row.reporterPhone}
              </a>
            </dd>
          </div>
        ) : null}
        {field(m.assignedTime, row.assignedTime)}
        {row.cost !== null && row.cost !== undefined ? field(m.cost, moneyText(row.cost)) : null}
      </dl>
      {move ? (
        <div className="flex justify-end">
          <Button
            variant="primary"
            aria-label={`${t(MOVE_LABELS[move])} ${orderNo}`}
            onClick={() => onMove(move)}
          >
            {t(MOVE_LABELS[move])}
          </Button>
        </div>
      ) : null}
    </li>
  )
}
