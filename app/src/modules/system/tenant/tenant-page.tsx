import { msg, t } from '@erp/ui-kit/i18n'
import { contractColumns, contractFormFields, contractQueryFields } from '../../../lib/resource/from-contract'
import type { FormFieldDef, ResourceDefinition } from '../../../lib/resource/resource-definition'
import { defaultBody } from '../../../lib/resource/resource-form-dialog'
import { ResourceListPage } from '../../../lib/resource/resource-list-page'
import { withIntegers } from '../shared/json-field-rules'

const tenantFields: FormFieldDef[] = [
  {
    name: 'id',
    label: msg('租户编号'),
    kind: 'number',
    lockedOnEdit: true,
    hint: msg('租户编号是一个整数，创建后不可修改'),
    rules: { required: true, pattern: { regex: /^[1-9]\d{0,8}$/, message: msg('租户编号必须是正整数') } },
  },
  ...contractFormFields('tenant', ['name', 'beginDate', 'endDate', 'status'], {
    status: { defaultValue: '1' },
    endDate: {
      rules: {
        validate: (value, values) =>
          value && values.beginDate && String(value) < String(values.beginDate)
            ? t('结束时间不能早于开始时间')
            : null,
      },
    },
  }),
]

/** 租户管理 (upstream system/TenantList): the id is an integer chosen when the tenant is added. */
export const tenantResource: ResourceDefinition<'/sys/tenant'> = {
  base: '/sys/tenant',
  title: msg('租户'),
  columns: contractColumns('tenant', ['name', 'beginDate', 'endDate', 'status'], {}).flatMap((column) =>
    column.key === 'name'
      ? [column, { key: 'id', title: t('租户编号'), sortable: true, width: 110 }]
      : [column],
  ),
  queryFields: contractQueryFields('tenant', ['name', 'status']),
  formFields: tenantFields,
  toBody: (values, editing) => withIntegers(defaultBody(tenantFields, values, editing), ['id', 'status']),
  permissions: {
    add: 'system:tenant:add',
    edit: 'system:tenant:edit',
    delete: 'system:tenant:delete',
    export: 'system:tenant:export',
    import: 'system:tenant:import',
  },
  excel: { exportPath: '/sys/tenant/exportXls', importPath: '/sys/tenant/importExcel' },
}

export default function TenantPage() {
  return <ResourceListPage definition={tenantResource} />
}
