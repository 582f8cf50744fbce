import { msg } from '../i18n/i18n'
import type { ValidatableColumn } from './validation'

/** A sample for documentation, tests and the benchmark: five columns with five kinds of rule. */
export interface SampleRow {
  id: number
  name: string
  code: string
  phone: string
  mail: string
  amount: string
}

export const sampleColumns: ValidatableColumn<SampleRow>[] = [
  { key: 'name', title: msg('名称'), validateRules: [{ required: true }] },
  { key: 'code', title: msg('编码'), validateRules: [{ unique: true }] },
  { key: 'phone', title: msg('手机'), validateRules: [{ pattern: 'm' }] },
  { key: 'mail', title: msg('邮箱'), validateRules: [{ pattern: 'e' }] },
  { key: 'amount', title: msg('金额'), validateRules: [{ pattern: 'money' }] },
]

/** `count` valid rows (every rule passes). */
export const sampleRows = (count: number): SampleRow[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i,
    name: `name ${i}`,
    code: `C${i}`,
    phone: `138${String(i).padStart(8, '0')}`,
    mail: `user${i}@example.com`,
    amount: `${i}.25`,
  }))
