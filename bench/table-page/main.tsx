/**
 * The page `bench/table-browser.ts` measures: the EditableTable of @erp/ui-kit (its published exports, a
 * production build) with `?rows=N` rows of 20 columns of mixed types, five of them with a validation rule.
 * It records when the first rows are on screen and exposes the measurements the runner calls.
 */
import '@erp/ui-kit/styles.css'
import { EditableTable, type EditableColumn, type EditableTableHandle } from '@erp/ui-kit/editable-table'
import { createRef } from 'react'
import { createRoot } from 'react-dom/client'

interface BenchRow {
  id: string
  [key: string]: unknown
}

const STATUS = [
  { value: '1', text: '正常', title: '正常' },
  { value: '2', text: '冻结', title: '冻结' },
]

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

function makeRows(count: number): BenchRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `r${i}`,
    name: `name ${i}`,
    code: `C${i}`,
    phone: `138${String(i % 100_000_000).padStart(8, '0')}`,
    mail: `user${i}@example.com`,
    amount: `${i}.25`,
    qty: i % 100,
    price: (i % 50) + 0.5,
    status: i % 2 ? '1' : '2',
    kind: '1',
    day: '2026-11-23',
    due: '2026-12-31',
    at: '2026-11-23 08:30:00',
    ok: i % 3 ? 'Y' : 'N',
    tags: 'ab;cd;',
    note: `备注 ${i}`,
    done: i % 101,
    by: 'admin',
    extra: '',
  }))
}

interface Bench {
  rows: number
  firstRowsMs?: number
  validateMs: () => Promise<{ ms: number; passed: boolean }>
  editMs: () => Promise<number>
}

declare global {
  interface Window {
    __bench?: Bench
  }
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))

const count = Number(new URLSearchParams(location.search).get('rows') ?? 10_000)
const rows = makeRows(count)
const table = createRef<EditableTableHandle<BenchRow>>()
const bench: Bench = {
  rows: count,
  validateMs: async () => {
    const started = performance.now()
    const result = await table.current?.validateAll()
    return { ms: performance.now() - started, passed: Boolean(result?.valid) }
  },
  editMs: async () => {
    const cell = () => document.querySelector('.ag-row[row-index="0"] [col-id="name"]')
    const value = `edited ${performance.now().toFixed(0)}`
    const started = performance.now()
    table.current?.setCellValue('r0', 'name', value)
    // At most 5 s: a cell that never shows the value fails the run instead of hanging it.
    while (!cell()?.textContent?.includes(value)) {
      if (performance.now() - started > 5000) throw new Error('the edited cell did not repaint')
      await nextFrame()
    }
    await nextFrame() // painted
    return performance.now() - started
  },
}
window.__bench = bench

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing')
const started = performance.now()
createRoot(root).render(
  <EditableTable<BenchRow> ref={table} columns={columns} rows={rows} height={600} aria-label="基准表格" />,
)
const watch = async () => {
  while (!document.querySelector('.ag-row[row-index="0"] [col-id="name"]')) await nextFrame()
  await nextFrame() // the first rows are painted
  bench.firstRowsMs = performance.now() - started
}
void watch()
