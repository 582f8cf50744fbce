import { OptionPicker } from '../../lib/resource/option-picker'
import { useMemo } from 'react'
import type { RowOf } from '../../lib/resource/crud-client'
import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { FieldValue, ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { useBrandOptions, useOptionNames } from './api/qc-options'
import { AQL_OPTIONS, aqlText } from './qc-controls'
import { useT, t } from '@erp/ui-kit/i18n'

type CheckRuleRow = RowOf<'/qc/checkRule'>

const permissions = {
  add: 'qc:checkRule:add',
  edit: 'qc:checkRule:edit',
  delete: 'qc:checkRule:delete',
  export: 'qc:checkRule:export',
  import: 'qc:checkRule:import',
}

/** An AQL must be one of the 26 values of ISO 2859-1 (the server refuses others too). */
export const aqlRule = (value: FieldValue): string | null =>
  value === null || value === '' || AQL_OPTIONS.some((option) => Number(option.value) === Number(value))
    ? null
    : t('AQL 必须是标准系列值（0.010 … 1000）')

const aqlField = {
  kind: 'select' as const,
  options: AQL_OPTIONS,
  numeric: true,
  rules: { validate: aqlRule },
}

/** 检验规则 (menu component qc/CheckRuleList): per brand and product, the inspection level and the AQLs. */
export default function CheckRulePage() {
  const t = useT()
  const brands = useBrandOptions('codeAndName')
  const brandNames = useOptionNames(brands)
  const definition = useMemo<ResourceDefinition<'/qc/checkRule'>>(
    () => ({
      base: '/qc/checkRule',
      title: t('检验规则'),
      columns: contractColumns<CheckRuleRow>(
        'qcCheckRule',
        [
          'brandId',
          'productCategory',
          'inspectionLevel',
          'aqlCritical',
          'aqlMajor',
          'aqlMinor',
          'createTime',
        ],
        {
          brandId: { render: (row) => brandNames.get(String(row.brandId ?? '')) ?? row.brandId ?? '' },
          aqlCritical: { render: (row) => aqlText(row.aqlCritical) },
          aqlMajor: { render: (row) => aqlText(row.aqlMajor) },
          aqlMinor: { render: (row) => aqlText(row.aqlMinor) },
        },
      ),
      queryFields: [
        { name: 'brandId', label: t('品牌'), kind: 'select', options: brands },
        ...contractQueryFields('qcCheckRule', ['productCategory', 'inspectionLevel']),
      ],
      formFields: contractFormFields(
        'qcCheckRule',
        ['brandId', 'productCategory', 'inspectionLevel', 'aqlCritical', 'aqlMajor', 'aqlMinor'],
        {
          brandId: {
            render: (props) => <OptionPicker {...props} options={brands} placeholder={t('请选择品牌')} />,
          },
          inspectionLevel: {
            defaultValue: 'II',
            hint: t('一般检验水平 I、II、III，特殊检验水平 S-1 至 S-4'),
          },
          aqlCritical: aqlField,
          aqlMajor: aqlField,
          aqlMinor: aqlField,
        },
      ),
      excel: { exportPath: '/qc/checkRule/exportXls', importPath: '/qc/checkRule/importExcel' },
      permissions,
    }),
    [brands, brandNames, t],
  )
  return <ResourceListPage definition={definition} />
}
