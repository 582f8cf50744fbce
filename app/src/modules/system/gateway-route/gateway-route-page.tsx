import { msg, t } from '@erp/ui-kit/i18n'
import { contractColumns, contractFormFields, contractQueryFields } from '../../../lib/resource/from-contract'
import type { FormFieldDef, Option, ResourceDefinition } from '../../../lib/resource/resource-definition'
import { defaultBody } from '../../../lib/resource/resource-form-dialog'
import { ResourceListPage } from '../../../lib/resource/resource-list-page'
import { jsonRule, withIntegers } from '../shared/json-field-rules'

const YES_NO: readonly Option[] = [
  { value: '1', label: msg('是') },
  { value: '0', label: msg('否') },
]
const FLAGS = ['retryable', 'stripPrefix', 'persistable', 'showApi'] as const

const flag = (defaultValue: '0' | '1'): Partial<FormFieldDef> => ({
  kind: 'radio',
  options: YES_NO,
  defaultValue,
})

const routeFields: FormFieldDef[] = contractFormFields(
  'gatewayRoute',
  ['routerId', 'name', 'uri', 'predicates', 'filters', ...FLAGS, 'status'],
  {
    routerId: { lockedOnEdit: true },
    uri: { wide: true, placeholder: msg('例如 lb://jeecg-system 或 http://127.0.0.1:8080') },
    predicates: {
      placeholder: '[{"name":"Path","args":["/sys/**"]}]',
      hint: msg('JSON 数组'),
      rules: { validate: jsonRule(msg('断言'), 'array') },
    },
    filters: {
      placeholder: '[{"name":"StripPrefix","args":["1"]}]',
      hint: msg('JSON 数组，可为空'),
      rules: { validate: jsonRule(msg('过滤器'), 'array') },
    },
    retryable: flag('0'),
    stripPrefix: flag('0'),
    persistable: flag('1'),
    showApi: flag('1'),
    status: { defaultValue: '1' },
  },
)

const yesNo = (key: string) => (row: Record<string, unknown>) => {
  const value = row[key]
  return value === null || value === undefined ? '' : String(value) === '1' ? t('是') : t('否')
}

/** 路由网关 (upstream system/SysGatewayRouteList). */
export const gatewayRouteResource: ResourceDefinition<'/sys/gatewayRoute'> = {
  base: '/sys/gatewayRoute',
  title: msg('路由'),
  columns: contractColumns('gatewayRoute', ['routerId', 'name', 'uri', 'stripPrefix', 'showApi', 'status'], {
    stripPrefix: { render: yesNo('stripPrefix') },
    showApi: { render: yesNo('showApi') },
  }),
  queryFields: contractQueryFields('gatewayRoute', ['routerId', 'name', 'status']),
  formFields: routeFields,
  toBody: (values, editing) => withIntegers(defaultBody(routeFields, values, editing), [...FLAGS, 'status']),
  permissions: {
    add: 'system:gatewayRoute:add',
    edit: 'system:gatewayRoute:edit',
    delete: 'system:gatewayRoute:delete',
    export: 'system:gatewayRoute:export',
    import: 'system:gatewayRoute:import',
  },
  excel: { exportPath: '/sys/gatewayRoute/exportXls', importPath: '/sys/gatewayRoute/importExcel' },
}

export default function GatewayRoutePage() {
  return <ResourceListPage definition={gatewayRouteResource} />
}
