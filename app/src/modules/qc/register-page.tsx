import dayjs from 'dayjs'
import { useMemo } from 'react'
import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { ControlProps, Option, ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { RegisterAddressField } from './register-address-field'
import { useBrandOptions, useGroupOptions, useOptionNames, type RegisterRow } from './register-api'
import { useT, msg } from '@erp/ui-kit/i18n'

const selectClass =
  'h-8 w-full rounded border border-border bg-surface px-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-primary disabled:bg-muted aria-[invalid=true]:border-danger'

/** A select over options loaded from the server (brands, groups). */
export function OptionSelect({
  options,
  placeholder,
  id,
  value,
  onChange,
  onBlur,
  disabled,
  invalid,
  describedBy,
}: ControlProps & { options: readonly Option[]; placeholder: string }) {
  return (
    <select
      id={id}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={selectClass}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.text}
        </option>
      ))}
    </select>
  )
}

function BrandSelect(props: ControlProps) {
  const t = useT()
  return <OptionSelect {...props} options={useBrandOptions()} placeholder={t('请选择品牌')} />
}

function GroupSelect(props: ControlProps) {
  const t = useT()
  return <OptionSelect {...props} options={useGroupOptions()} placeholder={t('请选择检验组')} />
}

const FORM_FIELDS = contractFormFields(
  'qcRegister',
  [
    'registerNo',
    'brandId',
    'styleNo',
    'poNo',
    'orderQty',
    'lotSize',
    'factory',
    'inspectionDate',
    'groupId',
    'status',
    'address',
  ],
  {
    registerNo: { lockedOnEdit: true, placeholder: msg('留空则自动生成'), hint: msg('留空则保存时自动生成') },
    brandId: { render: (props) => <BrandSelect {...props} /> },
    groupId: { render: (props) => <GroupSelect {...props} /> },
    lotSize: { hint: msg('抽样数量按批量、品牌检验规则计算') },
    inspectionDate: { defaultValue: dayjs().format('YYYY-MM-DD') },
    status: { defaultValue: 'registered' },
    address: { wide: true, render: (props) => <RegisterAddressField {...props} /> },
  },
)

/** 检验登记 (qc/RegisterList): registrations of inspections, with the danger-address warning. */
export function useRegisterResource(): ResourceDefinition<'/qc/register'> {
  const t = useT()
  const brands = useOptionNames(useBrandOptions())
  const groups = useOptionNames(useGroupOptions())
  return useMemo(
    () => ({
      base: '/qc/register',
      title: t('检验登记'),
      columns: contractColumns<RegisterRow>(
        'qcRegister',
        [
          'registerNo',
          'brandId',
          'styleNo',
          'poNo',
          'lotSize',
          'factory',
          'address',
          'inspectionDate',
          'groupId',
          'status',
        ],
        {
          brandId: { render: (row) => brands.get(row.brandId ?? '') ?? row.brandId ?? '' },
          groupId: { render: (row) => groups.get(row.groupId ?? '') ?? row.groupId ?? '' },
          address: { width: 240 },
        },
      ),
      queryFields: contractQueryFields('qcRegister', ['registerNo', 'styleNo', 'status', 'inspectionDate']),
      formFields: FORM_FIELDS,
      defaultSort: { column: 'inspectionDate', order: 'desc' },
      excel: { exportPath: '/qc/register/exportXls', importPath: '/qc/register/importExcel' },
      permissions: {
        add: 'qc:register:add',
        edit: 'qc:register:edit',
        delete: 'qc:register:delete',
        export: 'qc:register:export',
        import: 'qc:register:import',
      },
      dialogWidth: 900,
    }),
    [brands, groups, t],
  )
}

export default function RegisterPage() {
  return <ResourceListPage definition={useRegisterResource()} />
}
