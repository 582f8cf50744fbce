import { useId, type ComponentProps } from 'react'
import { SelectAllCheckbox } from '../data-table/data-table'
import { cn } from '../lib/cn'
import {
  isSortable,
  POPUP_MESSAGES,
  popupCellText,
  popupRowKey,
  type PopupReportColumn,
  type PopupReportConfig,
  type PopupRow,
} from './popup-source'

export interface PopupSort {
  column?: string
  order?: 'asc' | 'desc'
}

export interface PopupTableProps<Row extends PopupRow = PopupRow> extends Omit<
  ComponentProps<'table'>,
  'children'
> {
  caption: string
  columns: readonly PopupReportColumn[]
  dictOptions?: PopupReportConfig['dictOptions']
  rows: readonly Row[]
  multi: boolean
  selectedKeys: ReadonlySet<string>
  onToggleRow: (row: Row, selected: boolean) => void
  onToggleAll: (selected: boolean) => void
  sort: PopupSort
  onSort: (column: string) => void
  loading: boolean
}

const ariaSort = (sort: PopupSort, column: string) =>
  sort.column === column && sort.order ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined

/** The report rows with a checkbox (multi) or radio (single) per row, sortable headers and dictionary texts. */
export function PopupTable<Row extends PopupRow = PopupRow>({
  caption,
  columns,
  dictOptions,
  rows,
  multi,
  selectedKeys,
  onToggleRow,
  onToggleAll,
  sort,
  onSort,
  loading,
  className,
  ...props
}: PopupTableProps<Row>) {
  const radioName = useId()
  const keys = rows.map((row) => popupRowKey(row))
  const selectedOnPage = keys.filter((key) => selectedKeys.has(key)).length
  return (
    <div className="overflow-auto rounded border border-border">
      <table
        data-slot="popup-table"
        aria-busy={loading || undefined}
        className={cn('w-full border-collapse text-sm', className)}
        {...props}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="w-12 border-b border-border px-3 py-2 text-center">
              {multi ? (
                <SelectAllCheckbox
                  checked={rows.length > 0 && selectedOnPage === rows.length}
                  indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
                  disabled={rows.length === 0}
                  onChange={onToggleAll}
                />
              ) : (
                <span className="sr-only">{POPUP_MESSAGES.selectionColumn}</span>
              )}
            </th>
            {columns.map((column) => (
              <th
                key={column.dataIndex}
                scope="col"
                aria-sort={ariaSort(sort, column.dataIndex)}
                className="border-b border-border px-3 py-2 text-center font-medium whitespace-nowrap"
              >
                {isSortable(column) ? (
                  <button
                    type="button"
                    onClick={() => onSort(column.dataIndex)}
                    className="inline-flex items-center gap-1 hover:text-primary-strong"
                  >
                    {column.title}
                    <span aria-hidden="true" className="text-xs text-muted-foreground">
                      {sort.column === column.dataIndex && sort.order === 'asc'
                        ? '▲'
                        : sort.column === column.dataIndex && sort.order === 'desc'
                          ? '▼'
                          : '↕'}
                    </span>
                  </button>
                ) : (
                  column.title
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1} className="px-3 py-6 text-center text-muted-foreground">
                {loading ? POPUP_MESSAGES.loading : POPUP_MESSAGES.empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => {
              const key = keys[index] ?? ''
              const selected = selectedKeys.has(key)
              return (
                <tr
                  key={`${index}:${key}`}
                  data-state={selected ? 'selected' : undefined}
                  className={cn('border-b border-border last:border-b-0', selected && 'bg-primary/10')}
                >
                  <td className="px-3 py-2 text-center">
                    <input
                      type={multi ? 'checkbox' : 'radio'}
                      name={multi ? undefined : radioName}
                      aria-label={POPUP_MESSAGES.selectRow(index + 1)}
                      checked={selected}
                      onChange={(event) => onToggleRow(row, event.target.checked)}
                    />
                  </td>
                  {columns.map((column) => (
                    <td
                      key={column.dataIndex}
                      className={cn(
                        'px-3 py-2',
                        column.align === 'left'
                          ? 'text-left'
                          : column.align === 'right'
                            ? 'text-right'
                            : 'text-center',
                      )}
                    >
                      {popupCellText(row, column, dictOptions)}
                    </td>
                  ))}
                </tr>
              )
            })
          )}
        </tbody>
      </table>
    </div>
  )
}
