import { DetailList, DetailListItem } from '@erp/ui-kit/detail-list'
import type { MeterReceipt } from './meter-session-store'
import { formatYuan } from './recharge-rules'
import { dictText, useT, t } from '@erp/ui-kit/i18n'

const operatorText = (operator: string | null | undefined) =>
  operator === 'self-service' ? t('自助充值') : (operator ?? '')

/** One recharge in the detail-list layout (one column: the pages are phone-sized). */
export function ReceiptDetails({ receipt }: { receipt: MeterReceipt }) {
  const t = useT()
  return (
    <DetailList col={1} size="small">
      <DetailListItem term={t('订单号')}>{receipt.orderNo}</DetailListItem>
      <DetailListItem term={t('电表号')}>{receipt.meterNo}</DetailListItem>
      <DetailListItem term={t('充值金额')}>
        {t('{{amount}} 元', { amount: formatYuan(receipt.amount) })}
      </DetailListItem>
      <DetailListItem term={t('购得电量')}>
        {t('{{kwh}} 度', { kwh: formatYuan(receipt.kwh) })}
      </DetailListItem>
      <DetailListItem term={t('充值后余额')}>
        {t('{{amount}} 元', { amount: formatYuan(receipt.balanceAfter) })}
      </DetailListItem>
      <DetailListItem term={t('支付方式')}>
        {dictText(
          'pay_method',
          receipt.payMethod ?? '',
          receipt.payMethod_dictText ?? receipt.payMethod ?? '',
        )}
      </DetailListItem>
      <DetailListItem term={t('状态')}>
        {dictText('recharge_status', receipt.status ?? '', receipt.status_dictText ?? receipt.status ?? '')}
      </DetailListItem>
      <DetailListItem term={t('充值时间')}>{receipt.time}</DetailListItem>
      <DetailListItem term={t('充值方式')}>{operatorText(receipt.operator)}</DetailListItem>
    </DetailList>
  )
}
