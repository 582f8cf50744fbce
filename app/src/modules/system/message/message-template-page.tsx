import { Button } from '@erp/ui-kit/button'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { useState } from 'react'
import { contractColumns, contractFormFields, contractQueryFields } from '../../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../../lib/resource/resource-definition'
import { ResourceListPage } from '../../../lib/resource/resource-list-page'
import { MessageTemplateSendDialog, parseTestData, type TemplateRow } from './message-template-send-dialog'

/** 消息模板 (upstream modules/message/SysMessageTemplateList): templates with `${name}` placeholders. */
export const messageTemplateResource: ResourceDefinition<'/sys/message/sysMessageTemplate'> = {
  base: '/sys/message/sysMessageTemplate',
  title: msg('消息模板'),
  columns: contractColumns<TemplateRow>(
    'messageTemplate',
    ['templateCode', 'templateName', 'templateContent', 'templateType'],
    {
      templateContent: {
        width: 360,
        sortable: false,
        render: (row) => (
          <span className="line-clamp-2 break-all" title={row.templateContent ?? ''}>
            {row.templateContent ?? ''}
          </span>
        ),
      },
    },
  ),
  queryFields: contractQueryFields('messageTemplate', ['templateCode', 'templateName', 'templateType']),
  formFields: contractFormFields(
    'messageTemplate',
    ['templateCode', 'templateName', 'templateType', 'templateContent', 'templateTestJson'],
    {
      templateCode: {
        rules: { pattern: { regex: /^[\w-]+$/, message: msg('模板CODE只能包含字母、数字、下划线和横线') } },
      },
      templateType: { defaultValue: '4' },
      templateContent: { hint: msg('用 ${name} 表示变量，例如：${name}，您好！') },
      templateTestJson: {
        kind: 'textarea',
        hint: msg('发送测试时用来替换变量的 JSON 对象，例如 {"name":"张三"}'),
        rules: {
          validate: (value) =>
            value === null || String(value).trim() === '' || parseTestData(String(value))
              ? null
              : t('模板测试json必须是JSON对象'),
        },
      },
    },
  ),
  permissions: {
    add: 'system:messageTemplate:add',
    edit: 'system:messageTemplate:edit',
    delete: 'system:messageTemplate:delete',
    export: 'system:messageTemplate:export',
    import: 'system:messageTemplate:import',
  },
  defaultSort: { column: 'createTime', order: 'desc' },
  excel: {
    exportPath: '/sys/message/sysMessageTemplate/exportXls',
    importPath: '/sys/message/sysMessageTemplate/importExcel',
  },
}

export default function MessageTemplatePage() {
  const t = useT()
  const [testing, setTesting] = useState<TemplateRow | null>(null)
  return (
    <>
      <ResourceListPage
        definition={messageTemplateResource}
        rowActions={(row) => (
          <Button size="sm" variant="link" onClick={() => setTesting(row)}>
            {t('发送测试')}
          </Button>
        )}
      />
      {testing ? (
        <MessageTemplateSendDialog
          template={testing}
          onOpenChange={(open) => (open ? null : setTesting(null))}
        />
      ) : null}
    </>
  )
}
