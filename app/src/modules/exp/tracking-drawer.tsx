import { Badge } from '@erp/ui-kit/badge'
import { Button } from '@erp/ui-kit/button'
import { Drawer, DrawerContent, DrawerDescription, DrawerTitle } from '@erp/ui-kit/drawer'
import { useQuery } from '@tanstack/react-query'
import { messageOf } from '../../lib/api-errors'
import { expKeys, STATUS_TEXT, tracking } from './exp-api'
import { msg, t, useT } from '@erp/ui-kit/i18n'

export const TRACKING_MESSAGES = {
  title: (waybillNo: string) => t('物流跟踪：{{waybillNo}}', { waybillNo }),
  status: msg('当前状态'),
  carrier: msg('快递公司回传'),
  stored: msg('人工记录'),
  empty: msg('暂无物流信息'),
  refresh: msg('刷新'),
}

/** 物流跟踪: the stored events and the carrier's, newest first, as a timeline. */
export function TrackingDrawer({
  shipment,
  onOpenChange,
}: {
  shipment: { id: string; waybillNo: string; carrierText: string }
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  const query = useQuery({ queryKey: expKeys.tracking(shipment.id), queryFn: () => tracking(shipment.id) })
  const events = [...(query.data?.events ?? [])].reverse()
  const m = TRACKING_MESSAGES
  return (
    <Drawer open onOpenChange={onOpenChange}>
      <DrawerContent width={520}>
        <DrawerTitle className="pr-8 text-base font-semibold">{m.title(shipment.waybillNo)}</DrawerTitle>
        <DrawerDescription className="mt-1 text-sm text-muted-foreground">
          {shipment.carrierText}
        </DrawerDescription>
        <div className="my-3 flex items-center justify-between">
          <p className="text-sm">
            {t(m.status)}：
            {query.data ? (
              <Badge
                variant={
                  query.data.status === 'exception'
                    ? 'danger'
                    : query.data.status === 'delivered'
                      ? 'success'
                      : 'primary'
                }
              >
                {t(STATUS_TEXT[query.data.status])}
              </Badge>
            ) : null}
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
          <ol aria-label={t('物流轨迹')} className="relative ml-2 border-l border-border">
            {events.map((event, index) => (
              <li key={`${event.time}-${event.description}`} className="mb-4 ml-4">
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
      </DrawerContent>
    </Drawer>
  )
}
