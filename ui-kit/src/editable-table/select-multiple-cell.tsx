import type { CustomCellRendererProps } from 'ag-grid-react'
import { optionsToRefData, splitMultiple, visibleTags, type SelectOption } from './cell-values'
import { CELL_MESSAGES, MULTIPLE_MAX_TAGS } from './editable-column'

export interface SelectMultipleCellParams {
  options: readonly SelectOption[]
  /** The validation message of the cell, if it is invalid. */
  message?: string
}

/** select-multiple (docs/spec.md §4): the chosen options as tags, at most 1 shown, then '+N'. */
export function SelectMultipleCell({
  value,
  options,
  message,
}: CustomCellRendererProps<unknown, unknown> & SelectMultipleCellParams) {
  const refData = optionsToRefData(options)
  const texts = splitMultiple(value).map((item) => refData[item] ?? item)
  const { shown, rest } = visibleTags(texts, MULTIPLE_MAX_TAGS)
  return (
    <span
      data-slot="select-multiple-cell"
      aria-invalid={message === undefined ? undefined : true}
      title={message ?? texts.join(', ')}
      className="flex h-full items-center gap-1 overflow-hidden"
    >
      {shown.map((text, index) => (
        <span key={index} className="truncate rounded border border-border bg-muted px-1.5 text-xs leading-5">
          {text}
        </span>
      ))}
      {rest > 0 ? (
        <span
          data-slot="select-multiple-more"
          className="rounded border border-border bg-muted px-1.5 text-xs leading-5"
        >
          {CELL_MESSAGES.moreTags(rest)}
        </span>
      ) : null}
      {message === undefined ? null : <span className="sr-only">{`（${message}）`}</span>}
    </span>
  )
}
