import type { CustomCellRendererProps } from 'ag-grid-react'
import { useEffect, useState } from 'react'
import { CELL_MESSAGES } from './editable-column'
import { useTableVersion, type RowCellParams } from './table-cell-actions'

export interface RowRadioCellParams extends RowCellParams {
  /** docs/spec.md §4: clicking the checked radio clears it only when allowed. */
  allowClear: boolean
}

/** row-radio (docs/spec.md §4): single selection; the checked radio clears only with `allowClear`. */
export function RowRadioCell({
  node,
  data,
  actions,
  rowIdOf,
  allowClear,
}: CustomCellRendererProps<unknown, unknown> & RowRadioCellParams) {
  useTableVersion(actions)
  const [checked, setChecked] = useState(() => node.isSelected() === true)
  useEffect(() => {
    const update = () => setChecked(node.isSelected() === true)
    update()
    node.addEventListener('rowSelected', update)
    return () => node.removeEventListener('rowSelected', update)
  }, [node])
  const position = actions.positionOf(rowIdOf(data))
  return (
    <span data-slot="row-radio-cell" className="flex h-full items-center justify-center">
      {/* The kit's radio look (radio-group.tsx), one per row: AG Grid owns the selection, not a radio group. */}
      <button
        type="button"
        role="radio"
        aria-checked={checked}
        aria-label={CELL_MESSAGES.selectRow(position + 1)}
        data-state={checked ? 'checked' : 'unchecked'}
        className="inline-flex size-4 shrink-0 items-center justify-center rounded-full border border-border bg-surface hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[state=checked]:border-primary-strong"
        onClick={() => {
          if (node.isSelected() === true) {
            if (allowClear) node.setSelected(false)
            else setChecked(true)
          } else {
            node.setSelected(true, true)
          }
        }}
      >
        {checked ? <span aria-hidden="true" className="size-2 rounded-full bg-primary-strong" /> : null}
      </button>
    </span>
  )
}
