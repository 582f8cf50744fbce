/**
 * What the dashboard charts share. Colours are theme tokens (CSS variables that the dark theme redefines), so
 * a chart stays readable in dark mode and follows the primary colour chosen in the settings drawer.
 */
export type ChartTone = 'primary' | 'success' | 'danger' | 'warning' | 'muted'

/** Full class names (Tailwind only generates the classes it finds written out). */
export const toneClasses: Record<ChartTone, { fill: string; stroke: string; swatch: string }> = {
  primary: { fill: 'fill-primary', stroke: 'stroke-primary', swatch: 'bg-primary' },
  success: { fill: 'fill-success', stroke: 'stroke-success', swatch: 'bg-success' },
  danger: { fill: 'fill-danger', stroke: 'stroke-danger', swatch: 'bg-danger' },
  warning: { fill: 'fill-warning', stroke: 'stroke-warning', swatch: 'bg-warning' },
  muted: { fill: 'fill-muted-foreground', stroke: 'stroke-muted-foreground', swatch: 'bg-muted-foreground' },
}

/** One measured quantity of a chart: a bar of each group, or a line. */
export interface ChartSeries<Row> {
  key: string
  name: string
  /** The row's value; null where it is not known (not drawn, '—' in the table). */
  value: (row: Row) => number | null
  tone: ChartTone
}

export interface ChartProps<Row> {
  /** What the chart shows; the caption of its data table and the accessible name of the figure. */
  title: string
  rows: readonly Row[]
  /** The short label of a row on the x axis (e.g. `11-22`). */
  category: (row: Row) => string
  /** The row's header in the data table (e.g. the full date); the category label when not given. */
  rowHeader?: (row: Row) => string
  /** The data table's header of the category column (e.g. 日期). */
  categoryHeader: string
  series: readonly ChartSeries<Row>[]
  /** How a value is written on the axis and in the table. */
  format?: (value: number) => string
  /** Drawing height in px. */
  height?: number
  /** Show the data table to everyone (beside the chart), not only to screen readers. */
  tableVisible?: boolean
}

export const plainNumber = (value: number) => value.toLocaleString('zh-CN')

/** The largest known value of the series over the rows (0 when none is known). */
export function largest<Row>(rows: readonly Row[], series: readonly ChartSeries<Row>[]): number {
  let most = 0
  for (const row of rows) for (const item of series) most = Math.max(most, item.value(row) ?? 0)
  return most
}

export const MARGIN = { top: 12, right: 12, bottom: 28 } as const

/** Room for the y axis' labels: about 7 px a character plus the tick. */
export const leftMarginFor = (labels: readonly string[]) =>
  Math.max(28, 12 + 7 * Math.max(0, ...labels.map((label) => label.length)))

/**
 * The y axis' ticks: about four, and only whole numbers when every value is whole (counts of people or
 * orders have no 0.5).
 */
export function axisTicks<Row>(
  scale: { ticks: (count: number) => number[] },
  rows: readonly Row[],
  series: readonly ChartSeries<Row>[],
): number[] {
  const whole = rows.every((row) => series.every((item) => Number.isInteger(item.value(row) ?? 0)))
  const ticks = scale.ticks(4)
  return whole ? ticks.filter((tick) => Number.isInteger(tick)) : ticks
}

/** Every nth label of a long x axis, so the labels never overlap. */
export function sparseTicks<T>(values: readonly T[], width: number, labelWidth = 48): T[] {
  const fit = Math.max(1, Math.floor(width / labelWidth))
  const step = Math.max(1, Math.ceil(values.length / fit))
  return values.filter((_, index) => index % step === 0)
}
