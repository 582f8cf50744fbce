import { AxisBottom, AxisLeft } from '@visx/axis'
import type { AxisScale } from '@visx/axis'

const tickLabel = { fill: 'currentColor', fontSize: 11 } as const

interface ChartAxesProps<X extends AxisScale, Y extends AxisScale> {
  x: X
  y: Y
  /** Values of the y axis to mark, shown with `format`. */
  yTicks: readonly number[]
  format: (value: number) => string
  /** Categories of the x axis to label (a sparse pick when they do not all fit). */
  xTicks: readonly string[]
  xLabel?: (value: string) => string
  innerHeight: number
}

/** The value axis on the left and the category axis below, in the muted text colour of the theme. */
export function ChartAxes<X extends AxisScale, Y extends AxisScale>({
  x,
  y,
  yTicks,
  format,
  xTicks,
  xLabel,
  innerHeight,
}: ChartAxesProps<X, Y>) {
  return (
    <g className="text-muted-foreground">
      <AxisLeft
        scale={y}
        tickValues={[...yTicks]}
        tickFormat={(value) => format(Number(value))}
        stroke="currentColor"
        tickStroke="currentColor"
        hideAxisLine
        tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: -4, dy: 3 }}
      />
      <AxisBottom
        scale={x}
        top={innerHeight}
        tickValues={[...xTicks]}
        {...(xLabel ? { tickFormat: (value: unknown) => xLabel(String(value)) } : {})}
        stroke="currentColor"
        tickStroke="currentColor"
        tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
      />
    </g>
  )
}
