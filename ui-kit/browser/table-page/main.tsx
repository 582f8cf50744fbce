/**
 * The page `ui-kit/browser/editable-table.spec.ts` drives in real Chromium: a small EditableTable with a
 * drag-sort column, editable, read-only and select columns. Every `onChange` is recorded on
 * `window.__tableChanges` (its type and, for a move, the moved row and positions) for the spec to read.
 * `/?page=popup` shows the popup selector page instead (popup-page.tsx), `/?page=shell` the tab bar and
 * top menu with many entries (shell-page.tsx).
 */
import '../../src/styles.css'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { EditableTable, type EditableColumn, type RowsChange } from '../../src/editable-table/editable-table'
import { PopupPage } from './popup-page'
import { ShellPage } from './shell-page'

interface PageRow {
  id: string
  name: string
  remark: string
  qty: number | null
  status: string | null
  orderNum: number
}

/** What the spec reads of a change. */
export interface RecordedChange {
  type: RowsChange<PageRow>['type']
  rowId?: string
  from?: number
  to?: number
  names: string[]
  cells?: number
}

declare global {
  interface Window {
    __tableChanges?: RecordedChange[]
  }
}

const columns: EditableColumn<PageRow>[] = [
  { key: 'no', title: '#', type: 'row-number', width: 60 },
  { key: 'sort', title: '排序', type: 'row-drag-sort', width: 70 },
  { key: 'name', title: '名称', type: 'input', width: 140, validateRules: [{ required: true }] },
  { key: 'remark', title: '备注', type: 'normal', width: 120 },
  { key: 'qty', title: '数量', type: 'inputNumber', width: 110, statistics: ['sum'] },
  {
    key: 'status',
    title: '状态',
    type: 'select',
    width: 120,
    options: [
      { value: '1', label: '正常' },
      { value: '2', label: '冻结' },
    ],
  },
]

const initialRows: PageRow[] = ['甲', '乙', '丙', '丁', '戊'].map((name, index) => ({
  id: `r${index + 1}`,
  name,
  remark: `备注${index + 1}`,
  qty: index + 1,
  status: index % 2 ? '2' : '1',
  orderNum: index + 1,
}))

window.__tableChanges = []

function Page() {
  const [rows, setRows] = useState(initialRows)
  const onChange = (next: PageRow[], change: RowsChange<PageRow>) => {
    setRows(next)
    window.__tableChanges?.push({
      type: change.type,
      ...(change.type === 'move' ? { rowId: change.rowId, from: change.from, to: change.to } : {}),
      ...(change.type === 'cut' || change.type === 'paste' ? { cells: change.cells.length } : {}),
      names: next.map((row) => row.name),
    })
  }
  return (
    <main style={{ padding: 16, width: 760 }}>
      <EditableTable<PageRow>
        aria-label="明细"
        columns={columns}
        rows={rows}
        onChange={onChange}
        height={360}
      />
    </main>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing')
const page = new URLSearchParams(window.location.search).get('page')
createRoot(root).render(page === 'popup' ? <PopupPage /> : page === 'shell' ? <ShellPage /> : <Page />)
