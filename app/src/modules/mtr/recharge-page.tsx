import { contractColumns, contractQueryFields } from '../../lib/resource/from-contract'
import type { RowOf } from '../../lib/resource/crud-client'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { formatYuan } from './recharge-rules'
import { t, msg } from '@erp/ui-kit/i18n'

type RechargeRow = RowOf<'/mtr/recharge'>

const money = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : formatYuan(value)

/** 充值记录 (mtr/RechargeList): every recharge, read-only (recharges are made by the owner or at the counter). */
export const rechargeResource: ResourceDefinition<'/mtr/recharge'> = {
  base: '/mtr/recharge',
  title: msg('充值记录'),
  readOnly: true,
  columns: contractColumns<RechargeRow>(
    'meterRecharge',
    ['orderNo', 'meterNo', 'amount', 'kwh', 'balanceAfter', 'payMethod', 'status', 'time', 'operator'],
    {
      amount: { align: 'right', render: (row) => money(row.amount) },
      kwh: { align: 'right', render: (row) => money(row.kwh) },
      balanceAfter: { align: 'right', render: (row) => money(row.balanceAfter) },
      operator: { render: (row) => (row.operator === 'self-service' ? t('自助充值') : (row.operator ?? '')) },
    },
  ),
  queryFields: [
    { name: 'meterNo', label: msg('电表号') },
    ...contractQueryFields('meterRecharge', ['payMethod', 'status', 'time']),
  ],
  excel: { exportPath: '/mtr/recharge/exportXls' },
  permissions: { export: 'mtr:recharge:export' },
}

export default function RechargePage() {
  // Recharges are never deleted: the base path has no delete.
  return <ResourceListPage definition={rechargeResource} rowPermissions={() => ({ delete: false })} />
}
