import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export interface InputProps extends ComponentProps<'input'> {
  /** Marks the field invalid: `aria-invalid` and the danger border. */
  invalid?: boolean
}

export function Input({ className, invalid = false, type = 'text', ...props }: InputProps) {
  return (
    <input
      data-slot="input"
      type={type}
      aria-invalid={invalid || undefined}
      data-state={invalid ? 'invalid' : undefined}
      // focus-within: rather than focus-visible: — a text field shows its focus however it got it (browsers do
      // so for text fields anyway), and a date/time field shows it while an inner part (its picker button) has
      // the focus, where Chromium matches neither :focus nor :focus-visible on the input.
      className={cn(
        'h-8 w-full rounded border border-border bg-surface px-3 text-sm text-foreground placeholder:text-muted-foreground focus-within:border-primary focus-within:outline-2 focus-within:outline-offset-0 focus-within:outline-primary hover:border-primary disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
        invalid && 'border-danger focus-within:border-danger focus-within:outline-danger hover:border-danger',
        className,
      )}
      {...props}
    />
  )
}
