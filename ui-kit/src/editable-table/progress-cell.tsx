import type { CustomCellRendererProps } from 'ag-grid-react'
import { progressPercent } from './cell-values'

/** Progress cell (docs/spec.md §4): a bar and the percentage. Read-only. */
export function ProgressCell({ value, colDef }: CustomCellRendererProps<unknown, unknown>) {
  const percent = progressPercent(value)
  return (
    <div
      data-slot="progress-cell"
      role="progressbar"
      aria-label={colDef?.headerName}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="flex h-full items-center gap-2"
    >
      <div className="h-1.5 flex-1 overflow-hidden rounded bg-muted">
        <div className="h-full rounded bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 text-right text-xs tabular-nums">{percent}%</span>
    </div>
  )
}
