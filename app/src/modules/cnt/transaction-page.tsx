import { contractColumns, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { signedAmount } from './card-transactions-drawer'
import { moneyText, type TransactionRow } from './cnt-api'
import { msg } from '@erp/ui-kit/i18n'

/** 消费流水 (menu cnt/TransactionList): read only; written by the card operations. Filters and export. */
export const transactionResource: ResourceDefinition<'/cnt/transaction'> = {
  base: '/cnt/transaction',
  title: msg('消费流水'),
  readOnly: true,
  columns: contractColumns<TransactionRow>(
    'canteenTransaction',
    [
      'time',
      'cardNo',
      'personName',
      'type',
      'mealType',
      'amount',
      'balanceAfter',
      'window',
      'operator',
      'requestId',
    ],
    {
      amount: { align: 'right', render: signedAmount },
      balanceAfter: { align: 'right', render: (row) => moneyText(row.balanceAfter) },
    },
  ),
  queryFields: [
    { name: 'cardNo', label: msg('卡号'), exact: true },
    ...contractQueryFields('canteenTransaction', ['type', 'mealType', 'time']),
  ],
  defaultSort: { column: 'time', order: 'desc' },
  excel: { exportPath: '/cnt/transaction/exportXls' },
  permissions: { export: 'cnt:transaction:export' },
}

export default function TransactionPage() {
  return <ResourceListPage definition={transactionResource} />
}
