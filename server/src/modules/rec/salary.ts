/** Money as integer cents (MODULES.md: money is a decimal with at most two places; never compare floats). */
export const toCents = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null
  const number = Number(value)
  return Number.isFinite(number) ? Math.round(number * 100) : null
}

export const SALARY_RANGE_REFUSAL = '最低薪资不能高于最高薪资'

/** The refusal when both bounds are given and the minimum exceeds the maximum; null otherwise. */
export function salaryRangeRefusal(salaryMin: unknown, salaryMax: unknown): string | null {
  const min = toCents(salaryMin)
  const max = toCents(salaryMax)
  return min !== null && max !== null && min > max ? SALARY_RANGE_REFUSAL : null
}
