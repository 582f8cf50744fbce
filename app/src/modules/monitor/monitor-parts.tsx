import { Button } from '@erp/ui-kit/button'
import { cn } from '@erp/ui-kit/cn'
import { Sparkline } from '@erp/ui-kit/sparkline'
import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { usePageTitle } from '../../hooks/use-page-title'
import { MONITOR_REFRESH_MS, measurementOf, monitorKeys, refreshMonitor } from './api/monitor-queries'
import { HISTORY_SIZE, useMetricHistory } from './use-metric-history'
import type { MetricState } from './use-metrics'
import { useT } from '@erp/ui-kit/i18n'

/** A monitoring page: title and a 刷新 button that refetches every figure now (they also refresh on an interval). */
export function MonitorPage({
  title,
  onRefresh,
  children,
}: {
  title: string
  /** Default: refetch every monitoring query. */
  onRefresh?: () => void
  children: ReactNode
}) {
  const t = useT()
  usePageTitle(title)
  const client = useQueryClient()
  const headingId = useId()
  const fetching = useIsFetching({ queryKey: monitorKeys.all }) > 0
  return (
    <section aria-labelledby={headingId} aria-busy={fetching} className="rounded bg-surface p-6 shadow-sm">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <span>{t('每 {{value}} 秒自动刷新', { value: MONITOR_REFRESH_MS / 1000 })}</span>
          <Button size="sm" onClick={() => (onRefresh ? onRefresh() : void refreshMonitor(client))}>
            {t('刷新')}
          </Button>
        </div>
      </div>
      <div className="space-y-6">{children}</div>
    </section>
  )
}

/** A note saying plainly what this back end does not have. */
export function UnavailableNote({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="rounded border border-warning bg-muted px-3 py-2 text-sm text-foreground">
      {children}
    </p>
  )
}

export interface FigureRow {
  /** The metric key (`system.cpu.count`): not shown as text, only as the row's tooltip for whoever looks it up. */
  name: string
  label: string
  metric: MetricState | undefined
  /** Formats the number; a missing figure shows '不可用' with the reason as a tooltip. */
  format: (value: number | null) => string
  statistic?: string
  /**
   * Draw the last readings next to the current value (figures that change over time). `delta` charts the
   * change per refresh interval of a cumulative counter; `min`/`max` fix the scale (0–1 for a ratio).
   */
  chart?: { label?: string; delta?: boolean; min?: number; max?: number }
}

/**
 * 参数 / 当前值, one row per metric, named in the reader's language (the raw key is only the row's tooltip).
 * `captionHidden`: the caption still names the table for screen readers but is not drawn (a tab already says it).
 */
export function FigureTable({
  caption,
  rows,
  captionHidden = false,
}: {
  caption: string
  rows: FigureRow[]
  captionHidden?: boolean
}) {
  const t = useT()
  return (
    <table className="w-full border-collapse text-sm">
      <caption className={cn('mb-2 text-left font-medium', captionHidden && 'sr-only')}>{caption}</caption>
      <thead>
        <tr className="border-b border-border bg-muted text-left">
          <th scope="col" className="px-3 py-2 font-medium">
            {t('参数')}
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            {t('当前值')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={`${row.name}:${row.statistic ?? 'VALUE'}`}
            className="border-b border-border"
            data-metric={row.name}
            title={row.name}
          >
            <th scope="row" className="px-3 py-2 text-left font-normal">
              {row.label}
            </th>
            <td className="px-3 py-2">
              <FigureValue row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function FigureValue({ row }: { row: FigureRow }) {
  const t = useT()
  const { metric } = row
  const value = measurementOf(metric?.figure, row.statistic)
  const history = useMetricHistory(
    { value: metric && !metric.failed ? value : null, at: metric?.updatedAt ?? 0 },
    { delta: row.chart?.delta },
  )
  if (!metric || metric.pending) return <span className="text-muted-foreground">{t('加载中…')}</span>
  const figure = metric.figure
  if (metric.failed || !figure?.available) {
    const reason = figure && !figure.available ? figure.message : t('获取失败')
    return (
      <span className="text-muted-foreground" title={reason} data-unavailable="true">
        {t('不可用')}
      </span>
    )
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      <span
        data-unavailable={value === null ? 'true' : undefined}
        className={cn(value === null && 'text-muted-foreground')}
      >
        {row.format(value)}
      </span>
      {row.chart && value !== null ? <FigureChart row={row} chart={row.chart} values={history} /> : null}
    </span>
  )
}

/** The trend of a figure: its last readings (or the change per interval), formatted as the figure is. */
function FigureChart({
  row,
  chart,
  values,
}: {
  row: FigureRow
  chart: NonNullable<FigureRow['chart']>
  values: readonly number[]
}) {
  const t = useT()
  const label =
    chart.label ?? t('{{label}}（最近 {{HISTORY_SIZE}} 次读数）', { label: row.label, HISTORY_SIZE })
  return (
    <Sparkline
      label={label}
      values={values}
      min={chart.min}
      max={chart.max}
      format={(reading) => row.format(reading)}
      width={120}
      height={28}
    />
  )
}

/** A usage bar (0–100), accessible as a progress bar. */
export function UsageBar({ label, percent }: { label: string; percent: number }) {
  const clamped = Math.min(100, Math.max(0, percent))
  const tone = clamped >= 90 ? 'bg-danger-strong' : clamped >= 70 ? 'bg-warning' : 'bg-primary'
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped}%`}
      className="h-3 w-full overflow-hidden rounded bg-muted"
    >
      <div className={cn('h-full rounded', tone)} style={{ width: `${clamped}%` }} />
    </div>
  )
}
