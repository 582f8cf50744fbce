import { msg, useT } from '@erp/ui-kit/i18n'
import { Badge, type BadgeProps } from '@erp/ui-kit/badge'
import { useDictOptions } from '../../lib/resource/use-dict-options'

/** The dictionary every priority text comes from (upstream's `priority`: H=高, M=中, L=低). */
export const PRIORITY_DICT = 'priority'

/**
 * docs/spec.md §2: L low, M medium, H high. Texts come from the `priority` dictionary, the same for every user
 * (the announcement list shows its `priority_dictText`); these are only used until the dictionary is in.
 */
const priorities = {
  L: { label: msg('低'), variant: 'primary' },
  M: { label: msg('中'), variant: 'warning' },
  H: { label: msg('高'), variant: 'danger' },
} as const satisfies Record<string, { label: string; variant: BadgeProps['variant'] }>

/** The priority tag of an announcement, with the dictionary's text; nothing for an unknown priority. */
export function PriorityTag({
  priority,
  ...props
}: Omit<BadgeProps, 'variant' | 'children'> & { priority: string | null | undefined }) {
  const t = useT()
  const options = useDictOptions(PRIORITY_DICT)
  if (!priority || !Object.hasOwn(priorities, priority)) return null
  const { label, variant } = priorities[priority as keyof typeof priorities]
  const text = options.find((option) => option.value === priority)?.label ?? t(label)
  return (
    <Badge variant={variant} data-priority={priority} {...props}>
      {text}
    </Badge>
  )
}
