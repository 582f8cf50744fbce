import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import type { MealPriceRow } from './api/meal-prices'
import { moneyText, parseAmount } from './cnt-money'
import { msg, t } from '@erp/ui-kit/i18n'

/** 餐价 (menu cnt/MealPriceList): one price per meal and period; the server refuses overlapping periods. */
export const mealPriceResource: ResourceDefinition<'/cnt/mealPrice'> = {
  base: '/cnt/mealPrice',
  title: msg('餐价'),
  columns: contractColumns<MealPriceRow>(
    'mealPrice',
    ['mealType', 'price', 'effectiveFrom', 'effectiveTo', 'createTime'],
    {
      price: { align: 'right', render: (row) => moneyText(row.price) },
    },
  ),
  queryFields: contractQueryFields('mealPrice', ['mealType', 'effectiveFrom']),
  formFields: contractFormFields('mealPrice', ['mealType', 'price', 'effectiveFrom', 'effectiveTo'], {
    price: {
      rules: {
        validate: (value) =>
          value === null || value === '' || parseAmount(String(value), 1000) !== null
            ? null
            : t('价格须在0.01至1000元之间，最多两位小数'),
      },
    },
    effectiveTo: {
      hint: msg('留空表示长期有效'),
      rules: {
        validate: (value, values) =>
          value && values.effectiveFrom && String(value) < String(values.effectiveFrom)
            ? t('失效日期不能早于生效日期')
            : null,
      },
    },
  }),
  excel: { exportPath: '/cnt/mealPrice/exportXls' },
  permissions: {
    add: 'cnt:mealPrice:add',
    edit: 'cnt:mealPrice:edit',
    delete: 'cnt:mealPrice:delete',
    export: 'cnt:mealPrice:export',
  },
}

export default function MealPricePage() {
  return <ResourceListPage definition={mealPriceResource} />
}
