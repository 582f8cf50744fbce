/**
 * The baseline page of `bench/table-browser.ts`: the same screen as main.tsx (the same rows, 20 columns,
 * row numbers, selection checkboxes, editors, statistics row) written with plain AgGridReact, the same 15
 * grid modules and the same theme, without the EditableTable around it.
 */
import '@erp/ui-kit/styles.css'
import {
  CellStyleModule,
  CheckboxEditorModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  CustomEditorModule,
  DateEditorModule,
  LargeTextEditorModule,
  ModuleRegistry,
  PinnedRowModule,
  RenderApiModule,
  RowApiModule,
  RowDragModule,
  RowSelectionModule,
  ScrollApiModule,
  SelectEditorModule,
  TextEditorModule,
  themeQuartz,
  type CellEditRequestEvent,
  type ColDef,
  type GridApi,
} from 'ag-grid-community'
import { AgGridReact, type CustomCellRendererProps } from 'ag-grid-react'
import { createRoot } from 'react-dom/client'
import { makeRows, rowCount, STATUS, timeEdit, watchFirstRows, type Bench, type BenchRow } from './shared'

ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  RowApiModule,
  RowDragModule,
  ScrollApiModule,
  RenderApiModule,
  CellStyleModule,
  PinnedRowModule,
  RowSelectionModule,
  TextEditorModule,
  LargeTextEditorModule,
  SelectEditorModule,
  DateEditorModule,
  CheckboxEditorModule,
  CustomEditorModule,
])

/** The EditableTable's theme parameters (ui-kit editableTableTheme). */
const theme = themeQuartz.withParams({
  accentColor: 'var(--color-primary)',
  foregroundColor: 'var(--color-foreground)',
  backgroundColor: 'var(--color-surface)',
  borderColor: 'var(--color-border)',
  headerBackgroundColor: 'var(--color-muted)',
  fontSize: 14,
  rowHeight: 36,
  headerHeight: 38,
  wrapperBorderRadius: 4,
})

/** The same markup as the EditableTable's progress cell (a bar and the percentage). */
function ProgressCell({ value, colDef }: CustomCellRendererProps<BenchRow, number>) {
  const percent = typeof value === 'number' ? Math.min(100, Math.max(0, Math.round(value))) : 0
  return (
    <div
      role="progressbar"
      aria-label={colDef?.headerName}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="flex h-full items-center gap-2"
    >
      <div className="h-1.5 flex-1 overflow-hidden rounded bg-muted">
        <div className="h-full rounded bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 text-right text-xs tabular-nums">{percent}%</span>
    </div>
  )
}

const refData = Object.fromEntries(STATUS.map((option) => [option.value, option.label]))
const notPinned = (params: { node?: { rowPinned?: unknown } | null }) => !params.node?.rowPinned
const text = (field: string, headerName: string): ColDef<BenchRow> => ({
  field,
  headerName,
  editable: notPinned,
  cellEditor: 'agTextCellEditor',
})
const select = (field: string, headerName: string): ColDef<BenchRow> => ({
  field,
  headerName,
  editable: notPinned,
  cellEditor: 'agSelectCellEditor',
  cellEditorParams: { values: STATUS.map((option) => option.value) },
  refData,
})
const date = (field: string, headerName: string, includeTime = false): ColDef<BenchRow> => ({
  field,
  headerName,
  editable: notPinned,
  cellEditor: 'agDateStringCellEditor',
  cellEditorParams: { includeTime },
})

const columnDefs: ColDef<BenchRow>[] = [
  {
    colId: 'no',
    headerName: '#',
    width: 60,
    pinned: 'left',
    valueGetter: (params) => (params.node?.rowPinned ? '合计' : (params.node?.rowIndex ?? 0) + 1),
  },
  text('name', '名称'),
  text('code', '编码'),
  text('phone', '手机'),
  text('mail', '邮箱'),
  text('amount', '金额'),
  text('qty', '数量'),
  text('price', '单价'),
  select('status', '状态'),
  select('kind', '类别'),
  date('day', '日期'),
  date('due', '到期'),
  date('at', '时间', true),
  {
    field: 'ok',
    headerName: '合格',
    editable: notPinned,
    valueGetter: (params) => (params.node?.rowPinned ? undefined : params.data?.ok === 'Y'),
    cellRenderer: 'agCheckboxCellRenderer',
    cellEditor: 'agCheckboxCellEditor',
  },
  text('tags', '标签'),
  {
    field: 'note',
    headerName: '备注',
    editable: notPinned,
    cellEditor: 'agLargeTextCellEditor',
    cellEditorPopup: true,
  },
  { field: 'done', headerName: '进度', cellRenderer: ProgressCell },
  { field: 'by', headerName: '创建人' },
  text('extra', '附加'),
]
const defaultColDef: ColDef<BenchRow> = { sortable: false, suppressMovable: true, cellDataType: false }

const count = rowCount()
const rows = makeRows(count)

/** The statistics row (the sum of 数量), computed on the clock like the EditableTable's. */
function sumRow(): BenchRow[] {
  let qty = 0
  for (const row of rows) qty += typeof row.qty === 'number' ? row.qty : 0
  return [{ id: 'sum', qty }]
}

let api: GridApi<BenchRow> | null = null
const setName = (value: string) => {
  const node = api?.getRowNode('r0')
  if (node?.data) node.updateData({ ...node.data, name: value })
}
const bench: Bench = { impl: 'bare', rows: count, editMs: () => timeEdit(setName) }
window.__bench = bench

const onCellEditRequest = (event: CellEditRequestEvent<BenchRow>) => {
  const field = event.colDef.field
  if (event.data && field) event.node.updateData({ ...event.data, [field]: event.newValue })
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing')
const started = performance.now()
const pinnedBottomRowData = sumRow()
createRoot(root).render(
  <div style={{ height: 600 }}>
    <AgGridReact<BenchRow>
      theme={theme}
      rowData={rows}
      columnDefs={columnDefs}
      defaultColDef={defaultColDef}
      getRowId={(params) => String(params.data.id)}
      readOnlyEdit
      onCellEditRequest={onCellEditRequest}
      rowSelection={{ mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false }}
      selectionColumnDef={{ pinned: 'left', width: 48 }}
      pinnedBottomRowData={pinnedBottomRowData}
      stopEditingWhenCellsLoseFocus
      enterNavigatesVerticallyAfterEdit
      onGridReady={(event) => (api = event.api)}
    />
  </div>,
)
void watchFirstRows(bench, started)
