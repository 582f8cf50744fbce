import { Cron, type CronOptions } from 'croner'

/**
 * Cron expressions as upstream (Quartz) writes them: seconds first, an optional year last, `?` for "no specific
 * value", `0/5` steps, weekdays numbered 1 (Sunday) to 7 (Saturday) or named. Croner reads all of that with
 * these options; the expression is stored and scheduled as given.
 *
 * Differences from Quartz that remain: Quartz refuses a day of month and a day of week both set (one must be
 * `?`); croner accepts it and fires when either matches (its default OR logic).
 */
export const QUARTZ_CRON_OPTIONS = {
  mode: '6-or-7-parts',
  sloppyRanges: true,
  alternativeWeekdays: true,
} as const satisfies CronOptions

/** Why an expression cannot be scheduled (a Chinese message for the client), or null when it can. */
export function cronProblem(expression: string | null | undefined): string | null {
  const trimmed = (expression ?? '').trim()
  if (trimmed === '') return 'cron表达式不能为空'
  // Croner also takes an ISO date or a nickname (@daily) as a pattern; Quartz does not.
  const parts = trimmed.split(/\s+/).length
  if (parts !== 6 && parts !== 7) {
    return `cron表达式不正确：${trimmed}（应为6或7段：秒 分 时 日 月 周 [年]）`
  }
  let next: Date | null
  try {
    next = new Cron(trimmed, { ...QUARTZ_CRON_OPTIONS, paused: true }).nextRun()
  } catch (error) {
    return `cron表达式不正确：${trimmed}（${(error as Error).message}）`
  }
  return next ? null : `cron表达式不正确：${trimmed}（以后不会再触发）`
}
