import { msg, t, useT } from '../i18n/i18n'
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
  type CellClassParams,
  type CellEditRequestEvent,
  type CellKeyDownEvent,
  type ColDef,
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
import {
  cellsToTsv,
  clearCells,
  isSingleCell,
  RANGE_CELL_CLASS,
  rangeBetween,
  rangeColumns,
  rangeContains,
  rowsToRefresh,
  type CellPosition,
  type CellRange,
} from './cell-range'
import { applyBlock, cellText, parseTsv, pastableColumns, rowsToTsv, type PastedCell } from './clipboard'
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
  defaultToolbarLabels,
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
export type { PastedCell } from './clipboard'
export type { CellRange } from './cell-range'
export { RANGE_CELL_CLASS } from './cell-range'
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

/** Keys, translated where drawn. */
export const DEFAULT_STATISTIC_LABELS: StatisticLabels = { sum: msg('合计'), average: msg('平均值') }

/** What changed, given to `onChange` with the new rows. */
export type RowsChange<Row> =
  | { type: 'edit'; rowId: string; key: string; value: unknown; row: Row }
  /**
   * Rows were added. `renumbered` are the other rows whose sort key (`orderNum`) was rewritten by the
   * insertion (insert below, in a drag-sort table), already in their new form.
   */
  | { type: 'add'; rows: Row[]; renumbered?: Row[] }
  | { type: 'remove'; rows: Row[] }
  /**
   * A row moved (drag-sort menu or drag): from and to are positions among the rows; `changed` are
   * the rows whose sort key (`orderNum`) was rewritten, already in their new form.
   */
  | { type: 'move'; rowId: string; from: number; to: number; changed: Row[] }
  /**
   * A block pasted from a spreadsheet: ONE change. `changed` are the existing rows it changed and
   * `added` the rows it added below the last one (both in their new form); `cells` every cell it set.
   */
  | { type: 'paste'; changed: Row[]; added: Row[]; cells: PastedCell[] }
  /**
   * Ctrl/Cmd+X: the copied block's editable cells were cleared, as ONE change. `changed` are the rows
   * it changed (in their new form) and `cells` every cell it cleared, with its new (empty) value.
   */
  | { type: 'cut'; changed: Row[]; cells: PastedCell[] }

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
  /** The row id field (docs/spec.md §3 default `id`). */
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

/** What the live region says after a paste. */
export const PASTE_MESSAGE = (rows: number, columns: number) =>
  t('已粘贴 {{rows}} 行 × {{columns}} 列', { rows, columns })
/** What the live region says after a cut (Ctrl/Cmd+X). */
export const CUT_MESSAGE = (rows: number, columns: number) =>
  t('已剪切 {{rows}} 行 × {{columns}} 列', { rows, columns })
/** What the live region says after copying a block of more than one cell. */
export const COPY_MESSAGE = (rows: number, columns: number) =>
  t('已复制 {{rows}} 行 × {{columns}} 列', { rows, columns })

const NAVIGATION_KEYS: ReadonlySet<string> = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'])

/** What a copy takes: its text and, for a cut, the cells it covers (rows × columns). */
interface CopiedBlock<Row> {
  text: string
  rows: Row[]
  columns: EditableColumn<Row>[]
  height: number
  width: number
}

function samePosition(a: CellPosition | null, b: CellPosition | null): boolean {
  return a?.rowIndex === b?.rowIndex && a?.columnKey === b?.columnKey
}

/** Clipboard events the table already answered (the key handler's document listener). */
const answeredClipboardEvents = new WeakSet<Event>()

/** A keyboard or clipboard event from a control inside a cell (an editor, a slot's input). */
function fromTextControl(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null)
  )
}

/** A column whose rules compare rows (`unique`, pattern `only`): validated as a whole. */
function isUniqueColumn(column: {
  validateRules?: readonly { unique?: boolean; pattern?: unknown }[]
}): boolean {
  return (column.validateRules ?? []).some((rule) => rule.unique === true || rule.pattern === 'only')
}

/** docs/spec.md §9: random ids are 32 hex characters. */
function randomId(): string {
  return crypto.randomUUID().replace(/-/g, '')
}

