import * as PopoverPrimitive from '@radix-ui/react-popover'
import { useId, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import { Icon } from '../icon/icon'
import { cn } from '../lib/cn'

export type PickerInputAttributes = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'children'
>

export const fieldClass =
  'h-8 w-full rounded border border-border bg-surface pr-8 pl-3 text-sm text-foreground placeholder:text-muted-foreground hover:border-primary focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 aria-[invalid=true]:border-danger'

/** A small "pick the current day / month" button under a picker's grid. */
export function PickNowButton({
  disabled,
  onPick,
  children,
}: {
  disabled: boolean
  onPick: () => void
  children: ReactNode
}) {
  return (
    <div className="mt-1 border-t border-border pt-1 text-center">
      <button
        type="button"
        disabled={disabled}
        onClick={onPick}
        className="rounded px-2 py-0.5 text-sm text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50"
      >
        {children}
      </button>
    </div>
  )
}

export interface PickerFieldProps extends PickerInputAttributes {
  /** The wrapper's data-slot; the popover's is `<slot>-content`. */
  slot: string
  /** The value ('' for none): what a pick or a typed text is compared with, and the hidden input's value. */
  value: string
  onValueChange: (value: string) => void
  /** What the field shows while not being typed in. */
  display: string
  /** A typed text as a value that may be taken (in range), or undefined. */
  parse: (text: string) => string | undefined
  /** The label of the popover and of its button. */
  pickLabel: string
  invalid?: boolean
  wrapperClassName?: string
  /** The popover's grid; `pick` takes a value and closes the popover. */
  renderPopup: (pick: (picked: string) => void) => ReactNode
}

/**
 * The typed text field with a popover grid that DatePicker and MonthPicker share: typing commits each text
 * that parses, a click on the field opens the grid while the field keeps the focus (typing goes on, as in
 * Ant Design), Alt+ArrowDown or the button opens it with the focus on its tabbable cell, Escape closes it and
 * returns to the field, Enter or blur shows the value again in its own format.
 *
 * The whole field (text box and button) is the popover's anchor; there is no Radix `Popover.Trigger`. With
 * both an Anchor and a Trigger, Radix Popper 1.4 takes the trigger's first button as the anchor, and that
 * button is replaced when the Anchor registers, so the grid was placed against a detached node: at the
 * window's top-left corner (x 0, y 4).
 */
export function PickerField({
  slot,
  value,
  onValueChange,
  display,
  parse,
  pickLabel,
  invalid = false,
  renderPopup,
  className,
  wrapperClassName,
  disabled,
  readOnly,
  name,
  onBlur,
  onClick,
  onKeyDown,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: PickerFieldProps) {
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const wrapperRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  // Whether the grid takes the focus when it opens (button, Alt+ArrowDown) or the field keeps it (a click).
  const focusGrid = useRef(true)
  const contentId = useId()
  const isInvalid = invalid || ariaInvalid === true || ariaInvalid === 'true'
  const locked = disabled === true || readOnly === true

  const show = (withGridFocus: boolean) => {
    if (locked) return
    focusGrid.current = withGridFocus
    setOpen(true)
  }

  const commit = (text: string) => {
    setDraft(text)
    if (text.trim() === '') {
      if (value !== '') onValueChange('')
      return
    }
    const parsed = parse(text)
    if (parsed && parsed !== value) onValueChange(parsed)
  }

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
      <PopoverPrimitive.Anchor asChild>
        <div ref={wrapperRef} data-slot={slot} className={cn('relative w-full', wrapperClassName)}>
          <input
            ref={inputRef}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={isInvalid || undefined}
            disabled={disabled}
            readOnly={readOnly}
            value={draft ?? display}
            onChange={(event) => commit(event.target.value)}
            onClick={(event) => {
              onClick?.(event)
              if (!event.defaultPrevented && !open) show(false)
            }}
            onBlur={(event) => {
              setDraft(null)
              onBlur?.(event)
            }}
            onKeyDown={(event) => {
              onKeyDown?.(event)
              if (event.defaultPrevented) return
              if (event.altKey && event.key === 'ArrowDown') {
                event.preventDefault()
                show(true)
              } else if (event.key === 'Enter' && draft !== null) {
                setDraft(null)
              } else if (event.key === 'Tab' && open) {
                // Leaving the field closes a grid it opened by a click (the next stop is the picker's own button).
                setOpen(false)
              }
            }}
            className={cn(fieldClass, className)}
            {...inputProps}
          />
          <button
            type="button"
            aria-label={pickLabel}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? contentId : undefined}
            disabled={locked}
            onClick={() => (open ? setOpen(false) : show(true))}
            className="absolute top-1/2 right-1 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed"
          >
            <Icon name="calendar" className="size-3.5" />
          </button>
          {name !== undefined && <input type="hidden" name={name} value={value} />}
        </div>
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          ref={contentRef}
          id={contentId}
          data-slot={`${slot}-content`}
          aria-label={pickLabel}
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            if (!focusGrid.current) return
            const content = event.currentTarget as HTMLElement | null
            content?.querySelector<HTMLButtonElement>('[role="grid"] button[tabindex="0"]')?.focus()
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            // Back to the field when the focus was in the grid (a pick, Escape); not when it left for another field.
            const active = document.activeElement
            if (!active || active === document.body || contentRef.current?.contains(active)) {
              inputRef.current?.focus()
            }
          }}
          onInteractOutside={(event) => {
            // The field and its button belong to the picker: a click or focus there keeps the grid open.
            if (event.target instanceof Node && wrapperRef.current?.contains(event.target))
              event.preventDefault()
          }}
          className="z-50 rounded border border-border bg-surface text-foreground shadow-md outline-none"
        >
          {renderPopup((picked) => {
            setDraft(null)
            if (picked !== value) onValueChange(picked)
            setOpen(false)
          })}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  )
}
