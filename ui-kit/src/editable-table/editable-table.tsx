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
  RowSelectionModule,
  ScrollApiModule,
  SelectEditorModule,
  TextEditorModule,
  ValidationModule,
  themeQuartz,
  type CellEditRequestEvent,
  type GetRowIdParams,
  type GridApi,
  type GridReadyEvent,
  type IRowNode,
  type Module,
  type RowSelectionOptions,
  type SelectionColumnDef,
} from 'ag-grid-community'
import { AgGridReact } from 'ag-grid-react'
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react'
import { cn } from '../lib/cn'
import type { SelectOption } from './cell-values'
import { CellErrors } from './cell-errors'
import { coerceEditedValue, STATISTIC_LABEL, toColumnDefs } from './column-defs'
import { READ_ONLY_TYPES, type EditableColumn } from './editable-column'
import {
  DEFAULT_TOOLBAR_LABELS,
  EditableTableToolbar,
  type ToolbarAction,
  type ToolbarLabels,
} from './editable-table-toolbar'
import { computeStatistics, STATISTIC_KINDS, type StatisticKind } from './statistics'
import { validateRows, type ValidationResult } from './validation'

export type { EditableColumn, CellType } from './editable-column'
export { CELL_TYPES } from './editable-column'
export type { ToolbarAction, ToolbarLabels } from './editable-table-toolbar'
export type { SelectOption } from './cell-values'
export type { StatisticKind } from './statistics'
export type { PatternCode, ValidateRule, ValidationError, ValidationResult } from './validation'
export { PATTERNS } from './validation'

const development = (import.meta as ImportMeta & { env?: { DEV?: boolean } }).env?.DEV === true

/** Only the grid modules the table uses (plus the grid's own checks while developing). */
const modules: Module[] = [
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  RowApiModule,
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

export interface StatisticLabels {
  sum: string
  average: string
}

export const DEFAULT_STATISTIC_LABELS: StatisticLabels = { sum: '合计', average: '平均值' }

/** What changed, given to `onChange` with the new rows. */
export type RowsChange<Row> =
  | { type: 'edit'; rowId: string; key: string; value: unknown; row: Row }
  | { type: 'add'; rows: Row[] }
  | { type: 'remove'; rows: Row[] }

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
  /** The AG Grid API, once the grid is ready. */
  getGridApi: () => GridApi<Row> | null
}

export interface EditableTableProps<Row extends object> {
  columns: readonly EditableColumn<Row>[]
  /** The rows. A new array (other than one the table gave to `onChange`) replaces the table's rows. */
  rows: readonly Row[]
  /** The row id field (SPEC §3 default `id`). */
  rowKey?: string
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
  'aria-label'?: string
  className?: string
  ref?: Ref<EditableTableHandle<Row>>
}

const DEFAULT_TOOLBAR: readonly ToolbarAction[] = ['add', 'remove', 'clearSelection']

/** SPEC §9: random ids are 32 hex characters. */
function randomId(): string {
  return crypto.randomUUID().replace(/-/g, '')
}

/**
 * The editable table (issue 5, item 1) on AG Grid Community: the column definitions of SPEC §3, the
 * cell types of SPEC §4, the validation rules of SPEC §5 over every row, a statistics row and the
 * toolbar of SPEC §2. Rows are immutable: an edit replaces one row object and the array.
 */
