import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export interface TextareaProps extends ComponentProps<'textarea'> {
  /** Marks the field invalid: `aria-invalid` and the danger border. */
  invalid?: boolean
}

/** A multi-line text field styled as `Input`. */
export function Textarea({ className, invalid = false, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      aria-invalid={invalid || undefined}
      data-state={invalid ? 'invalid' : undefined}
      className={cn(
        'w-full rounded border border-border bg-surface px-3 py-1.5 text-sm text-foreground placeholder:text-muted-foreground hover:border-primary focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 aria-[invalid=true]:border-danger aria-[invalid=true]:hover:border-danger',
        className,
      )}
      {...props}
    />
  )
}
