import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { msg } from '@erp/ui-kit/i18n'

/** 缺陷标准 (menu component qc/DefectStandardList): the defects inspectors record, by category and severity. */
export const defectStandardResource: ResourceDefinition<'/qc/defectStandard'> = {
  base: '/qc/defectStandard',
  title: msg('缺陷标准'),
  columns: contractColumns('qcDefectStandard', ['code', 'name', 'category', 'severity', 'description'], {
    description: { sortable: false },
  }),
  queryFields: contractQueryFields('qcDefectStandard', ['code', 'name', 'category', 'severity']),
  formFields: contractFormFields(
    'qcDefectStandard',
    ['code', 'name', 'category', 'severity', 'description'],
    {
      code: {
        rules: { pattern: { regex: /^[\w-]+$/, message: msg('缺陷编码只能包含字母、数字、下划线和横线') } },
      },
      description: { kind: 'textarea', wide: true },
    },
  ),
  excel: { exportPath: '/qc/defectStandard/exportXls', importPath: '/qc/defectStandard/importExcel' },
  permissions: {
    add: 'qc:defectStandard:add',
    edit: 'qc:defectStandard:edit',
    delete: 'qc:defectStandard:delete',
    export: 'qc:defectStandard:export',
    import: 'qc:defectStandard:import',
  },
  defaultSort: { column: 'code', order: 'asc' },
}

export default function DefectStandardPage() {
  return <ResourceListPage definition={defectStandardResource} />
}
