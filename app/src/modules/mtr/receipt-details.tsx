import { DetailList, DetailListItem } from '@erp/ui-kit/detail-list'
import type { MeterReceipt } from './meter-session-store'
import { formatYuan } from './recharge-rules'

const operatorText = (operator: string | null | undefined) =>
  operator === 'self-service' ? '自助充值' : (operator ?? '')

/** One recharge in the detail-list layout (one column: the pages are phone-sized). */
export function ReceiptDetails({ receipt }: { receipt: MeterReceipt }) {
  return (
    <DetailList col={1} size="small">
      <DetailListItem term="订单号">{receipt.orderNo}</DetailListItem>
      <DetailListItem term="电表号">{receipt.meterNo}</DetailListItem>
      <DetailListItem term="充值金额">{formatYuan(receipt.amount)} 元</DetailListItem>
      <DetailListItem term="购得电量">{formatYuan(receipt.kwh)} 度</DetailListItem>
      <DetailListItem term="充值后余额">{formatYuan(receipt.balanceAfter)} 元</DetailListItem>
      <DetailListItem term="支付方式">{receipt.payMethod_dictText ?? receipt.payMethod}</DetailListItem>
      <DetailListItem term="状态">{receipt.status_dictText ?? receipt.status}</DetailListItem>
      <DetailListItem term="充值时间">{receipt.time}</DetailListItem>
      <DetailListItem term="充值方式">{operatorText(receipt.operator)}</DetailListItem>
    </DetailList>
  )
}
