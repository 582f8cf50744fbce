/**
 * A rectangular cell range for copy and cut, without AG Grid's Enterprise range module.
 * Pure functions: no React, no AG Grid, no DOM. Row positions are the grid's displayed row indexes,
 * columns the keys of the displayed data columns in their order.
 */
import { cellText, pastableColumns, pasteValue, toTsv, type Dictionaries, type PastedCell } from './clipboard'
import type { EditableColumn } from './editable-column'

/** One cell: a displayed row index and a column key. */
export interface CellPosition {
  rowIndex: number
  columnKey: string
}

/** A rectangle of cells: rows `top` to `bottom` (inclusive) of the columns `columnKeys`, in order. */
export interface CellRange {
  top: number
  bottom: number
  columnKeys: readonly string[]
}

/** The class the cells of the range get (styled by the table). */
export const RANGE_CELL_CLASS = 'editable-table-in-range'

/**
 * The range between two cells (either may be the top left one), over the columns of `columnOrder`
 * between them; `null` when either column is not in `columnOrder`.
 */
export function rangeBetween(
  anchor: CellPosition,
  end: CellPosition,
  columnOrder: readonly string[],
): CellRange | null {
  const from = columnOrder.indexOf(anchor.columnKey)
  const to = columnOrder.indexOf(end.columnKey)
  if (from < 0 || to < 0 || anchor.rowIndex < 0 || end.rowIndex < 0) return null
  return {
    top: Math.min(anchor.rowIndex, end.rowIndex),
    bottom: Math.max(anchor.rowIndex, end.rowIndex),
    columnKeys: columnOrder.slice(Math.min(from, to), Math.max(from, to) + 1),
  }
}

/** Whether the range holds the cell. */
export function rangeContains(range: CellRange | null, rowIndex: number | null, columnKey: string): boolean {
  return (
    range !== null &&
    rowIndex !== null &&
    rowIndex >= range.top &&
    rowIndex <= range.bottom &&
    range.columnKeys.includes(columnKey)
  )
}

/** Whether the range is one cell (then copy and cut act as on the focused cell). */
export function isSingleCell(range: CellRange): boolean {
  return range.top === range.bottom && range.columnKeys.length === 1
}

/**
 * The displayed rows whose range highlight may have changed from `previous` to `next`, limited to the
 * rendered rows `first`..`last` (the others get their classes when they are rendered).
 */
export function rowsToRefresh(
  previous: CellRange | null,
  next: CellRange | null,
  first: number,
  last: number,
): number[] {
  const indexes = new Set<number>()
  for (const range of [previous, next]) {
    if (!range) continue
    for (let index = Math.max(first, range.top); index <= Math.min(last, range.bottom); index++)
      indexes.add(index)
  }
  return [...indexes].sort((a, b) => a - b)
}

/** The columns of the range's keys, in the range's order (unknown keys left out). */
export function rangeColumns<Row>(
  range: CellRange,
  columns: readonly EditableColumn<Row>[],
): EditableColumn<Row>[] {
  const byKey = new Map(columns.map((column) => [column.key, column]))
  return range.columnKeys.flatMap((key) => {
    const column = byKey.get(key)
    return column ? [column] : []
  })
}

/** Rows × columns → TSV of the texts the cells show (what a spreadsheet pastes as a block). */
export function cellsToTsv<Row>(
  rows: readonly Row[],
  columns: readonly EditableColumn<Row>[],
  dictionaries?: Dictionaries,
): string {
  return toTsv(
    rows.map((row) =>
      columns.map((column) => cellText(column, (row as Record<string, unknown>)[column.key], dictionaries)),
    ),
  )
}

export interface ClearCellsOptions {
  /** The row id field (default `id`). */
  rowKey?: string
  dictionaries?: Dictionaries
}

/** What a cut changes: ONE change. */
export interface ClearedCells<Row> {
  /** The rows after the cut (a new array; rows unchanged keep their object). */
  rows: Row[]
  /** The rows a cleared value changed, in their new form. */
  changed: Row[]
  /** Every cell the cut cleared (cells already empty left out). */
  cells: PastedCell[]
}

/**
 * Clears the cells of `targets` (rows among `rows`) in `columns`, as pasting an empty cell would:
 * only the editable columns (read-only, row-level and disabled columns keep their values); a checkbox
 * becomes unchecked, a select empty. Rows are immutable: changed rows are new objects.
 */
export function clearCells<Row>(
  rows: readonly Row[],
  targets: readonly Row[],
  columns: readonly EditableColumn<Row>[],
  options: ClearCellsOptions = {},
): ClearedCells<Row> {
  const rowKey = options.rowKey ?? 'id'
  const next = rows.slice()
  const editable = pastableColumns(columns)
  const changed: Row[] = []
  const cells: PastedCell[] = []
  if (editable.length === 0 || targets.length === 0) return { rows: next, changed, cells }
  const positions = new Map(rows.map((row, index) => [row, index]))
  for (const target of targets) {
    const index = positions.get(target)
    if (index === undefined) continue
    const record = target as Record<string, unknown>
    const updates: Record<string, unknown> = {}
    for (const column of editable) {
      const value = pasteValue(column, '', options.dictionaries)
      const before = record[column.key]
      if (Object.is(before, value) || (isBlank(before) && isBlank(value))) continue
      updates[column.key] = value
    }
    const keys = Object.keys(updates)
    if (keys.length === 0) continue
    const updated = { ...target, ...updates } as Row
    const rowId = String((updated as Record<string, unknown>)[rowKey] ?? '')
    for (const key of keys) cells.push({ rowId, key, value: updates[key] })
    next[index] = updated
    changed.push(updated)
  }
  return { rows: next, changed, cells }
}

/** Empty in every spelling a cell may hold: undefined, null or ''. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === ''
}
