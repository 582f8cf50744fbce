import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu/dropdown-menu'
import { CELL_MESSAGES } from './editable-column'
import { useRowId, type RowCellProps } from './table-cell-actions'

/**
 * row-drag-sort (docs/spec.md §4): the grid's drag handle (managed row dragging) and a menu: move up
 * (disabled on the first row), move down (disabled on the last), insert a row below (always).
 */
export function RowDragSortCell(props: RowCellProps) {
  const { actions } = props
  const rowId = useRowId(props)
  const position = actions.positionOf(rowId)
  const count = actions.rowCount()
  const disabled = actions.disabled()
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        data-slot="row-drag-sort-cell"
        aria-label={CELL_MESSAGES.rowMenu(position + 1)}
        disabled={disabled}
        className="inline-flex h-full items-center px-1 text-muted-foreground hover:text-primary-strong disabled:opacity-50"
      >
        <span aria-hidden="true">⋮</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem disabled={position <= 0} onSelect={() => actions.moveRow(rowId, -1)}>
          {CELL_MESSAGES.moveUp}
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={position < 0 || position >= count - 1}
          onSelect={() => actions.moveRow(rowId, 1)}
        >
          {CELL_MESSAGES.moveDown}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => actions.insertBelow(rowId)}>
          {CELL_MESSAGES.insertBelow}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
