/**
 * Turns the table's column definitions (SPEC §3) into AG Grid column definitions, one per cell type
 * of SPEC §4. Plain types use the grid's own editors and text rendering (no React per cell); only
 * progress cells and invalid cells get a React renderer, and number and tags cells a React editor
 * while they are being edited.
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
  normalizeNumberOnBlur,
  normalizeTags,
  optionsToRefData,
  type SelectOption,
} from './cell-values'
import { READ_ONLY_TYPES, ROW_TYPES, type CellType, type EditableColumn } from './editable-column'
import { FilteredTextEditor, type FilteredTextEditorParams } from './filtered-text-editor'
import { InvalidCell, type InvalidCellParams } from './invalid-cell'
import { ProgressCell } from './progress-cell'

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
}

/** The options of a select cell: its own, else its dictionary's. */
export function columnOptions<Row>(
  column: EditableColumn<Row>,
  dictionaries?: Readonly<Record<string, readonly SelectOption[]>>,
): readonly SelectOption[] {
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
      return value === null || value === undefined ? null : String(value)
    case 'input':
    case 'textarea': {
      const text = value === null || value === undefined ? '' : String(value)
      return column.maxLength === undefined ? text : text.slice(0, column.maxLength)
    }
    default:
      return value
  }
}

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
    case 'input':
      return { cellEditor: 'agTextCellEditor', cellEditorParams: { maxLength: column.maxLength } }
    case 'inputNumber':
    case 'tags': {
      const params: FilteredTextEditorParams = { mode: column.type === 'inputNumber' ? 'number' : 'tags' }
      return { cellEditor: FilteredTextEditor, cellEditorParams: params }
    }
    case 'textarea':
      // SPEC §9: the textarea cell popup is 300×210 (sized by the table root's classes).
      return {
        cellEditor: 'agLargeTextCellEditor',
        cellEditorPopup: true,
        cellEditorParams: { maxLength: column.maxLength ?? 2000, rows: 8, cols: 36 },
      }
    case 'select':
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

/** Types whose invalid cells get the {@link InvalidCell} renderer (the rest keep their renderer). */
const TEXT_TYPES: ReadonlySet<CellType> = new Set([
  'input',
  'inputNumber',
  'textarea',
  'select',
  'date',
  'datetime',
  'tags',
  'normal',
])

/**
 * AG Grid column definitions for the table's columns. `row-checkbox` produces no column: it turns
 * on the grid's selection column (see the table).
 */
export function toColumnDefs<Row>(
  columns: readonly EditableColumn<Row>[],
  options: ColumnDefOptions,
): ColDef<Row>[] {
  const defs: ColDef<Row>[] = []
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
        valueGetter: (params: ValueGetterParams<Row>) =>
          isPinned(params)
            ? (params.data as Record<string, unknown> | undefined)?.[STATISTIC_LABEL]
            : (params.node?.rowIndex ?? 0) + 1,
      })
      continue
    }
    const selectOptions = column.type === 'select' ? columnOptions(column, options.dictionaries) : []
    const editable = !READ_ONLY_TYPES.has(column.type) && !ROW_TYPES.has(column.type)
    const def: ColDef<Row> = {
      ...base,
      field: column.key as ColDef<Row>['field'],
      hide: column.type === 'hidden',
      editable: editable
        ? (params: EditableCallbackParams<Row>) => !isPinned(params) && !column.disabled && !options.disabled
        : false,
      ...editorFor(column, selectOptions),
      cellClassRules: {
        [INVALID_CELL_CLASS]: (params: CellClassParams<Row>) =>
          !isPinned(params) && options.errorFor(options.rowIdOf(params.data), column.key) !== undefined,
      },
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
    } else if (TEXT_TYPES.has(column.type)) {
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
