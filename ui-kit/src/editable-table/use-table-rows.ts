/**
 * The editable table's rows: immutable (an edit replaces one row object and the array), reported through
 * `onChange` with what changed, and shown to the grid with the least work (a changed row node takes its
 * new data; a new `rows` array from the parent replaces the grid's rows).
 */
import type { CellEditRequestEvent } from 'ag-grid-community'
import { useCallback, useEffect, type Dispatch, type SetStateAction } from 'react'
import type { PastedCell } from './clipboard'
import { coerceEditedValue } from './column-defs'
import { READ_ONLY_TYPES, type EditableColumn } from './editable-column'
import type { RowsChange } from './rows-change'
import { EXPANDED_ROW_OF, isExpandedRowData } from './expanded-row'
import type { TableCore } from './table-core'
import type { CellValidation } from './use-cell-validation'
import type { CellRange } from './cell-range'

/** docs/spec.md §9: random ids are 32 hex characters. */
function randomId(): string {
  return crypto.randomUUID().replace(/-/g, '')
}

export interface TableRowsOptions<Row> {
  /** The `rows` prop. */
  rows: readonly Row[]
  columns: readonly EditableColumn<Row>[]
  columnByKey: ReadonlyMap<string, EditableColumn<Row>>
  dataColumns: readonly EditableColumn<Row>[]
  onChange?: (rows: Row[], change: RowsChange<Row>) => void
  validation: CellValidation<Row>
  setCellRange: (next: CellRange | null) => void
  refreshStatistics: () => void
  setSelectedCount: Dispatch<SetStateAction<number>>
}

export interface TableRows<Row> {
  /**
   * Takes the new rows and reports the change. `replaced` (an edit): each old row object and its new
   * one, when the caller knows them; else they are looked up by id (which maps every row id once).
   */
  emit: (next: Row[], change: RowsChange<Row>, replaced?: ReadonlyMap<Row, Row>) => void
  /** A new row: a random id, the column defaults, then `partial`. */
  newRow: (partial: Partial<Row>) => Row
  /** Focuses the first editable cell of a row. */
  focusRow: (row: Row) => void
  /** Appends rows (a count of empty rows, or partial rows) with column defaults and random ids. */
  addRows: (input?: number | readonly Partial<Row>[]) => Row[]
  /** Removes the selected rows, without asking. Returns them. */
  removeSelected: () => Row[]
  /** Sets one cell as an edit would (the value is coerced and validated like a typed one). */
  setCellValue: (rowId: string, key: string, value: unknown) => void
  /** Renumbers the row-number cells after rows were added, removed or moved. */
  refreshRowNumbers: () => void
  /**
   * Shows rows a paste or cut changed or added, refreshes the statistics and row numbers, and
   * re-validates the cells it set like typed ones.
   */
  showChangedCells: (changed: readonly Row[], added: Row[], cells: readonly PastedCell[]) => void
  /** The focused data cell: its row (among the rows) and column key; none on statistics or expanded rows. */
  focusedDataCell: () => { row: Row; rowIndex: number; columnKey: string } | null
  /** The grid's edit request (`readOnlyEdit`): the table makes the edit. */
  onCellEditRequest: (event: CellEditRequestEvent<Row>) => void
}

export function useTableRows<Row>(
  { apiRef, rowsRef, rowKey, rowIdOf, bridge }: TableCore<Row>,
  {
    rows,
    columns,
    columnByKey,
    dataColumns,
    onChange,
    validation,
    setCellRange,
    refreshStatistics,
    setSelectedCount,
  }: TableRowsOptions<Row>,
): TableRows<Row> {
  const { cellErrors, syncErrors, staleCells, revalidateCells, revalidate } = validation
  const expandedRows = bridge.expanded
  const notify = useCallback(() => bridge.notify(), [bridge])

  const refreshRowNumbers = useCallback(() => {
    const rowNumberKeys = columns.filter((column) => column.type === 'row-number').map((column) => column.key)
    if (rowNumberKeys.length > 0) apiRef.current?.refreshCells({ columns: rowNumberKeys, force: true })
  }, [columns, apiRef])

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
    [onChange, notify, bridge, setCellRange, rowIdOf, rowsRef],
  )

  // The validation errors of rows that did not change are kept (a live update of one row must not
  // clear what the user is fixing in another); the changed cells of a changed row are re-validated.
  // A new `rows` array from the parent (not one the table emitted) replaces the table's rows.
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

  const onCellEditRequest = (event: CellEditRequestEvent<Row>) => {
    const key = event.column.getColId()
    if (event.data) applyEdit(event.data, key, event.newValue)
  }

  const setCellValue = (rowId: string, key: string, value: unknown) => {
    const row = rowsRef.current.find((candidate) => rowIdOf(candidate) === rowId)
    if (row) applyEdit(row, key, value)
  }

  const newRow = (partial: Partial<Row>): Row => {
    const defaults: Record<string, unknown> = {}
    for (const column of dataColumns) {
      if (column.defaultValue !== undefined) defaults[column.key] = column.defaultValue
    }
    return { [rowKey]: randomId(), ...defaults, ...partial } as Row
  }

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

  return {
    emit,
    newRow,
    focusRow,
    addRows,
    removeSelected: () => removeRows(apiRef.current?.getSelectedRows() ?? []),
    setCellValue,
    refreshRowNumbers,
    showChangedCells,
    focusedDataCell,
    onCellEditRequest,
  }
}
