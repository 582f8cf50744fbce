import { Badge } from '@erp/ui-kit/badge'
import { Button } from '@erp/ui-kit/button'
import { DetailList, DetailListItem } from '@erp/ui-kit/detail-list'
import { Drawer, DrawerContent, DrawerDescription, DrawerTitle } from '@erp/ui-kit/drawer'
import { dictText, msg, t, useT } from '@erp/ui-kit/i18n'
import { useQuery } from '@tanstack/react-query'
import { useCan } from '../../hooks/use-can'
import { messageOf } from '../../lib/api-errors'
import type { RowOf } from '../../lib/resource/crud-client'
import { expKeys } from './api/exp-keys'
import { tracking, type Tracking } from './api/tracking'
import { STATUS_TEXT, yuan } from './exp-texts'
import { TrackingEventForm } from './tracking-event-form'

type ShipmentRow = RowOf<'/exp/shipment'>

export const DETAIL_MESSAGES = {
  title: (waybillNo: string) => t('快递单详情：{{waybillNo}}', { waybillNo }),
  fields: msg('快递单信息'),
  status: msg('当前状态'),
  timeline: msg('物流轨迹'),
  carrier: msg('快递公司回传'),
  stored: msg('人工记录'),
  empty: msg('暂无物流信息'),
  refresh: msg('刷新'),
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

function StatusBadge({ status }: { status: Tracking['status'] }) {
  const t = useT()
  return (
    <Badge variant={status === 'exception' ? 'danger' : status === 'delivered' ? 'success' : 'primary'}>
      {t(STATUS_TEXT[status])}
    </Badge>
  )
}

/**
 * 快递单详情: the shipment's fields, its tracking (stored events and the carrier's) as a timeline newest
 * first, and — for those who may edit shipments — a form that adds a tracking event.
 */
export function ShipmentDetailDrawer({
  shipment,
  onOpenChange,
}: {
  shipment: ShipmentRow
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  const m = DETAIL_MESSAGES
  const mayAdd = useCan('exp:shipment:edit')
  const query = useQuery({ queryKey: expKeys.tracking(shipment.id), queryFn: () => tracking(shipment.id) })
  const events = [...(query.data?.events ?? [])].reverse()
  const waybillNo = text(shipment.waybillNo)
  const carrierText = dictText(
    'express_carrier',
    text(shipment.carrier),
    text(shipment.carrier_dictText ?? shipment.carrier),
  )
  const address =
    `${text(shipment.recipientProvince)}${text(shipment.recipientCity)}${text(shipment.recipientDistrict)} ${text(shipment.recipientDetail)}`.trim()
  return (
    <Drawer open onOpenChange={onOpenChange}>
      <DrawerContent width={600}>
        <DrawerTitle className="pr-8 text-base font-semibold">{m.title(waybillNo)}</DrawerTitle>
        <DrawerDescription className="mt-1 text-sm text-muted-foreground">{carrierText}</DrawerDescription>
        <DetailList col={2} role="group" aria-label={t(m.fields)} className="mt-3 text-sm">
          <DetailListItem term={t('运单号')}>{waybillNo}</DetailListItem>
          <DetailListItem term={t('快递公司')}>{carrierText}</DetailListItem>
          <DetailListItem term={t('收件人')}>{text(shipment.recipientName)}</DetailListItem>
          <DetailListItem term={t('收件人电话')}>{text(shipment.recipientPhone)}</DetailListItem>
          <DetailListItem term={t('收件地址')} className="basis-full min-[576px]:basis-full">
            {address}
          </DetailListItem>
          <DetailListItem term={t('物品')}>{text(shipment.itemDescription)}</DetailListItem>
          <DetailListItem term={t('重量(kg)')}>{text(shipment.weightKg)}</DetailListItem>
          <DetailListItem term={t('运费')}>{yuan(shipment.fee)}</DetailListItem>
          <DetailListItem term={t('寄件时间')}>{text(shipment.createTime)}</DetailListItem>
        </DetailList>
        <div className="my-3 flex items-center justify-between">
          <p className="text-sm">
            {t('{{label}}：', { label: t(m.status) })}
            {query.data ? <StatusBadge status={query.data.status} /> : null}
          </p>
          <Button size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t(m.refresh)}
          </Button>
        </div>
        {query.error ? (
          <p role="alert" className="mb-2 text-sm text-danger-strong">
            {messageOf(query.error)}
          </p>
        ) : null}
        {events.length ? (
          <ol aria-label={t(m.timeline)} className="relative ml-2 border-l border-border">
            {events.map((event, index) => (
              <li key={`${event.time}-${event.source}-${event.description}`} className="mb-4 ml-4">
                <span
                  aria-hidden="true"
                  className={`absolute -left-1.5 mt-1 size-3 rounded-full border border-surface ${index === 0 ? 'bg-primary-strong' : 'bg-muted-foreground'}`}
                />
                <p className={`text-sm ${index === 0 ? 'font-semibold' : ''}`}>{event.description}</p>
                <p className="text-xs text-muted-foreground">
                  <time>{event.time}</time>
                  {event.location ? ` · ${event.location}` : ''}
                  {' · '}
                  {event.source === 'carrier' ? t(m.carrier) : t(m.stored)}
                </p>
              </li>
            ))}
          </ol>
        ) : query.isFetching ? null : (
          <p className="text-sm text-muted-foreground">{t(m.empty)}</p>
        )}
        {mayAdd ? <TrackingEventForm shipmentId={shipment.id} sent={text(shipment.createTime)} /> : null}
      </DrawerContent>
    </Drawer>
  )
}
