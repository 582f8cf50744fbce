import type { CustomCellRendererProps } from 'ag-grid-react'

/**
 * The label of a statistics row (合计, 平均值) in the narrow row-number column: cut with an ellipsis when the
 * language's word is longer than the column, the whole word in its title.
 */
export function StatisticLabelCell({ value }: CustomCellRendererProps<unknown, unknown>) {
  const text = value === null || value === undefined ? '' : String(value)
  return (
    <span data-slot="statistic-label-cell" className="block truncate" title={text}>
      {text}
    </span>
  )
}
