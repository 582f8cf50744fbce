import { msg, t, useT } from '@erp/ui-kit/i18n'
import { Badge, type BadgeProps } from '@erp/ui-kit/badge'

/** SPEC §2: L general, M important, H urgent. */
const priorities = {
  L: { label: msg('一般'), variant: 'primary' },
  M: { label: msg('重要'), variant: 'warning' },
  H: { label: msg('紧急'), variant: 'danger' },
} as const satisfies Record<string, { label: string; variant: BadgeProps['variant'] }>

export function priorityLabel(priority: string | null | undefined): string | null {
  return priority && Object.hasOwn(priorities, priority)
    ? t(priorities[priority as keyof typeof priorities].label)
    : null
}

/** The priority tag of an announcement; nothing for an unknown priority. */
export function PriorityTag({
  priority,
  ...props
}: Omit<BadgeProps, 'variant' | 'children'> & { priority: string | null | undefined }) {
  const t = useT()
  if (!priority || !Object.hasOwn(priorities, priority)) return null
  const { label, variant } = priorities[priority as keyof typeof priorities]
  return (
    <Badge variant={variant} data-priority={priority} {...props}>
      {t(label)}
    </Badge>
  )
}
