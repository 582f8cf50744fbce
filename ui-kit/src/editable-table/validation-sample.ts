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
  { key: 'name', title: '名称', validateRules: [{ required: true }] },
  { key: 'code', title: '编码', validateRules: [{ unique: true }] },
  { key: 'phone', title: '手机', validateRules: [{ pattern: 'm' }] },
  { key: 'mail', title: '邮箱', validateRules: [{ pattern: 'e' }] },
  { key: 'amount', title: '金额', validateRules: [{ pattern: 'money' }] },
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
