import dayjs from 'dayjs'
import { integerIn, LOT_SIZE_RANGE, ORDER_QTY_RANGE } from './qc-rules'
import { useMemo } from 'react'
import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { ControlProps, ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { RegisterAddressField } from './register-address-field'
import { OptionPicker } from '../../lib/resource/option-picker'
import { useBrandOptions, useGroupOptions, useOptionNames, useProductCategoryOptions } from './api/qc-options'
import type { RegisterRow } from './api/register-api'
import { useT, msg } from '@erp/ui-kit/i18n'

function BrandSelect(props: ControlProps) {
  const t = useT()
  return <OptionPicker {...props} options={useBrandOptions('name')} placeholder={t('请选择品牌')} />
}

/** The product categories of the check rules (the plan picks the brand's rule of the registration's category). */
function CategorySelect(props: ControlProps) {
  const t = useT()
  return <OptionPicker {...props} options={useProductCategoryOptions()} placeholder={t('请选择产品类别')} />
}

function GroupSelect(props: ControlProps) {
  const t = useT()
  return <OptionPicker {...props} options={useGroupOptions()} placeholder={t('请选择检验组')} />
}

const FORM_FIELDS = contractFormFields(
  'qcRegister',
  [
    'registerNo',
    'brandId',
    'productCategory',
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
    productCategory: {
      render: (props) => <CategorySelect {...props} />,
      hint: msg('按品牌 + 产品类别选用检验规则；没有对应规则时按品牌通用规则或默认规则'),
    },
    groupId: { render: (props) => <GroupSelect {...props} /> },
    lotSize: {
      hint: msg('抽样数量按批量和检验规则计算'),
      rules: { validate: integerIn(msg('批量'), LOT_SIZE_RANGE) },
    },
    orderQty: { rules: { validate: integerIn(msg('订单数量'), ORDER_QTY_RANGE) } },
    inspectionDate: { defaultValue: dayjs().format('YYYY-MM-DD') },
    // Derived from the reports (合格 / 不合格), so shown but not edited; a new registration is 已登记.
    status: { only: 'edit', lockedOnEdit: true, hint: msg('由检验报告决定') },
    address: { wide: true, render: (props) => <RegisterAddressField {...props} /> },
  },
)

/** 检验登记 (qc/RegisterList): registrations of inspections, with the danger-address warning. */
export function useRegisterResource(): ResourceDefinition<'/qc/register'> {
  const t = useT()
  const brands = useOptionNames(useBrandOptions('name'))
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
          'productCategory',
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
