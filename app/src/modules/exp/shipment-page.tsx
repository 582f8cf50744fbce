import { useState } from 'react'
import type { RowOf } from '../../lib/resource/crud-client'
import { contractColumns, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { yuan } from './exp-texts'
import { ShipmentFormDialog } from './shipment-form-dialog'
import { ShipmentDetailDrawer } from './shipment-detail-drawer'
import { msg } from '@erp/ui-kit/i18n'

type ShipmentRow = RowOf<'/exp/shipment'>

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

export const shipmentResource: ResourceDefinition<'/exp/shipment'> = {
  base: '/exp/shipment',
  title: msg('快递单'),
  columns: contractColumns<ShipmentRow>(
    'shipment',
    [
      'waybillNo',
      'carrier',
      'recipientName',
      'recipientPhone',
      'recipientProvince',
      'itemDescription',
      'weightKg',
      'fee',
      'status',
      'createTime',
    ],
    {
      recipientProvince: {
        title: msg('收件地址'),
        render: (row) =>
          `${text(row.recipientProvince)}${text(row.recipientCity)}${text(row.recipientDistrict)} ${text(row.recipientDetail)}`.trim(),
      },
      weightKg: { align: 'right' },
      fee: { align: 'right', render: (row) => yuan(row.fee) },
    },
  ),
  queryFields: contractQueryFields('shipment', [
    'recipientName',
    'waybillNo',
    'carrier',
    'status',
    'createTime',
  ]),
  excel: { exportPath: '/exp/shipment/exportXls', importPath: '/exp/shipment/importExcel' },
  permissions: {
    add: 'exp:shipment:add',
    edit: 'exp:shipment:edit',
    delete: 'exp:shipment:delete',
    export: 'exp:shipment:export',
    import: 'exp:shipment:import',
  },
  defaultSort: { column: 'createTime', order: 'desc' },
}

/** 快递单 (menu component exp/ShipmentList): shipments of both carriers, fee quotes, 详情 with the tracking. */
export default function ShipmentPage() {
  const [shown, setShown] = useState<ShipmentRow | null>(null)
  return (
    <>
      <ResourceListPage
        definition={shipmentResource}
        renderForm={({ row, onOpenChange }) => <ShipmentFormDialog row={row} onOpenChange={onOpenChange} />}
        rowPermissions={(row) => ({ edit: row.status === 'created' })}
        onDetail={setShown}
      />
      {shown ? (
        <ShipmentDetailDrawer shipment={shown} onOpenChange={(open) => (open ? null : setShown(null))} />
      ) : null}
    </>
  )
}
