/**
 * The statistics rows of the editable table (docs/spec.md §3 `statistics`): pinned below the rows, computed
 * over every row, recomputed only when the rows or the labels changed.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { msg, useT } from '../i18n/i18n'
import { STATISTIC_LABEL } from './column-defs'
import type { EditableColumn } from './editable-column'
import { computeStatistics, STATISTIC_KINDS, type StatisticKind } from './statistics'
import type { TableCore } from './table-core'

export interface StatisticLabels {
  sum: string
  average: string
}

/** Keys, translated where drawn. */
export const DEFAULT_STATISTIC_LABELS: StatisticLabels = { sum: msg('合计'), average: msg('平均值') }

export interface TableStatisticsOptions<Row> {
  /** The rows the grid mounts with: their statistics rows mount with them. */
  initialRows: readonly Row[]
  dataColumns: readonly EditableColumn<Row>[]
  labels?: Partial<StatisticLabels>
  labelColumnKey: string | undefined
  labelInRowNumber: boolean
}

export interface TableStatistics {
  /** The statistics rows of the initial rows (the grid's first `pinnedBottomRowData`). */
  initialStatistics: Record<string, unknown>[]
  /** Shows the statistics of the current rows (cached: unchanged rows are not read again). */
  refreshStatistics: () => void
}

export function useTableStatistics<Row>(
  { apiRef, rowsRef }: TableCore<Row>,
  { initialRows, dataColumns, labels, labelColumnKey, labelInRowNumber }: TableStatisticsOptions<Row>,
): TableStatistics {
  // The default labels in the screen's language: `translate` changes with it.
  const translate = useT()
  const statisticLabels = useMemo(
    () => ({
      sum: labels?.sum ?? translate(DEFAULT_STATISTIC_LABELS.sum),
      average: labels?.average ?? translate(DEFAULT_STATISTIC_LABELS.average),
    }),
    [labels, translate],
  )

  const statisticsRows = useCallback(
    (current: readonly Row[]): Record<string, unknown>[] => {
      const figures = computeStatistics(current, dataColumns)
      return STATISTIC_KINDS.filter((kind) => figures[kind] !== undefined).map((kind: StatisticKind) => {
        const label = statisticLabels[kind]
        return {
          ...figures[kind],
          [STATISTIC_LABEL]: label,
          ...(labelColumnKey && !labelInRowNumber ? { [labelColumnKey]: label } : {}),
          __statistic: kind,
        }
      })
    },
    [dataColumns, statisticLabels, labelColumnKey, labelInRowNumber],
  )

  /**
   * The statistics rows of the first rows, given to the grid with them (not set again once it is ready),
   * and the last statistics rows by the rows and labels they were computed for (each pass reads every row).
   */
  const [initialStatistics] = useState(() => ({
    rows: initialRows,
    compute: statisticsRows,
    result: statisticsRows(initialRows),
  }))
  const statisticsCache = useRef<typeof initialStatistics>(initialStatistics)
  const refreshStatistics = useCallback(() => {
    const api = apiRef.current
    if (!api) return
    const current = rowsRef.current
    const cached = statisticsCache.current
    if (cached.rows === current && cached.compute === statisticsRows) {
      // Unchanged rows: the grid already shows these figures.
      if (api.getGridOption('pinnedBottomRowData') !== cached.result)
        api.setGridOption('pinnedBottomRowData', cached.result)
      return
    }
    const result = statisticsRows(current)
    statisticsCache.current = { rows: current, compute: statisticsRows, result }
    api.setGridOption('pinnedBottomRowData', result)
  }, [statisticsRows, apiRef, rowsRef])

  // New labels or columns: new figures.
  useEffect(() => {
    refreshStatistics()
  }, [refreshStatistics])

  return { initialStatistics: initialStatistics.result, refreshStatistics }
}