/**
 * The editable table on AG Grid Community: the column definitions of docs/spec.md §3, the
 * cell types of docs/spec.md §4, the validation rules of docs/spec.md §5 over every row, a statistics row and the
 * toolbar of docs/spec.md §2. Rows are immutable: an edit replaces one row object and the array.
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
  const bodyRef = useRef<HTMLDivElement>(null)
  const rowsRef = useRef<readonly Row[]>(rows)
  /** The cell range: the cell it starts from (the focused cell before Shift) and the rectangle. */
  const rangeAnchorRef = useRef<CellPosition | null>(null)
  const rangeRef = useRef<CellRange | null>(null)
  /** The focused cell the range last followed, and the one before the key or click being handled. */
  const rangeFocusRef = useRef<CellPosition | null>(null)
  const focusBeforeRef = useRef<CellPosition | null>(null)
  const [cellErrors] = useState(() => new CellErrors())
  const [initialRows] = useState(rows)
  const [selectedCount, setSelectedCount] = useState(0)
  const [saving, setSaving] = useState(false)
  const [collapsed, setCollapsed] = useState(defaultCollapsed)
  const [announcement, setAnnouncement] = useState('')
  /**
   * The table holds invalid cells: only then do the validated text columns draw them with InvalidCell
   * (see `markInvalidCells`). Changing it swaps the column definitions, and the grid redraws their cells.
   */
  const [holdsErrors, setHoldsErrors] = useState(false)
  const syncErrors = useCallback(() => setHoldsErrors(!cellErrors.isEmpty()), [cellErrors])

  // The default labels in the screen's language: `translate` changes with it.
  const translate = useT()
  const toolbarLabels = useMemo(() => {
    void translate
    return { ...defaultToolbarLabels(), ...labels }
  }, [labels, translate])
  const statisticLabels = useMemo(
    () => ({
      sum: labels?.sum ?? translate(DEFAULT_STATISTIC_LABELS.sum),
      average: labels?.average ?? translate(DEFAULT_STATISTIC_LABELS.average),
    }),
    [labels, translate],
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
        markInvalidCells: holdsErrors,
      }),
    [columns, dictionaries, errorFor, rowIdOf, disabled, labelColumnKey, bridge, rowNumberOf, holdsErrors],
  )
  /** The data columns get the range class while in the range (re-evaluated on `refreshCells`). */
  const gridColumnDefs = useMemo(() => {
    const rangeKeys = new Set(dataColumns.map((column) => column.key))
    const inRange = (params: CellClassParams<Row>) =>
      !params.node.rowPinned &&
      rangeContains(rangeRef.current, params.node.rowIndex, params.colDef.colId ?? '')
    return columnDefs.map((def): ColDef<Row> =>
      def.colId !== undefined && rangeKeys.has(def.colId)
        ? { ...def, cellClassRules: { ...def.cellClassRules, [RANGE_CELL_CLASS]: inRange } }
        : def,
    )
  }, [columnDefs, dataColumns])

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

  /**
   * The statistics rows of the first rows, given to the grid with them (not set again once it is ready),
   * and the last statistics rows by the rows and labels they were computed for (each pass reads every row).
   */
  const [initialStatistics] = useState(() => ({
    rows: initialRows,
    compute: statisticsRows,
    result: statisticsRows(initialRows),
  }))
  const statisticsCache = useRef<typeof initialStatistics>(initialStatistics)
  const refreshStatistics = useCallback(() => {
    const api = apiRef.current
    if (!api) return
    const current = rowsRef.current
    const cached = statisticsCache.current
    if (cached.rows === current && cached.compute === statisticsRows) {
      // Unchanged rows: the grid already shows these figures.
      if (api.getGridOption('pinnedBottomRowData') !== cached.result)
        api.setGridOption('pinnedBottomRowData', cached.result)
      return
    }
    const result = statisticsRows(current)
    statisticsCache.current = { rows: current, compute: statisticsRows, result }
    api.setGridOption('pinnedBottomRowData', result)
  }, [statisticsRows])

  /** Renumbers the row-number cells after rows were added or removed. */
  const refreshRowNumbers = useCallback(() => {
    const rowNumberKeys = columns.filter((column) => column.type === 'row-number').map((column) => column.key)
    if (rowNumberKeys.length > 0) apiRef.current?.refreshCells({ columns: rowNumberKeys, force: true })
  }, [columns])

  /** Sets the cell range; only the rendered rows it leaves or enters are refreshed (their classes). */
  const setCellRange = useCallback((next: CellRange | null) => {
    const previous = rangeRef.current
    rangeRef.current = next
    const api = apiRef.current
    if (!api || (previous === null && next === null)) return
    const indexes = rowsToRefresh(
      previous,
      next,
      api.getFirstDisplayedRowIndex(),
      api.getLastDisplayedRowIndex(),
    )
    const rowNodes = indexes.flatMap((index) => {
      const node = api.getDisplayedRowAtIndex(index)
      return node ? [node] : []
    })
    const keys = new Set([...(previous?.columnKeys ?? []), ...(next?.columnKeys ?? [])])
    if (rowNodes.length > 0) api.refreshCells({ rowNodes, columns: [...keys] })
  }, [])

  /** The shown data columns, in order (columns cannot be moved): what a range spans. */
  const rangeColumnOrder = useMemo(
    () => dataColumns.filter((column) => column.type !== 'hidden').map((column) => column.key),
    [dataColumns],
  )

  /** The focused cell as a range position; `null` without one or on a statistics row. */
  const focusedPosition = (): CellPosition | null => {
    const focused = apiRef.current?.getFocusedCell()
    if (!focused || focused.rowPinned) return null
    return { rowIndex: focused.rowIndex, columnKey: focused.column.getColId() }
  }

  /**
   * The range follows the focused cell: with Shift (click or arrow) it spans from the cell it started
   * from to the focused one; any other focus move starts a new range there. `whenMoved`: only if the
   * focus moved since the range last followed it.
   */
  const followFocus = (extending: boolean, whenMoved: boolean) => {
    const position = focusedPosition()
    const last = rangeFocusRef.current
    if (whenMoved && samePosition(position, last)) return
    // The focus moved without the range following (the API, before its asynchronous event): the range
    // starts from where the focus was before this key or click.
    const before = focusBeforeRef.current
    if (extending && before && !samePosition(before, last)) rangeAnchorRef.current = before
    rangeFocusRef.current = position
    const anchor = rangeAnchorRef.current
    if (position && extending && anchor) {
      setCellRange(rangeBetween(anchor, position, rangeColumnOrder))
      return
    }
    rangeAnchorRef.current = position
    setCellRange(null)
  }

  /** The grid's focus event (asynchronous): a move made otherwise (the API, Tab …) starts anew. */
  const onCellFocused = () => followFocus(false, true)

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
    refreshStatistics()
  }, [refreshStatistics])

  /**
   * Takes the new rows and reports the change. `replaced` (an edit): each old row object and its new
   * one, when the caller knows them; else they are looked up by id (which maps every row id once).
   */
  const emit = useCallback(
    (next: Row[], change: RowsChange<Row>, replaced?: ReadonlyMap<Row, Row>) => {
      const previous = rowsRef.current
      rowsRef.current = next
      if (change.type === 'edit' || change.type === 'cut') {
        // Values only: the rows keep their places, so the position maps and the cells that show
        // positions (row numbers, sort menus) stay as they are.
        let pairs: ReadonlyMap<unknown, unknown> | undefined = replaced
        if (pairs === undefined) {
          const found = new Map<unknown, unknown>()
          for (const row of change.type === 'edit' ? [change.row] : change.changed) {
            const index = bridge.positionOf(rowIdOf(row))
            if (index >= 0) found.set(previous[index], row)
          }
          pairs = found
        }
        bridge.replaceRows(next, pairs)
        onChange?.(next, change)
        return
      }
      bridge.setRows(next)
      // Rows moved, came or went: the range (by position) no longer means the same cells.
      if (change.type === 'add' || change.type === 'remove' || change.type === 'move') setCellRange(null)
      onChange?.(next, change)
      notify()
    },
    [onChange, notify, bridge, setCellRange, rowIdOf],
  )

  /**
   * The cells to re-validate after the rows were replaced by `next`: per column with rules, the rows
   * whose value in it changed (unique columns: any change or removal). Drops the errors of removed rows.
   */
  function staleCells(previous: readonly Row[], next: readonly Row[]): Map<string, Row[]> {
    const byId = new Map(previous.map((row) => [rowIdOf(row), row]))
    const ids = new Set<string>()
    const stale = new Map<string, Row[]>()
    const checked = dataColumns.filter((column) => (column.validateRules?.length ?? 0) > 0)
    for (const row of next) {
      const id = rowIdOf(row)
      ids.add(id)
      const old = byId.get(id)
      if (old === undefined || old === row) continue
      for (const column of checked) {
        const before = (old as Record<string, unknown>)[column.key]
        const after = (row as Record<string, unknown>)[column.key]
        if (Object.is(before, after)) continue
        const list = stale.get(column.key)
        if (list) list.push(row)
        else stale.set(column.key, [row])
      }
    }
    const removed = [...byId.keys()].filter((id) => !ids.has(id))
    for (const id of removed) cellErrors.deleteRow(id)
    if (removed.length > 0) {
      // A removed row may have been the other half of a duplicate.
      for (const column of checked)
        if (isUniqueColumn(column) && !stale.has(column.key)) stale.set(column.key, [])
    }
    return stale
  }

  /**
   * Re-validates some cells: per column key, the rows to check (a unique column is re-validated whole).
   * Results for rows replaced meanwhile are dropped (their own edit re-validates them).
   */
  const revalidateCells = async (targets: ReadonlyMap<string, readonly Row[]>) => {
    const current = rowsRef.current
    const results = await Promise.all(
      [...targets].flatMap(([key, targetRows]) => {
        const column = columnByKey.get(key)
        if (!column || (column.validateRules?.length ?? 0) === 0) return []
        const unique = isUniqueColumn(column)
        return [
          validateRows(unique ? current : targetRows, [column], { rowKey }).then((result) => ({
            column,
            unique,
            targetRows,
            result,
          })),
        ]
      }),
    )
    const latest = rowsRef.current
    const present = latest === current ? null : new Set(latest)
    const keys: string[] = []
    for (const { column, unique, targetRows, result } of results) {
      if (unique) {
        if (present) continue
        cellErrors.replaceColumn(column.key, result.errors)
      } else {
        const messages = new Map(result.errors.map((error) => [error.rowId, error.message]))
        for (const row of targetRows) {
          if (present && !present.has(row)) continue
          const rowId = rowIdOf(row)
          cellErrors.set(rowId, column.key, messages.get(rowId) ?? null)
        }
      }
      keys.push(column.key)
    }
    if (keys.length > 0) apiRef.current?.refreshCells({ columns: keys, force: true })
    syncErrors()
  }

  // The validation errors of rows that did not change are kept (a live update of one row must not
  // clear what the user is fixing in another); the changed cells of a changed row are re-validated.
  useEffect(() => {
    if (rows === rowsRef.current) return
    const previous = rowsRef.current
    rowsRef.current = rows
    bridge.setRows(rows)
    const stale = staleCells(previous, rows)
    syncErrors()
    expandedRows.clear()
    setCellRange(null)
    apiRef.current?.setGridOption('rowData', rows as Row[])
    refreshStatistics()
    notify()
    if (stale.size > 0) void revalidateCells(stale)
    // staleCells and revalidateCells are new each render; the effect acts only on a new `rows`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, refreshStatistics, cellErrors, notify, bridge, expandedRows, setCellRange, syncErrors])

  /** Re-validates an edited cell; a unique column is re-validated whole (a duplicate may have gone). */
  const revalidate = async (column: EditableColumn<Row>, row: Row) => {
    const rules = column.validateRules ?? []
    if (rules.length === 0) return
    const unique = isUniqueColumn(column)
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
    syncErrors()
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
    // The edited row's old object is known: no look-up by id (the first one maps all rows).
    emit(next, { type: 'edit', rowId, key, value, row }, new Map([[previous, row]]))
    showUpdatedRows([row])
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
    if (!(keyboard instanceof KeyboardEvent)) return
    if (keyboard.key !== 'Enter') return
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

  /** Drag-sort tables write each row's 1-based position to the sort key (docs/spec.md §3 `orderNum`). */
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
    const spliced = [...current.slice(0, index + 1), added, ...current.slice(index + 1)]
    const next = numbered(spliced)
    const inserted = next[index + 1] as Row
    // The rows below moved down one place: their new sort key is journalled with the new row, so a
    // reload (applyJournal with the sort key) shows the same order.
    const renumbered = next.filter((row, position) => position !== index + 1 && row !== spliced[position])
    emit(next, { type: 'add', rows: [inserted], ...(sortKey ? { renumbered } : {}) })
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

  /** The focused data cell: its row (among the rows) and column key; none on statistics or expanded rows. */
  const focusedDataCell = (): { row: Row; rowIndex: number; columnKey: string } | null => {
    const api = apiRef.current
    const focused = api?.getFocusedCell()
    if (!api || !focused || focused.rowPinned) return null
    const data = api.getDisplayedRowAtIndex(focused.rowIndex)?.data
    if (data === undefined || isExpandedRowData(data)) return null
    const current = rowsRef.current
    let rowIndex = current.indexOf(data)
    if (rowIndex < 0) {
      const rowId = rowIdOf(data)
      rowIndex = current.findIndex((row) => rowIdOf(row) === rowId)
    }
    const row = current[rowIndex]
    if (row === undefined) return null
    return { row, rowIndex, columnKey: focused.column.getColId() }
  }

  /** A range of more than one cell, else `null` (one cell acts as the focused cell). */
  const activeRange = (): CellRange | null => {
    const range = rangeRef.current
    return range && !isSingleCell(range) ? range : null
  }

  /** The data rows of a range's displayed rows (expanded content rows left out). */
  const rangeRows = (range: CellRange): Row[] => {
    const api = apiRef.current
    if (!api) return []
    const result: Row[] = []
    for (let index = range.top; index <= range.bottom; index++) {
      const data = api.getDisplayedRowAtIndex(index)?.data
      if (data !== undefined && !isExpandedRowData(data)) result.push(data)
    }
    return result
  }

  /** Where a paste starts: the top left cell of the range, else the focused cell. */
  const pasteStart = (): { rowIndex: number; columnKey: string } | null => {
    const range = activeRange()
    if (!range) return focusedDataCell()
    const first = rangeRows(range)[0]
    const columnKey = range.columnKeys[0]
    if (first === undefined || columnKey === undefined) return null
    const rowIndex = rowsRef.current.indexOf(first)
    return rowIndex < 0 ? null : { rowIndex, columnKey }
  }

  /**
   * Shows rows whose values changed (same ids, same places). Each row node takes its new data and
   * repaints its changed cells only: a transaction would refresh the whole row model (row positions,
   * the select-all state over every row), which costs hundreds of ms at 100,000 rows. An expanded row's
   * content row is replaced with it, through a transaction.
   */
  const showUpdatedRows = (changed: readonly Row[]) => {
    const api = apiRef.current
    if (!api) return
    const withContent: Row[] = []
    for (const row of changed) {
      const rowId = rowIdOf(row)
      if (expandedRows.has(rowId)) {
        const content = { [EXPANDED_ROW_OF]: row }
        expandedRows.set(rowId, content)
        withContent.push(row, content as Row)
      } else api.getRowNode(rowId)?.updateData(row)
    }
    if (withContent.length > 0) api.applyTransaction({ update: withContent })
  }

  /**
   * Shows rows a paste or cut changed or added, refreshes the statistics and row numbers, and
   * re-validates the cells it set like typed ones.
   */
  const showChangedCells = (changed: readonly Row[], added: Row[], cells: readonly PastedCell[]) => {
    const api = apiRef.current
    if (!api) return
    showUpdatedRows(changed)
    if (added.length > 0) api.applyTransaction({ add: added })
    refreshStatistics()
    if (added.length > 0) refreshRowNumbers()
    const targets = new Map<string, Row[]>()
    const byId = new Map([...changed, ...added].map((row) => [rowIdOf(row), row]))
    for (const cell of cells) {
      const row = byId.get(cell.rowId)
      if (!row) continue
      const list = targets.get(cell.key)
      if (list) {
        if (list.at(-1) !== row) list.push(row)
      } else targets.set(cell.key, [row])
    }
    void revalidateCells(targets)
  }

  /**
   * Pastes TSV text (from a spreadsheet) at the top left cell of the range, else at the focused cell,
   * to the right and down, over the pastable columns; adds rows at the end when the table allows
   * adding. ONE `paste` change; the pasted cells are validated like typed ones. Returns whether the
   * text was taken.
   */
  const pasteText = (text: string): boolean => {
    const api = apiRef.current
    const start = pasteStart()
    if (!api || !start || disabled) return false
    const block = parseTsv(text)
    const current = rowsRef.current
    const canAdd = toolbar.includes('add') && permissions?.add !== false
    const result = applyBlock(current, columns, start, block, {
      rowKey,
      dictionaries,
      newRow: canAdd
        ? (index) => newRow((sortKey ? { [sortKey]: index + 1 } : {}) as Partial<Row>)
        : undefined,
    })
    if (result.height === 0 || result.width === 0) return false
    setAnnouncement(PASTE_MESSAGE(result.height, result.width))
    if (result.cells.length === 0 && result.added.length === 0) return true
    emit(result.rows, { type: 'paste', changed: result.changed, added: result.added, cells: result.cells })
    showChangedCells(result.changed, result.added, result.cells)
    return true
  }

  /**
   * What Ctrl/Cmd+C copies (and Ctrl/Cmd+X cuts): the selected rows' pastable columns when rows are
   * selected; else the cell range's cells; else the focused cell. `null` when there is nothing to copy.
   */
  const copiedBlock = (): CopiedBlock<Row> | null => {
    const api = apiRef.current
    if (!api) return null
    const selected = multiSelect ? api.getSelectedRows() : []
    if (selected.length > 0) {
      const chosen = new Set(selected)
      const picked = rowsRef.current.filter((row) => chosen.has(row))
      const copied = pastableColumns(columns)
      return {
        text: rowsToTsv(picked, columns, dictionaries),
        rows: picked,
        columns: copied,
        height: picked.length,
        width: copied.length,
      }
    }
    const range = activeRange()
    if (range) {
      const picked = rangeRows(range)
      const copied = rangeColumns(range, dataColumns)
      if (picked.length === 0 || copied.length === 0) return null
      return {
        text: cellsToTsv(picked, copied, dictionaries),
        rows: picked,
        columns: copied,
        height: picked.length,
        width: copied.length,
      }
    }
    const focused = focusedDataCell()
    const column = focused ? columnByKey.get(focused.columnKey) : undefined
    if (!focused || !column) return null
    if (column.type === 'row-number')
      return { text: String(rowNumberOf(focused.row)), rows: [], columns: [], height: 1, width: 1 }
    if (ROW_TYPES.has(column.type)) return null
    const text = cellText(column, (focused.row as Record<string, unknown>)[column.key], dictionaries)
    return { text, rows: [focused.row], columns: [column], height: 1, width: 1 }
  }

  /**
   * Cut: clears the copied block's editable cells (not read-only, row-level or disabled columns; nothing
   * in a disabled table) as ONE `cut` change, re-validated like typed edits, and announces it.
   */
  const cutBlock = (block: CopiedBlock<Row>) => {
    if (disabled) {
      setAnnouncement(COPY_MESSAGE(block.height, block.width))
      return
    }
    setAnnouncement(CUT_MESSAGE(block.height, block.width))
    const result = clearCells(rowsRef.current, block.rows, block.columns, { rowKey, dictionaries })
    if (result.cells.length === 0) return
    emit(result.rows, { type: 'cut', changed: result.changed, cells: result.cells })
    showChangedCells(result.changed, [], result.cells)
  }

  const editingCell = () => (apiRef.current?.getEditingCells().length ?? 0) > 0

  const onPaste = (event: ClipboardEvent) => {
    if (fromTextControl(event.target) || editingCell()) return
    const text = event.clipboardData?.getData('text/plain') ?? ''
    if (text !== '' && pasteText(text)) event.preventDefault()
  }

  /**
   * The `copy` and `cut` events (when they reach the table and the key handler did not answer them):
   * the table's text instead of the page selection; a cut then clears the copied cells.
   */
  const onClipboard = (event: ClipboardEvent) => {
    if (answeredClipboardEvents.has(event) || fromTextControl(event.target) || editingCell()) return
    const block = copiedBlock()
    if (block === null || !event.clipboardData) return
    event.clipboardData.setData('text/plain', block.text)
    event.preventDefault()
    if (event.type === 'cut') cutBlock(block)
  }

  /**
   * Ctrl/Cmd+C and Ctrl/Cmd+X on a cell: the async Clipboard API, and the `copy`/`cut` event that
   * follows the key (it targets the page body when nothing is selected) as the fallback where that API
   * is missing or refused; a cut then clears the copied cells. Escape drops the cell range.
   */
  const onKeyDown = (keyboard: KeyboardEvent) => {
    if (keyboard.key === 'Escape' && rangeRef.current !== null && !editingCell()) {
      const focused = apiRef.current?.getFocusedCell()
      rangeAnchorRef.current =
        focused && !focused.rowPinned
          ? { rowIndex: focused.rowIndex, columnKey: focused.column.getColId() }
          : null
      setCellRange(null)
      return
    }
    const key = keyboard.key.toLowerCase()
    if (!(keyboard.ctrlKey || keyboard.metaKey) || keyboard.altKey || (key !== 'c' && key !== 'x')) {
      // After the grid moved the focus (arrows, Tab, Enter, Home …): Shift+arrows extend the range.
      if (!fromTextControl(keyboard.target))
        followFocus(keyboard.shiftKey && NAVIGATION_KEYS.has(keyboard.key), true)
      return
    }
    if (fromTextControl(keyboard.target) || editingCell()) return
    const block = copiedBlock()
    if (block === null) return
    const eventName = key === 'x' ? 'cut' : 'copy'
    const onDocumentClipboard = (event: ClipboardEvent) => {
      answeredClipboardEvents.add(event)
      if (!event.clipboardData) return
      event.clipboardData.setData('text/plain', block.text)
      event.preventDefault()
    }
    const ownerDocument = keyboard.target instanceof Node ? keyboard.target.ownerDocument : document
    ownerDocument?.addEventListener(eventName, onDocumentClipboard, { capture: true, once: true })
    setTimeout(() => ownerDocument?.removeEventListener(eventName, onDocumentClipboard, { capture: true }), 0)
    const clipboard = (navigator as Navigator & { clipboard?: Partial<Clipboard> }).clipboard
    if (typeof clipboard?.writeText === 'function')
      void clipboard.writeText(block.text).catch(() => undefined)
    if (eventName === 'cut') cutBlock(block)
    else if (block.height * block.width > 1) setAnnouncement(COPY_MESSAGE(block.height, block.width))
  }

  /** After the grid focused the clicked cell: Shift+click spans the range to it, a click starts anew. */
  const onMouseDown = (event: MouseEvent) => {
    if (event.button !== 0 || !(event.target instanceof Element) || !event.target.closest('.ag-cell')) return
    if (event.shiftKey && rangeAnchorRef.current !== null) event.preventDefault() // no text selection
    followFocus(event.shiftKey, false)
  }

  // Paste, copy, cut, their keys and clicks inside the grid go to the latest handlers.
  const noteFocus = () => {
    focusBeforeRef.current = focusedPosition()
  }
  // Escape in a cell editor cancels the edit only. A dialog around the table (Radix listens on the document,
  // capture phase, and marks the event handled, which the grid then ignores) would close instead: this
  // listener on the window runs first, cancels the edit, keeps the focus on the cell and stops the event.
  useEffect(() => {
    const cancelEdit = (event: KeyboardEvent) => {
      const target = event.target
      if (event.key !== 'Escape' || !(target instanceof Element) || !bodyRef.current?.contains(target)) return
      if (!target.closest('.ag-cell-inline-editing, .ag-popup-editor')) return
      const api = apiRef.current
      const cell = api?.getFocusedCell()
      if (!api || !cell) return
      event.stopPropagation()
      api.stopEditing(true)
      api.setFocusedCell(cell.rowIndex, cell.column, cell.rowPinned)
    }
    window.addEventListener('keydown', cancelEdit, true)
    return () => window.removeEventListener('keydown', cancelEdit, true)
  }, [])
  const clipboardHandlers = useRef({ onPaste, onClipboard, onKeyDown, onMouseDown, noteFocus })
  useEffect(() => {
    clipboardHandlers.current = { onPaste, onClipboard, onKeyDown, onMouseDown, noteFocus }
  })
  useEffect(() => {
    const body = bodyRef.current
    if (!body) return
    const paste = (event: ClipboardEvent) => clipboardHandlers.current.onPaste(event)
    const clipboard = (event: ClipboardEvent) => clipboardHandlers.current.onClipboard(event)
    const keydown = (event: KeyboardEvent) => clipboardHandlers.current.onKeyDown(event)
    const mousedown = (event: MouseEvent) => clipboardHandlers.current.onMouseDown(event)
    // Before the grid moves the focus (on keydown, on pointerdown for a click): where it was.
    const noteFocus = () => clipboardHandlers.current.noteFocus()
    body.addEventListener('paste', paste)
    body.addEventListener('copy', clipboard)
    body.addEventListener('cut', clipboard)
    body.addEventListener('keydown', keydown)
    body.addEventListener('mousedown', mousedown)
    body.addEventListener('keydown', noteFocus, { capture: true })
    body.addEventListener('pointerdown', noteFocus, { capture: true })
    return () => {
      body.removeEventListener('paste', paste)
      body.removeEventListener('copy', clipboard)
      body.removeEventListener('cut', clipboard)
      body.removeEventListener('keydown', keydown)
      body.removeEventListener('mousedown', mousedown)
      body.removeEventListener('keydown', noteFocus, { capture: true })
      body.removeEventListener('pointerdown', noteFocus, { capture: true })
    }
  }, [])

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
    syncErrors()
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
    syncErrors()
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
    getCellRange: () => rangeRef.current,
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

  /**
   * Only tables whose rows can expand (a row-expand column or `renderExpanded`) size rows one by one: with
   * any `getRowHeight`, AG Grid re-estimates and re-positions every row whenever new rows scroll into view
   * (10 ms a frame at 100,000 rows). Nor do the other tables need a selectable check: it would run over
   * every row at mount (the grid itself never selects the pinned statistics rows).
   */
  const expandable = renderExpanded !== undefined || columns.some((column) => column.type === 'row-expand')
  const rowSelection = useMemo<RowSelectionOptions<Row> | undefined>(() => {
    // Expanded content rows are not selectable.
    const isRowSelectable = expandable
      ? (node: IRowNode<Row>) => !node.rowPinned && !isExpandedRowData(node.data)
      : undefined
    if (multiSelect) {
      return {
        mode: 'multiRow',
        checkboxes: true,
        headerCheckbox: true,
        enableClickSelection: false,
        isRowSelectable,
      }
    }
    // row-radio: single selection through the radio cells (docs/spec.md §4).
    if (singleSelect)
      return { mode: 'singleRow', checkboxes: false, enableClickSelection: false, isRowSelectable }
    return undefined
  }, [multiSelect, singleSelect, expandable])

  const isFullWidthRow = useCallback(
    (params: IsFullWidthRowParams<Row>) => isExpandedRowData(params.rowNode.data),
    [],
  )
  const getRowHeight = useMemo(
    () =>
      expandable
        ? (params: RowHeightParams<Row>) => (isExpandedRowData(params.data) ? expandedRowHeight : undefined)
        : undefined,
    [expandable, expandedRowHeight],
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
          pinnedBottomRowData={initialStatistics.result}
          columnDefs={gridColumnDefs}
          getRowId={getRowId}
          readOnlyEdit
          onCellEditRequest={onCellEditRequest}
          onCellKeyDown={onCellKeyDown}
          onCellFocused={onCellFocused}
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
      <div role="status" aria-live="polite" className="sr-only" data-slot="editable-table-status">
        {announcement}
      </div>
    </div>
  )
}
