import { useT } from '../i18n/i18n'
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
  ValidationModule,
  themeQuartz,
  type GridApi,
  type GridReadyEvent,
  type Module,
} from 'ag-grid-community'
import { AgGridReact } from 'ag-grid-react'
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react'
import { cn } from '../lib/cn'
import type { SelectOption } from './cell-values'
import type { CellRange } from './cell-range'
import { toColumnDefs } from './column-defs'
import type { EditableColumn, FieldKey } from './editable-column'
import { ExpandedRow } from './expanded-row'
import {
  defaultToolbarLabels,
  EditableTableToolbar,
  type ToolbarAction,
  type ToolbarLabels,
} from './editable-table-toolbar'
import type { RowsChange } from './rows-change'
import { CellBridge } from './table-cell-actions'
import type { TableCore } from './table-core'
import { useCellKeyboard } from './use-cell-keyboard'
import { useCellRange } from './use-cell-range'
import { useCellValidation } from './use-cell-validation'
import { useGridOptions } from './use-grid-options'
import { useRowOrder } from './use-row-order'
import { useTableClipboard } from './use-table-clipboard'
import { useTableColumns } from './use-table-columns'
import { useTableRows } from './use-table-rows'
import { useTableStatistics, type StatisticLabels } from './use-table-statistics'
import type { ValidationResult } from './validation'

export type {
  EditableColumn,
  CellType,
  SlotCellProps,
  PlainColumn,
  TextColumn,
  SelectColumn,
  SelectSearchColumn,
  SelectMultipleColumn,
  CheckboxColumn,
  RowColumn,
  RowRadioColumn,
  RowDragSortColumn,
  UploadColumn,
  SlotColumn,
  FieldKey,
} from './editable-column'
export {
  CELL_MESSAGES,
  CELL_TYPES,
  DEFAULT_DRAG_SORT_KEY,
  FILE_NAME_LENGTH,
  MULTIPLE_MAX_TAGS,
  SEARCH_DEBOUNCE_MS,
} from './editable-column'
export type { ToolbarAction, ToolbarLabels } from './editable-table-toolbar'
export { DEFAULT_TOOLBAR_LABELS } from './editable-table-toolbar'
export type { SelectOption, UploadCellStatus, UploadCellValue } from './cell-values'
export { uploadCellPath } from './cell-values'
export type { StatisticKind } from './statistics'
export type { PastedCell } from './clipboard'
export type { CellRange } from './cell-range'
export { RANGE_CELL_CLASS } from './cell-range'
export type { PatternCode, ValidateRule, ValidationError, ValidationResult } from './validation'
export { PATTERNS } from './validation'
export type { RowsChange } from './rows-change'
export type { StatisticLabels } from './use-table-statistics'
export { DEFAULT_STATISTIC_LABELS } from './use-table-statistics'
export { COPY_MESSAGE, CUT_MESSAGE, PASTE_MESSAGE } from './use-table-clipboard'

const development = (import.meta as ImportMeta & { env?: { DEV?: boolean } }).env?.DEV === true

/** Only the grid modules the table uses (plus the grid's own checks while developing). */
const modules: Module[] = [
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
]
ModuleRegistry.registerModules(development ? [...modules, ValidationModule] : modules)

