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
  type CellEditRequestEvent,
  type CellKeyDownEvent,
  type FullWidthCellKeyDownEvent,
  type GetRowIdParams,
  type GridApi,
  type GridReadyEvent,
  type IRowNode,
  type IsFullWidthRowParams,
  type Module,
  type RowDragEndEvent,
  type RowHeightParams,
  type RowSelectionOptions,
  type SelectionColumnDef,
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
import { CellErrors } from './cell-errors'
import { coerceEditedValue, STATISTIC_LABEL, toColumnDefs } from './column-defs'
import {
  DEFAULT_DRAG_SORT_KEY,
  READ_ONLY_TYPES,
  ROW_TYPES,
  type CellType,
  type EditableColumn,
} from './editable-column'
import { EXPANDED_ROW_OF, ExpandedRow, isExpandedRowData, type ExpandedRowParams } from './expanded-row'
import {
  DEFAULT_TOOLBAR_LABELS,
  EditableTableToolbar,
  type ToolbarAction,
  type ToolbarLabels,
} from './editable-table-toolbar'
import { computeStatistics, STATISTIC_KINDS, type StatisticKind } from './statistics'
import { CellBridge } from './table-cell-actions'
import { validateRows, type ValidationResult } from './validation'

export type { EditableColumn, CellType, SlotCellProps } from './editable-column'
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
export type { PatternCode, ValidateRule, ValidationError, ValidationResult } from './validation'
export { PATTERNS } from './validation'

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
  /**
   * A row moved (drag-sort menu or drag): from and to are positions among the rows; `changed` are
   * the rows whose sort key (`orderNum`) was rewritten, already in their new form.
   */
  | { type: 'move'; rowId: string; from: number; to: number; changed: Row[] }

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

