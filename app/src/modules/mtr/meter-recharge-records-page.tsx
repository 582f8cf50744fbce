import { Button } from '@erp/ui-kit/button'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import { messageOf } from '../../lib/api-errors'
import { fetchOwnRecharges, meterKeys } from './api/self-service'
import { formatYuan } from './recharge-rules'
import { MeterCard, MeterShell } from './self-service-layout'
import { dictText, useT } from '@erp/ui-kit/i18n'

const PAGE_SIZE = 10

/** docs/spec.md §2 `/sdn/meter/MeterRechargeModal`: the recharge records of the signed-in meter only. */
export default function MeterRechargeRecordsPage() {
  const t = useT()
  const [search, setSearch] = useSearchParams()
  const pageNo = Math.max(1, Number(search.get('pageNo')) || 1)
  const records = useQuery({
    queryKey: meterKeys.recharges(pageNo),
    queryFn: () => fetchOwnRecharges(pageNo, PAGE_SIZE),
    placeholderData: keepPreviousData,
    retry: false,
    meta: { handlesErrors: true },
  })
  const page = records.data
  const goTo = (next: number) => setSearch(next > 1 ? { pageNo: String(next) } : {})

  return (
    <MeterShell title={t('充值记录')}>
      {records.isPending ? <p className="text-sm text-muted-foreground">{t('加载中...')}</p> : null}
      {records.isError ? (
        <p role="alert" className="text-sm text-danger-strong">
          {messageOf(records.error)}
        </p>
      ) : null}
      {page && page.records.length === 0 ? (
        <MeterCard>
          <p className="text-sm text-muted-foreground">{t('暂无充值记录')}</p>
        </MeterCard>
      ) : null}
      {page && page.records.length > 0 ? (
        <ul aria-label={t('充值记录列表')} className="space-y-2">
          {page.records.map((record) => (
            <li key={record.id} className="rounded bg-surface p-3 text-sm shadow-sm">
              <div className="flex items-baseline justify-between">
                <span className="text-base font-semibold">
                  {t('{{amount}} 元', { amount: formatYuan(record.amount) })}
                </span>
                <span className={record.status === 'success' ? 'text-foreground' : 'text-danger-strong'}>
                  {dictText(
                    'recharge_status',
                    record.status ?? '',
                    record.status_dictText ?? record.status ?? '',
                  )}
                </span>
              </div>
              <p className="mt-1 text-muted-foreground">
                {t('{{kwh}} 度 · 余额 {{balance}} 元 · {{payMethod}}', {
                  kwh: formatYuan(record.kwh),
                  balance: formatYuan(record.balanceAfter),
                  payMethod: dictText(
                    'pay_method',
                    record.payMethod ?? '',
                    record.payMethod_dictText ?? record.payMethod ?? '',
                  ),
                })}
              </p>
              <p className="mt-1 text-xs text-muted-foreground">
                {t('{{time}} · 订单号 {{orderNo}}', {
                  time: record.time ?? '',
                  orderNo: record.orderNo ?? '',
                })}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {page && page.total > 0 ? (
        <nav aria-label={t('分页')} className="flex items-center justify-between text-sm">
          <Button disabled={pageNo <= 1} onClick={() => goTo(pageNo - 1)}>
            {t('上一页')}
          </Button>
          <span>
            {t('第 {{current}} / {{pages}} 页，共 {{total}} 条', {
              current: page.current,
              pages: Math.max(1, page.pages),
              total: page.total,
            })}
          </span>
          <Button disabled={pageNo >= page.pages} onClick={() => goTo(pageNo + 1)}>
            {t('下一页')}
          </Button>
        </nav>
      ) : null}
    </MeterShell>
  )
}
