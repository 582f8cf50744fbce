import type { CustomCellEditorProps } from 'ag-grid-react'
import { useEffect, useRef, useState } from 'react'
import { joinMultiple, optionText, splitMultiple, type SelectOption } from './cell-values'
import { Checkbox } from '../checkbox/checkbox'

export interface SelectMultipleEditorParams {
  options: readonly SelectOption[]
}

/** The popup editor of a select-multiple cell: a list of checkboxes, the value comma-separated. */
export function SelectMultipleEditor({
  value,
  options,
  onValueChange,
  colDef,
}: CustomCellEditorProps<unknown, unknown> & SelectMultipleEditorParams) {
  const [chosen, setChosen] = useState(() => splitMultiple(value))
  const listRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    listRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus()
  }, [])
  const toggle = (option: SelectOption) => {
    const next = chosen.includes(option.value)
      ? chosen.filter((item) => item !== option.value)
      : [...chosen, option.value]
    setChosen(next)
    onValueChange(joinMultiple(next))
  }
  return (
    <div
      ref={listRef}
      data-slot="select-multiple-editor"
      role="group"
      aria-label={colDef.headerName}
      className="flex max-h-60 min-w-40 flex-col gap-0.5 overflow-auto rounded border border-border bg-surface p-1 text-sm shadow-md"
    >
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 hover:bg-muted has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50"
        >
          <Checkbox
            checked={chosen.includes(option.value)}
            disabled={option.disabled}
            onCheckedChange={() => toggle(option)}
          />
          {optionText(option)}
        </label>
      ))}
    </div>
  )
}
