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
      className={cn(
        'h-8 w-full rounded border border-border bg-surface px-3 text-sm text-foreground placeholder:text-muted-foreground hover:border-primary focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
        invalid &&
          'border-danger hover:border-danger focus-visible:border-danger focus-visible:outline-danger',
        className,
      )}
      {...props}
    />
  )
}
