import * as PopoverPrimitive from '@radix-ui/react-popover'
import { useId, useMemo, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react'
import { useT } from '../i18n/i18n'
import { cn } from '../lib/cn'
import { Icon } from '../icon/icon'
import { CheckMark, ChevronDown, ClearMark, fieldTriggerClass, type SelectOption } from '../select/select'

export interface ComboboxOption extends SelectOption {
  /** More text the search matches (pinyin, a code, a phone number). */
  keywords?: string
}

export interface ComboboxProps extends Omit<
  ComponentProps<'button'>,
  'value' | 'defaultValue' | 'onChange' | 'children'
> {
  /** The chosen value; '' means none. */
  value: string
  onValueChange: (value: string) => void
  options: readonly ComboboxOption[]
  placeholder?: string
  searchPlaceholder?: string
  /** Shown when the search matches nothing. */
  emptyText?: string
  /** Shows a clear button that sets the value to ''. */
  allowClear?: boolean
  invalid?: boolean
  /** Submitted with a form through a hidden input. */
  name?: string
  /** At most this many matches are drawn; typing narrows the rest (a list of 300+ stays quick). */
  maxRendered?: number
  contentClassName?: string
}

const normalise = (text: string) => text.toLocaleLowerCase().trim()

/** The options whose label, value or keywords contain every word typed. */
export function filterOptions<O extends ComboboxOption>(options: readonly O[], query: string): O[] {
  const words = normalise(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...options]
  return options.filter((option) => {
    const haystack = normalise(`${option.label} ${option.value} ${option.keywords ?? ''}`)
    return words.every((word) => haystack.includes(word))
  })
}

/**
 * A searchable select for long lists (people, cards, brands): a `combobox` button shows the choice; it opens
 * a popover with a search field (`combobox` with `aria-activedescendant`) over a `listbox`. Typing filters,
 * ArrowUp/ArrowDown/PageUp/PageDown move, Enter picks, Escape closes and gives the focus back.
 * Typing a letter on the closed button opens it with that letter searched.
 */
export function Combobox({
  value,
  onValueChange,
  options,
  placeholder,
  searchPlaceholder,
  emptyText,
  allowClear = false,
  invalid = false,
  name,
  maxRendered = 100,
  disabled,
  className,
  contentClassName,
  'aria-invalid': ariaInvalid,
  onKeyDown,
  ...triggerProps
}: ComboboxProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const listId = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const selected = options.find((option) => option.value === value)
  const matches = useMemo(() => filterOptions(options, query), [options, query])
  const shown = matches.slice(0, maxRendered)
  const hidden = matches.length - shown.length
  const isInvalid = invalid || ariaInvalid === true || ariaInvalid === 'true'
  const hasValue = value !== ''
  const shownText = selected ? selected.label : hasValue ? value : (placeholder ?? t('请选择'))
  const optionId = (index: number) => `${listId}-${index}`

  const openWith = (nextQuery: string) => {
    setQuery(nextQuery)
    const start = nextQuery ? 0 : shownIndexOf(value)
    setActive(start)
    setOpen(true)
  }
  const shownIndexOf = (target: string) =>
    Math.max(
      0,
      options.slice(0, maxRendered).findIndex((o) => o.value === target),
    )

  const move = (from: number, step: number) => {
    if (shown.length === 0) return
    const clamp = (index: number) => Math.min(shown.length - 1, Math.max(0, index))
    const direction = Math.sign(step)
    let next = clamp(from + step)
    // Skip disabled options in the direction of travel; stay put when only disabled ones lie ahead.
    while (shown[next]?.disabled) {
      const further = next + direction
      if (further < 0 || further >= shown.length) {
        next = from
        break
      }
      next = further
    }
    setActive(next)
    listRef.current?.querySelector(`#${CSS.escape(optionId(next))}`)?.scrollIntoView({ block: 'nearest' })
  }

  const pick = (option: ComboboxOption | undefined) => {
    if (!option || option.disabled) return
    onValueChange(option.value)
    setOpen(false)
  }

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        move(active, 1)
        break
      case 'ArrowUp':
        event.preventDefault()
        move(active, -1)
        break
      case 'PageDown':
        event.preventDefault()
        move(active, 10)
        break
      case 'PageUp':
        event.preventDefault()
        move(active, -10)
        break
      case 'Enter':
        event.preventDefault()
        pick(shown[active])
        break
      default:
    }
  }

  return (
    <div data-slot="combobox" className={cn('relative w-full', className)}>
      <PopoverPrimitive.Root open={open} onOpenChange={(next) => (next ? openWith('') : setOpen(false))}>
        <PopoverPrimitive.Trigger asChild>
          <button
            type="button"
            role="combobox"
            aria-expanded={open}
            aria-haspopup="dialog"
            aria-controls={open ? listId : undefined}
            aria-invalid={isInvalid || undefined}
            data-placeholder={hasValue && selected ? undefined : ''}
            disabled={disabled}
            className={fieldTriggerClass}
            onKeyDown={(event) => {
              onKeyDown?.(event)
              if (event.defaultPrevented || open) return
              if (event.key === 'ArrowDown' || (event.altKey && event.key === 'ArrowDown')) {
                event.preventDefault()
                openWith('')
              } else if (
                event.key.length === 1 &&
                event.key !== ' ' &&
                !event.ctrlKey &&
                !event.metaKey &&
                !event.altKey
              ) {
                event.preventDefault()
                openWith(event.key)
              }
            }}
            {...triggerProps}
          >
            {/* The whole text on hover when the trigger is too narrow for it. */}
            <span className="truncate" title={shownText}>
              {shownText}
            </span>
            <ChevronDown className={cn(allowClear && hasValue && !disabled && 'invisible')} />
          </button>
        </PopoverPrimitive.Trigger>
        <PopoverPrimitive.Portal>
          <PopoverPrimitive.Content
            data-slot="combobox-content"
            aria-label={triggerProps['aria-label'] ?? placeholder ?? t('请选择')}
            align="start"
            sideOffset={4}
            onOpenAutoFocus={(event) => {
              // Focus the search field (Radix would focus the first focusable, which is the same; keep caret at end).
              event.preventDefault()
              const input = (event.currentTarget as HTMLElement | null)?.querySelector('input')
              input?.focus()
            }}
            className={cn(
              'z-50 w-(--radix-popover-trigger-width) min-w-48 rounded border border-border bg-surface text-sm text-foreground shadow-md outline-none',
              contentClassName,
            )}
          >
            <div className="flex items-center gap-2 border-b border-border px-2">
              <Icon name="search" className="size-3.5 text-muted-foreground" />
              <input
                role="combobox"
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={shown[active] ? optionId(active) : undefined}
                aria-label={searchPlaceholder ?? t('搜索')}
                placeholder={searchPlaceholder ?? t('搜索')}
                autoComplete="off"
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value)
                  setActive(0)
                }}
                onKeyDown={onSearchKeyDown}
                className="h-8 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
              />
            </div>
            <div
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label={placeholder ?? t('请选择')}
              className="max-h-64 overflow-y-auto p-1"
            >
              {shown.map((option, index) => (
                // Options are reached from the search field (aria-activedescendant), as the APG combobox does: they take
                // no focus and no keys of their own.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                <div
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={option.value === value}
                  aria-disabled={option.disabled || undefined}
                  data-highlighted={index === active ? '' : undefined}
                  onPointerMove={() => setActive(index)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option)}
                  className="relative flex cursor-default items-center rounded py-1.5 pr-8 pl-2 select-none aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-selected:font-medium aria-selected:text-primary data-[highlighted]:bg-muted"
                >
                  <span className="truncate">{option.label}</span>
                  {option.value === value && <CheckMark className="absolute right-2" />}
                </div>
              ))}
            </div>
            {shown.length === 0 && (
              <p role="status" className="px-3 py-4 text-center text-muted-foreground">
                {emptyText ?? t('无匹配结果')}
              </p>
            )}
            {hidden > 0 && (
              <p role="status" className="border-t border-border px-3 py-1.5 text-xs text-muted-foreground">
                {t('另有 {{count}} 项，请输入以缩小范围', { count: hidden })}
              </p>
            )}
          </PopoverPrimitive.Content>
        </PopoverPrimitive.Portal>
      </PopoverPrimitive.Root>
      {name !== undefined && <input type="hidden" name={name} value={value} />}
      {allowClear && hasValue && !disabled && (
        <button
          type="button"
          data-slot="combobox-clear"
          aria-label={t('清除')}
          onClick={() => onValueChange('')}
          className="absolute top-1/2 right-2 inline-flex size-5 -translate-y-1/2 items-center justify-center rounded text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary"
        >
          <ClearMark />
        </button>
      )}
    </div>
  )
}
