import { msg, t, useT } from '../i18n/i18n'
import {
  useEffect,
  useRef,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { cn } from '../lib/cn'
import { Pagination, type PaginationProps } from '../pagination/pagination'

export type SortOrder = 'asc' | 'desc'
export interface TableSort {
  column: string
  order: SortOrder
}

export interface DataColumn<Row> {
  key: string
  title: string
  /** Width in px; the header gets a resize handle when `onColumnResize` is given. */
  width?: number
  align?: 'left' | 'center' | 'right'
  sortable?: boolean
  /** Cell content; without it the row's value at `key` is shown as text. */
  render?: (row: Row, index: number) => ReactNode
}

/** Keys, translated where drawn; the functions translate. */
export const DATA_TABLE_MESSAGES = {
  empty: msg('暂无数据'),
  loading: msg('加载中...'),
  selectAll: msg('全选'),
  selectRow: (index: number) => t('选择第 {{index}} 行', { index }),
  selection: msg('选择'),
  resize: (title: string) => t('调整“{{title}}”列宽', { title }),
  selected: (count: number) => t('已选择 {{count}} 项', { count }),
}

export interface DataTableProps<Row> extends Omit<ComponentProps<'div'>, 'children'> {
  /** Accessible name of the table (a caption read by screen readers). */
  caption: string
  columns: readonly DataColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  loading?: boolean
  emptyText?: ReactNode
  /** Controlled sort; clicking a sortable header cycles ascending → descending → none. */
  sort?: TableSort | null
  onSortChange?: (sort: TableSort | null) => void
  /** Row checkboxes when given. */
  selectedKeys?: readonly string[]
  onSelectionChange?: (keys: string[]) => void
  onColumnResize?: (key: string, width: number) => void
  /** Server-side paging: the pagination bar under the table. */
  pagination?: PaginationProps
}

export const MIN_COLUMN_WIDTH = 60

const alignClass = { left: 'text-left', center: 'text-center', right: 'text-right' } as const

export function nextSort(current: TableSort | null | undefined, column: string): TableSort | null {
  if (current?.column !== column) return { column, order: 'asc' }
  return current.order === 'asc' ? { column, order: 'desc' } : null
}

function cellText(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key]
  if (value === null || value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** The header checkbox of a selectable table: checked, indeterminate when some rows are selected. */
export function SelectAllCheckbox({
  checked,
  indeterminate,
  disabled,
  onChange,
  label,
}: {
  checked: boolean
  indeterminate: boolean
  disabled: boolean
  onChange: (checked: boolean) => void
  label?: string
}) {
  const t = useT()
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label ?? t(DATA_TABLE_MESSAGES.selectAll)}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  )
}

function ResizeHandle({
  title,
  width,
  onResize,
}: {
  title: string
  width: number
  onResize: (width: number) => void
}) {
  const start = useRef<{ x: number; width: number } | null>(null)
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    start.current = { x: event.clientX, width }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return
    onResize(Math.max(MIN_COLUMN_WIDTH, Math.round(start.current.width + event.clientX - start.current.x)))
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 50 : 10
    if (event.key === 'ArrowRight') onResize(width + step)
    else if (event.key === 'ArrowLeft') onResize(Math.max(MIN_COLUMN_WIDTH, width - step))
    else return
    event.preventDefault()
  }
  return (
    // A focusable separator is a widget in WAI-ARIA (the window-splitter pattern): arrows resize it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={DATA_TABLE_MESSAGES.resize(title)}
      aria-valuenow={width}
      aria-valuemin={MIN_COLUMN_WIDTH}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable separator (see above)
      tabIndex={0}
      data-slot="column-resize-handle"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (start.current = null)}
      onKeyDown={onKeyDown}
      className="absolute top-0 right-0 h-full w-1.5 cursor-col-resize touch-none select-none hover:bg-primary/40 focus-visible:bg-primary focus-visible:outline-none"
    />
  )
}

