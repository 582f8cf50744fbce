import { msg } from '@erp/ui-kit/i18n'
import type { RowOf } from '../../lib/resource/crud-client'
import { contractColumns, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { money } from './example-money'

type ShipmentRow = RowOf<'/exp/shipment'>

/**
 * 列表页 › 查询表格 (examples/list/TableList): the express shipments through the resource machinery — query
 * form, sortable columns, column settings, paging and export — read only (shipments are made on 快递单).
 */
export const shipmentQueryResource: ResourceDefinition<'/exp/shipment'> = {
  base: '/exp/shipment',
  title: msg('快递单'),
  readOnly: true,
  columns: contractColumns<ShipmentRow>(
    'shipment',
    [
      'waybillNo',
      'carrier',
      'recipientName',
      'recipientProvince',
      'recipientCity',
      'weightKg',
      'fee',
      'status',
      'createTime',
    ],
    {
      weightKg: { align: 'right' },
      fee: { align: 'right', render: (row) => money(row.fee) },
    },
  ),
  queryFields: contractQueryFields('shipment', [
    'recipientName',
    'waybillNo',
    'carrier',
    'status',
    'createTime',
  ]),
  defaultSort: { column: 'createTime', order: 'desc' },
  excel: { exportPath: '/exp/shipment/exportXls' },
  permissions: { export: 'exp:shipment:export' },
}

export default function TableListPage() {
  return <ResourceListPage definition={shipmentQueryResource} rowPermissions={() => ({ delete: false })} />
}
