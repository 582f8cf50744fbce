import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { msg } from '@erp/ui-kit/i18n'

/** 客户品牌 (menu component qc/BrandList): the brands whose goods are inspected. */
export const brandResource: ResourceDefinition<'/qc/brand'> = {
  base: '/qc/brand',
  title: msg('品牌'),
  columns: contractColumns('qcBrand', ['code', 'name', 'customer', 'country', 'contact', 'createTime']),
  queryFields: contractQueryFields('qcBrand', ['code', 'name', 'customer', 'country']),
  formFields: contractFormFields('qcBrand', ['code', 'name', 'customer', 'country', 'contact', 'note'], {
    code: {
      rules: { pattern: { regex: /^[\w-]+$/, message: msg('品牌编码只能包含字母、数字、下划线和横线') } },
    },
    note: { kind: 'textarea', wide: true },
  }),
  excel: { exportPath: '/qc/brand/exportXls', importPath: '/qc/brand/importExcel' },
  permissions: {
    add: 'qc:brand:add',
    edit: 'qc:brand:edit',
    delete: 'qc:brand:delete',
    export: 'qc:brand:export',
    import: 'qc:brand:import',
  },
  defaultSort: { column: 'code', order: 'asc' },
}

export default function BrandPage() {
  return <ResourceListPage definition={brandResource} />
}
