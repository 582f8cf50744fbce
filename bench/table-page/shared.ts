/**
 * What both benchmark pages share (bench/table-page/index.html: the EditableTable; bare.html: plain
 * AgGridReact): the rows (`?rows=N`, 20 columns of mixed types), the measurements the runner calls
 * (`window.__bench`) and the wait for the first painted rows.
 */

export interface BenchRow {
  id: string
  [key: string]: unknown
}

export const STATUS = [
  { value: '1', label: '正常' },
  { value: '2', label: '冻结' },
]

export function makeRows(count: number): BenchRow[] {
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

export interface Bench {
  impl: 'table' | 'bare'
  rows: number
  /** From just before the first render to the first rows painted. */
  firstRowsMs?: number
  /** The one-time setup the page did before its clock started (see the pages), in ms. */
  setupMs?: number
  /** Validates all rows (EditableTable only). */
  validateMs?: () => Promise<{ ms: number; passed: boolean }>
  /** Sets the name of the first row, as an edit does, and waits for it to be painted. */
  editMs: () => Promise<number>
}

declare global {
  interface Window {
    __bench?: Bench
  }
}

export const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))

export const rowCount = () => Number(new URLSearchParams(location.search).get('rows') ?? 10_000)

const firstNameCell = () => document.querySelector('.ag-row[row-index="0"] [col-id="name"]')

/** Times one edit of the first row's name (`set` applies it) until the cell shows it painted. */
export async function timeEdit(set: (value: string) => void): Promise<number> {
  const value = `edited ${performance.now().toFixed(0)}`
  const started = performance.now()
  set(value)
  // At most 5 s: a cell that never shows the value fails the run instead of hanging it.
  while (!firstNameCell()?.textContent?.includes(value)) {
    if (performance.now() - started > 5000) throw new Error('the edited cell did not repaint')
    await nextFrame()
  }
  await nextFrame() // painted
  return performance.now() - started
}

/** Records in `bench.firstRowsMs` when the first rows are painted (`started`: just before rendering). */
export async function watchFirstRows(bench: Bench, started: number): Promise<void> {
  while (!firstNameCell()) await nextFrame()
  await nextFrame() // the first rows are painted
  bench.firstRowsMs = performance.now() - started
}
