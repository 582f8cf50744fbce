import type { CustomCellRendererProps } from 'ag-grid-react'
import type { SlotColumn } from './editable-column'
import { useRowId, type RowCellParams } from './table-cell-actions'

export interface SlotCellParams<Row> extends RowCellParams {
  column: SlotColumn<Row>
}

/** slot (docs/spec.md §4): a cell rendered by the column's `render` function. */
export function SlotCell<Row>({
  data,
  value,
  actions,
  rowIdOf,
  column,
}: CustomCellRendererProps<Row, unknown> & SlotCellParams<Row>) {
  const rowId = useRowId({ data, actions, rowIdOf })
  return (
    <div data-slot="slot-cell" className="flex h-full items-center">
      {data === undefined
        ? null
        : column.render?.({
            row: data,
            rowId,
            rowIndex: actions.positionOf(rowId),
            value,
            column,
            setValue: (next) => actions.setCellValue(rowId, column.key, next),
          })}
    </div>
  )
}