/** Cell types whose content is a control the keyboard reaches with Enter. */
const CONTROL_TYPES: ReadonlySet<CellType> = new Set([
  'row-radio',
  'row-expand',
  'row-drag-sort',
  'upload',
  'slot',
])

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
  renderExpanded,
  expandedRowHeight = 120,
  defaultCollapsed = false,
  'aria-label': ariaLabel,
  className,
  ref,
}: EditableTableProps<Row>) {
  const bodyId = useId()
  const apiRef = useRef<GridApi<Row> | null>(null)
  const rowsRef = useRef<readonly Row[]>(rows)
  const [cellErrors] = useState(() => new CellErrors())
  const [initialRows] = useState(rows)
  const [selectedCount, setSelectedCount] = useState(0)
  const [saving, setSaving] = useState(false)
  const [collapsed, setCollapsed] = useState(defaultCollapsed)

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
  const dataColumns = useMemo(() => columns.filter((column) => !ROW_TYPES.has(column.type)), [columns])
  const multiSelect = useMemo(() => columns.some((column) => column.type === 'row-checkbox'), [columns])
  const singleSelect = useMemo(
    () => !multiSelect && columns.some((column) => column.type === 'row-radio'),
    [columns, multiSelect],
  )
  const selectable = multiSelect || singleSelect
  const sortKey = useMemo(() => {
    const dragSort = columns.find((column) => column.type === 'row-drag-sort')
    return dragSort ? (dragSort.sortKey ?? DEFAULT_DRAG_SORT_KEY) : undefined
  }, [columns])

  /** What the row-level, upload and slot cells read and call (see CellBridge). */
  const [bridge] = useState(() => new CellBridge(rows, rowIdOf))
  const expandedRows = bridge.expanded
  const notify = useCallback(() => bridge.notify(), [bridge])
  const rowNumberOf = bridge.rowNumberOf

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
    () =>
      toColumnDefs(columns, {
        dictionaries,
        errorFor,
        rowIdOf,
        disabled,
        labelColumnKey,
        actions: bridge,
        rowNumberOf,
      }),
    [columns, dictionaries, errorFor, rowIdOf, disabled, labelColumnKey, bridge, rowNumberOf],
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

  /** The grid's rows: the rows, each expanded one followed by its content row. */
  const gridRowsOf = useCallback(
    (current: readonly Row[]): Row[] => {
      const expanded = expandedRows
      if (expanded.size === 0) return current as Row[]
      const result: Row[] = []
      for (const row of current) {
        result.push(row)
        const id = rowIdOf(row)
        if (expanded.has(id)) {
          const content = { [EXPANDED_ROW_OF]: row }
          expanded.set(id, content)
          result.push(content as Row)
        }
      }
      return result
    },
    [rowIdOf, expandedRows],
  )

  // A new `rows` array from the parent (not one the table emitted) replaces the table's rows.
  useEffect(() => {
    if (rows === rowsRef.current) return
    rowsRef.current = rows
    bridge.setRows(rows)
    cellErrors.clear()
    expandedRows.clear()
    apiRef.current?.setGridOption('rowData', rows as Row[])
    refreshStatistics()
    notify()
  }, [rows, refreshStatistics, cellErrors, notify, bridge, expandedRows])

  useEffect(() => {
    refreshStatistics()
  }, [refreshStatistics])

  const emit = useCallback(
    (next: Row[], change: RowsChange<Row>) => {
      rowsRef.current = next
      bridge.setRows(next)
      onChange?.(next, change)
      notify()
    },
    [onChange, notify, bridge],
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
    const rowId = rowIdOf(row)
    emit(next, { type: 'edit', rowId, key, value, row })
    const content = expandedRows.get(rowId)
    if (content) {
      const updated = { [EXPANDED_ROW_OF]: row }
      expandedRows.set(rowId, updated)
      apiRef.current?.applyTransaction({ update: [row, updated as Row] })
    } else {
      apiRef.current?.applyTransaction({ update: [row] })
    }
    if ((column.statistics?.length ?? 0) > 0) refreshStatistics()
    void revalidate(column, row)
  }

  /**
   * Enter on a cell whose content is a control (radio, expand toggle, sort menu, file button or
   * menu, slot) moves the focus to that control; Enter or Space then works it as usual.
   */
  const onCellKeyDown = (event: CellKeyDownEvent<Row> | FullWidthCellKeyDownEvent<Row>) => {
    if (!('column' in event)) return
    const keyboard = event.event
    if (!(keyboard instanceof KeyboardEvent) || keyboard.key !== 'Enter') return
    const column = columnByKey.get(event.column.getColId())
    if (!column || !CONTROL_TYPES.has(column.type)) return
    const cell = keyboard.target
    if (!(cell instanceof HTMLElement) || !cell.classList.contains('ag-cell')) return
    const control = cell.querySelector<HTMLElement>(
      'button:not(:disabled), input:not([type="file"]):not(:disabled), a[href], [tabindex]:not([tabindex="-1"])',
    )
    if (!control) return
    keyboard.preventDefault()
    control.focus()
  }

  const onCellEditRequest = (event: CellEditRequestEvent<Row>) => {
    const key = event.column.getColId()
    if (event.data) applyEdit(event.data, key, event.newValue)
  }

  const newRow = (partial: Partial<Row>): Row => {
    const defaults: Record<string, unknown> = {}
    for (const column of dataColumns) {
      if (column.defaultValue !== undefined) defaults[column.key] = column.defaultValue
    }
    return { [rowKey]: randomId(), ...defaults, ...partial } as Row
  }

  /** Focuses the first editable cell of a row. */
  const focusRow = (row: Row) => {
    const api = apiRef.current
    const rowIndex = api?.getRowNode(rowIdOf(row))?.rowIndex
    if (!api || rowIndex === null || rowIndex === undefined) return
    const firstEditable = dataColumns.find((column) => !READ_ONLY_TYPES.has(column.type) && !column.disabled)
    api.ensureIndexVisible(rowIndex)
    if (firstEditable) api.setFocusedCell(rowIndex, firstEditable.key)
  }

  const addRows = (input: number | readonly Partial<Row>[] = 1): Row[] => {
    const partials: readonly Partial<Row>[] =
      typeof input === 'number' ? Array.from({ length: Math.max(0, input) }, () => ({})) : input
    const added = partials.map(newRow)
    if (added.length === 0) return added
    emit([...rowsRef.current, ...added], { type: 'add', rows: added })
    const api = apiRef.current
    if (api) {
      api.applyTransaction({ add: added })
      refreshStatistics()
      const first = added[0]
      if (first) focusRow(first)
    }
    return added
  }

  /** Drag-sort tables write each row's 1-based position to the sort key (SPEC §3 `orderNum`). */
  const numbered = (next: readonly Row[]): Row[] => {
    if (!sortKey) return next.slice()
    return next.map((row, index) =>
      (row as Record<string, unknown>)[sortKey] === index + 1
        ? row
        : ({ ...row, [sortKey]: index + 1 } as Row),
    )
  }

  /** Replaces the grid's rows after a reorder (keeps the nodes: rows have ids). */
  const showRows = (next: readonly Row[]) => {
    apiRef.current?.setGridOption('rowData', gridRowsOf(next))
    refreshStatistics()
    refreshRowNumbers()
  }

  const moveRowTo = (rowId: string, to: number) => {
    const current = rowsRef.current
    const from = current.findIndex((row) => rowIdOf(row) === rowId)
    if (from < 0 || to < 0 || to >= current.length || from === to) return
    const reordered = current.slice()
    const [moved] = reordered.splice(from, 1)
    if (moved === undefined) return
    reordered.splice(to, 0, moved)
    const next = numbered(reordered)
    emit(next, {
      type: 'move',
      rowId,
      from,
      to,
      changed: next.filter((row, index) => row !== reordered[index]),
    })
    showRows(next)
  }

  const moveRow = (rowId: string, offset: -1 | 1) => {
    const from = rowsRef.current.findIndex((row) => rowIdOf(row) === rowId)
    if (from >= 0) moveRowTo(rowId, from + offset)
  }

  const insertRowBelow = (rowId: string): Row | undefined => {
    const current = rowsRef.current
    const index = current.findIndex((row) => rowIdOf(row) === rowId)
    if (index < 0) return undefined
    const added = newRow({})
    const next = numbered([...current.slice(0, index + 1), added, ...current.slice(index + 1)])
    const inserted = next[index + 1] as Row
    emit(next, { type: 'add', rows: [inserted] })
    showRows(next)
    focusRow(inserted)
    return inserted
  }

  const setRowExpanded = (rowId: string, expanded: boolean) => {
    if (expandedRows.has(rowId) === expanded) return
    const row = rowsRef.current.find((candidate) => rowIdOf(candidate) === rowId)
    if (!row) return
    const api = apiRef.current
    if (expanded) {
      const content = { [EXPANDED_ROW_OF]: row }
      expandedRows.set(rowId, content)
      const rowIndex = api?.getRowNode(rowId)?.rowIndex
      if (api && rowIndex !== null && rowIndex !== undefined) {
        api.applyTransaction({ add: [content as Row], addIndex: rowIndex + 1 })
      }
    } else {
      const content = expandedRows.get(rowId)
      expandedRows.delete(rowId)
      if (content) api?.applyTransaction({ remove: [content as Row] })
    }
    notify()
  }

  /** Managed dragging reordered the grid's rows: the new order becomes the rows. */
  const onRowDragEnd = (event?: RowDragEndEvent<Row>) => {
    const api = apiRef.current
    if (!api) return
    const order: Row[] = []
    for (let index = 0; index < api.getDisplayedRowCount(); index++) {
      const data = api.getDisplayedRowAtIndex(index)?.data
      if (data !== undefined && !isExpandedRowData(data)) order.push(data)
    }
    const current = rowsRef.current
    if (order.length !== current.length || order.every((row, index) => row === current[index])) {
      // Still put each expanded content row back below its row.
      if (expandedRows.size > 0) api.setGridOption('rowData', gridRowsOf(current))
      return
    }
    // The dragged row; else the one row whose move explains the new order.
    const first = order.findIndex((row, index) => row !== current[index])
    let last = order.length - 1
    while (last > first && order[last] === current[last]) last -= 1
    const dragged = event?.node.data
    const moved =
      dragged !== undefined && !isExpandedRowData(dragged)
        ? dragged
        : order[last] === current[first]
          ? current[first]
          : current[last]
    const rowId = rowIdOf(moved)
    const next = numbered(order)
    emit(next, {
      type: 'move',
      rowId,
      from: current.findIndex((row) => rowIdOf(row) === rowId),
      to: order.findIndex((row) => rowIdOf(row) === rowId),
      changed: next.filter((row, index) => row !== order[index]),
    })
    showRows(next)
  }

  const setCellValue = (rowId: string, key: string, value: unknown) => {
    const row = rowsRef.current.find((candidate) => rowIdOf(candidate) === rowId)
    if (row) applyEdit(row, key, value)
  }

  // The cells act through the latest handlers.
  useEffect(() => {
    bridge.connect(
      {
        setCellValue,
        moveRow,
        insertBelow: (rowId) => {
          insertRowBelow(rowId)
        },
        toggleExpanded: (rowId) => setRowExpanded(rowId, !expandedRows.has(rowId)),
      },
      rowIdOf,
    )
  })

  const removeRows = (removed: Row[]): Row[] => {
    if (removed.length === 0) return removed
    const gone = new Set(removed)
    emit(
      rowsRef.current.filter((row) => !gone.has(row)),
      { type: 'remove', rows: removed },
    )
    const contents: Row[] = []
    for (const row of removed) {
      const rowId = rowIdOf(row)
      cellErrors.deleteRow(rowId)
      const content = expandedRows.get(rowId)
      if (content) contents.push(content as Row)
      expandedRows.delete(rowId)
    }
    const api = apiRef.current
    if (api) {
      api.applyTransaction({ remove: [...removed, ...contents] })
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
    setCellValue,
    moveRow,
    insertRowBelow,
    setRowExpanded,
    getGridApi: () => apiRef.current,
  }))

  const toolbarActions = toolbar.filter(
    (action) =>
      permissions?.[action] !== false &&
      (action !== 'save' || onSave !== undefined) &&
      ((action !== 'remove' && action !== 'clearSelection') || selectable),
  )

  const getRowId = useCallback(
    (params: GetRowIdParams<Row>) =>
      params.rowPinned
        ? `statistics-${String((params.data as Record<string, unknown>).__statistic)}`
        : isExpandedRowData(params.data)
          ? `expanded-${rowIdOf(params.data[EXPANDED_ROW_OF])}`
          : rowIdOf(params.data),
    [rowIdOf],
  )

  const rowSelection = useMemo<RowSelectionOptions<Row> | undefined>(() => {
    const isRowSelectable = (node: IRowNode<Row>) => !node.rowPinned && !isExpandedRowData(node.data)
    if (multiSelect) {
      return {
        mode: 'multiRow',
        checkboxes: true,
        headerCheckbox: true,
        enableClickSelection: false,
        isRowSelectable,
      }
    }
    // row-radio: single selection through the radio cells (SPEC §4).
    if (singleSelect)
      return { mode: 'singleRow', checkboxes: false, enableClickSelection: false, isRowSelectable }
    return undefined
  }, [multiSelect, singleSelect])

  const isFullWidthRow = useCallback(
    (params: IsFullWidthRowParams<Row>) => isExpandedRowData(params.rowNode.data),
    [],
  )
  const getRowHeight = useCallback(
    (params: RowHeightParams<Row>) => (isExpandedRowData(params.data) ? expandedRowHeight : undefined),
    [expandedRowHeight],
  )
  const fullWidthParams = useMemo<ExpandedRowParams>(
    () => ({ renderExpanded: renderExpanded as ExpandedRowParams['renderExpanded'] }),
    [renderExpanded],
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
      >
        <AgGridReact<Row>
          theme={editableTableTheme}
          rowData={initialRows as Row[]}
          columnDefs={columnDefs}
          getRowId={getRowId}
          readOnlyEdit
          onCellEditRequest={onCellEditRequest}
          onCellKeyDown={onCellKeyDown}
          rowSelection={rowSelection}
          selectionColumnDef={selectionColumnDef}
          onSelectionChanged={(event) => setSelectedCount(event.api.getSelectedNodes().length)}
          onGridReady={onGridReady}
          stopEditingWhenCellsLoseFocus
          enterNavigatesVerticallyAfterEdit
          rowDragManaged={sortKey !== undefined}
          onRowDragEnd={onRowDragEnd}
          isFullWidthRow={isFullWidthRow}
          fullWidthCellRenderer={ExpandedRow}
          fullWidthCellRendererParams={fullWidthParams}
          getRowHeight={getRowHeight}
          domLayout={height === 'auto' ? 'autoHeight' : 'normal'}
          suppressColumnVirtualisation={height === 'auto'}
        />
      </div>
    </div>
  )
}
