/**
 * The statistics row of the editable table (docs/spec.md §3 `statistics`: sum or average). Pure.
 */
import { NUMBER_PATTERN } from './cell-values'

export type StatisticKind = 'sum' | 'average'

export const STATISTIC_KINDS: readonly StatisticKind[] = ['sum', 'average']

export interface StatisticColumn {
  key: string
  statistics?: readonly StatisticKind[]
}

/** One figure per column that asks for it; `null` when the column has no numeric value. */
export type StatisticsRow = Record<string, number | null>

/** The numeric value of a cell: numbers, and text that is a decimal number; otherwise `null`. */
export function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && NUMBER_PATTERN.test(value.trim())) return Number(value)
  return null
}

/** Rounds away binary noise (0.1 + 0.2 → 0.3) while keeping every meaningful decimal. */
function tidy(value: number): number {
  return Math.round(value * 1e9) / 1e9
}

/**
 * Sums and averages the columns that ask for them, over every row. The average is over the cells
 * that hold a number (empty cells are not counted as zero).
 */
export function computeStatistics<Row>(
  rows: readonly Row[],
  columns: readonly StatisticColumn[],
): Partial<Record<StatisticKind, StatisticsRow>> {
  const wanted = columns.filter((column) => (column.statistics?.length ?? 0) > 0)
  const result: Partial<Record<StatisticKind, StatisticsRow>> = {}
  for (const column of wanted) {
    let sum = 0
    let count = 0
    for (let i = 0; i < rows.length; i++) {
      const number = numericValue((rows[i] as Record<string, unknown>)[column.key])
      if (number === null) continue
      sum += number
      count++
    }
    for (const kind of column.statistics ?? []) {
      const figures = (result[kind] ??= {})
      figures[column.key] = count === 0 ? null : kind === 'sum' ? tidy(sum) : tidy(sum / count)
    }
  }
  return result
}
