/** Money as integer cents (docs/modules.md: money is a decimal with at most two places; never compare floats). */
export const toCents = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null
  const number = Number(value)
  return Number.isFinite(number) ? Math.round(number * 100) : null
}

export const SALARY_RANGE_REFUSAL = '最低薪资不能高于最高薪资'
export const SALARY_DECIMALS_REFUSAL = '薪资最多保留两位小数'

/** More than two decimals (1.005): refused, never rounded silently; float noise (0.1 + 0.2) is not. */
const moreThanTwoDecimals = (value: unknown) => {
  if (value === null || value === undefined || value === '') return false
  const hundredths = Number(value) * 100
  return Number.isFinite(hundredths) && Math.abs(hundredths - Math.round(hundredths)) > 1e-6
}

/**
 * The refusal of a salary range: a bound with more than two decimals, or both bounds given and the minimum
 * above the maximum; null otherwise.
 */
export function salaryRangeRefusal(salaryMin: unknown, salaryMax: unknown): string | null {
  if (moreThanTwoDecimals(salaryMin) || moreThanTwoDecimals(salaryMax)) return SALARY_DECIMALS_REFUSAL
  const min = toCents(salaryMin)
  const max = toCents(salaryMax)
  return min !== null && max !== null && min > max ? SALARY_RANGE_REFUSAL : null
}
