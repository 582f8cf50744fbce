import { Slot } from '@radix-ui/react-slot'
import { useId, type ComponentProps, type ReactElement, type ReactNode } from 'react'
import { cn } from '../lib/cn'
import { useHeldWhilePressed } from './pointer-hold'

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
  /**
   * Keeps a line under the control for the error even when there is none (as Ant Design forms do), so an
   * error appearing or clearing on blur never moves what is below — a click on 确定 lands where aimed.
   * Without it, an error that changes while a pointer is pressed (the blur of a pointer-down on 确定) is
   * shown or removed only after the click, for the same reason.
   */
  reserveErrorSpace?: boolean
}

/**
 * A label, one control and its error message, wired together: the label's `htmlFor`, the control's `id`,
 * `aria-invalid` and `aria-describedby` (hint and error) are set on the child through Radix Slot.
 */
export function FormField({
  label,
  error: errorProp,
  hint,
  controlId,
  className,
  children,
  reserveErrorSpace = false,
  ...props
}: FormFieldProps) {
  const error = useHeldWhilePressed(errorProp || null)
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
        <p id={errorId} className="min-h-5 text-sm text-danger-strong">
          {error}
        </p>
      ) : reserveErrorSpace ? (
        <p aria-hidden="true" data-slot="form-field-error-space" className="min-h-5" />
      ) : null}
    </div>
  )
}
