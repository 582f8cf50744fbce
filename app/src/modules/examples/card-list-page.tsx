import { Badge } from '@erp/ui-kit/badge'
import { cn } from '@erp/ui-kit/cn'
import { dictText, useT } from '@erp/ui-kit/i18n'
import { Pagination } from '@erp/ui-kit/pagination'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ExamplePage, LoadState } from './example-parts'
import { metersQuery, type Meter } from './api/meters'
import { money } from './example-money'

const STATUS_VARIANT: Record<string, 'success' | 'danger' | 'default'> = {
  normal: 'success',
  arrears: 'danger',
  disabled: 'default',
}

const PAGE_SIZES = [12, 24, 48] as const

function MeterCard({ meter }: { meter: Meter }) {
  const t = useT()
  const status = meter.status ?? ''
  const balance = meter.balance ?? null
  const headingId = `meter-${meter.id}`
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-3 rounded border border-border bg-surface p-4 shadow-sm"
      >
        <header className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="m-0 truncate text-base font-medium">
              {`${meter.building ?? ''} ${meter.room ?? ''}`.trim()}
            </h3>
            <p className="m-0 font-mono text-xs text-muted-foreground">{meter.meterNo}</p>
          </div>
          <Badge variant={STATUS_VARIANT[status] ?? 'default'}>
            {dictText('meter_status', status, meter.status_dictText ?? status)}
          </Badge>
        </header>
        <p className="m-0">
          <span className="text-sm text-muted-foreground">{t('余额')} </span>
          <strong
            className={cn('text-2xl', balance !== null && balance <= 0 && 'text-danger-strong')}
            data-testid="meter-balance"
          >
            {money(balance)}
          </strong>
          <span className="text-sm text-muted-foreground"> {t('元')}</span>
        </p>
        <dl className="m-0 grid grid-cols-2 gap-x-2 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('户主')}</dt>
          <dd className="m-0 truncate">{meter.ownerName}</dd>
          <dt className="text-muted-foreground">{t('电价')}</dt>
          <dd className="m-0">{t('{{price}} 元/度', { price: money(meter.pricePerKwh) })}</dd>
          <dt className="text-muted-foreground">{t('最近读数')}</dt>
          <dd className="m-0">
            {meter.lastReadingKwh === null || meter.lastReadingKwh === undefined
              ? ''
              : t('{{kwh}} 度', { kwh: meter.lastReadingKwh })}
          </dd>
          <dt className="text-muted-foreground">{t('抄表时间')}</dt>
          <dd className="m-0">{meter.lastReadingTime}</dd>
        </dl>
      </article>
    </li>
  )
}

/** 列表页 › 卡片列表 (examples/list/CardList): the dormitory electricity meters as cards, balance first. */
export default function CardListPage() {
  const t = useT()
  const [page, setPage] = useState({ pageNo: 1, pageSize: 12 })
  const meters = useQuery({ ...metersQuery(page.pageNo, page.pageSize), placeholderData: keepPreviousData })
  const records = meters.data?.records ?? []
  return (
    <ExamplePage title={t('卡片列表')} busy={meters.isFetching}>
      <p className="m-0 text-sm text-muted-foreground">{t('宿舍电表一览：余额、电价与最近一次抄表。')}</p>
      <LoadState
        loading={meters.isPending}
        error={meters.error}
        empty={meters.isSuccess && records.length === 0}
        emptyText={t('暂无电表')}
      />
      {records.length > 0 ? (
        <ul
          aria-label={t('电表')}
          className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {records.map((meter) => (
            <MeterCard key={meter.id} meter={meter} />
          ))}
        </ul>
      ) : null}
      {meters.data && meters.data.total > 0 ? (
        <Pagination
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          pageSizeOptions={PAGE_SIZES}
          total={meters.data.total}
          onChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
          className="justify-end"
        />
      ) : null}
    </ExamplePage>
  )
}
