import type { RowOf } from '../../lib/resource/crud-client'
import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { FieldValue, FormValues, ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { SamplingPlanPanel } from './sampling-plan-panel'
import { t, msg } from '@erp/ui-kit/i18n'

type LevelRow = RowOf<'/qc/sampleSizeLevel'>

/** The code letters of ISO 2859-1 (no I, no O). */
const CODE_LETTER_OPTIONS = 'ABCDEFGHJKLMNPQR'.split('').map((letter) => ({ value: letter, label: letter }))

/** 批量上限 must not be below 批量下限 (the server refuses it too). */
export const lotMaxRule = (value: FieldValue, values: FormValues): string | null =>
  value !== null &&
  value !== '' &&
  values.lotMin !== null &&
  values.lotMin !== '' &&
  Number(value) < Number(values.lotMin)
    ? t('批量上限不能小于批量下限')
    : null

/** 抽样水平 (menu component qc/SampleSizeLevelList): ISO 2859-1 Table 1, editable, and the plan calculator. */
export const sampleSizeLevelResource: ResourceDefinition<'/qc/sampleSizeLevel'> = {
  base: '/qc/sampleSizeLevel',
  title: msg('抽样水平'),
  columns: contractColumns<LevelRow>(
    'sampleSizeLevel',
    ['lotMin', 'lotMax', 'inspectionLevel', 'codeLetter'],
    {
      lotMax: {
        render: (row) => (row.lotMax === null || row.lotMax === undefined ? t('及以上') : String(row.lotMax)),
      },
    },
  ),
  queryFields: [
    ...contractQueryFields('sampleSizeLevel', ['inspectionLevel']),
    { name: 'codeLetter', label: msg('样本量字码'), kind: 'select', options: CODE_LETTER_OPTIONS },
  ],
  formFields: contractFormFields('sampleSizeLevel', ['lotMin', 'lotMax', 'inspectionLevel', 'codeLetter'], {
    lotMax: { hint: msg('留空表示“及以上”'), rules: { validate: lotMaxRule } },
    codeLetter: { kind: 'select', options: CODE_LETTER_OPTIONS },
  }),
  excel: { exportPath: '/qc/sampleSizeLevel/exportXls', importPath: '/qc/sampleSizeLevel/importExcel' },
  permissions: {
    add: 'qc:sampleSizeLevel:add',
    edit: 'qc:sampleSizeLevel:edit',
    delete: 'qc:sampleSizeLevel:delete',
    export: 'qc:sampleSizeLevel:export',
    import: 'qc:sampleSizeLevel:import',
  },
  defaultSort: { column: 'lotMin', order: 'asc' },
}

export default function SampleSizeLevelPage() {
  return <ResourceListPage definition={sampleSizeLevelResource} header={<SamplingPlanPanel />} />
}
