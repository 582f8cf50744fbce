import { useQuery } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeMonitorServer, renderWithClient } from './fake-monitor-server.test-helper'
import { MONITOR_REFRESH_MS, measurementOf, metricQuery } from './api/monitor-queries'
import {
  HISTORY_SIZE,
  nextHistory,
  useMetricHistory,
  type MetricHistory,
  type Reading,
} from './use-metric-history'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const empty: MetricHistory = { at: 0, last: null, values: [] }

describe('useMetricHistory', () => {
  it('appends each new reading once and keeps only the last ones', () => {
    const { result, rerender } = renderHook((reading: Reading) => useMetricHistory(reading, { size: 3 }), {
      initialProps: { value: null, at: 0 } as Reading,
    })
    expect(result.current).toEqual([])
    rerender({ value: 1, at: 100 })
    rerender({ value: 1, at: 100 }) // the same reading again: not a new point
    expect(result.current).toEqual([1])
    rerender({ value: 1, at: 200 }) // the same value fetched again: a new point
    rerender({ value: 2, at: 300 })
    rerender({ value: 3, at: 400 })
    expect(result.current).toEqual([1, 2, 3])
  })

  it('never records an unavailable reading', () => {
    let history = nextHistory(empty, { value: 5, at: 1 })
    history = nextHistory(history, { value: null, at: 2 })
    history = nextHistory(history, { value: Number.NaN, at: 3 })
    history = nextHistory(history, { value: 6, at: 4 })
    expect(history.values).toEqual([5, 6])
  })

  it('in delta mode records the change per interval, restarting after a gap or a reset counter', () => {
    const delta = { delta: true }
    const readings: Reading[] = [
      { value: 100, at: 1 },
      { value: 130, at: 2 },
      { value: 130, at: 3 },
      { value: null, at: 4 },
      { value: 150, at: 5 }, // after a gap: a new base, no change recorded
      { value: 170, at: 6 },
      { value: 4, at: 7 }, // the server restarted: a new base
      { value: 9, at: 8 },
    ]
    const history = readings.reduce((state, reading) => nextHistory(state, reading, delta), empty)
    expect(history.values).toEqual([30, 0, 20, 5])
  })

  it(`keeps ${HISTORY_SIZE} readings by default`, () => {
    let history = empty
    for (let at = 1; at <= HISTORY_SIZE + 5; at += 1) history = nextHistory(history, { value: at, at })
    expect(history.values).toHaveLength(HISTORY_SIZE)
    expect(history.values[0]).toBe(6)
  })

  it('grows by one point per refresh interval of the metric query (fake timers)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'setInterval', 'Date'] })
    let usage = 0.1
    fakeMonitorServer({
      '/actuator/metrics/system.cpu.usage': () => ({
        body: {
          name: 'system.cpu.usage',
          description: null,
          baseUnit: null,
          measurements: [{ statistic: 'VALUE', value: usage }],
          availableTags: [],
        },
      }),
    })
    const seen: { current: readonly number[] } = { current: [] }
    function Probe() {
      const query = useQuery(metricQuery('system.cpu.usage'))
      seen.current = useMetricHistory({ value: measurementOf(query.data), at: query.dataUpdatedAt })
      return null
    }
    renderWithClient(<Probe />)
    await act(() => vi.advanceTimersByTimeAsync(10))
    expect(seen.current).toEqual([0.1])
    usage = 0.4
    await act(() => vi.advanceTimersByTimeAsync(MONITOR_REFRESH_MS))
    expect(seen.current).toEqual([0.1, 0.4])
    // An unchanged value fetched again is still a reading of that interval.
    await act(() => vi.advanceTimersByTimeAsync(MONITOR_REFRESH_MS))
    expect(seen.current).toEqual([0.1, 0.4, 0.4])
  })
})
