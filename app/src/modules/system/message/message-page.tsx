import { Badge } from '@erp/ui-kit/badge'
import { msg } from '@erp/ui-kit/i18n'
import type { RowOf } from '../../../lib/resource/crud-client'
import { contractColumns, contractFormFields, contractQueryFields } from '../../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../../lib/resource/resource-definition'
import { ResourceListPage } from '../../../lib/resource/resource-list-page'
import { rowDictText } from '../../../lib/resource/row-dict-text'

type MessageRow = RowOf<'/sys/message/sysMessage'>

/** msgSendStatus: 0 未发送, 1 发送成功, 2 发送失败. */
const STATUS_VARIANT: Record<string, 'default' | 'success' | 'danger'> = {
  '0': 'default',
  '1': 'success',
  '2': 'danger',
}

const DICT_CODES = { esSendStatus: 'msgSendStatus', esType: 'msgType' } as const
const dictText = (row: MessageRow, key: keyof typeof DICT_CODES) => rowDictText(row, key, DICT_CODES[key])

/** 消息 (upstream modules/message/SysMessageList): the messages sent from templates, with their outcome. */
export const messageResource: ResourceDefinition<'/sys/message/sysMessage'> = {
  base: '/sys/message/sysMessage',
  title: msg('消息'),
  columns: contractColumns<MessageRow>(
    'message',
    ['esTitle', 'esType', 'esReceiver', 'esContent', 'esSendTime', 'esSendStatus', 'esSendNum', 'esResult'],
    {
      esContent: {
        width: 280,
        sortable: false,
        render: (row) => (
          <span className="line-clamp-2 break-all" title={row.esContent ?? ''}>
            {row.esContent ?? ''}
          </span>
        ),
      },
      esSendStatus: {
        width: 100,
        render: (row) =>
          row.esSendStatus ? (
            <Badge variant={STATUS_VARIANT[row.esSendStatus] ?? 'default'}>
              {dictText(row, 'esSendStatus')}
            </Badge>
          ) : null,
      },
      esSendNum: { width: 90, align: 'right' },
    },
  ),
  queryFields: contractQueryFields('message', ['esTitle', 'esReceiver', 'esSendStatus', 'esType']),
  formFields: contractFormFields(
    'message',
    [
      'esTitle',
      'esType',
      'esReceiver',
      'esSendTime',
      'esSendStatus',
      'esSendNum',
      'esContent',
      'esParam',
      'esResult',
      'remark',
    ],
    {
      esParam: { kind: 'textarea', wide: true },
      esResult: { wide: true },
      remark: { kind: 'textarea' },
    },
  ),
  permissions: {
    add: 'system:message:add',
    edit: 'system:message:edit',
    delete: 'system:message:delete',
    export: 'system:message:export',
    import: 'system:message:import',
  },
  defaultSort: { column: 'createTime', order: 'desc' },
  excel: {
    exportPath: '/sys/message/sysMessage/exportXls',
    importPath: '/sys/message/sysMessage/importExcel',
  },
}

export default function MessagePage() {
  return <ResourceListPage definition={messageResource} />
}
