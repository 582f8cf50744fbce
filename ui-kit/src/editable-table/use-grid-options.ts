/**
 * The editable table's row-level grid options, memoised: row ids (statistics and expanded content rows
 * included), the selection mode, and the full-width content rows of expanded rows.
 */
import type {
  GetRowIdParams,
  IRowNode,
  IsFullWidthRowParams,
  RowHeightParams,
  RowSelectionOptions,
  SelectionColumnDef,
} from 'ag-grid-community'
import { useCallback, useMemo, type ReactNode } from 'react'
import { EXPANDED_ROW_OF, isExpandedRowData, type ExpandedRowParams } from './expanded-row'

export interface GridOptionsInput<Row> {
  rowIdOf: (row: unknown) => string
  multiSelect: boolean
  singleSelect: boolean
  /** Rows can expand (a row-expand column or `renderExpanded`). */
  expandable: boolean
  renderExpanded?: (row: Row) => ReactNode
  expandedRowHeight: number
}

export function useGridOptions<Row>({
  rowIdOf,
  multiSelect,
  singleSelect,
  expandable,
  renderExpanded,
  expandedRowHeight,
}: GridOptionsInput<Row>) {
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
   * Only tables whose rows can expand size rows one by one: with any `getRowHeight`, AG Grid re-estimates
   * and re-positions every row whenever new rows scroll into view (10 ms a frame at 100,000 rows). Nor do
   * the other tables need a selectable check: it would run over every row at mount (the grid itself never
   * selects the pinned statistics rows).
   */
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

  return { getRowId, rowSelection, isFullWidthRow, getRowHeight, fullWidthParams, selectionColumnDef }
}
