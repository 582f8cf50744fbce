import type { CustomCellRendererProps } from 'ag-grid-react'
import type { ReactNode } from 'react'

/** Field of an inserted expanded-content row that holds the row it belongs to. */
export const EXPANDED_ROW_OF = '__expandedRowOf'

export interface ExpandedRowData<Row> {
  [EXPANDED_ROW_OF]: Row
}

export function isExpandedRowData(data: unknown): data is ExpandedRowData<unknown> {
  return typeof data === 'object' && data !== null && EXPANDED_ROW_OF in data
}

export interface ExpandedRowParams {
  renderExpanded?: (row: never) => ReactNode
}

/**
 * The content of an expanded row: a full-width row (AG Grid Community) inserted below the row it
 * belongs to, rendered by the table's `renderExpanded`.
 */
export function ExpandedRow({
  data,
  renderExpanded,
}: CustomCellRendererProps<unknown, unknown> & ExpandedRowParams) {
  if (!isExpandedRowData(data)) return null
  const render = renderExpanded as ((row: unknown) => ReactNode) | undefined
  return (
    <div
      data-slot="expanded-row"
      className="size-full overflow-auto border-b border-border bg-muted/40 px-4 py-2 text-sm"
    >
      {render?.(data[EXPANDED_ROW_OF])}
    </div>
  )
}
