import type { CustomCellEditorProps } from 'ag-grid-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { cn } from '../lib/cn'
import { optionText, uploadErrorMessage, type SelectOption } from './cell-values'
import { CELL_MESSAGES, SEARCH_DEBOUNCE_MS } from './editable-column'

export interface SelectSearchEditorParams {
  /** Finds options for a non-empty keyword. */
  search: (keyword: string) => Promise<readonly SelectOption[]>
  /** Remembers the label of a chosen option (the cell shows the label, stores the value). */
  remember: (option: SelectOption) => void
  /** Debounce of the keyword in ms (docs/spec.md §9: 300). */
  delay?: number
}

/** The search for one keyword. */
type SearchState =
  | { keyword: string; kind: 'loading' }
  | { keyword: string; kind: 'done'; options: readonly SelectOption[] }
  | { keyword: string; kind: 'failed'; message: string }

/**
 * The popup editor of a select-search cell (docs/spec.md §4, §5, §8): the keyword is debounced; no keyword
 * sends no request and shows the hint '请输入搜索内容'; an empty result shows '没有查询到任何数据';
 * a failed search shows its message as a warning.
 */
export function SelectSearchEditor({
  search,
  remember,
  delay = SEARCH_DEBOUNCE_MS,
  onValueChange,
  stopEditing,
  eventKey,
  colDef,
}: CustomCellEditorProps<unknown, unknown> & SelectSearchEditorParams) {
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [keyword, setKeyword] = useState(() => (eventKey !== null && eventKey.length === 1 ? eventKey : ''))
  const [result, setResult] = useState<SearchState | null>(null)
  const [active, setActive] = useState(0)

  useEffect(() => {
    inputRef.current?.focus()
  }, [])

  useEffect(() => {
    const text = keyword.trim()
    if (text === '') return
    let current = true
    const timer = setTimeout(() => {
      setResult({ keyword: text, kind: 'loading' })
      let pending: Promise<readonly SelectOption[]>
      try {
        pending = search(text)
      } catch (error) {
        pending = Promise.reject(error)
      }
      pending.then(
        (options) => {
          if (!current) return
          setActive(0)
          setResult({ keyword: text, kind: 'done', options })
        },
        (error: unknown) => {
          if (!current) return
          setResult({
            keyword: text,
            kind: 'failed',
            message: uploadErrorMessage(error, CELL_MESSAGES.searchEmpty),
          })
        },
      )
    }, delay)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [keyword, search, delay])

  const choose = (option: SelectOption) => {
    if (option.disabled) return
    remember(option)
    onValueChange(option.value)
    setTimeout(() => stopEditing())
  }

  const text = keyword.trim()
  // No keyword: only the hint (no request is sent). The result of an older keyword stays hidden
  // while the new one is debounced and searched.
  const state: SearchState | null =
    text === '' ? null : result?.keyword === text ? result : { keyword: text, kind: 'loading' }
  const options = state?.kind === 'done' ? state.options : []
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (options.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (index + step + options.length) % options.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const option = options[active]
      if (option) choose(option)
    }
  }

  return (
    <div
      data-slot="select-search-editor"
      className="flex w-60 flex-col gap-1 rounded border border-border bg-surface p-1 text-sm shadow-md"
    >
      <input
        ref={inputRef}
        role="combobox"
        aria-label={colDef.headerName}
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options[active] ? `${listId}-${active}` : undefined}
        className="h-7 rounded border border-border bg-surface px-2 outline-none focus:border-primary"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" aria-label={colDef.headerName} className="max-h-52 overflow-auto">
        {options.map((option, index) => (
          <div
            key={option.value}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            aria-disabled={option.disabled || undefined}
            className={cn(
              'cursor-pointer rounded px-2 py-1',
              index === active && 'bg-muted text-primary-strong',
              option.disabled && 'cursor-not-allowed opacity-50',
            )}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') choose(option)
            }}
          >
            {optionText(option)}
          </div>
        ))}
      </div>
      {state === null ? (
        <p data-state="hint" className="px-2 py-1 text-muted-foreground">
          {CELL_MESSAGES.searchHint}
        </p>
      ) : null}
      {state?.kind === 'loading' ? (
        <p data-state="loading" aria-live="polite" className="px-2 py-1 text-muted-foreground">
          {CELL_MESSAGES.searchLoading}
        </p>
      ) : null}
      {state?.kind === 'done' && state.options.length === 0 ? (
        <p data-state="empty" className="px-2 py-1 text-muted-foreground">
          {CELL_MESSAGES.searchEmpty}
        </p>
      ) : null}
      {state?.kind === 'failed' ? (
        <p
          data-state="warning"
          role="alert"
          className="border-l-2 border-warning bg-warning/10 px-2 py-1 text-foreground"
        >
          {state.message}
        </p>
      ) : null}
    </div>
  )
}
