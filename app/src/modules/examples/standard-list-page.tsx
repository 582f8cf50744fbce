import { Badge } from '@erp/ui-kit/badge'
import { buttonVariants } from '@erp/ui-kit/button'
import { cn } from '@erp/ui-kit/cn'
import { dictText, useT } from '@erp/ui-kit/i18n'
import { Pagination } from '@erp/ui-kit/pagination'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { ExamplePage, LoadState } from './example-parts'
import { repairOrdersQuery, type RepairOrder } from './api/repair-orders'
import { progressTone, repairProgress } from './repair-progress'

const BAR: Record<ReturnType<typeof progressTone>, string> = {
  done: 'bg-success',
  active: 'bg-primary-strong',
  cancelled: 'bg-danger-strong',
}

const BADGE: Record<ReturnType<typeof progressTone>, 'success' | 'primary' | 'danger'> = {
  done: 'success',
  active: 'primary',
  cancelled: 'danger',
}

function OrderItem({ order }: { order: RepairOrder }) {
  const t = useT()
  const status = order.status ?? ''
  const tone = progressTone(status)
  const percent = repairProgress(status)
  const statusText = dictText('repair_status', status, order.status_dictText ?? status)
  return (
    <li className="flex flex-wrap items-center gap-4 border-b border-border py-4 last:border-b-0">
      <div className="min-w-0 flex-1 basis-72 space-y-1">
        <p className="m-0 flex flex-wrap items-center gap-2">
          <Link
            to={`/profile/advanced?id=${encodeURIComponent(order.id)}`}
            className="font-mono font-medium text-primary-strong hover:underline"
          >
            {order.orderNo}
          </Link>
          <span>{order.location}</span>
          {order.category ? (
            <Badge>
              {dictText('repair_category', order.category, order.category_dictText ?? order.category)}
            </Badge>
          ) : null}
        </p>
        <p className="m-0 truncate text-sm text-muted-foreground">{order.description}</p>
      </div>
      <dl className="m-0 grid basis-64 grid-cols-2 gap-x-4 text-sm">
        <dt className="text-muted-foreground">{t('报修人')}</dt>
        <dd className="m-0">{order.reporterName}</dd>
        <dt className="text-muted-foreground">{t('报修时间')}</dt>
        <dd className="m-0">{order.createTime}</dd>
      </dl>
      <div className="basis-56 space-y-1">
        <Badge variant={BADGE[tone]}>{statusText}</Badge>
        <div
          role="progressbar"
          aria-label={t('{{orderNo}} 处理进度', { orderNo: order.orderNo ?? '' })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${statusText} ${percent}%`}
          className="h-2 w-full overflow-hidden rounded bg-muted"
        >
          <div className={cn('h-full', BAR[tone])} style={{ width: `${percent}%` }} />
        </div>
      </div>
    </li>
  )
}

/** 列表页 › 标准列表 (examples/list/StandardList): the newest repair orders with their state and progress. */
export default function StandardListPage() {
  const t = useT()
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 })
  const orders = useQuery({
    ...repairOrdersQuery(page.pageNo, page.pageSize),
    placeholderData: keepPreviousData,
  })
  const records = orders.data?.records ?? []
  return (
    <ExamplePage
      title={t('标准列表')}
      busy={orders.isFetching}
      actions={
        <Link to="/form/base-form" className={buttonVariants({ variant: 'primary' })}>
          {t('新建报修')}
        </Link>
      }
    >
      <p className="m-0 text-sm text-muted-foreground">
        {t('最新的报修单，按提交时间倒序，显示处理状态与进度。')}
      </p>
      <LoadState
        loading={orders.isPending}
        error={orders.error}
        empty={orders.isSuccess && records.length === 0}
        emptyText={t('暂无报修单')}
      />
      {records.length > 0 ? (
        <ul aria-label={t('报修单')} className="m-0 list-none p-0">
          {records.map((order) => (
            <OrderItem key={order.id} order={order} />
          ))}
        </ul>
      ) : null}
      {orders.data && orders.data.total > 0 ? (
        <Pagination
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          total={orders.data.total}
          onChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
          className="justify-end"
        />
      ) : null}
    </ExamplePage>
  )
}
