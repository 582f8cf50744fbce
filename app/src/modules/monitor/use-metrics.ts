import { useQueries } from '@tanstack/react-query'
import { metricQuery, type MetricFigure } from './api/monitor-queries'

export interface MetricState {
  figure: MetricFigure | undefined
  /** Still loading the first time. */
  pending: boolean
  /** The request failed (network, server error): the figure is unavailable. */
  failed: boolean
  /** When the figure was last fetched (0: not yet); a new time is a new reading for the charts. */
  updatedAt: number
}

/** Several metrics at once, refreshed together on the monitoring interval; by name. */
export function useMetrics(names: readonly string[]): Record<string, MetricState> {
  const results = useQueries({ queries: names.map((name) => metricQuery(name)) })
  const metrics: Record<string, MetricState> = {}
  names.forEach((name, index) => {
    const result = results[index]
    metrics[name] = {
      figure: result?.data,
      pending: result?.isPending ?? true,
      failed: result?.isError ?? false,
      updatedAt: result?.dataUpdatedAt ?? 0,
    }
  })
  return metrics
}
