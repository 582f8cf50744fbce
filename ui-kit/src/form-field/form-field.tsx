import { Slot } from '@radix-ui/react-slot'
import { useId, type ComponentProps, type ReactElement, type ReactNode } from 'react'
import { cn } from '../lib/cn'

export interface FormFieldProps extends Omit<ComponentProps<'div'>, 'children'> {
  label: ReactNode
  /** The field's error message; shown under the control, which gets `aria-invalid` and `aria-describedby`. */
  error?: string | null
  /** A hint shown under the control (also referenced by `aria-describedby`). */
  hint?: ReactNode
  /** Id of the control; generated when absent. */
  controlId?: string
  /** Exactly one control element (input, select, textarea or a component forwarding these props). */
  children: ReactElement
}

/**
 * A label, one control and its error message, wired together: the label's `htmlFor`, the control's `id`,
 * `aria-invalid` and `aria-describedby` (hint and error) are set on the child through Radix Slot.
 */
export function FormField({ label, error, hint, controlId, className, children, ...props }: FormFieldProps) {
  const generated = useId()
  const id = controlId ?? generated
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div
      data-slot="form-field"
      data-state={error ? 'invalid' : undefined}
      className={cn('space-y-1', className)}
      {...props}
    >
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
      </label>
      <Slot id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger-strong">
          {error}
        </p>
      ) : null}
    </div>
  )
}
