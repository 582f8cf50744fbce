import type { CustomCellRendererProps } from 'ag-grid-react'
import type { EditableColumn } from './editable-column'
import { useTableVersion, type RowCellParams } from './table-cell-actions'

export interface SlotCellParams extends RowCellParams {
  column: EditableColumn<never>
}

/** slot (docs/spec.md §4): a cell rendered by the column's `render` function. */
export function SlotCell({
  data,
  value,
  actions,
  rowIdOf,
  column,
}: CustomCellRendererProps<unknown, unknown> & SlotCellParams) {
  useTableVersion(actions)
  const rowId = rowIdOf(data)
  const typed = column as unknown as EditableColumn<unknown>
  return (
    <div data-slot="slot-cell" className="flex h-full items-center">
      {typed.render?.({
        row: data,
        rowId,
        rowIndex: actions.positionOf(rowId),
        value,
        column: typed,
        setValue: (next) => actions.setCellValue(rowId, typed.key, next),
      })}
    </div>
  )
}
