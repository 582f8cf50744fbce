import { scalePoint } from '@visx/scale'
import { LinePath } from '@visx/shape'
import { t } from '@erp/ui-kit/i18n'
import { ChartAxes } from './chart-axes'
import { ChartFrame, useChartLayout } from './chart-frame'
import { sparseTicks, toneClasses, type ChartProps } from './chart-types'

export interface LineChartProps<Row> extends ChartProps<Row> {
  /** The top of the y axis when the values may not reach it (e.g. 100 for a percentage). */
  maxValue?: number
}

/**
 * One line per series over the rows in order (SVG drawn with visx), each point marked. The drawing is
 * hidden from assistive technology; the data table is the text alternative.
 */
export function LineChart<Row>(props: LineChartProps<Row>) {
  const { rows, category, series, maxValue } = props
  const layout = useChartLayout(props, maxValue)
  const { y, ticks, format, innerWidth, innerHeight } = layout
  const labels = rows.map((_, index) => `${index}`)
  const x = scalePoint<string>({ domain: labels, range: [0, innerWidth], padding: 0.5 })
  const xOf = (index: number) => x(`${index}`) ?? 0
  const labelOf = (value: string) => {
    const row = rows[Number(value)]
    return row === undefined ? '' : category(row)
  }
  return (
    <ChartFrame chart={props} layout={layout} slot="line-chart">
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
              <circle key={index} cx={xOf(index)} cy={y(value)} r={3} className={toneClasses[item.tone].fill}>
                <title>
                  {t('{{category}} {{name}}：{{value}}', {
                    category: category(row),
                    name: item.name,
                    value: format(value),
                  })}
                </title>
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
    </ChartFrame>
  )
}
