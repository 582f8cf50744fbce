import { t } from '@erp/ui-kit/i18n'
import { useState } from 'react'
import { contractColumns, contractFormFields, contractQueryFields } from '../../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../../lib/resource/resource-definition'
import { ResourceListPage } from '../../../lib/resource/resource-list-page'
import {
  createFormMirror,
  mirroredFields,
  TestConnectionButton,
  type FormMirrorStore,
} from './data-source-form'

/** 多数据源管理 (upstream system/SysDataSourceList); the password is never a list column. */
export function dataSourceResource(store: FormMirrorStore): ResourceDefinition<'/sys/dataSource'> {
  return {
    base: '/sys/dataSource',
    title: t('多数据源'),
    columns: contractColumns('dataSource', [
      'code',
      'name',
      'dbType',
      'dbDriver',
      'dbUrl',
      'dbName',
      'dbUsername',
      'remark',
    ]),
    queryFields: contractQueryFields('dataSource', ['code', 'name', 'dbType']),
    formFields: mirroredFields(
      contractFormFields(
        'dataSource',
        ['code', 'name', 'dbType', 'dbDriver', 'dbUrl', 'dbName', 'dbUsername', 'dbPassword', 'remark'],
        {
          code: { lockedOnEdit: true },
          dbType: { hint: t('选择后自动填入驱动类和地址模板') },
          dbUrl: { wide: true },
          dbDriver: { wide: true },
          dbPassword: {
            kind: 'password',
            hint: <TestConnectionButton store={store} />,
          },
          remark: { kind: 'textarea' },
        },
      ),
      store,
    ),
    permissions: {
      add: 'system:dataSource:add',
      edit: 'system:dataSource:edit',
      delete: 'system:dataSource:delete',
      export: 'system:dataSource:export',
      import: 'system:dataSource:import',
    },
    excel: { exportPath: '/sys/dataSource/exportXls', importPath: '/sys/dataSource/importExcel' },
  }
}

export default function DataSourcePage() {
  const [definition] = useState(() => dataSourceResource(createFormMirror()))
  return <ResourceListPage definition={definition} />
}
