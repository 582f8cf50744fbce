import * as RadioGroupPrimitive from '@radix-ui/react-radio-group'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export interface RadioOption {
  value: string
  label: string
  disabled?: boolean
}

export interface RadioGroupProps extends ComponentProps<typeof RadioGroupPrimitive.Root> {
  /** The choices; or compose `RadioGroupItem`s as children instead. */
  options?: readonly RadioOption[]
  /** Marks the group invalid: `aria-invalid` and the danger border on its circles. */
  invalid?: boolean
}

/**
 * A radio group (Radix): `role="radiogroup"`, one tab stop, arrow keys move and choose, `name` submits with
 * a form; `value`/`onValueChange` controlled or `defaultValue`.
 */
export function RadioGroup({
  className,
  options,
  invalid = false,
  orientation = 'horizontal',
  children,
  ...props
}: RadioGroupProps) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      aria-invalid={invalid || undefined}
      orientation={orientation}
      className={cn(
        'group/radio flex gap-4',
        orientation === 'horizontal' ? 'min-h-8 flex-wrap items-center' : 'flex-col',
        className,
      )}
      {...props}
    >
      {options?.map((option) => (
        <RadioGroupItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </RadioGroupItem>
      ))}
      {children}
    </RadioGroupPrimitive.Root>
  )
}

/** One choice: the circle and its label text (children), the whole label clickable. */
export function RadioGroupItem({
  className,
  children,
  disabled,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <label
      data-slot="radio-group-item"
      className={cn(
        'inline-flex items-center gap-1.5 text-sm',
        disabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer',
        className,
      )}
    >
      <RadioGroupPrimitive.Item
        disabled={disabled}
        className="inline-flex size-4 shrink-0 items-center justify-center rounded-full border border-border bg-surface group-aria-[invalid=true]/radio:border-danger hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed data-[state=checked]:border-primary-strong"
        {...props}
      >
        <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-primary-strong" />
      </RadioGroupPrimitive.Item>
      {children}
    </label>
  )
}
