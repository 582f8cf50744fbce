import type { CustomCellRendererProps } from 'ag-grid-react'

export interface InvalidCellParams {
  /** The validation message of the cell. */
  message: string
}

/**
 * What an invalid cell shows: its value, marked `aria-invalid`, with the message as its title and as
 * hidden text for screen readers. Rendered only for invalid cells; valid ones use the grid's text.
 */
export function InvalidCell({
  value,
  valueFormatted,
  message,
}: CustomCellRendererProps<unknown, unknown> & InvalidCellParams) {
  const text = valueFormatted ?? (value === null || value === undefined ? '' : String(value))
  return (
    <span data-slot="invalid-cell" aria-invalid="true" title={message} className="block truncate">
      {text}
      <span className="sr-only">{`（${message}）`}</span>
    </span>
  )
}
