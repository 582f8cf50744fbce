import type { CustomCellEditorProps } from 'ag-grid-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { cn } from '../lib/cn'
import { CheckMark } from '../select/select'
import { optionText, type SelectOption } from './cell-values'

export interface SelectListEditorParams {
  options: readonly SelectOption[]
}

/** Keys the list answers while it is open (the grid must not move or stop editing on them). */
export const SELECT_LIST_KEYS: ReadonlySet<string> = new Set([
  'Enter',
  ' ',
  'ArrowDown',
  'ArrowUp',
  'Home',
  'End',
  'PageDown',
  'PageUp',
])

/** How long typed letters add up to one type-ahead word (as the kit's Select). */
const TYPE_AHEAD_MS = 700

/**
 * The popup editor of a select cell with `listEditor` (docs/spec.md §4 select): the options as a list in
 * the look of the kit's Select, open at once with the current value checked. Arrows, Home/End and
 * PageUp/PageDown move, typed letters jump (type-ahead), Enter, Space or a click chooses; Escape and Tab are
 * the grid's (cancel, next cell).
 */
export function SelectListEditor({
  options,
  value,
  onValueChange,
  stopEditing,
  eventKey,
  colDef,
}: CustomCellEditorProps<unknown, unknown> & SelectListEditorParams) {
  const listId = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const current = value === null || value === undefined ? '' : String(value)
  const [active, setActive] = useState(() => {
    const index = options.findIndex((option) => option.value === current)
    return index >= 0
      ? index
      : Math.max(
          0,
          options.findIndex((option) => !option.disabled),
        )
  })
  const typed = useRef({ text: '', at: 0 })

  /** The next enabled option from `from` in `step` direction (wrapping), or `from`. */
  const next = (from: number, step: 1 | -1) => {
    for (let offset = 1; offset <= options.length; offset++) {
      const index = (from + step * offset + options.length * offset) % options.length
      if (!options[index]?.disabled) return index
    }
    return from
  }
  const typeAhead = (key: string, from: number) => {
    const now = Date.now()
    const text = (now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text : '') + key.toLowerCase()
    typed.current = { text, at: now }
    const order = options.map((_, offset) => (from + (text.length === 1 ? 1 : 0) + offset) % options.length)
    const found = order.find((index) => {
      const option = options[index]
      return option && !option.disabled && optionText(option).toLowerCase().startsWith(text)
    })
    if (found !== undefined) setActive(found)
  }

  useEffect(() => {
    listRef.current?.focus()
    // A letter that started the edit jumps to its option.
    if (eventKey !== null && eventKey.length === 1 && eventKey !== ' ') typeAhead(eventKey, active)
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' })
  }, [active])

  const choose = (option: SelectOption | undefined) => {
    if (!option || option.disabled) return
    onValueChange(option.value)
    // After AG Grid has taken the value.
    setTimeout(() => stopEditing())
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, () => number> = {
      ArrowDown: () => next(active, 1),
      ArrowUp: () => next(active, -1),
      Home: () => next(-1, 1),
      End: () => next(options.length, -1),
      PageDown: () => Math.min(options.length - 1, active + 8),
      PageUp: () => Math.max(0, active - 8),
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      setActive(move())
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      choose(options[active])
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault()
      typeAhead(event.key, active)
    }
  }

  return (
    <div
      data-slot="select-list-editor"
      className="min-w-32 overflow-hidden rounded border border-border bg-surface text-sm text-foreground shadow-md"
    >
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        tabIndex={0}
        aria-label={colDef.headerName}
        aria-activedescendant={options[active] ? `${listId}-${active}` : undefined}
        className="max-h-72 overflow-auto p-1 outline-none"
        onKeyDown={onKeyDown}
      >
        {options.map((option, index) => {
          const checked = option.value === current
          return (
            <div
              key={option.value}
              id={`${listId}-${index}`}
              data-index={index}
              role="option"
              aria-selected={checked}
              aria-disabled={option.disabled || undefined}
              data-highlighted={index === active ? '' : undefined}
              data-state={checked ? 'checked' : 'unchecked'}
              className={cn(
                'relative flex cursor-default items-center rounded py-1.5 pr-8 pl-2 select-none data-[highlighted]:bg-muted data-[state=checked]:font-medium data-[state=checked]:text-primary',
                option.disabled && 'cursor-not-allowed opacity-50',
              )}
              // The list keeps the focus (and the grid its editing) while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => {
                if (!option.disabled && index !== active) setActive(index)
              }}
              onClick={() => choose(option)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') choose(option)
              }}
              tabIndex={-1}
            >
              {optionText(option)}
              {checked ? (
                <span className="absolute right-2 inline-flex">
                  <CheckMark />
                </span>
              ) : null}
            </div>
          )
        })}
      </div>
    </div>
  )
}
