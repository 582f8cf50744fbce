import type { CustomCellEditorProps } from 'ag-grid-react'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { acceptNumberInput, applyTagsInput, normalizeNumberOnBlur } from './cell-values'

export interface FilteredTextEditorParams {
  /** `number`: only an optionally negative decimal, committed as a number or empty (docs/spec.md §5).
   *  `tags`: a semicolon after every two characters, typed semicolons stripped (docs/spec.md §4). */
  mode: 'number' | 'tags'
}

type Props = CustomCellEditorProps<unknown, unknown> & FilteredTextEditorParams

function filter(mode: FilteredTextEditorParams['mode'], previous: string, next: string): string {
  return mode === 'number' ? acceptNumberInput(previous, next) : applyTagsInput(previous, next)
}

function committed(mode: FilteredTextEditorParams['mode'], text: string): unknown {
  return mode === 'number' ? normalizeNumberOnBlur(text) : text
}

/** The inline editor of number and tags cells: filters what is typed, reports the committed value. */
export function FilteredTextEditor({ mode, value, eventKey, onValueChange, colDef }: Props) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(() => {
    const start = value === null || value === undefined ? '' : String(value)
    // Editing started by typing a character: the editor starts with that character.
    return eventKey !== null && eventKey.length === 1 ? filter(mode, '', eventKey) : start
  })
  const started = useRef(text)

  useEffect(() => {
    inputRef.current?.focus()
    if (eventKey !== null && eventKey.length === 1) onValueChange(committed(mode, started.current))
    // Runs once, when the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = filter(mode, text, event.target.value)
    setText(next)
    onValueChange(committed(mode, next))
  }

  return (
    <input
      ref={inputRef}
      data-slot="filtered-text-editor"
      aria-label={colDef.headerName}
      inputMode={mode === 'number' ? 'decimal' : 'text'}
      className="size-full bg-surface px-2 text-sm text-foreground outline-none"
      value={text}
      onChange={handleChange}
    />
  )
}
