import { useMemo } from 'react'
import type { RowOf } from '../../lib/resource/crud-client'
import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { FieldValue, FormValues, ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { useDepartOptions } from './api/departs'
import { useNames } from './api/option-names'
import { DepartSelect } from './rec-controls'
import { deadlineRule, moneyRule, wholeNumberIn } from './rec-rules'
import { msg, t as translate, useT } from '@erp/ui-kit/i18n'

type RequisitionRow = RowOf<'/rec/requisition'>

export const SALARY_RANGE_MESSAGE = msg('最低薪资不能高于最高薪资')

const cents = (value: FieldValue) =>
  value === null || value === '' || !Number.isFinite(Number(value)) ? null : Math.round(Number(value) * 100)

/** Both bounds given and the minimum above the maximum (compared in cents, as the server does). */
export function salaryRangeError(values: FormValues): string | null {
  const min = cents(values.salaryMin ?? null)
  const max = cents(values.salaryMax ?? null)
  return min !== null && max !== null && min > max ? translate(SALARY_RANGE_MESSAGE) : null
}

const money = (value: unknown) =>
  value === null || value === undefined || value === '' ? '' : Number(value).toLocaleString('zh-CN')

export const requisitionFormFields = contractFormFields(
  'requisition',
  ['title', 'departId', 'headcount', 'status', 'salaryMin', 'salaryMax', 'deadline', 'requirements'],
  {
    departId: { render: (props) => <DepartSelect {...props} /> },
    headcount: { defaultValue: 1, rules: { validate: wholeNumberIn(msg('招聘人数'), 1, 999) } },
    status: { defaultValue: 'open' },
    salaryMin: {
      hint: msg('元/月'),
      rules: {
        validate: (value, values) => moneyRule(msg('最低薪资'))(value) ?? salaryRangeError(values),
      },
    },
    salaryMax: {
      hint: msg('元/月'),
      rules: {
        validate: (value, values) => moneyRule(msg('最高薪资'))(value) ?? salaryRangeError(values),
      },
    },
    deadline: { rules: { validate: deadlineRule } },
  },
)

/** 招聘需求 (menu component rec/RequisitionList). */
export default function RequisitionPage() {
  const t = useT()
  const departNames = useNames(useDepartOptions())
  const definition = useMemo<ResourceDefinition<'/rec/requisition'>>(
    () => ({
      base: '/rec/requisition',
      title: t('招聘需求'),
      columns: contractColumns<RequisitionRow>(
        'requisition',
        ['title', 'departId', 'headcount', 'salaryMin', 'salaryMax', 'status', 'deadline', 'createTime'],
        {
          departId: { render: (row) => departNames.get(String(row.departId ?? '')) ?? '' },
          salaryMin: { align: 'right', render: (row) => money(row.salaryMin) },
          salaryMax: { align: 'right', render: (row) => money(row.salaryMax) },
          headcount: { align: 'right' },
        },
      ),
      queryFields: contractQueryFields('requisition', ['title', 'status', 'deadline']),
      formFields: requisitionFormFields,
      excel: { exportPath: '/rec/requisition/exportXls', importPath: '/rec/requisition/importExcel' },
      permissions: {
        add: 'rec:requisition:add',
        edit: 'rec:requisition:edit',
        delete: 'rec:requisition:delete',
        export: 'rec:requisition:export',
        import: 'rec:requisition:import',
      },
    }),
    [departNames, t],
  )
  return <ResourceListPage definition={definition} />
}
