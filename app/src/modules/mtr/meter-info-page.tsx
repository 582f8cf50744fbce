import { Button } from '@erp/ui-kit/button'
import { DetailList, DetailListItem } from '@erp/ui-kit/detail-list'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { messageOf } from '../../lib/api-errors'
import { fetchMeterInfo, meterKeys } from './api/self-service'
import { formatYuan } from './recharge-rules'
import { METER_PATHS, MeterCard, MeterShell } from './self-service-layout'
import { dictText, useT } from '@erp/ui-kit/i18n'

/** The meter of the meter token, for the pages that need its price and status. */
export function useOwnMeter() {
  return useQuery({
    queryKey: meterKeys.info,
    queryFn: fetchMeterInfo,
    retry: false,
    meta: { handlesErrors: true },
  })
}

/** docs/spec.md §2 `/sdn/meter/meterInfo`: the meter information (the owner masked). */
export default function MeterInfoPage() {
  const t = useT()
  const meter = useOwnMeter()
  const info = meter.data
  return (
    <MeterShell title={t('电表信息')}>
      <MeterCard>
        {meter.isPending ? <p className="text-sm text-muted-foreground">{t('加载中...')}</p> : null}
        {meter.isError ? (
          <p role="alert" className="text-sm text-danger-strong">
            {messageOf(meter.error)}
          </p>
        ) : null}
        {info ? (
          <div className="space-y-4">
            <div className="text-center">
              <p className="text-sm text-muted-foreground">{t('当前余额(元)')}</p>
              <p
                data-testid="meter-balance"
                className={`text-3xl font-semibold ${info.balance < 0 ? 'text-danger-strong' : 'text-foreground'}`}
              >
                {formatYuan(info.balance)}
              </p>
            </div>
            <DetailList col={1} size="small">
              <DetailListItem term={t('电表号')}>{info.meterNo}</DetailListItem>
              <DetailListItem term={t('位置')}>
                {info.building} {info.room}
              </DetailListItem>
              <DetailListItem term={t('户主')}>{info.ownerName}</DetailListItem>
              <DetailListItem term={t('手机号')}>{info.ownerPhone}</DetailListItem>
              <DetailListItem term={t('电价')}>
                {t('{{price}} 元/度', { price: info.pricePerKwh })}
              </DetailListItem>
              <DetailListItem term={t('状态')}>
                {dictText('meter_status', info.status ?? '', info.status_dictText ?? info.status ?? '')}
              </DetailListItem>
              <DetailListItem term={t('上次读数')}>
                {info.lastReadingKwh === null || info.lastReadingKwh === undefined
                  ? '—'
                  : t('{{kwh}} 度', { kwh: formatYuan(info.lastReadingKwh) })}
              </DetailListItem>
              <DetailListItem term={t('抄表时间')}>{info.lastReadingTime ?? '—'}</DetailListItem>
            </DetailList>
          </div>
        ) : null}
      </MeterCard>
      {info?.status === 'disabled' ? (
        <p role="status" className="text-sm text-danger-strong">
          {t('电表已停用，无法充值，请联系宿舍管理员。')}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <Button asChild variant="primary" size="lg">
          <Link to={METER_PATHS.recharge}>{t('充值电费')}</Link>
        </Button>
        <Button asChild size="lg">
          <Link to={METER_PATHS.step}>{t('分步充值')}</Link>
        </Button>
        <Button asChild size="lg" className="col-span-2">
          <Link to={METER_PATHS.records}>{t('查看充值记录')}</Link>
        </Button>
      </div>
    </MeterShell>
  )
}
