/**
 * The editable table's row order and expanded rows: drag-sort moves and insertions (docs/spec.md §3
 * `orderNum`), managed dragging, and the content rows shown below expanded rows (row-expand).
 */
import type { RowDragEndEvent } from 'ag-grid-community'
import { useCallback } from 'react'
import { EXPANDED_ROW_OF, isExpandedRowData } from './expanded-row'
import type { TableCore } from './table-core'
import type { TableRows } from './use-table-rows'

export interface RowOrderOptions<Row> {
  /** The field a drag-sort column writes the row order to; `undefined` without one. */
  sortKey: string | undefined
  rowsApi: Pick<TableRows<Row>, 'emit' | 'newRow' | 'focusRow' | 'refreshRowNumbers'>
  refreshStatistics: () => void
}

export interface RowOrder<Row> {
  /** Moves a row one place up (-1) or down (1), as the drag-sort menu does. */
  moveRow: (rowId: string, offset: -1 | 1) => void
  /** Inserts an empty row below a row, as the drag-sort menu does. Returns it. */
  insertRowBelow: (rowId: string) => Row | undefined
  /** Shows or hides the expanded content of a row (row-expand). */
  setRowExpanded: (rowId: string, expanded: boolean) => void
  /** Managed dragging reordered the grid's rows: the new order becomes the rows. */
  onRowDragEnd: (event?: RowDragEndEvent<Row>) => void
}

export function useRowOrder<Row>(
  { apiRef, rowsRef, rowIdOf, bridge }: TableCore<Row>,
  { sortKey, rowsApi, refreshStatistics }: RowOrderOptions<Row>,
): RowOrder<Row> {
  const { emit, newRow, focusRow, refreshRowNumbers } = rowsApi
  const expandedRows = bridge.expanded

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
    bridge.notify()
  }

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

  return { moveRow, insertRowBelow, setRowExpanded, onRowDragEnd }
}
