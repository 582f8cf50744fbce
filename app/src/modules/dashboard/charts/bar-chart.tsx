import { Group } from '@visx/group'
import { scaleBand } from '@visx/scale'
import { t } from '@erp/ui-kit/i18n'
import { ChartAxes } from './chart-axes'
import { ChartFrame, useChartLayout } from './chart-frame'
import { sparseTicks, toneClasses, type ChartProps } from './chart-types'

/**
 * Grouped bars, one group per row and one bar per series (SVG drawn with visx). The drawing is hidden from
 * assistive technology; the data table beside it is the text alternative.
 */
export function BarChart<Row>(props: ChartProps<Row>) {
  const { rows, category, series } = props
  const layout = useChartLayout(props)
  const { y, ticks, format, innerWidth, innerHeight } = layout
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
    <ChartFrame chart={props} layout={layout} slot="bar-chart">
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
                  <title>
                    {t('{{category}} {{name}}：{{value}}', {
                      category: label,
                      name: item.name,
                      value: format(value),
                    })}
                  </title>
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
    </ChartFrame>
  )
}
