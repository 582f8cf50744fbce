import { cn } from '@erp/ui-kit/cn'
import { plainNumber, type ChartProps } from './chart-types'

type TableProps<Row> = Pick<
  ChartProps<Row>,
  'title' | 'rows' | 'category' | 'rowHeader' | 'categoryHeader' | 'series' | 'format' | 'tableVisible'
>

const formatKnown = (value: number | null, format: (value: number) => string) =>
  value === null ? '—' : format(value)

/**
 * The chart's values as a table: the text alternative a screen reader reads (visually hidden unless
 * `tableVisible`), and the exact numbers for anyone who shows it.
 */
export function ChartDataTable<Row>({
  title,
  rows,
  category,
  rowHeader = category,
  categoryHeader,
  series,
  format = plainNumber,
  tableVisible = false,
}: TableProps<Row>) {
  const table = (
    <table className={cn(tableVisible && 'w-full self-start text-sm')}>
      <caption className="sr-only">{title}</caption>
      <thead>
        <tr className="text-left text-muted-foreground">
          <th scope="col">{categoryHeader}</th>
          {series.map((item) => (
            <th key={item.key} scope="col">
              {item.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${rowHeader(row)}-${index}`}>
            <th scope="row" className="font-normal">
              {rowHeader(row)}
            </th>
            {series.map((item) => (
              <td key={item.key}>{formatKnown(item.value(row), format)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
  // Hidden, the table sits in an sr-only box: an auto-layout table grows to its content whatever its own
  // width says, so sr-only on the table itself would widen a phone's page.
  return tableVisible ? table : <div className="sr-only">{table}</div>
}
