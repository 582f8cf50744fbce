/**
 * Turns the table's column definitions (docs/spec.md §3) into AG Grid column definitions, one per cell type
 * of docs/spec.md §4. Plain types use the grid's own editors and text rendering (no React per cell); only
 * progress, invalid, multi-select, upload, slot and the row-level cells (radio, expand, drag-sort)
 * get a React renderer, and number, tags, search-select and multi-select cells a React editor while
 * they are being edited.
 */
import type {
  CellClassParams,
  ColDef,
  EditableCallbackParams,
  ValueFormatterParams,
  ValueGetterParams,
} from 'ag-grid-community'
import {
  booleanToCheckbox,
  checkboxToBoolean,
  formatDateValue,
  formatThousands,
  joinMultiple,
  normalizeNumberOnBlur,
  normalizeTags,
  optionsToRefData,
  optionText,
  splitMultiple,
  type SelectOption,
} from './cell-values'
import { CELL_TYPES, READ_ONLY_TYPES, ROW_TYPES, type CellType, type EditableColumn } from './editable-column'
import { FilteredTextEditor, type FilteredTextEditorParams } from './filtered-text-editor'
import { InvalidCell, type InvalidCellParams } from './invalid-cell'
import { ProgressCell } from './progress-cell'
import { RowDragSortCell } from './row-drag-sort-cell'
import { RowExpandCell } from './row-expand-cell'
import { RowRadioCell, type RowRadioCellParams } from './row-radio-cell'
import { SelectMultipleCell, type SelectMultipleCellParams } from './select-multiple-cell'
import { SelectMultipleEditor, type SelectMultipleEditorParams } from './select-multiple-editor'
import { SELECT_LIST_KEYS, SelectListEditor, type SelectListEditorParams } from './select-list-editor'
import { SelectSearchEditor, type SelectSearchEditorParams } from './select-search-editor'
import { SlotCell, type SlotCellParams } from './slot-cell'
import { StatisticLabelCell } from './statistic-label-cell'
import { inertCellActions, type RowCellParams, type TableCellActions } from './table-cell-actions'
import { UploadCell, type UploadCellParams } from './upload-cell'

/** The class of an invalid cell (styled by the table root). */
export const INVALID_CELL_CLASS = 'editable-table-invalid'

/** The field of a statistics row that holds its label. */
export const STATISTIC_LABEL = '__statisticLabel'

export interface ColumnDefOptions {
  /** Dictionary items by code, for select cells with a `dictCode`. */
  dictionaries?: Readonly<Record<string, readonly SelectOption[]>>
  /** The validation message of a cell, if it is invalid. */
  errorFor: (rowId: string, key: string) => string | undefined
  /** The id of a row. */
  rowIdOf: (row: unknown) => string
  /** The whole table is read-only. */
  disabled?: boolean
  /** The column whose statistics cells show the row's label ('合计', '平均值'). */
  labelColumnKey?: string
  /** What row-level, upload and slot cells act through (inert when absent). */
  actions?: TableCellActions
  /**
   * The 1-based number of a row (default: its grid index + 1). `rowIndex` is the row's index in the grid,
   * which the table checks first (the rows' positions match it unless a row is expanded).
   */
  rowNumberOf?: (row: unknown, rowIndex: number | null) => number
  /**
   * Invalid cells of text columns are drawn by {@link InvalidCell} (`aria-invalid`, the message). Default
   * true; the table sets it only while it holds errors: a `cellRendererSelector` sends every cell of its
   * column through the grid's renderer path, which costs at every mount and scroll.
   */
  markInvalidCells?: boolean
}

/** The options of a select cell: its own, else its dictionary's. */
export function columnOptions<Row>(
  column: EditableColumn<Row>,
  dictionaries?: Readonly<Record<string, readonly SelectOption[]>>,
): readonly SelectOption[] {
  if (column.type !== 'select' && column.type !== 'select-search' && column.type !== 'select-multiple')
    return []
  if (column.options) return column.options
  if (column.dictCode) return dictionaries?.[column.dictCode] ?? []
  return []
}

