import { t } from '../i18n/i18n'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

/*
 * Hand-written SVG on purpose: a sparkline is a few dozen lines. A chart library will be chosen for the
 * dashboards later; this component should then keep its props and accessible output, whatever draws it.
 */

export const SPARKLINE_MESSAGES = {
  empty: (label: string) => t('{{label}}：暂无读数', { label }),
  summary: (label: string, latest: string, min: string, max: string, count: number) =>
    t('{{label}}：最新 {{latest}}，最低 {{min}}，最高 {{max}}，共 {{count}} 个读数', {
      label,
      latest,
      min,
      max,
      count,
    }),
  points: (label: string) => t('{{label}}的读数', { label }),
  point: (index: number, value: string) => t('第 {{index}} 次读数：{{value}}', { index, value }),
}

export interface SparklineProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The series, oldest first. Non-finite entries are left out (never drawn as a made-up number). */
  values: readonly number[]
  /** Accessible name of the chart, e.g. '系统 CPU 使用率'. */
  label: string
  /** Bottom and top of the scale; default the series' own minimum and maximum. */
  min?: number
  max?: number
  /** Size of the drawing in px (the viewBox); with `responsive` the chart fills its container's width. */
  width?: number
  height?: number
  responsive?: boolean
  /** Text of one value (summary and screen-reader list); default `String(value)`. */
  format?: (value: number) => string
  /** Appended to each formatted value, e.g. 'ms' (leave out when `format` already says the unit). */
  unit?: string
  /** 'area' fills under the line. */
  variant?: 'line' | 'area'
}

const PAD = 2

/** The points of the series in viewBox coordinates. */
export function sparklinePoints(
  values: readonly number[],
  { width, height, min, max }: { width: number; height: number; min?: number; max?: number },
): Array<[number, number]> {
  if (values.length === 0) return []
  const low = min ?? Math.min(...values)
  const high = max ?? Math.max(...values)
  const span = high - low
  const step = values.length > 1 ? (width - 2 * PAD) / (values.length - 1) : 0
  return values.map((value, index) => {
    // A flat series (or a degenerate scale) is drawn across the middle.
    const ratio = span > 0 ? (Math.min(high, Math.max(low, value)) - low) / span : 0.5
    const x = values.length > 1 ? PAD + index * step : width / 2
    const y = height - PAD - ratio * (height - 2 * PAD)
    return [Number(x.toFixed(2)), Number(y.toFixed(2))]
  })
}

/**
 * A small line or area chart of a numeric series, drawn with the theme tokens (readable in dark mode).
 * The drawing is `role="img"` named by a summary (latest, minimum, maximum, count); a visually hidden list
 * gives every reading to screen readers. The only motion (the latest point moving) is `motion-safe` only.
 */
export function Sparkline({
  values,
  label,
  min,
  max,
  width = 120,
  height = 32,
  responsive = false,
  format = String,
  unit,
  variant = 'area',
  className,
  ...props
}: SparklineProps) {
  const series = values.filter((value) => Number.isFinite(value))
  const text = (value: number) => `${format(value)}${unit ? ` ${unit}` : ''}`
  const points = sparklinePoints(series, { width, height, min, max })
  const latest = series.at(-1)
  const summary =
    latest === undefined
      ? SPARKLINE_MESSAGES.empty(label)
      : SPARKLINE_MESSAGES.summary(
          label,
          text(latest),
          text(Math.min(...series)),
          text(Math.max(...series)),
          series.length,
        )
  const line = points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`).join(' ')
  const first = points[0]
  const last = points.at(-1)
  const area =
    variant === 'area' && first && last && points.length > 1
      ? `${line} L${last[0]} ${height - PAD} L${first[0]} ${height - PAD} Z`
      : null
  return (
    <div
      data-slot="sparkline"
      className={cn('inline-flex align-middle', responsive && 'flex w-full', className)}
      {...props}
    >
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} ${height}`}
        width={responsive ? '100%' : width}
        height={responsive ? undefined : height}
        preserveAspectRatio={responsive ? 'none' : undefined}
        className="overflow-visible"
      >
        {area ? <path data-part="area" d={area} className="fill-primary/15 stroke-none" /> : null}
        {points.length > 1 ? (
          <path
            data-part="line"
            d={line}
            className="fill-none stroke-primary"
            strokeWidth={1.5}
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
        {last ? (
          <circle
            data-part="latest"
            cx={last[0]}
            cy={last[1]}
            r={2}
            className="fill-primary motion-safe:transition-[cx,cy] motion-safe:duration-300 motion-reduce:transition-none"
          />
        ) : null}
      </svg>
      <ol aria-label={SPARKLINE_MESSAGES.points(label)} className="sr-only">
        {series.map((value, index) => (
          <li key={index}>{SPARKLINE_MESSAGES.point(index + 1, text(value))}</li>
        ))}
      </ol>
    </div>
  )
}
