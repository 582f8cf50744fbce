import { cn } from '../lib/cn'
import { CELL_MESSAGES } from './editable-column'
import { useRowId, type RowCellProps } from './table-cell-actions'

/** row-expand (docs/spec.md §4): toggles the row's expanded content (the table's `renderExpanded`). */
export function RowExpandCell(props: RowCellProps) {
  const { actions } = props
  const rowId = useRowId(props)
  const expanded = actions.isExpanded(rowId)
  const rowNumber = actions.positionOf(rowId) + 1
  return (
    <button
      type="button"
      data-slot="row-expand-cell"
      data-state={expanded ? 'open' : 'closed'}
      aria-expanded={expanded}
      aria-label={expanded ? CELL_MESSAGES.collapseRow(rowNumber) : CELL_MESSAGES.expandRow(rowNumber)}
      className="flex size-full items-center justify-center text-muted-foreground hover:text-primary-strong"
      onClick={() => actions.toggleExpanded(rowId)}
    >
      <span aria-hidden="true" className={cn('inline-block transition-transform', expanded && 'rotate-90')}>
        ▸
      </span>
    </button>
  )
}
