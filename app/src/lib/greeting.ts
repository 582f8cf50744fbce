import { t } from '@erp/ui-kit/i18n'

/** docs/spec.md §9: before 9 good morning; up to 11 morning; up to 13 noon; before 20 afternoon; otherwise evening. */
export function greetingFor(date: Date): string {
  const hour = date.getHours()
  if (hour < 9) return t('早上好')
  if (hour <= 11) return t('上午好')
  if (hour <= 13) return t('中午好')
  if (hour < 20) return t('下午好')
  return t('晚上好')
}

/** The welcome line of the dashboards: the greeting and the name, with the language's own comma. */
export function welcomeLine(date: Date, name: string): string {
  return t('{{greeting}}，{{name}}', { greeting: greetingFor(date), name })
}
