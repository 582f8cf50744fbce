import { Group } from '@visx/group'
import { scaleLinear, scalePoint } from '@visx/scale'
import { LinePath } from '@visx/shape'
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

export interface LineChartProps<Row> extends ChartProps<Row> {
  /** The top of the y axis when the values may not reach it (e.g. 100 for a percentage). */
  maxValue?: number
}

/**
 * One line per series over the rows in order (SVG drawn with visx), each point marked. The drawing is
 * hidden from assistive technology; the data table is the text alternative.
 */
export function LineChart<Row>(props: LineChartProps<Row>) {
  const {
    title,
    rows,
    category,
    series,
    format = plainNumber,
    height = 200,
    tableVisible = false,
    maxValue,
  } = props
  const [ref, width] = useChartWidth<HTMLDivElement>()
  const most = Math.max(maxValue ?? 0, 1, largest(rows, series))
  const y = scaleLinear<number>({ domain: [0, most], nice: true })
  const ticks = axisTicks(y, rows, series)
  const left = leftMarginFor(ticks.map(format))
  const innerWidth = Math.max(0, width - left - MARGIN.right)
  const innerHeight = height - MARGIN.top - MARGIN.bottom
  y.range([innerHeight, 0])
  const labels = rows.map((_, index) => `${index}`)
  const x = scalePoint<string>({ domain: labels, range: [0, innerWidth], padding: 0.5 })
  const xOf = (index: number) => x(`${index}`) ?? 0
  const labelOf = (value: string) => {
    const row = rows[Number(value)]
    return row === undefined ? '' : category(row)
  }
  return (
    <figure aria-label={title} className={cn('m-0 gap-4', tableVisible && 'grid md:grid-cols-2')}>
      <div className="min-w-0 space-y-2">
        <div ref={ref} className="w-full">
          <svg aria-hidden="true" width={width} height={height} data-slot="line-chart">
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
              {series.map((item) => (
                <g key={item.key} data-series={item.key}>
                  <LinePath<Row>
                    data={[...rows]}
                    x={(_, index) => xOf(index)}
                    y={(row) => y(item.value(row) ?? 0)}
                    defined={(row) => item.value(row) !== null}
                    className={toneClasses[item.tone].stroke}
                    strokeWidth={2}
                    fill="none"
                  />
                  {rows.map((row, index) => {
                    const value = item.value(row)
                    return value === null ? null : (
                      <circle
                        key={index}
                        cx={xOf(index)}
                        cy={y(value)}
                        r={3}
                        className={toneClasses[item.tone].fill}
                      >
                        <title>{`${category(row)} ${item.name}：${format(value)}`}</title>
                      </circle>
                    )
                  })}
                </g>
              ))}
              <ChartAxes
                x={x}
                y={y}
                yTicks={ticks}
                format={format}
                xTicks={sparseTicks(labels, innerWidth, 64)}
                xLabel={labelOf}
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
