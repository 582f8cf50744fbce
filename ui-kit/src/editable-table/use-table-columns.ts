/**
 * What the editable table derives from its columns (docs/spec.md §3): look-ups, the data columns, the
 * selection mode, the drag-sort key, where the statistics row's label goes and whether rows can expand.
 */
import { useMemo } from 'react'
import { DEFAULT_DRAG_SORT_KEY, ROW_TYPES, type EditableColumn } from './editable-column'

export interface TableColumns<Row> {
  columnByKey: ReadonlyMap<string, EditableColumn<Row>>
  /** The columns that hold row data (not row number, selection, expand or drag handle). */
  dataColumns: readonly EditableColumn<Row>[]
  /** A row-checkbox column: several rows may be selected. */
  multiSelect: boolean
  /** A row-radio column (and no row-checkbox one): one row may be selected. */
  singleSelect: boolean
  /** The field a drag-sort column writes the row order to; `undefined` without one. */
  sortKey: string | undefined
  /** The column whose statistics cells show the row's label ('合计', '平均值'). */
  labelColumnKey: string | undefined
  /** The label column is the row-number column (the label is its own cell there). */
  labelInRowNumber: boolean
  /** The shown data columns, in order (columns cannot be moved): what a cell range spans. */
  rangeColumnOrder: readonly string[]
  /** Rows can expand (a row-expand column or `renderExpanded`). */
  expandable: boolean
}

export function useTableColumns<Row>(
  columns: readonly EditableColumn<Row>[],
  hasExpandedContent: boolean,
): TableColumns<Row> {
  const columnByKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns])
  const dataColumns = useMemo(() => columns.filter((column) => !ROW_TYPES.has(column.type)), [columns])
  const multiSelect = useMemo(() => columns.some((column) => column.type === 'row-checkbox'), [columns])
  const singleSelect = useMemo(
    () => !multiSelect && columns.some((column) => column.type === 'row-radio'),
    [columns, multiSelect],
  )
  const sortKey = useMemo(() => {
    const dragSort = columns.find((column) => column.type === 'row-drag-sort')
    return dragSort ? (dragSort.sortKey ?? DEFAULT_DRAG_SORT_KEY) : undefined
  }, [columns])
  const labelColumnKey = useMemo(() => {
    const rowNumber = columns.find((column) => column.type === 'row-number')
    if (rowNumber) return rowNumber.key
    return dataColumns.find((column) => column.type !== 'hidden' && (column.statistics?.length ?? 0) === 0)
      ?.key
  }, [columns, dataColumns])
  const labelInRowNumber = columns.some(
    (column) => column.type === 'row-number' && column.key === labelColumnKey,
  )
  const rangeColumnOrder = useMemo(
    () => dataColumns.filter((column) => column.type !== 'hidden').map((column) => column.key),
    [dataColumns],
  )
  const expandable = hasExpandedContent || columns.some((column) => column.type === 'row-expand')
  return {
    columnByKey,
    dataColumns,
    multiSelect,
    singleSelect,
    sortKey,
    labelColumnKey,
    labelInRowNumber,
    rangeColumnOrder,
    expandable,
  }
}
