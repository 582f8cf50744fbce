import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { cn } from '@erp/ui-kit/cn'
import { ChartAxes } from './chart-axes'
import { ChartDataTable } from './chart-data-table'
import { ChartLegend } from './chart-legend'
import {
  axisTicks,
  MARGIN,
  largest,
  leftMarginFor,
  plainNumber,
  sparseTicks,
  toneClasses,
  type ChartProps,
} from './chart-types'
import { useChartWidth } from './use-chart-width'

/**
 * Grouped bars, one group per row and one bar per series (SVG drawn with visx). The drawing is hidden from
 * assistive technology; the data table beside it is the text alternative.
 */
export function BarChart<Row>(props: ChartProps<Row>) {
  const { title, rows, category, series, format = plainNumber, height = 200, tableVisible = false } = props
  const [ref, width] = useChartWidth<HTMLDivElement>()
  const most = Math.max(1, largest(rows, series))
  const y = scaleLinear<number>({ domain: [0, most], nice: true })
  const ticks = axisTicks(y, rows, series)
  const left = leftMarginFor(ticks.map(format))
  const innerWidth = Math.max(0, width - left - MARGIN.right)
  const innerHeight = height - MARGIN.top - MARGIN.bottom
  y.range([innerHeight, 0])
  const x = scaleBand<string>({
    domain: rows.map(category),
    range: [0, innerWidth],
    padding: 0.25,
  })
  const inner = scaleBand<string>({
    domain: series.map((item) => item.key),
    range: [0, x.bandwidth()],
    padding: 0.1,
  })
  return (
    <figure aria-label={title} className={cn('m-0 gap-4', tableVisible && 'grid md:grid-cols-2')}>
      <div className="min-w-0 space-y-2">
        <div ref={ref} className="w-full">
          <svg aria-hidden="true" width={width} height={height} data-slot="bar-chart">
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
              {rows.map((row) => {
                const label = category(row)
                return (
                  <Group key={label} left={x(label) ?? 0}>
                    {series.map((item) => {
                      const value = item.value(row)
                      if (value === null) return null
                      const top = y(value)
                      return (
                        <rect
                          key={item.key}
                          data-series={item.key}
                          x={inner(item.key) ?? 0}
                          y={top}
                          width={inner.bandwidth()}
                          height={Math.max(0, innerHeight - top)}
                          rx={2}
                          className={toneClasses[item.tone].fill}
                        >
                          <title>{`${label} ${item.name}：${format(value)}`}</title>
                        </rect>
                      )
                    })}
                  </Group>
                )
              })}
              <ChartAxes
                x={x}
                y={y}
                yTicks={ticks}
                format={format}
                xTicks={sparseTicks(x.domain(), innerWidth)}
                innerHeight={innerHeight}
              />
            </Group>
          </svg>
        </div>
        <ChartLegend series={series} />
      </div>
      <ChartDataTable {...props} />
    </figure>
  )
}
