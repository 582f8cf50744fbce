import { Badge } from '@erp/ui-kit/badge'
import type { RowOf } from '../../lib/resource/crud-client'
import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { t, msg } from '@erp/ui-kit/i18n'

type DangerAddressRow = RowOf<'/qc/dangerAddress'>

/** Today as YYYY-MM-DD in local time. */
const today = () => {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** Whether an entry still warns: no end date, or one not passed yet. */
export const isLive = (validUntil: string | null | undefined, on = today()) => !validUntil || validUntil >= on

/** 危险地址 (menu component qc/DangerAddressList): registering an inspection at a live one warns the user. */
export const dangerAddressResource: ResourceDefinition<'/qc/dangerAddress'> = {
  base: '/qc/dangerAddress',
  title: msg('危险地址'),
  columns: contractColumns<DangerAddressRow>(
    'qcDangerAddress',
    ['address', 'reason', 'riskLevel', 'validUntil', 'createTime'],
    {
      validUntil: {
        render: (row) => (
          <span className="inline-flex items-center gap-1">
            {row.validUntil ?? t('长期')}
            {isLive(row.validUntil) ? null : <Badge>{t('已过期')}</Badge>}
          </span>
        ),
      },
    },
  ),
  queryFields: contractQueryFields('qcDangerAddress', ['address', 'riskLevel', 'validUntil']),
  formFields: contractFormFields('qcDangerAddress', ['address', 'riskLevel', 'validUntil', 'reason'], {
    address: { wide: true },
    validUntil: {
      hint: msg('留空表示长期有效'),
      // A date already passed may be a typing mistake; saving it is allowed (an old entry kept on record).
      warn: (value) => (value && !isLive(String(value)) ? t('有效期已过，登记验货时不会再提示该地址') : null),
    },
    reason: { kind: 'textarea', wide: true },
  }),
  excel: { exportPath: '/qc/dangerAddress/exportXls', importPath: '/qc/dangerAddress/importExcel' },
  permissions: {
    add: 'qc:dangerAddress:add',
    edit: 'qc:dangerAddress:edit',
    delete: 'qc:dangerAddress:delete',
    export: 'qc:dangerAddress:export',
    import: 'qc:dangerAddress:import',
  },
}

export default function DangerAddressPage() {
  return <ResourceListPage definition={dangerAddressResource} />
}
