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
      // focus: rather than focus-visible: — a text field shows its focus however it got it (browsers do so
      // for text fields anyway), and date/time fields, whose focus sits in inner parts, show it at all.
      className={cn(
        'h-8 w-full rounded border border-border bg-surface px-3 text-sm text-foreground placeholder:text-muted-foreground hover:border-primary focus:border-primary focus:outline-2 focus:outline-offset-0 focus:outline-primary disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
        invalid && 'border-danger hover:border-danger focus:border-danger focus:outline-danger',
        className,
      )}
      {...props}
    />
  )
}
