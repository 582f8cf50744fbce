import { Button } from '@erp/ui-kit/button'
import { useState } from 'react'
import { useCan } from '../../hooks/use-can'
import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { useListController } from '../../lib/resource/use-list-controller'
import { formatYuan } from './recharge-rules'
import { StaffRechargeDialog, type MeterRow } from './staff-recharge-dialog'
import { useT, t, msg } from '@erp/ui-kit/i18n'

export const METER_RECHARGE_PERMISSION = 'mtr:meter:recharge'

const money = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : formatYuan(value)

/** 电表 (mtr/MeterList): every meter with its balance and status; 充值 at the counter. */
export const meterResource: ResourceDefinition<'/mtr/meter'> = {
  base: '/mtr/meter',
  title: msg('电表'),
  columns: contractColumns<MeterRow>(
    'meter',
    [
      'meterNo',
      'building',
      'room',
      'ownerName',
      'ownerPhone',
      'balance',
      'pricePerKwh',
      'status',
      'lastReadingTime',
    ],
    {
      balance: {
        align: 'right',
        render: (row) => (
          <span className={(row.balance ?? 0) < 0 ? 'text-danger-strong' : undefined}>
            {money(row.balance)}
          </span>
        ),
      },
      pricePerKwh: { align: 'right', render: (row) => money(row.pricePerKwh) },
    },
  ),
  queryFields: contractQueryFields('meter', ['meterNo', 'building', 'ownerName', 'status']),
  formFields: contractFormFields(
    'meter',
    [
      'meterNo',
      'building',
      'room',
      'ownerName',
      'ownerPhone',
      'pricePerKwh',
      'status',
      'lastReadingKwh',
      'lastReadingTime',
    ],
    {
      meterNo: { lockedOnEdit: true },
      ownerPhone: { rules: { pattern: 'm' } },
      pricePerKwh: {
        rules: { pattern: 'money', validate: (value) => (Number(value) > 0 ? null : t('电价须大于0')) },
      },
      status: { defaultValue: 'normal' },
    },
  ),
  excel: { exportPath: '/mtr/meter/exportXls', importPath: '/mtr/meter/importExcel' },
  permissions: {
    add: 'mtr:meter:add',
    edit: 'mtr:meter:edit',
    delete: 'mtr:meter:delete',
    export: 'mtr:meter:export',
    import: 'mtr:meter:import',
  },
}

export default function MeterPage() {
  const t = useT()
  const list = useListController(meterResource)
  const canRecharge = useCan(METER_RECHARGE_PERMISSION)
  const [recharging, setRecharging] = useState<MeterRow | null>(null)
  return (
    <>
      <ResourceListPage
        definition={meterResource}
        controller={list}
        rowActions={(row) =>
          canRecharge && row.status !== 'disabled' ? (
            <Button
              size="sm"
              variant="link"
              aria-label={t('充值 {{meterNo}}', { meterNo: row.meterNo ?? '' })}
              onClick={() => setRecharging(row)}
            >
              {t('充值')}
            </Button>
          ) : null
        }
      />
      {recharging ? (
        <StaffRechargeDialog
          meter={recharging}
          onOpenChange={(open) => (open ? null : setRecharging(null))}
          onDone={() => void list.refresh()}
        />
      ) : null}
    </>
  )
}
