import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export const badgeVariants = cva(
  'inline-flex items-center justify-center rounded border text-xs leading-5 font-normal whitespace-nowrap',
  {
    variants: {
      variant: {
        /** Neutral tag. */
        default: 'border-border bg-muted px-2 text-foreground',
        /** Colour tags, e.g. the announcement priorities L / M / H. */
        primary: 'border-primary bg-surface px-2 text-primary-strong',
        warning: 'border-warning bg-surface px-2 text-foreground',
        danger: 'border-danger bg-surface px-2 text-danger-strong',
        success: 'border-success bg-surface px-2 text-foreground',
        /** The red count bubble (notification bell). */
        count: 'h-5 min-w-5 rounded-full border-transparent bg-danger-strong px-1.5 text-primary-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {
  /** Render the child element instead of a `<span>` (Radix Slot). */
  asChild?: boolean
}

/** A tag or a count bubble. */
export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Component = asChild ? Slot : 'span'
  return (
    <Component
      data-slot="badge"
      data-variant={variant ?? 'default'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  )
}

export interface CountBadgeProps extends Omit<BadgeProps, 'variant' | 'children'> {
  count: number
  /** Above this the badge shows `{max}+`. Default 99. */
  max?: number
  /** Show the badge when the count is 0. Default false. */
  showZero?: boolean
}

/** The count bubble: hidden at 0 (unless `showZero`), `99+` above `max`. */
export function CountBadge({ count, max = 99, showZero = false, ...props }: CountBadgeProps) {
  if (count <= 0 && !showZero) return null
  return (
    <Badge variant="count" data-count={count} {...props}>
      {count > max ? `${max}+` : count}
    </Badge>
  )
}
