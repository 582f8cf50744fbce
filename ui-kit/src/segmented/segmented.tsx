import { cva } from 'class-variance-authority'
import { useControllableState } from '@radix-ui/react-use-controllable-state'
import { useRef, type ComponentProps, type KeyboardEvent } from 'react'
import { cn } from '../lib/cn'

export interface SegmentedOption<Value extends string> {
  value: Value
  label: string
  disabled?: boolean
}

export interface SegmentedProps<Value extends string> extends Omit<
  ComponentProps<'div'>,
  'onChange' | 'defaultValue' | 'role'
> {
  options: readonly SegmentedOption<Value>[]
  /** Controlled value. */
  value?: Value
  /** Initial value when uncontrolled (default: the first enabled option). */
  defaultValue?: Value
  onValueChange?: (value: Value) => void
  /** The accessible name of the group (or use aria-labelledby). */
  'aria-label'?: string
}

const segmentVariants = cva(
  'flex-1 rounded px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50',
  {
    variants: {
      selected: {
        true: 'bg-surface text-primary-strong shadow-sm',
        false: 'text-muted-foreground hover:text-foreground',
      },
    },
  },
)

/**
 * A segmented control: one choice among a few, as a radio group (arrow keys move and select, one tab
 * stop). Controlled (`value`/`onValueChange`) or uncontrolled (`defaultValue`).
 */
export function Segmented<Value extends string>({
  options,
  value,
  defaultValue,
  onValueChange,
  className,
  ...props
}: SegmentedProps<Value>) {
  const firstEnabled = options.find((option) => !option.disabled)?.value
  const [current, setCurrent] = useControllableState<Value | undefined>({
    prop: value,
    defaultProp: defaultValue ?? firstEnabled,
    onChange: (next) => {
      if (next !== undefined) onValueChange?.(next)
    },
    caller: 'Segmented',
  })
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const choose = (next: Value) => setCurrent(next)

  const move = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key]
    if (!step) return
    event.preventDefault()
    for (let offset = 1; offset <= options.length; offset += 1) {
      const index = (from + step * offset + options.length * offset) % options.length
      const option = options[index]
      if (option && !option.disabled) {
        choose(option.value)
        buttons.current[index]?.focus()
        return
      }
    }
  }

  return (
    <div
      role="radiogroup"
      data-slot="segmented"
      className={cn('flex gap-1 rounded bg-muted p-1', className)}
      {...props}
    >
      {options.map((option, index) => {
        const selected = option.value === current
        return (
          <button
            key={option.value}
            ref={(node) => {
              buttons.current[index] = node
            }}
            type="button"
            role="radio"
            aria-checked={selected}
            data-state={selected ? 'checked' : 'unchecked'}
            tabIndex={selected ? 0 : -1}
            disabled={option.disabled}
            className={segmentVariants({ selected })}
            onClick={() => choose(option.value)}
            onKeyDown={(event) => move(event, index)}
          >
            {option.label}
          </button>
        )
      })}
    </div>
  )
}
