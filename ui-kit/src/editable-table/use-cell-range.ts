/**
 * The editable table's cell range for copy and cut (docs/spec.md §4, without AG Grid's Enterprise range
 * module): it follows the focused cell, Shift+click and Shift+arrows span it from where it started, and its
 * cells get RANGE_CELL_CLASS. The class rule is on the data columns only while a range exists: a rule on
 * every column would be evaluated for every cell the grid draws.
 */
import type { CellClassParams, ColDef } from 'ag-grid-community'
import { useCallback, useMemo, useRef, useState } from 'react'
import {
  isSingleCell,
  RANGE_CELL_CLASS,
  rangeBetween,
  rangeContains,
  rowsToRefresh,
  type CellPosition,
  type CellRange,
} from './cell-range'
import { isExpandedRowData } from './expanded-row'
import type { TableCore } from './table-core'

function samePosition(a: CellPosition | null, b: CellPosition | null): boolean {
  return a?.rowIndex === b?.rowIndex && a?.columnKey === b?.columnKey
}

export interface CellRangeState<Row> {
  /** The column definitions for the grid: the range rule added while a range exists. */
  gridColumnDefs: ColDef<Row>[]
  /** The range, or `null`. */
  range: () => CellRange | null
  /** The cell the next Shift+click or Shift+arrow spans the range from, or `null`. */
  anchor: () => CellPosition | null
  /** Sets the range; only the rendered rows it leaves or enters are refreshed (their classes). */
  setCellRange: (next: CellRange | null) => void
  /** A range of more than one cell, else `null` (one cell acts as the focused cell). */
  activeRange: () => CellRange | null
  /** The data rows of a range's displayed rows (expanded content rows left out). */
  rangeRows: (range: CellRange) => Row[]
  /**
   * The range follows the focused cell: with Shift (click or arrow) it spans from the cell it started
   * from to the focused one; any other focus move starts a new range there. `whenMoved`: only if the
   * focus moved since the range last followed it.
   */
  followFocus: (extending: boolean, whenMoved: boolean) => void
  /** The grid's focus event (asynchronous): a move made otherwise (the API, Tab …) starts anew. */
  onCellFocused: () => void
  /** Before the grid moves the focus (keydown, pointerdown): notes where it was. */
  noteFocus: () => void
  /** Escape: drops the range; the next one starts from the focused cell. */
  dropRange: () => void
}

export function useCellRange<Row>(
  { apiRef }: TableCore<Row>,
  columnDefs: ColDef<Row>[],
  rangeColumnOrder: readonly string[],
): CellRangeState<Row> {
  /** The cell range: the cell it starts from (the focused cell before Shift) and the rectangle. */
  const rangeAnchorRef = useRef<CellPosition | null>(null)
  const rangeRef = useRef<CellRange | null>(null)
  /** The focused cell the range last followed, and the one before the key or click being handled. */
  const rangeFocusRef = useRef<CellPosition | null>(null)
  const focusBeforeRef = useRef<CellPosition | null>(null)
  /** A range exists: only then do the column definitions carry its class rule. */
  const [hasRange, setHasRange] = useState(false)

  const range = useCallback(() => rangeRef.current, [])
  /** The data columns get the range class while in the range (re-evaluated on `refreshCells`). */
  const gridColumnDefs = useMemo(() => {
    if (!hasRange) return columnDefs
    const rangeKeys = new Set(rangeColumnOrder)
    const inRange = (params: CellClassParams<Row>) =>
      !params.node.rowPinned &&
      rangeContains(rangeRef.current, params.node.rowIndex, params.colDef.colId ?? '')
    return columnDefs.map((def): ColDef<Row> =>
      def.colId !== undefined && rangeKeys.has(def.colId)
        ? { ...def, cellClassRules: { ...def.cellClassRules, [RANGE_CELL_CLASS]: inRange } }
        : def,
    )
  }, [columnDefs, rangeColumnOrder, hasRange])

  const setCellRange = useCallback(
    (next: CellRange | null) => {
      const previous = rangeRef.current
      rangeRef.current = next
      // New column definitions (with or without the rule) repaint the cells of the data columns.
      setHasRange(next !== null)
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
    },
    [apiRef],
  )

  /** The focused cell as a range position; `null` without one or on a statistics row. */
  const focusedPosition = (): CellPosition | null => {
    const focused = apiRef.current?.getFocusedCell()
    if (!focused || focused.rowPinned) return null
    return { rowIndex: focused.rowIndex, columnKey: focused.column.getColId() }
  }

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

  const activeRange = (): CellRange | null => {
    const current = rangeRef.current
    return current && !isSingleCell(current) ? current : null
  }

  const rangeRows = (within: CellRange): Row[] => {
    const api = apiRef.current
    if (!api) return []
    const result: Row[] = []
    for (let index = within.top; index <= within.bottom; index++) {
      const data = api.getDisplayedRowAtIndex(index)?.data
      if (data !== undefined && !isExpandedRowData(data)) result.push(data)
    }
    return result
  }

  const dropRange = () => {
    rangeAnchorRef.current = focusedPosition()
    setCellRange(null)
  }

  return {
    gridColumnDefs,
    range,
    anchor: () => rangeAnchorRef.current,
    setCellRange,
    activeRange,
    rangeRows,
    followFocus,
    onCellFocused: () => followFocus(false, true),
    noteFocus: () => {
      focusBeforeRef.current = focusedPosition()
    },
    dropRange,
  }
}
