import { msg } from '@erp/ui-kit/i18n'
import { contractColumns, contractFormFields, contractQueryFields } from '../../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../../lib/resource/resource-definition'
import { ResourceListPage } from '../../../lib/resource/resource-list-page'

/** 职务管理 (upstream system/SysPositionList). */
export const positionResource: ResourceDefinition<'/sys/position'> = {
  base: '/sys/position',
  title: msg('职务'),
  columns: contractColumns('position', ['code', 'name', 'postRank', 'createTime']),
  queryFields: contractQueryFields('position', ['name', 'postRank']),
  formFields: contractFormFields('position', ['code', 'name', 'postRank'], {
    code: {
      lockedOnEdit: true,
      rules: { pattern: { regex: /^[\w-]+$/, message: msg('职务编码只能包含字母、数字、下划线和横线') } },
    },
  }),
  excel: { exportPath: '/sys/position/exportXls', importPath: '/sys/position/importExcel' },
  permissions: {
    add: 'system:position:add',
    edit: 'system:position:edit',
    delete: 'system:position:delete',
    export: 'system:position:export',
    import: 'system:position:import',
  },
}

export default function PositionPage() {
  return <ResourceListPage definition={positionResource} />
}
