import { Group } from '@visx/group'
import { scaleLinear } from '@visx/scale'
import { cn } from '@erp/ui-kit/cn'
import type { ReactNode } from 'react'
import { ChartDataTable } from './chart-data-table'
import { ChartLegend } from './chart-legend'
import { axisTicks, MARGIN, largest, leftMarginFor, plainNumber, type ChartProps } from './chart-types'
import { useChartWidth } from './use-chart-width'

/**
 * The value scale and the plot area of a chart: the y scale from 0 to the largest value (at least `floor`),
 * its ticks, the left margin their labels need and the inner size left for the drawing.
 */
export function useChartLayout<Row>(props: ChartProps<Row>, floor = 1) {
  const { rows, series, format = plainNumber, height = 200 } = props
  const [ref, width] = useChartWidth<HTMLDivElement>()
  const y = scaleLinear<number>({ domain: [0, Math.max(floor, 1, largest(rows, series))], nice: true })
  const ticks = axisTicks(y, rows, series)
  const left = leftMarginFor(ticks.map(format))
  const innerWidth = Math.max(0, width - left - MARGIN.right)
  const innerHeight = height - MARGIN.top - MARGIN.bottom
  y.range([innerHeight, 0])
  return { ref, width, height, y, ticks, left, innerWidth, innerHeight, format }
}

export type ChartLayout = ReturnType<typeof useChartLayout>

interface ChartFrameProps<Row> {
  chart: ChartProps<Row>
  layout: ChartLayout
  /** `data-slot` of the drawing (bar-chart, line-chart). */
  slot: string
  /** The marks and the axes, drawn over the grid lines inside the plot area. */
  children: ReactNode
}

/**
 * What every chart shares: a figure named by its title, the SVG (hidden from assistive technology) with the
 * dashed grid lines of the value ticks, the legend, and the data table that is the text alternative.
 */
export function ChartFrame<Row>({ chart, layout, slot, children }: ChartFrameProps<Row>) {
  const { ref, width, height, y, ticks, left, innerWidth } = layout
  return (
    <figure aria-label={chart.title} className={cn('m-0 gap-4', chart.tableVisible && 'grid md:grid-cols-2')}>
      <div className="min-w-0 space-y-2">
        <div ref={ref} className="w-full">
          <svg aria-hidden="true" width={width} height={height} data-slot={slot}>
            <Group left={left} top={MARGIN.top}>
              {ticks.map((tick) => (
                <line
                  key={tick}
                  x1={0}
                  x2={innerWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  className="stroke-border"
                  strokeDasharray="2 3"
                />
              ))}
              {children}
            </Group>
          </svg>
        </div>
        <ChartLegend series={chart.series} />
      </div>
      <ChartDataTable {...chart} />
    </figure>
  )
}
