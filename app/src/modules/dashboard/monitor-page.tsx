import { useQuery } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { useState } from 'react'
import { usePageTitle } from '../../hooks/use-page-title'
import { LineChart } from './charts/line-chart'
import type { ChartSeries } from './charts/chart-types'
import { Figure, LoadError, Panel, named } from './dashboard-parts'
import { MONITOR_HISTORY, serverSampleQuery, type ServerSample } from './api/dashboard-queries'
import { msg, t as translate, useT } from '@erp/ui-kit/i18n'

export const MONITOR_TEXT = {
  title: msg('监控页'),
  now: msg('当前'),
  systemCpu: msg('系统 CPU'),
  processCpu: msg('服务进程 CPU'),
  rss: msg('进程内存 (RSS)'),
  heapUsed: msg('堆内存已用'),
  loopDelay: msg('事件循环延迟'),
  requests: msg('请求数 / 刷新间隔'),
  cpuChart: msg('CPU 使用率 (%)'),
  memoryChart: msg('内存 (MB)'),
  requestChart: msg('每个刷新间隔的请求数与事件循环延迟 (ms)'),
  waiting: msg('正在读取服务器指标…'),
  unavailable: msg('不可用'),
} as const

/** One reading of the server, as drawn: percentages, megabytes, milliseconds, requests since the last one. */
export interface MonitorPoint {
  at: number
  time: string
  systemCpu: number | null
  processCpu: number | null
  rss: number | null
  heapUsed: number | null
  loopDelay: number | null
  /** Requests handled since the previous reading (null for the first one, or after a restart). */
  requests: number | null
  /** The request counter itself, the base of the next difference. */
  requestCount: number | null
}

const MB = 1024 * 1024
const scaled = (value: number | null, factor: number) => (value === null ? null : value * factor)

/** Appends a reading to the rolling window; exported for the unit test. */
export function nextPoints(
  points: readonly MonitorPoint[],
  sample: ServerSample,
  at: number,
): MonitorPoint[] {
  const previous = points.at(-1)
  const requests =
    previous?.requestCount != null && sample.requests !== null && sample.requests >= previous.requestCount
      ? sample.requests - previous.requestCount
      : null
  const point: MonitorPoint = {
    at,
    time: dayjs(at).format('HH:mm:ss'),
    systemCpu: scaled(sample.systemCpu, 100),
    processCpu: scaled(sample.processCpu, 100),
    rss: scaled(sample.rss, 1 / MB),
    heapUsed: scaled(sample.heapUsed, 1 / MB),
    loopDelay: scaled(sample.loopDelay, 1000),
    requests,
    requestCount: sample.requests,
  }
  return [...points, point].slice(-MONITOR_HISTORY)
}

const fixed = (digits: number) => (n: number) =>
  n.toLocaleString('zh-CN', { minimumFractionDigits: digits, maximumFractionDigits: digits })

const CPU: ReadonlyArray<ChartSeries<MonitorPoint>> = [
  { key: 'systemCpu', name: MONITOR_TEXT.systemCpu, value: (p) => p.systemCpu, tone: 'primary' },
  { key: 'processCpu', name: MONITOR_TEXT.processCpu, value: (p) => p.processCpu, tone: 'warning' },
]
const MEMORY: ReadonlyArray<ChartSeries<MonitorPoint>> = [
  { key: 'rss', name: MONITOR_TEXT.rss, value: (p) => p.rss, tone: 'primary' },
  { key: 'heapUsed', name: MONITOR_TEXT.heapUsed, value: (p) => p.heapUsed, tone: 'success' },
]
const TRAFFIC: ReadonlyArray<ChartSeries<MonitorPoint>> = [
  { key: 'requests', name: MONITOR_TEXT.requests, value: (p) => p.requests, tone: 'primary' },
  { key: 'loopDelay', name: MONITOR_TEXT.loopDelay, value: (p) => p.loopDelay, tone: 'danger' },
]

const shown = (reading: number | null | undefined, unit: string, digits = 1) =>
  reading === null || reading === undefined
    ? translate(MONITOR_TEXT.unavailable)
    : `${fixed(digits)(reading)} ${unit}`

/** 监控页 (docs/spec.md §2 dashboard group): this server's CPU, memory and traffic over the last minutes, from Actuator. */
export function MonitorPage() {
  const t = useT()
  usePageTitle(t(MONITOR_TEXT.title))
  const sample = useQuery(serverSampleQuery())
  const [history, setHistory] = useState<{ at: number; points: MonitorPoint[] }>({ at: 0, points: [] })
  let points = history.points
  // A new reading (a new fetch time) is appended while rendering (React's "adjust state" pattern, no effect).
  if (sample.data && sample.dataUpdatedAt !== history.at) {
    points = nextPoints(history.points, sample.data, sample.dataUpdatedAt)
    setHistory({ at: sample.dataUpdatedAt, points })
  }
  const last = points.at(-1)
  return (
    <div className="space-y-4">
      <LoadError errors={[sample.error]} />
      <section aria-labelledby="monitor-now-heading" className="space-y-3">
        <h2 id="monitor-now-heading" className="text-base font-semibold text-foreground">
          {t(MONITOR_TEXT.now)}
          {last ? <span className="ml-2 text-sm font-normal text-muted-foreground">{last.time}</span> : null}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3 xl:grid-cols-5">
          <Figure label={t(MONITOR_TEXT.systemCpu)} value={last ? shown(last.systemCpu, '%') : '—'} />
          <Figure label={t(MONITOR_TEXT.processCpu)} value={last ? shown(last.processCpu, '%') : '—'} />
          <Figure label={t(MONITOR_TEXT.rss)} value={last ? shown(last.rss, 'MB') : '—'} />
          <Figure label={t(MONITOR_TEXT.heapUsed)} value={last ? shown(last.heapUsed, 'MB') : '—'} />
          <Figure label={t(MONITOR_TEXT.loopDelay)} value={last ? shown(last.loopDelay, 'ms', 2) : '—'} />
        </dl>
      </section>
      {points.length ? (
        <div className="grid gap-4 xl:grid-cols-2">
          <Panel id="monitor-cpu-heading" title={t(MONITOR_TEXT.cpuChart)}>
            <LineChart
              title={t(MONITOR_TEXT.cpuChart)}
              rows={points}
              category={(p) => p.time}
              categoryHeader={t('时间')}
              series={named(CPU, t)}
              format={fixed(1)}
              maxValue={100}
            />
          </Panel>
          <Panel id="monitor-memory-heading" title={t(MONITOR_TEXT.memoryChart)}>
            <LineChart
              title={t(MONITOR_TEXT.memoryChart)}
              rows={points}
              category={(p) => p.time}
              categoryHeader={t('时间')}
              series={named(MEMORY, t)}
              format={fixed(0)}
            />
          </Panel>
          <Panel id="monitor-traffic-heading" title={t(MONITOR_TEXT.requestChart)}>
            <LineChart
              title={t(MONITOR_TEXT.requestChart)}
              rows={points}
              category={(p) => p.time}
              categoryHeader={t('时间')}
              series={named(TRAFFIC, t)}
              format={fixed(1)}
            />
          </Panel>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t(MONITOR_TEXT.waiting)}</p>
      )}
    </div>
  )
}

export default MonitorPage