/**
 * A server-side list table: semantic `<table>` with sortable headers (`aria-sort`), row checkboxes,
 * resizable columns (pointer or arrow keys) and a pagination bar. For editing, use EditableTable.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText: emptyTextProp,
  sort,
  onSortChange,
  selectedKeys,
  onSelectionChange,
  onColumnResize,
  pagination,
  className,
  ...props
}: DataTableProps<Row>) {
  const t = useT()
  const emptyText = emptyTextProp ?? t(DATA_TABLE_MESSAGES.empty)
  const selectable = selectedKeys !== undefined && onSelectionChange !== undefined
  const selected = new Set(selectedKeys)
  const keys = rows.map(rowKey)
  const selectedOnPage = keys.filter((key) => selected.has(key)).length
  const toggleAll = (checked: boolean) => {
    if (!onSelectionChange) return
    const others = (selectedKeys ?? []).filter((key) => !keys.includes(key))
    onSelectionChange(checked ? [...others, ...keys] : others)
  }
  const toggleRow = (key: string, checked: boolean) => {
    if (!onSelectionChange) return
    const current = selectedKeys ?? []
    onSelectionChange(checked ? [...current, key] : current.filter((item) => item !== key))
  }
  const columnCount = columns.length + (selectable ? 1 : 0)
  return (
    <div data-slot="data-table" className={cn('flex flex-col', className)} {...props}>
      <div className="overflow-auto rounded border border-border">
        <table aria-busy={loading || undefined} className="w-full table-fixed border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <colgroup>
            {selectable ? <col style={{ width: 48 }} /> : null}
            {columns.map((column) => (
              <col key={column.key} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
          <thead className="bg-muted">
            <tr>
              {selectable ? (
                <th scope="col" className="border-b border-border px-3 py-2 text-center">
                  <SelectAllCheckbox
                    checked={rows.length > 0 && selectedOnPage === rows.length}
                    indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
                    disabled={rows.length === 0}
                    onChange={toggleAll}
                  />
                </th>
              ) : null}
              {columns.map((column) => {
                const order = sort?.column === column.key ? sort.order : undefined
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : undefined}
                    className={cn(
                      'relative border-b border-border px-3 py-2 font-medium whitespace-nowrap',
                      alignClass[column.align ?? 'left'],
                    )}
                  >
                    {column.sortable && onSortChange ? (
                      <button
                        type="button"
                        onClick={() => onSortChange(nextSort(sort, column.key))}
                        className="inline-flex items-center gap-1 hover:text-primary-strong focus-visible:outline-2 focus-visible:outline-primary"
                      >
                        {column.title}
                        <span aria-hidden="true" className="text-xs text-muted-foreground">
                          {order === 'asc' ? '▲' : order === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.title
                    )}
                    {onColumnResize ? (
                      <ResizeHandle
                        title={column.title}
                        width={column.width ?? 150}
                        onResize={(width) => onColumnResize(column.key, width)}
                      />
                    ) : null}
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-3 py-8 text-center text-muted-foreground">
                  {loading ? t(DATA_TABLE_MESSAGES.loading) : emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => {
                const key = keys[index] ?? String(index)
                const isSelected = selected.has(key)
                return (
                  <tr
                    key={key}
                    data-state={isSelected ? 'selected' : undefined}
                    className={cn(
                      'border-b border-border last:border-b-0 hover:bg-muted/60',
                      isSelected && 'bg-primary/10',
                    )}
                  >
                    {selectable ? (
                      <td className="px-3 py-2 text-center">
                        <input
                          type="checkbox"
                          aria-label={DATA_TABLE_MESSAGES.selectRow(index + 1)}
                          checked={isSelected}
                          onChange={(event) => toggleRow(key, event.target.checked)}
                        />
                      </td>
                    ) : null}
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        className={cn('truncate px-3 py-2', alignClass[column.align ?? 'left'])}
                      >
                        {column.render ? column.render(row, index) : cellText(row, column.key)}
                      </td>
                    ))}
                  </tr>
                )
              })
            )}
          </tbody>
        </table>
      </div>
      {pagination ? <Pagination {...pagination} /> : null}
    </div>
  )
}