/** The grid theme from the design tokens (ui-kit/src/styles.css). */
export const editableTableTheme = themeQuartz.withParams({
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

/** The imperative handle (`ref`) of the table. */
export interface EditableTableHandle<Row> {
  /**
   * Validates ALL rows (not only the rendered ones), marks the invalid cells, scrolls to and focuses
   * the first invalid cell, and returns the result.
   */
  validateAll: () => Promise<ValidationResult>
  /** The current rows, edits included. */
  getValues: () => Row[]
  /** Appends rows (a count of empty rows, or partial rows) with column defaults and random ids. */
  addRows: (rows?: number | readonly Partial<Row>[]) => Row[]
  /** Removes the selected rows, without asking. Returns them. */
  removeSelected: () => Row[]
  getSelectedRows: () => Row[]
  clearSelection: () => void
  /** Sets one cell as an edit would (the value is coerced and validated like a typed one). */
  setCellValue: (rowId: string, key: string, value: unknown) => void
  /** Moves a row one place up (-1) or down (1), as the drag-sort menu does. */
  moveRow: (rowId: string, offset: -1 | 1) => void
  /** Inserts an empty row below a row, as the drag-sort menu does. Returns it. */
  insertRowBelow: (rowId: string) => Row | undefined
  /** Shows or hides the expanded content of a row (row-expand). */
  setRowExpanded: (rowId: string, expanded: boolean) => void
  /** The AG Grid API, once the grid is ready. */
  getGridApi: () => GridApi<Row> | null
  /** The cell range (Shift+click, Shift+arrows from the focused cell), or `null` without one. */
  getCellRange: () => CellRange | null
}

export interface EditableTableProps<Row extends object> {
  columns: readonly EditableColumn<Row>[]
  /** The rows. A new array (other than one the table gave to `onChange`) replaces the table's rows. */
  rows: readonly Row[]
  /** The row id field, a key of the row type (docs/spec.md §3 default `id`). */
  rowKey?: FieldKey<Row>
  onChange?: (rows: Row[], change: RowsChange<Row>) => void
  /** The save button: called with every row once they all pass validation. */
  onSave?: (rows: Row[]) => void | Promise<void>
  /** The toolbar buttons (default add, remove, clear selection; add `save` with `onSave`). */
  toolbar?: readonly ToolbarAction[]
  /** Permission gates per button, computed by the caller from its permission codes; `false` hides it. */
  permissions?: Partial<Record<ToolbarAction, boolean>>
  /** Dictionary items by code, for select columns with a `dictCode`. */
  dictionaries?: Readonly<Record<string, readonly SelectOption[]>>
  /** The whole table read-only. */
  disabled?: boolean
  /** Grid height in px, or `'auto'` to grow with the rows (small tables only: no row virtualisation). */
  height?: number | 'auto'
  labels?: Partial<ToolbarLabels & StatisticLabels>
  /** row-expand: the content shown below an expanded row. */
  renderExpanded?: (row: Row) => ReactNode
  /** row-expand: the height in px of the expanded content. */
  expandedRowHeight?: number
  /** Toolbar collapse: the table body starts collapsed. */
  defaultCollapsed?: boolean
  'aria-label'?: string
  className?: string
  ref?: Ref<EditableTableHandle<Row>>
}

const DEFAULT_TOOLBAR: readonly ToolbarAction[] = ['add', 'remove', 'clearSelection']

/**
 * The editable table on AG Grid Community: the column definitions of docs/spec.md §3, the
 * cell types of docs/spec.md §4, the validation rules of docs/spec.md §5 over every row, a statistics row and the
 * toolbar of docs/spec.md §2. Rows are immutable: an edit replaces one row object and the array.
 *
 * A composition of one hook per concern, each beside it: the columns (use-table-columns), the statistics
 * row (use-table-statistics), validation (use-cell-validation), the cell range (use-cell-range), the rows
 * (use-table-rows) and their order and expansion (use-row-order), the cell keys (use-cell-keyboard), the
 * clipboard (use-table-clipboard) and the row-level grid options (use-grid-options).
 */
export function EditableTable<Row extends object>({
  columns,
  rows,
  rowKey: rowKeyProp,
  onChange,
  onSave,
  toolbar = DEFAULT_TOOLBAR,
  permissions,
  dictionaries,
  disabled = false,
  height = 400,
  labels,
  renderExpanded,
  expandedRowHeight = 120,
  defaultCollapsed = false,
  'aria-label': ariaLabel,
  className,
  ref,
}: EditableTableProps<Row>) {
  const rowKey: string = rowKeyProp ?? 'id'
  const bodyId = useId()
  const apiRef = useRef<GridApi<Row> | null>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const rowsRef = useRef<readonly Row[]>(rows)
  const [initialRows] = useState(rows)
  const [selectedCount, setSelectedCount] = useState(0)
  const [saving, setSaving] = useState(false)
  const [collapsed, setCollapsed] = useState(defaultCollapsed)

  // The default labels in the screen's language: `translate` changes with it.
  const translate = useT()
  const toolbarLabels = useMemo(() => {
    return { ...defaultToolbarLabels(translate), ...labels }
  }, [labels, translate])

  const rowIdOf = useCallback(
    (row: unknown): string => String((row as Record<string, unknown> | null | undefined)?.[rowKey] ?? ''),
    [rowKey],
  )
  /** What the row-level, upload and slot cells read and call (see CellBridge). */
  const [bridge] = useState(() => new CellBridge(rows, rowIdOf))
  const core = useMemo<TableCore<Row>>(
    () => ({ apiRef, rowsRef, rowKey, rowIdOf, bridge }),
    [rowKey, rowIdOf, bridge],
  )

  useEffect(() => {
    bridge.setDisabled(disabled)
  }, [bridge, disabled])

  useEffect(() => {
    const uploads = bridge.uploads
    return () => {
      uploads.forEach((controller) => controller.abort())
      uploads.clear()
    }
  }, [bridge])

  const tableColumns = useTableColumns(columns, renderExpanded !== undefined)
  const { columnByKey, dataColumns, multiSelect, singleSelect, sortKey, labelColumnKey } = tableColumns
  const selectable = multiSelect || singleSelect
  const validation = useCellValidation(core, columnByKey, dataColumns)
  const { errorFor, holdsErrors, validateAll } = validation

  const columnDefs = useMemo(
    () =>
      toColumnDefs(columns, {
        dictionaries,
        errorFor,
        rowIdOf,
        disabled,
        labelColumnKey,
        actions: bridge,
        rowNumberOf: bridge.rowNumberOf,
        markInvalidCells: holdsErrors,
      }),
    [columns, dictionaries, errorFor, rowIdOf, disabled, labelColumnKey, bridge, holdsErrors],
  )
  const range = useCellRange(core, columnDefs, tableColumns.rangeColumnOrder)
  const { initialStatistics, refreshStatistics } = useTableStatistics(core, {
    initialRows,
    dataColumns,
    labels,
    labelColumnKey,
    labelInRowNumber: tableColumns.labelInRowNumber,
  })
  const rowsApi = useTableRows(core, {
    rows,
    columns,
    columnByKey,
    dataColumns,
    onChange,
    validation,
    setCellRange: range.setCellRange,
    refreshStatistics,
    setSelectedCount,
  })
  const { addRows, removeSelected, setCellValue } = rowsApi
  const { moveRow, insertRowBelow, setRowExpanded, onRowDragEnd } = useRowOrder(core, {
    sortKey,
    rowsApi,
    refreshStatistics,
  })
  const onCellKeyDown = useCellKeyboard(core, bodyRef, columnByKey)
  const announcement = useTableClipboard(core, {
    bodyRef,
    columns,
    columnByKey,
    dataColumns,
    dictionaries,
    multiSelect,
    sortKey,
    disabled,
    canAdd: toolbar.includes('add') && permissions?.add !== false,
    range,
    rowsApi,
  })
  const gridOptions = useGridOptions({
    rowIdOf,
    multiSelect,
    singleSelect,
    expandable: tableColumns.expandable,
    renderExpanded,
    expandedRowHeight,
  })

  // The cells act through the latest handlers.
  useEffect(() => {
    bridge.connect(
      {
        setCellValue,
        moveRow,
        insertBelow: (rowId) => {
          insertRowBelow(rowId)
        },
        toggleExpanded: (rowId) => setRowExpanded(rowId, !bridge.expanded.has(rowId)),
      },
      rowIdOf,
    )
  })

  const save = async () => {
    if (!onSave) return
    const result = await validateAll()
    if (!result.valid) return
    setSaving(true)
    try {
      await onSave(rowsRef.current.slice())
    } finally {
      setSaving(false)
    }
  }

  useImperativeHandle(ref, () => ({
    validateAll,
    getValues: () => rowsRef.current.slice(),
    addRows,
    removeSelected,
    getSelectedRows: () => apiRef.current?.getSelectedRows() ?? [],
    clearSelection: () => apiRef.current?.deselectAll(),
    setCellValue,
    moveRow,
    insertRowBelow,
    setRowExpanded,
    getGridApi: () => apiRef.current,
    getCellRange: range.range,
  }))

  const toolbarActions = toolbar.filter(
    (action) =>
      permissions?.[action] !== false &&
      (action !== 'save' || onSave !== undefined) &&
      ((action !== 'remove' && action !== 'clearSelection') || selectable),
  )

  const onGridReady = (event: GridReadyEvent<Row>) => {
    apiRef.current = event.api
    if (rowsRef.current !== initialRows) event.api.setGridOption('rowData', rowsRef.current as Row[])
    refreshStatistics()
  }

  return (
    <div
      data-slot="editable-table"
      className={cn(
        'flex flex-col gap-2',
        // Invalid cells (INVALID_CELL_CLASS of column-defs.ts) and the 300×210 textarea popup (docs/spec.md §9).
        '[&_.editable-table-invalid]:bg-danger/10 [&_.editable-table-invalid]:shadow-[inset_0_0_0_1px_var(--color-danger)]',
        // The copy/cut cell range (RANGE_CELL_CLASS of cell-range.ts).
        '[&_.editable-table-in-range]:bg-primary/15',
        '[&_.ag-large-text_textarea]:h-[210px] [&_.ag-large-text_textarea]:w-[300px]',
        // A visible focus ring on the grid's focused cell (AG Grid alone draws a 1 px border).
        '[&_.ag-cell-focus]:ring-2! [&_.ag-cell-focus]:ring-primary [&_.ag-cell-focus]:ring-inset',
        className,
      )}
    >
      <EditableTableToolbar
        actions={toolbarActions}
        bodyId={bodyId}
        selectedCount={selectedCount}
        labels={toolbarLabels}
        disabled={disabled}
        saving={saving}
        collapsed={collapsed}
        onToggleCollapsed={() => setCollapsed((value) => !value)}
        onAdd={() => addRows(1)}
        onSave={() => void save()}
        onRemove={removeSelected}
        onClearSelection={() => apiRef.current?.deselectAll()}
      />
      <div
        id={bodyId}
        data-slot="editable-table-body"
        data-state={collapsed ? 'collapsed' : 'expanded'}
        hidden={collapsed}
        role={ariaLabel ? 'region' : undefined}
        aria-label={ariaLabel}
        style={height === 'auto' ? undefined : { height }}
        ref={bodyRef}
      >
        <AgGridReact<Row>
          theme={editableTableTheme}
          rowData={initialRows as Row[]}
          pinnedBottomRowData={initialStatistics}
          columnDefs={range.gridColumnDefs}
          getRowId={gridOptions.getRowId}
          readOnlyEdit
          onCellEditRequest={rowsApi.onCellEditRequest}
          onCellKeyDown={onCellKeyDown}
          onCellFocused={range.onCellFocused}
          rowSelection={gridOptions.rowSelection}
          selectionColumnDef={gridOptions.selectionColumnDef}
          onSelectionChanged={(event) => setSelectedCount(event.api.getSelectedNodes().length)}
          onGridReady={onGridReady}
          stopEditingWhenCellsLoseFocus
          enterNavigatesVerticallyAfterEdit
          rowDragManaged={sortKey !== undefined}
          onRowDragEnd={onRowDragEnd}
          isFullWidthRow={gridOptions.isFullWidthRow}
          fullWidthCellRenderer={ExpandedRow}
          fullWidthCellRendererParams={gridOptions.fullWidthParams}
          getRowHeight={gridOptions.getRowHeight}
          domLayout={height === 'auto' ? 'autoHeight' : 'normal'}
          suppressColumnVirtualisation={height === 'auto'}
        />
      </div>
      <div role="status" aria-live="polite" className="sr-only" data-slot="editable-table-status">
        {announcement}
      </div>
    </div>
  )
}
