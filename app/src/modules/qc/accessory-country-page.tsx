import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { msg } from '@erp/ui-kit/i18n'

/** 辅料国别 (menu component qc/AccessoryCountryList): the labelling requirements of each destination. */
export const accessoryCountryResource: ResourceDefinition<'/qc/accessoryCountry'> = {
  base: '/qc/accessoryCountry',
  title: msg('辅料国别'),
  columns: contractColumns('qcAccessoryCountry', ['code', 'country', 'labellingRequirements', 'createTime'], {
    labellingRequirements: { sortable: false },
  }),
  queryFields: contractQueryFields('qcAccessoryCountry', ['code', 'country']),
  formFields: contractFormFields('qcAccessoryCountry', ['code', 'country', 'labellingRequirements'], {
    code: {
      rules: { pattern: { regex: /^[A-Za-z0-9-]+$/, message: msg('国别编码只能包含字母、数字和横线') } },
    },
    labellingRequirements: { wide: true },
  }),
  excel: { exportPath: '/qc/accessoryCountry/exportXls', importPath: '/qc/accessoryCountry/importExcel' },
  permissions: {
    add: 'qc:accessoryCountry:add',
    edit: 'qc:accessoryCountry:edit',
    delete: 'qc:accessoryCountry:delete',
    export: 'qc:accessoryCountry:export',
    import: 'qc:accessoryCountry:import',
  },
  defaultSort: { column: 'code', order: 'asc' },
}

export default function AccessoryCountryPage() {
  return <ResourceListPage definition={accessoryCountryResource} />
}
