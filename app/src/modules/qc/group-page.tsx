import { OptionPicker } from '../../lib/resource/option-picker'
import { useMemo } from 'react'
import type { RowOf } from '../../lib/resource/crud-client'
import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { useOptionNames, useUserOptions } from './api/qc-options'
import { namesOf, UserMultiSelect } from './qc-controls'
import { useT } from '@erp/ui-kit/i18n'

type GroupRow = RowOf<'/qc/group'>

const permissions = {
  add: 'qc:group:add',
  edit: 'qc:group:edit',
  delete: 'qc:group:delete',
  export: 'qc:group:export',
  import: 'qc:group:import',
}

/** 检验组 (menu component qc/GroupList): a leader and members, all users of the system. */
export default function GroupPage() {
  const t = useT()
  const users = useUserOptions('nameAndAccount')
  const userNames = useOptionNames(users)
  const definition = useMemo<ResourceDefinition<'/qc/group'>>(
    () => ({
      base: '/qc/group',
      title: t('检验组'),
      columns: contractColumns<GroupRow>('qcGroup', ['name', 'leaderId', 'memberIds', 'createTime'], {
        leaderId: { render: (row) => userNames.get(String(row.leaderId ?? '')) ?? row.leaderId ?? '' },
        memberIds: { sortable: false, render: (row) => namesOf(row.memberIds, userNames) },
      }),
      queryFields: contractQueryFields('qcGroup', ['name']),
      formFields: contractFormFields('qcGroup', ['name', 'leaderId', 'memberIds'], {
        leaderId: {
          render: (props) => <OptionPicker {...props} options={users} placeholder={t('请选择组长')} />,
        },
        memberIds: { wide: true, render: (props) => <UserMultiSelect {...props} label={t('组员')} /> },
      }),
      excel: { exportPath: '/qc/group/exportXls', importPath: '/qc/group/importExcel' },
      permissions,
      defaultSort: { column: 'name', order: 'asc' },
    }),
    [users, userNames, t],
  )
  return <ResourceListPage definition={definition} />
}
