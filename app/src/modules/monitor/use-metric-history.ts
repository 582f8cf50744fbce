import { useState } from 'react'

/** How many readings a chart keeps (the last 4 minutes at the 8 s refresh). */
export const HISTORY_SIZE = 30

/** One reading of a figure: its value (null when unavailable) and when it was fetched (0: none yet). */
export interface Reading {
  value: number | null
  at: number
}

export interface MetricHistoryOptions {
  /** Readings kept; the oldest drop off. */
  size?: number
  /**
   * Chart the change between consecutive readings instead of the readings (a cumulative counter such as
   * the request count becomes requests per refresh interval). A counter that goes down (server restarted)
   * or a gap (unavailable reading) starts over: the change across it is not known, so none is recorded.
   */
  delta?: boolean
}

export interface MetricHistory {
  at: number
  /** The last raw reading (the base of the next delta); null after a gap. */
  last: number | null
  values: number[]
}

/** Appends to a rolling window; exported for the unit test. */
export function nextHistory(
  history: MetricHistory,
  reading: Reading,
  { size = HISTORY_SIZE, delta = false }: MetricHistoryOptions = {},
): MetricHistory {
  if (reading.at === history.at) return history
  const { value } = reading
  if (value === null || !Number.isFinite(value)) return { at: reading.at, last: null, values: history.values }
  if (!delta) return { at: reading.at, last: value, values: [...history.values, value].slice(-size) }
  const change = history.last === null || value < history.last ? null : value - history.last
  return {
    at: reading.at,
    last: value,
    values: change === null ? history.values : [...history.values, change].slice(-size),
  }
}

/**
 * The last readings of one figure, kept in memory while the page is open: a new reading (a new fetch time)
 * is appended, an unavailable one adds nothing (no made-up numbers), and only the last `size` are kept.
 */
export function useMetricHistory(reading: Reading, options: MetricHistoryOptions = {}): readonly number[] {
  const [history, setHistory] = useState<MetricHistory>({ at: 0, last: null, values: [] })
  // Derived from the previous render's state (React's "adjust state while rendering" pattern): no effect,
  // no extra commit with a stale chart.
  if (reading.at !== 0 && reading.at !== history.at) {
    const next = nextHistory(history, reading, options)
    setHistory(next)
    return next.values
  }
  return history.values
}
