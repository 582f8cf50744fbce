/**
 * The EditableTable page `bench/table-browser.ts` measures: the EditableTable of @erp/ui-kit (its published
 * exports, a production build) with `?rows=N` rows of 20 columns of mixed types, five of them with a
 * validation rule. bare.tsx is the same screen written with AgGridReact alone.
 */
import '@erp/ui-kit/styles.css'
import { cn } from '@erp/ui-kit/cn'
import { EditableTable, type EditableColumn, type EditableTableHandle } from '@erp/ui-kit/editable-table'
import { createRef } from 'react'
import { createRoot } from 'react-dom/client'
import { makeRows, rowCount, STATUS, timeEdit, watchFirstRows, type Bench, type BenchRow } from './shared'

const columns: EditableColumn<BenchRow>[] = [
  { key: 'no', title: '#', type: 'row-number', width: 60 },
  { key: 'sel', title: '', type: 'row-checkbox', width: 44 },
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true }] },
  { key: 'code', title: '编码', type: 'input', validateRules: [{ unique: true }] },
  { key: 'phone', title: '手机', type: 'input', validateRules: [{ pattern: 'm' }] },
  { key: 'mail', title: '邮箱', type: 'input', validateRules: [{ pattern: 'e' }] },
  { key: 'amount', title: '金额', type: 'inputNumber', validateRules: [{ pattern: 'money' }] },
  { key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum'] },
  { key: 'price', title: '单价', type: 'inputNumber' },
  { key: 'status', title: '状态', type: 'select', options: STATUS },
  { key: 'kind', title: '类别', type: 'select', options: STATUS },
  { key: 'day', title: '日期', type: 'date' },
  { key: 'due', title: '到期', type: 'date' },
  { key: 'at', title: '时间', type: 'datetime' },
  { key: 'ok', title: '合格', type: 'checkbox', customValue: ['Y', 'N'] },
  { key: 'tags', title: '标签', type: 'tags' },
  { key: 'note', title: '备注', type: 'textarea' },
  { key: 'done', title: '进度', type: 'progress' },
  { key: 'by', title: '创建人', type: 'normal' },
  { key: 'extra', title: '附加', type: 'input' },
]

const count = rowCount()
const rows = makeRows(count)
const table = createRef<EditableTableHandle<BenchRow>>()
const bench: Bench = {
  impl: 'table',
  rows: count,
  validateMs: async () => {
    const started = performance.now()
    const result = await table.current?.validateAll()
    return { ms: performance.now() - started, passed: Boolean(result?.valid) }
  },
  editMs: () => timeEdit((value) => table.current?.setCellValue('r0', 'name', value)),
}
window.__bench = bench

// In the app a table mounts into a page whose shell already drew with cn(): tailwind-merge has built its
// configuration (once per page, on the first cn() call). Here the table would be the first caller; that
// one-time cost is paid before the clock and reported on its own (setupMs).
const setupStarted = performance.now()
cn('px-2 py-1', 'px-4')
bench.setupMs = performance.now() - setupStarted

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing')
const started = performance.now()
createRoot(root).render(
  <EditableTable<BenchRow> ref={table} columns={columns} rows={rows} height={600} aria-label="基准表格" />,
)
void watchFirstRows(bench, started)
