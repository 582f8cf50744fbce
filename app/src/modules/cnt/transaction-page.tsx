import { contractColumns, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { signedAmount } from './card-transactions-drawer'
import type { TransactionRow } from './api/transactions'
import { moneyText } from './cnt-money'
import { msg } from '@erp/ui-kit/i18n'

/**
 * 消费流水 (menu cnt/TransactionList): the ledger is append-only, written only by the card operations; nothing
 * here adds, edits or deletes a row (the contract has no delete either): a wrong meal is corrected by a refund.
 * Filters and export.
 */
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

/** No row offers 删除 and the selection offers no 批量删除 (the selection still scopes the export). */
const appendOnly = () => ({ delete: false })
const noSelectionActions = () => null

export default function TransactionPage() {
  return (
    <ResourceListPage
      definition={transactionResource}
      rowPermissions={appendOnly}
      selectionActions={noSelectionActions}
    />
  )
}