export function EditableTable<Row extends object>({
  columns,
  rows,
  rowKey = 'id',
  onChange,
  onSave,
  toolbar = DEFAULT_TOOLBAR,
  permissions,
  dictionaries,
  disabled = false,
  height = 400,
  labels,
  'aria-label': ariaLabel,
  className,
  ref,
}: EditableTableProps<Row>) {
  const apiRef = useRef<GridApi<Row> | null>(null)
  const rowsRef = useRef<readonly Row[]>(rows)
  const [cellErrors] = useState(() => new CellErrors())
  const [initialRows] = useState(rows)
  const [selectedCount, setSelectedCount] = useState(0)
  const [saving, setSaving] = useState(false)

  const toolbarLabels = useMemo(() => ({ ...DEFAULT_TOOLBAR_LABELS, ...labels }), [labels])
  const statisticLabels = useMemo(
    () => ({
      sum: labels?.sum ?? DEFAULT_STATISTIC_LABELS.sum,
      average: labels?.average ?? DEFAULT_STATISTIC_LABELS.average,
    }),
    [labels],
  )

  const rowIdOf = useCallback(
    (row: unknown): string => String((row as Record<string, unknown> | null | undefined)?.[rowKey] ?? ''),
    [rowKey],
  )
  const errorFor = useCallback((rowId: string, key: string) => cellErrors.get(rowId, key), [cellErrors])
  const columnByKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns])
  const dataColumns = useMemo(
    () => columns.filter((column) => column.type !== 'row-number' && column.type !== 'row-checkbox'),
    [columns],
  )
  const selectable = useMemo(() => columns.some((column) => column.type === 'row-checkbox'), [columns])
  const labelColumnKey = useMemo(() => {
    const rowNumber = columns.find((column) => column.type === 'row-number')
    if (rowNumber) return rowNumber.key
    return dataColumns.find((column) => column.type !== 'hidden' && (column.statistics?.length ?? 0) === 0)
      ?.key
  }, [columns, dataColumns])
  const labelInRowNumber = columns.some(
    (column) => column.type === 'row-number' && column.key === labelColumnKey,
  )

  const columnDefs = useMemo(
    () => toColumnDefs(columns, { dictionaries, errorFor, rowIdOf, disabled, labelColumnKey }),
    [columns, dictionaries, errorFor, rowIdOf, disabled, labelColumnKey],
  )

  const statisticsRows = useCallback(
    (current: readonly Row[]) => {
      const figures = computeStatistics(current, dataColumns)
      return STATISTIC_KINDS.filter((kind) => figures[kind] !== undefined).map((kind: StatisticKind) => {
        const label = statisticLabels[kind]
        return {
          ...figures[kind],
          [STATISTIC_LABEL]: label,
          ...(labelColumnKey && !labelInRowNumber ? { [labelColumnKey]: label } : {}),
          __statistic: kind,
        }
      })
    },
    [dataColumns, statisticLabels, labelColumnKey, labelInRowNumber],
  )

  const refreshStatistics = useCallback(() => {
    apiRef.current?.setGridOption('pinnedBottomRowData', statisticsRows(rowsRef.current))
  }, [statisticsRows])

  /** Renumbers the row-number cells after rows were added or removed. */
  const refreshRowNumbers = useCallback(() => {
    const rowNumberKeys = columns.filter((column) => column.type === 'row-number').map((column) => column.key)
    if (rowNumberKeys.length > 0) apiRef.current?.refreshCells({ columns: rowNumberKeys, force: true })
  }, [columns])

  // A new `rows` array from the parent (not one the table emitted) replaces the table's rows.
  useEffect(() => {
    if (rows === rowsRef.current) return
    rowsRef.current = rows
    cellErrors.clear()
    apiRef.current?.setGridOption('rowData', rows as Row[])
    refreshStatistics()
  }, [rows, refreshStatistics, cellErrors])

  useEffect(() => {
    refreshStatistics()
  }, [refreshStatistics])

  const emit = useCallback(
    (next: Row[], change: RowsChange<Row>) => {
      rowsRef.current = next
      onChange?.(next, change)
    },
    [onChange],
  )

  /** Re-validates an edited cell; a unique column is re-validated whole (a duplicate may have gone). */
  const revalidate = async (column: EditableColumn<Row>, row: Row) => {
    const rules = column.validateRules ?? []
    if (rules.length === 0) return
    const unique = rules.some((rule) => rule.unique === true || rule.pattern === 'only')
    const current = rowsRef.current
    const rowIndex = current.indexOf(row)
    if (rowIndex < 0) return
    const scope = unique ? current : [row]
    const result = await validateRows(scope, [column], { rowKey })
    if (rowsRef.current !== current && rowsRef.current.indexOf(row) < 0) return // edited again meanwhile
    const api = apiRef.current
    if (unique) {
      cellErrors.replaceColumn(column.key, result.errors)
      api?.refreshCells({ columns: [column.key], force: true })
    } else {
      const rowId = rowIdOf(row)
      cellErrors.set(rowId, column.key, result.first?.message ?? null)
      const node = api?.getRowNode(rowId)
      if (node) api?.refreshCells({ rowNodes: [node], columns: [column.key], force: true })
    }
  }

  const applyEdit = (previous: Row, key: string, raw: unknown) => {
    const column = columnByKey.get(key)
    if (!column) return
    const current = rowsRef.current
    const index = current.indexOf(previous)
    if (index < 0) return
    const value = coerceEditedValue(column, raw)
    if (Object.is((previous as Record<string, unknown>)[key], value)) return
    const row = { ...previous, [key]: value } as Row
    const next = current.slice()
    next[index] = row
    emit(next, { type: 'edit', rowId: rowIdOf(row), key, value, row })
    apiRef.current?.applyTransaction({ update: [row] })
    if ((column.statistics?.length ?? 0) > 0) refreshStatistics()
    void revalidate(column, row)
  }

  const onCellEditRequest = (event: CellEditRequestEvent<Row>) => {
    const key = event.column.getColId()
    if (event.data) applyEdit(event.data, key, event.newValue)
  }

  const addRows = (input: number | readonly Partial<Row>[] = 1): Row[] => {
    const partials: readonly Partial<Row>[] =
      typeof input === 'number' ? Array.from({ length: Math.max(0, input) }, () => ({})) : input
    const defaults: Record<string, unknown> = {}
    for (const column of dataColumns) {
      if (column.defaultValue !== undefined) defaults[column.key] = column.defaultValue
    }
    const added = partials.map((partial) => ({ [rowKey]: randomId(), ...defaults, ...partial }) as Row)
    if (added.length === 0) return added
    emit([...rowsRef.current, ...added], { type: 'add', rows: added })
    const api = apiRef.current
    if (api) {
      api.applyTransaction({ add: added })
      refreshStatistics()
      const lastIndex = rowsRef.current.length - 1
      const firstEditable = dataColumns.find(
        (column) => !READ_ONLY_TYPES.has(column.type) && !column.disabled,
      )
      api.ensureIndexVisible(lastIndex)
      if (firstEditable) api.setFocusedCell(lastIndex - added.length + 1, firstEditable.key)
    }
    return added
  }

  const removeRows = (removed: Row[]): Row[] => {
    if (removed.length === 0) return removed
    const gone = new Set(removed)
    emit(
      rowsRef.current.filter((row) => !gone.has(row)),
      { type: 'remove', rows: removed },
    )
    for (const row of removed) cellErrors.deleteRow(rowIdOf(row))
    const api = apiRef.current
    if (api) {
      api.applyTransaction({ remove: removed })
      refreshStatistics()
      refreshRowNumbers()
      setSelectedCount(api.getSelectedNodes().length)
    }
    return removed
  }

  const removeSelected = (): Row[] => removeRows(apiRef.current?.getSelectedRows() ?? [])

  const validateAll = async (): Promise<ValidationResult> => {
    const result = await validateRows(rowsRef.current, dataColumns, { rowKey })
    cellErrors.replaceAll(result.errors)
    apiRef.current?.refreshCells({ force: true })
    const api = apiRef.current
    const first = result.first
    if (api && first) {
      const rowIndex = api.getRowNode(first.rowId)?.rowIndex ?? first.rowIndex
      api.ensureIndexVisible(rowIndex, 'middle')
      api.ensureColumnVisible(first.columnKey)
      api.setFocusedCell(rowIndex, first.columnKey)
    }
    return result
  }

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
    setCellValue: (rowId, key, value) => {
      const row = rowsRef.current.find((candidate) => rowIdOf(candidate) === rowId)
      if (row) applyEdit(row, key, value)
    },
    getGridApi: () => apiRef.current,
  }))

  const actions = toolbar.filter(
    (action) =>
      permissions?.[action] !== false &&
      (action !== 'save' || onSave !== undefined) &&
      ((action !== 'remove' && action !== 'clearSelection') || selectable),
  )

  const getRowId = useCallback(
    (params: GetRowIdParams<Row>) =>
      params.rowPinned
        ? `statistics-${String((params.data as Record<string, unknown>).__statistic)}`
        : rowIdOf(params.data),
    [rowIdOf],
  )

  const rowSelection = useMemo<RowSelectionOptions<Row> | undefined>(
    () =>
      selectable
        ? {
            mode: 'multiRow',
            checkboxes: true,
            headerCheckbox: true,
            enableClickSelection: false,
            isRowSelectable: (node: IRowNode<Row>) => !node.rowPinned,
          }
        : undefined,
    [selectable],
  )
  const selectionColumnDef = useMemo<SelectionColumnDef>(() => ({ pinned: 'left', width: 48 }), [])

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
        // Invalid cells (INVALID_CELL_CLASS of column-defs.ts) and the 300×210 textarea popup (SPEC §9).
        '[&_.editable-table-invalid]:bg-danger/10 [&_.editable-table-invalid]:shadow-[inset_0_0_0_1px_var(--color-danger)]',
        '[&_.ag-large-text_textarea]:h-[210px] [&_.ag-large-text_textarea]:w-[300px]',
        className,
      )}
    >
      <EditableTableToolbar
        actions={actions}
        selectedCount={selectedCount}
        labels={toolbarLabels}
        disabled={disabled}
        saving={saving}
        onAdd={() => addRows(1)}
        onSave={() => void save()}
        onRemove={removeSelected}
        onClearSelection={() => apiRef.current?.deselectAll()}
      />
      <div
        role={ariaLabel ? 'region' : undefined}
        aria-label={ariaLabel}
        style={height === 'auto' ? undefined : { height }}
      >
        <AgGridReact<Row>
          theme={editableTableTheme}
          rowData={initialRows as Row[]}
          columnDefs={columnDefs}
          getRowId={getRowId}
          readOnlyEdit
          onCellEditRequest={onCellEditRequest}
          rowSelection={rowSelection}
          selectionColumnDef={selectionColumnDef}
          onSelectionChanged={(event) => setSelectedCount(event.api.getSelectedNodes().length)}
          onGridReady={onGridReady}
          stopEditingWhenCellsLoseFocus
          enterNavigatesVerticallyAfterEdit
          domLayout={height === 'auto' ? 'autoHeight' : 'normal'}
          suppressColumnVirtualisation={height === 'auto'}
        />
      </div>
    </div>
  )
}
