import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { FourPointCalculator } from './four-point-calculator'
import { msg } from '@erp/ui-kit/i18n'

/** 面料疵点 (menu component qc/FabricDefectList): fabric defects, scored by the four-point system. */
export const fabricDefectResource: ResourceDefinition<'/qc/fabricDefect'> = {
  base: '/qc/fabricDefect',
  title: msg('面料疵点'),
  columns: contractColumns('qcFabricDefect', ['code', 'name', 'description', 'createTime'], {
    description: { sortable: false },
  }),
  queryFields: contractQueryFields('qcFabricDefect', ['code', 'name']),
  formFields: contractFormFields('qcFabricDefect', ['code', 'name', 'description'], {
    code: {
      rules: { pattern: { regex: /^[\w-]+$/, message: msg('疵点编码只能包含字母、数字、下划线和横线') } },
    },
    description: { kind: 'textarea', wide: true },
  }),
  excel: { exportPath: '/qc/fabricDefect/exportXls', importPath: '/qc/fabricDefect/importExcel' },
  permissions: {
    add: 'qc:fabricDefect:add',
    edit: 'qc:fabricDefect:edit',
    delete: 'qc:fabricDefect:delete',
    export: 'qc:fabricDefect:export',
    import: 'qc:fabricDefect:import',
  },
  defaultSort: { column: 'code', order: 'asc' },
}

export default function FabricDefectPage() {
  return <ResourceListPage definition={fabricDefectResource} header={<FourPointCalculator />} />
}
