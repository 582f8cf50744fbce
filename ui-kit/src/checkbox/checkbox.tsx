import * as CheckboxPrimitive from '@radix-ui/react-checkbox'
import type { ComponentProps } from 'react'
import { Icon } from '../icon/icon'
import { cn } from '../lib/cn'

export type CheckedState = CheckboxPrimitive.CheckedState

export interface CheckboxProps extends ComponentProps<typeof CheckboxPrimitive.Root> {
  /** Marks the box invalid: `aria-invalid` and the danger border. */
  invalid?: boolean
}

/**
 * A checkbox (Radix): `role="checkbox"` with `aria-checked` true, false or "mixed" (`checked="indeterminate"`),
 * Space toggles it, `name`/`value` submit with a form as a native one; `data-state` checked/unchecked/indeterminate.
 */
export function Checkbox({ className, invalid = false, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      aria-invalid={invalid || undefined}
      className={cn(
        'group/checkbox peer inline-flex size-4 shrink-0 items-center justify-center rounded-sm border border-border bg-surface text-white hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-danger data-[state=checked]:border-primary-strong data-[state=checked]:bg-primary-strong data-[state=indeterminate]:border-primary-strong data-[state=indeterminate]:bg-primary-strong',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="flex items-center justify-center">
        <span
          aria-hidden="true"
          className="hidden h-0.5 w-2 rounded bg-current group-data-[state=indeterminate]/checkbox:block"
        />
        <Icon name="check" className="size-3 group-data-[state=indeterminate]/checkbox:hidden" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  )
}
