/**
 * The query keys of the attendance module's own reads (the list pages use the generic resource keys). A save
 * invalidates through these (the schedule grid refreshes `month`).
 */
export const attKeys = {
  persons: ['att', 'persons'] as const,
  departs: ['att', 'departs'] as const,
  shifts: ['att', 'shifts'] as const,
  month: (month: string, departId: string) => ['att', 'schedule-month', month, departId] as const,
  summary: (query: Readonly<Record<string, string | number | undefined>>) =>
    ['att', 'summary', query] as const,
}