/**
 * The value stored after an edit (or a paste): number cells keep a number or empty, tags are
 * normalized, dates keep their text format, checkboxes their custom values.
 */
export function coerceEditedValue<Row>(column: EditableColumn<Row>, value: unknown): unknown {
  switch (column.type) {
    case 'inputNumber':
      return normalizeNumberOnBlur(value)
    case 'tags':
      return typeof value === 'string' ? normalizeTags(value) : ''
    case 'date':
      return formatDateValue(value, false)
    case 'datetime':
      return formatDateValue(value, true)
    case 'checkbox':
      return booleanToCheckbox(value === true || value === 'true', column.customValue)
    case 'select':
    case 'select-search':
      return value === null || value === undefined || value === '' ? null : String(value)
    case 'select-multiple':
      return joinMultiple(splitMultiple(value))
    case 'input':
    case 'textarea': {
      const text = value === null || value === undefined ? '' : String(value)
      return column.maxLength === undefined ? text : text.slice(0, column.maxLength)
    }
    default:
      return value
  }
}

const SEARCH_KEYS: ReadonlySet<string> = new Set(['Enter', 'ArrowDown', 'ArrowUp'])

/** An empty cell (the checkbox column of a statistics row). */
function BlankCell() {
  return null
}

function isPinned(params: { node?: { rowPinned?: unknown } | null }): boolean {
  return Boolean(params.node?.rowPinned)
}

/** Statistics cells: thousands separated, at most two decimals. */
function statisticText(value: unknown): string {
  if (typeof value !== 'number') return value === null || value === undefined ? '' : String(value)
  return formatThousands(Math.round(value * 100) / 100)
}

function editorFor<Row>(column: EditableColumn<Row>, options: readonly SelectOption[]): Partial<ColDef<Row>> {
  switch (column.type) {
    case 'select-search': {
      // The cell stores the value and shows the label of an option it has seen (its options, its
      // dictionary, or one chosen from a search).
      const labels = new Map(options.map((option) => [option.value, optionText(option)]))
      const search = column.search ?? (() => Promise.resolve([]))
      const params: SelectSearchEditorParams = {
        search,
        remember: (option) => labels.set(option.value, optionText(option)),
      }
      return {
        cellEditor: SelectSearchEditor,
        cellEditorPopup: true,
        cellEditorParams: params,
        // The editor's own keys: arrows move through the results, Enter chooses one.
        suppressKeyboardEvent: (params) => params.editing && SEARCH_KEYS.has(params.event.key),
        valueFormatter: (params: ValueFormatterParams<Row>) =>
          params.value === null || params.value === undefined
            ? ''
            : (labels.get(String(params.value)) ?? String(params.value)),
      }
    }
    case 'select-multiple': {
      const params: SelectMultipleEditorParams = { options }
      return { cellEditor: SelectMultipleEditor, cellEditorPopup: true, cellEditorParams: params }
    }
    case 'input':
      return { cellEditor: 'agTextCellEditor', cellEditorParams: { maxLength: column.maxLength } }
    case 'inputNumber':
    case 'tags': {
      const params: FilteredTextEditorParams = { mode: column.type === 'inputNumber' ? 'number' : 'tags' }
      return { cellEditor: FilteredTextEditor, cellEditorParams: params }
    }
    case 'textarea':
      // docs/spec.md §9: the textarea cell popup is 300×210 (sized by the table root's classes).
      return {
        cellEditor: 'agLargeTextCellEditor',
        cellEditorPopup: true,
        cellEditorParams: { maxLength: column.maxLength ?? 2000, rows: 8, cols: 36 },
      }
    case 'select':
      if (column.listEditor) {
        const params: SelectListEditorParams = { options }
        return {
          cellEditor: SelectListEditor,
          cellEditorPopup: true,
          cellEditorParams: params,
          suppressKeyboardEvent: (params) => params.editing && SELECT_LIST_KEYS.has(params.event.key),
          refData: optionsToRefData(options),
        }
      }
      return {
        cellEditor: 'agSelectCellEditor',
        cellEditorParams: {
          values: options.filter((option) => !option.disabled).map((option) => option.value),
        },
        refData: optionsToRefData(options),
      }
    case 'date':
    case 'datetime':
      return {
        cellEditor: 'agDateStringCellEditor',
        cellEditorParams: { includeTime: column.type === 'datetime' },
      }
    case 'checkbox':
      // Statistics rows show no checkbox.
      return {
        cellEditor: 'agCheckboxCellEditor',
        cellRendererSelector: (params) =>
          isPinned(params) ? { component: BlankCell } : { component: 'agCheckboxCellRenderer' },
      }
    default:
      return {}
  }
}

