import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded border text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        default: 'border-border bg-surface text-foreground hover:border-primary hover:text-primary-strong',
        primary:
          'border-primary-strong bg-primary-strong text-primary-foreground hover:border-primary-hover hover:bg-primary-hover',
        danger:
          'border-danger-strong bg-danger-strong text-primary-foreground hover:border-danger-hover hover:bg-danger-hover',
        ghost: 'border-transparent bg-transparent text-foreground hover:bg-muted',
        link: 'border-transparent bg-transparent text-primary-strong underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-7 px-2',
        md: 'h-8 px-4',
        lg: 'h-10 px-5 text-base',
        icon: 'size-8 p-0',
      },
    },
    defaultVariants: { variant: 'default', size: 'md' },
  },
)

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element instead of a `<button>` (Radix Slot). */
  asChild?: boolean
  /** Shows a spinner, sets `aria-busy` and disables the button. */
  loading?: boolean
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button'
  return (
    <Component
      data-slot="button"
      data-state={loading ? 'loading' : undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={asChild ? undefined : disabled || loading}
      aria-busy={loading || undefined}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading ? (
            <span
              aria-hidden="true"
              className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
          ) : null}
          {children}
        </>
      )}
    </Component>
  )
}
