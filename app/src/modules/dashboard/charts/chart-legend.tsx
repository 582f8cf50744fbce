import { toneClasses, type ChartSeries } from './chart-types'

/** The series' names beside a swatch of their colour (decorative for screen readers: the table names them). */
export function ChartLegend<Row>({ series }: { series: readonly ChartSeries<Row>[] }) {
  if (series.length < 2) return null
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-4 text-xs text-muted-foreground">
      {series.map((item) => (
        <li key={item.key} className="flex items-center gap-1.5">
          <span className={`inline-block size-2.5 rounded-sm ${toneClasses[item.tone].swatch}`} />
          {item.name}
        </li>
      ))}
    </ul>
  )
}