/** Types whose invalid cells keep their own renderer (a control or a picture of the value, not text). */
const OWN_INVALID_RENDERER: ReadonlySet<CellType> = new Set([
  'checkbox',
  'upload',
  'select-multiple',
  'progress',
  'slot',
  'hidden',
])

/**
 * Types whose invalid cells get the {@link InvalidCell} renderer, in columns with validation rules: every type that
 * holds data (not a row type) and has no renderer of its own for an invalid value.
 */
const TEXT_TYPES: ReadonlySet<CellType> = new Set(
  CELL_TYPES.filter((type) => !ROW_TYPES.has(type) && !OWN_INVALID_RENDERER.has(type)),
)

/** Row-level types: a pinned narrow column with a React cell and no field. */
const ROW_CELLS = {
  'row-radio': { component: RowRadioCell, width: 48 },
  'row-expand': { component: RowExpandCell, width: 48 },
  'row-drag-sort': { component: RowDragSortCell, width: 48 },
} as const

/**
 * AG Grid column definitions for the table's columns. `row-checkbox` produces no column: it turns
 * on the grid's selection column (see the table).
 */
export function toColumnDefs<Row>(
  columns: readonly EditableColumn<Row>[],
  options: ColumnDefOptions,
): ColDef<Row>[] {
  const defs: ColDef<Row>[] = []
  const actions = options.actions ?? inertCellActions()
  const rowCellParams: RowCellParams = { actions, rowIdOf: options.rowIdOf }
  for (const column of columns) {
    if (column.type === 'row-checkbox') continue
    const base: ColDef<Row> = {
      colId: column.key,
      headerName: column.title,
      width: column.width,
      sortable: false,
      suppressMovable: true,
      cellDataType: false,
    }
    if (column.type === 'row-number') {
      defs.push({
        ...base,
        width: column.width ?? 64,
        pinned: 'left',
        editable: false,
        // The statistics row's label may be longer than a row number: cut, with the whole word in its title.
        cellRendererSelector: (params) => (isPinned(params) ? { component: StatisticLabelCell } : undefined),
        valueGetter: (params: ValueGetterParams<Row>) =>
          isPinned(params)
            ? (params.data as Record<string, unknown> | undefined)?.[STATISTIC_LABEL]
            : options.rowNumberOf
              ? options.rowNumberOf(params.data, params.node?.rowIndex ?? null)
              : (params.node?.rowIndex ?? 0) + 1,
      })
      continue
    }
    if (column.type === 'row-radio' || column.type === 'row-expand' || column.type === 'row-drag-sort') {
      const cell = ROW_CELLS[column.type]
      const params: RowCellParams | RowRadioCellParams =
        column.type === 'row-radio'
          ? { ...rowCellParams, allowClear: column.allowClear === true }
          : rowCellParams
      defs.push({
        ...base,
        width: column.width ?? cell.width,
        pinned: 'left',
        editable: false,
        resizable: false,
        ...(column.type === 'row-drag-sort'
          ? { rowDrag: (params) => !isPinned(params) && !options.disabled && !column.disabled }
          : {}),
        cellRendererSelector: (rendererParams) =>
          isPinned(rendererParams) ? { component: BlankCell } : { component: cell.component, params },
      })
      continue
    }
    const selectOptions =
      column.type === 'select' || column.type === 'select-search' || column.type === 'select-multiple'
        ? columnOptions(column, options.dictionaries)
        : []
    const editable = !READ_ONLY_TYPES.has(column.type) && !ROW_TYPES.has(column.type)
    const validated = (column.validateRules?.length ?? 0) > 0
    const def: ColDef<Row> = {
      ...base,
      field: column.key as ColDef<Row>['field'],
      hide: column.type === 'hidden',
      editable: editable
        ? (params: EditableCallbackParams<Row>) => !isPinned(params) && !column.disabled && !options.disabled
        : false,
      ...editorFor(column, selectOptions),
      // Only columns with rules have invalid cells (validation checks those alone).
      ...(validated
        ? {
            cellClassRules: {
              [INVALID_CELL_CLASS]: (params: CellClassParams<Row>) =>
                !isPinned(params) && options.errorFor(options.rowIdOf(params.data), column.key) !== undefined,
            },
          }
        : {}),
    }
    if (column.type === 'checkbox') {
      def.valueGetter = (params: ValueGetterParams<Row>) =>
        isPinned(params)
          ? undefined
          : checkboxToBoolean(
              (params.data as Record<string, unknown> | undefined)?.[column.key],
              column.customValue,
            )
    }
    if (column.type === 'progress') {
      def.cellRendererSelector = (params) => (isPinned(params) ? undefined : { component: ProgressCell })
    } else if (column.type === 'select-multiple') {
      def.cellRendererSelector = (params) => {
        if (isPinned(params)) return undefined
        const rendererParams: SelectMultipleCellParams = {
          options: selectOptions,
          message: options.errorFor(options.rowIdOf(params.data), column.key),
        }
        return { component: SelectMultipleCell, params: rendererParams }
      }
    } else if (column.type === 'upload') {
      const rendererParams: UploadCellParams = { ...rowCellParams, column }
      def.cellRendererSelector = (params) =>
        isPinned(params) ? { component: BlankCell } : { component: UploadCell, params: rendererParams }
    } else if (column.type === 'slot') {
      const rendererParams: SlotCellParams<Row> = { ...rowCellParams, column }
      def.cellRendererSelector = (params) =>
        isPinned(params) ? { component: BlankCell } : { component: SlotCell, params: rendererParams }
    } else if (TEXT_TYPES.has(column.type) && validated && options.markInvalidCells !== false) {
      def.cellRendererSelector = (params) => {
        if (isPinned(params)) return undefined
        const message = options.errorFor(options.rowIdOf(params.data), column.key)
        if (message === undefined) return undefined
        const invalidParams: InvalidCellParams = { message }
        return { component: InvalidCell, params: invalidParams }
      }
    }
    const hasStatistics = (column.statistics?.length ?? 0) > 0
    if (hasStatistics || column.key === options.labelColumnKey) {
      const formatCell = def.valueFormatter
      def.valueFormatter = (params: ValueFormatterParams<Row>) => {
        if (isPinned(params)) return statisticText(params.value)
        if (typeof formatCell === 'function') return formatCell(params)
        return params.value === null || params.value === undefined ? '' : String(params.value)
      }
      if (column.type === 'select') {
        // refData would map the label and the figures through the options; statistics rows show them as they are.
        def.refData = undefined
        const refData = optionsToRefData(selectOptions)
        def.valueFormatter = (params: ValueFormatterParams<Row>) =>
          isPinned(params) ? statisticText(params.value) : (refData[String(params.value)] ?? '')
      }
    }
    defs.push(def)
  }
  return defs
}
