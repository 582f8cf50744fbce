import { msg, t, useT } from '../i18n/i18n'
import {
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'
import { Icon } from '../icon/icon'
import { Checkbox } from '../checkbox/checkbox'
import { cn } from '../lib/cn'
import { Pagination, type PaginationProps } from '../pagination/pagination'
import {
  MIN_COLUMN_WIDTH,
  SELECTION_COLUMN_WIDTH,
  SORT_ICON_WIDTH,
  autoColumnWidth,
  fitColumns,
  pinOffsets,
  sharedTextMeasurer,
  type FitColumn,
} from './column-widths'

export { MIN_COLUMN_WIDTH } from './column-widths'

export type SortOrder = 'asc' | 'desc'
export interface TableSort {
  column: string
  order: SortOrder
}

export interface DataColumn<Row> {
  key: string
  title: string
  /**
   * Width in px (one the user chose, or a fixed one); without it the column is sized to its header and
   * values. The header gets a resize handle when `onColumnResize` is given.
   */
  width?: number
  align?: 'left' | 'center' | 'right'
  sortable?: boolean
  /** Cell content; without it the row's value at `key` is shown as text. */
  render?: (row: Row, index: number) => ReactNode
  /** The cell's text, for sizing the column when `render` draws more than plain text. */
  text?: (row: Row) => string
  /** Kept in view while the table scrolls sideways: the first columns on the left, the last on the right. */
  pinned?: 'left' | 'right'
  /**
   * `content`: sized to the drawn content (a row's buttons), which is never cut and has no resize handle.
   * Default `text`: sized to header and values, long values cut with an ellipsis and a tooltip.
   */
  fit?: 'text' | 'content'
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

const alignClass = { left: 'text-left', center: 'text-center', right: 'text-right' } as const

export function nextSort(current: TableSort | null | undefined, column: string): TableSort | null {
  if (current?.column !== column) return { column, order: 'asc' }
  return current.order === 'asc' ? { column, order: 'desc' } : null
}

function cellText(row: unknown, key: string): string {
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
  return (
    <Checkbox
      aria-label={label ?? t(DATA_TABLE_MESSAGES.selectAll)}
      checked={indeterminate ? 'indeterminate' : checked}
      disabled={disabled}
      onCheckedChange={(next) => onChange(next === true)}
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

/** The text of drawn cell content: strings and numbers, through elements' children (components give none). */
export function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return ''
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node)
  if (Array.isArray(node)) return (node as ReactNode[]).map(nodeText).join('')
  if (isValidElement<{ children?: ReactNode }>(node)) return nodeText(node.props.children)
  return ''
}

function SortIndicator({ order }: { order: SortOrder | undefined }) {
  return (
    <span
      aria-hidden="true"
      data-slot="sort-indicator"
      className="inline-flex shrink-0 flex-col text-[10px] leading-[0.6] text-muted-foreground"
    >
      <Icon name="caret-up" className={cn(order === 'asc' && 'text-primary-strong')} />
      <Icon name="caret-down" className={cn(order === 'desc' && 'text-primary-strong')} />
    </span>
  )
}

const DEFAULT_FONT = '14px system-ui, sans-serif'

function fontOf(element: Element | null | undefined, fallback: string): string {
  if (!element) return fallback
  const style = getComputedStyle(element)
  if (!style.fontSize || !style.fontFamily) return fallback
  return [style.fontStyle, style.fontWeight, style.fontSize, style.fontFamily]
    .filter((part) => part && part !== 'normal')
    .join(' ')
}

/** The element whose text may be cut: a body cell, or a header's title. */
function clipOf(target: EventTarget | null, root: HTMLElement | null): HTMLElement | null {
  if (!(target instanceof Element) || !root) return null
  const found = target.closest<HTMLElement>('[data-clip]') ?? target.querySelector<HTMLElement>('[data-clip]')
  return found && root.contains(found) ? found : null
}

const isCut = (element: HTMLElement) => element.scrollWidth > element.clientWidth + 1

interface CellTip {
  text: string
  left: number
  top: number
  above: boolean
}

/** Cells pinned while scrolling sideways: opaque, above the rest, with a shadow edge toward the scrolled part. */
function pinnedClasses(pinned: 'left' | 'right' | undefined, edge: boolean, header: boolean) {
  if (!pinned) return undefined
  return cn(
    'sticky z-10',
    header
      ? 'bg-muted'
      : 'bg-surface group-hover/row:bg-[color-mix(in_srgb,var(--color-muted)_60%,var(--color-surface))] group-data-[state=selected]/row:bg-[color-mix(in_srgb,var(--color-primary)_10%,var(--color-surface))]',
    edge &&
      "after:pointer-events-none after:absolute after:inset-y-0 after:w-2 after:opacity-0 after:transition-opacity after:content-['']",
    edge &&
      pinned === 'left' &&
      'after:left-full after:bg-linear-to-r after:from-foreground/15 after:to-transparent group-data-[scrolled-start]/scroll:after:opacity-100',
    edge &&
      pinned === 'right' &&
      'after:right-full after:bg-linear-to-l after:from-foreground/15 after:to-transparent group-data-[more-end]/scroll:after:opacity-100',
  )
}

/**
 * A server-side list table: semantic `<table>` with sortable headers (`aria-sort`), row checkboxes,
 * resizable columns (pointer or arrow keys) and a pagination bar. For editing, use EditableTable.
 *
 * Columns without a width are sized to their header and values (measured text), and share any spare room;
 * when they need more than there is, the table scrolls sideways with the selection column and pinned columns
 * kept in view. Cut text ends in an ellipsis and shows whole in a tooltip on hover and on keyboard focus.
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

  const scrollRef = useRef<HTMLDivElement>(null)
  const tableRef = useRef<HTMLTableElement>(null)
  const tipId = useId()
  const [fonts, setFonts] = useState({ body: DEFAULT_FONT, header: `500 ${DEFAULT_FONT}` })
  const [available, setAvailable] = useState<number | null>(null)
  const [contentWidths, setContentWidths] = useState<Readonly<Record<string, number>>>({})
  const [tip, setTip] = useState<CellTip | null>(null)

  // Cell content is drawn once and used both to size the columns and to fill the cells.
  const cells = rows.map((row, index) =>
    columns.map((column) => (column.render ? column.render(row, index) : cellText(row, column.key))),
  )
  const measure = sharedTextMeasurer()
  const anyAuto = columns.some((column) => !column.width && column.fit !== 'content' && !column.pinned)
  const fit: FitColumn[] = columns.map((column, columnIndex) => {
    const headerOnly = autoColumnWidth({
      header: column.title,
      texts: [],
      measure,
      font: fonts.body,
      headerFont: fonts.header,
      headerExtra: column.sortable && onSortChange ? SORT_ICON_WIDTH : 0,
    })
    if (column.fit === 'content') {
      return { width: column.width ?? Math.max(headerOnly, contentWidths[column.key] ?? 0), grow: false }
    }
    if (column.width) return { width: column.width, grow: !anyAuto && !column.pinned }
    const texts = rows.map((row, index) => {
      if (column.text) return column.text(row)
      const drawn = cells[index]?.[columnIndex]
      return (typeof drawn === 'string' ? drawn : nodeText(drawn)) || cellText(row, column.key)
    })
    return {
      width: autoColumnWidth({
        header: column.title,
        texts,
        measure,
        font: fonts.body,
        headerFont: fonts.header,
        headerExtra: column.sortable && onSortChange ? SORT_ICON_WIDTH : 0,
      }),
      grow: !column.pinned,
    }
  })
  const allFit = selectable ? [{ width: SELECTION_COLUMN_WIDTH, grow: false }, ...fit] : fit
  const fitted = fitColumns(allFit, available)
  const widths = selectable ? fitted.widths.slice(1) : fitted.widths
  const selectionPinned = selectable && fitted.overflows
  const pins = columns.map((column) => (fitted.overflows ? column.pinned : undefined))
  const offsets = pinOffsets(
    selectable
      ? [{ pinned: selectionPinned ? 'left' : undefined }, ...pins.map((pinned) => ({ pinned }))]
      : pins.map((pinned) => ({ pinned })),
    fitted.widths,
  )
  const selectionOffset = selectable ? offsets[0] : undefined
  const columnOffsets = selectable ? offsets.slice(1) : offsets
  const lastLeft = selectionPinned && !pins.includes('left') ? -1 : pins.lastIndexOf('left')
  const firstRight = pins.indexOf('right')
  const stickyStyle = (pinned: 'left' | 'right' | undefined, offset: number | undefined) =>
    pinned && offset !== undefined ? { [pinned]: offset } : undefined

  // The fonts the table really uses, once mounted; and the room it has, whenever that changes.
  useLayoutEffect(() => {
    const table = tableRef.current
    const body = fontOf(table, DEFAULT_FONT)
    const header = fontOf(table?.querySelector('th'), `500 ${body}`)
    setFonts((current) => (current.body === body && current.header === header ? current : { body, header }))
  }, [])
  useLayoutEffect(() => {
    const scroller = scrollRef.current
    if (!scroller || typeof ResizeObserver === 'undefined') return
    const update = () => setAvailable(scroller.clientWidth > 0 ? scroller.clientWidth : null)
    update()
    const observer = new ResizeObserver(update)
    observer.observe(scroller)
    return () => observer.disconnect()
  }, [])

  const markScroll = useCallback(() => {
    const scroller = scrollRef.current
    if (!scroller) return
    const start = scroller.scrollLeft > 0
    const end = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1
    scroller.toggleAttribute('data-scrolled-start', start)
    scroller.toggleAttribute('data-more-end', end)
  }, [])

  // After each layout: content-sized columns take their drawn width; cut cells become focusable (for the
  // tooltip); the shadow edges follow the scroll position. DOM reads only, batched after one layout.
  const widthsKey = fitted.widths.join(',')
  useLayoutEffect(() => {
    const scroller = scrollRef.current
    if (!scroller) return
    const measured: Record<string, number> = {}
    for (const element of scroller.querySelectorAll<HTMLElement>('[data-fit]')) {
      const key = element.dataset.fit ?? ''
      measured[key] = Math.max(measured[key] ?? 0, Math.ceil(element.getBoundingClientRect().width))
    }
    const next: Record<string, number> = {}
    for (const [key, width] of Object.entries(measured)) if (width > 0) next[key] = width + 26
    setContentWidths((current) => {
      const same =
        Object.keys(next).length === Object.keys(current).length &&
        Object.entries(next).every(([key, width]) => Math.abs((current[key] ?? 0) - width) <= 1)
      return same ? current : next
    })
    for (const element of scroller.querySelectorAll<HTMLElement>('[data-clip]')) {
      const cut = isCut(element)
      element.toggleAttribute('data-cut', cut)
      if (element.dataset.clip === 'focus') {
        if (cut) element.tabIndex = 0
        else element.removeAttribute('tabindex')
      }
    }
    markScroll()
  }, [rows, widthsKey, available, fonts, markScroll])

  // One tooltip for the whole table, shown for a cut cell or header under the pointer or keyboard focus
  // (listeners on the scroll box, so a 100-row page adds no handler per cell).
  useEffect(() => {
    const scroller = scrollRef.current
    if (!scroller) return
    // The element the tooltip describes (aria-describedby), so a screen reader reads the full text too.
    let described: HTMLElement | null = null
    const describe = (element: HTMLElement | null) => {
      if (described && described !== element) described.removeAttribute('aria-describedby')
      described = element
      element?.setAttribute('aria-describedby', tipId)
    }
    const show = (target: EventTarget | null) => {
      const element = clipOf(target, scroller)
      if (!element || !isCut(element)) {
        describe(null)
        setTip(null)
        return
      }
      // A focused header button is what the reader announces: it carries the description.
      describe(target instanceof HTMLElement && target.contains(element) ? target : element)
      const rect = element.getBoundingClientRect()
      const above = rect.bottom + 48 > window.innerHeight
      setTip({
        text: element.textContent ?? '',
        left: Math.max(4, Math.min(rect.left, window.innerWidth - 320)),
        top: above ? rect.top - 4 : rect.bottom + 4,
        above,
      })
    }
    const hide = () => {
      describe(null)
      setTip(null)
    }
    const onPointerOver = (event: globalThis.PointerEvent) => {
      if (event.pointerType !== 'touch') show(event.target)
    }
    const onFocusIn = (event: globalThis.FocusEvent) => show(event.target)
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') hide()
    }
    const onScroll = () => {
      hide()
      markScroll()
    }
    scroller.addEventListener('pointerover', onPointerOver)
    scroller.addEventListener('pointerleave', hide)
    scroller.addEventListener('focusin', onFocusIn)
    scroller.addEventListener('focusout', hide)
    scroller.addEventListener('keydown', onKeyDown)
    scroller.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('scroll', hide, { capture: true, passive: true })
    return () => {
      scroller.removeEventListener('pointerover', onPointerOver)
      scroller.removeEventListener('pointerleave', hide)
      scroller.removeEventListener('focusin', onFocusIn)
      scroller.removeEventListener('focusout', hide)
      scroller.removeEventListener('keydown', onKeyDown)
      scroller.removeEventListener('scroll', onScroll)
      window.removeEventListener('scroll', hide, { capture: true })
      describe(null)
    }
  }, [markScroll, tipId])

  return (
    <div data-slot="data-table" className={cn('flex flex-col', className)} {...props}>
      <div
        ref={scrollRef}
        data-slot="data-table-scroll"
        className="group/scroll overflow-auto rounded border border-border"
      >
        <table
          ref={tableRef}
          aria-busy={loading || undefined}
          className={cn('table-fixed border-collapse text-sm', available === null && 'w-full')}
          style={available === null ? { minWidth: fitted.total } : { width: fitted.total }}
        >
          <caption className="sr-only">{caption}</caption>
          <colgroup>
            {selectable ? <col style={{ width: fitted.widths[0] }} /> : null}
            {columns.map((column, index) => (
              <col key={column.key} style={{ width: widths[index] }} />
            ))}
          </colgroup>
          <thead className="bg-muted">
            <tr>
              {selectable ? (
                <th
                  scope="col"
                  data-pinned={selectionPinned ? 'left' : undefined}
                  style={stickyStyle(selectionPinned ? 'left' : undefined, selectionOffset)}
                  className={cn(
                    'border-b border-border px-3 py-2 text-center',
                    pinnedClasses(selectionPinned ? 'left' : undefined, lastLeft === -1, true),
                  )}
                >
                  <SelectAllCheckbox
                    checked={rows.length > 0 && selectedOnPage === rows.length}
                    indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
                    disabled={rows.length === 0}
                    onChange={toggleAll}
                  />
                </th>
              ) : null}
              {columns.map((column, index) => {
                const order = sort?.column === column.key ? sort.order : undefined
                const pinned = pins[index]
                const sortable = column.sortable && onSortChange
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : undefined}
                    data-pinned={pinned}
                    style={stickyStyle(pinned, columnOffsets[index])}
                    className={cn(
                      'relative border-b border-border px-3 py-2 font-medium whitespace-nowrap',
                      alignClass[column.align ?? 'left'],
                      pinnedClasses(pinned, index === lastLeft || index === firstRight, true),
                    )}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        onClick={() => onSortChange(nextSort(sort, column.key))}
                        className="inline-flex max-w-full items-center gap-1 align-middle hover:text-primary-strong focus-visible:outline-2 focus-visible:outline-primary"
                      >
                        <span data-clip="text" className="min-w-0 truncate">
                          {column.title}
                        </span>
                        <SortIndicator order={order} />
                      </button>
                    ) : (
                      <span data-clip="focus" className="block truncate">
                        {column.title}
                      </span>
                    )}
                    {onColumnResize && column.fit !== 'content' ? (
                      <ResizeHandle
                        title={column.title}
                        width={widths[index] ?? MIN_COLUMN_WIDTH}
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
              rows.map((_row, index) => {
                const key = keys[index] ?? String(index)
                const isSelected = selected.has(key)
                return (
                  <tr
                    key={key}
                    data-state={isSelected ? 'selected' : undefined}
                    className={cn(
                      'group/row border-b border-border last:border-b-0 hover:bg-muted/60',
                      isSelected && 'bg-primary/10',
                    )}
                  >
                    {selectable ? (
                      <td
                        style={stickyStyle(selectionPinned ? 'left' : undefined, selectionOffset)}
                        className={cn(
                          'px-3 py-2 text-center',
                          pinnedClasses(selectionPinned ? 'left' : undefined, lastLeft === -1, false),
                        )}
                      >
                        <Checkbox
                          aria-label={DATA_TABLE_MESSAGES.selectRow(index + 1)}
                          checked={isSelected}
                          onCheckedChange={(next) => toggleRow(key, next === true)}
                        />
                      </td>
                    ) : null}
                    {columns.map((column, columnIndex) => {
                      const pinned = pins[columnIndex]
                      const content = cells[index]?.[columnIndex]
                      const edge = columnIndex === lastLeft || columnIndex === firstRight
                      return column.fit === 'content' ? (
                        <td
                          key={column.key}
                          data-pinned={pinned}
                          style={stickyStyle(pinned, columnOffsets[columnIndex])}
                          className={cn(
                            'px-3 py-1.5 whitespace-nowrap',
                            alignClass[column.align ?? 'left'],
                            pinnedClasses(pinned, edge, false),
                          )}
                        >
                          <span data-fit={column.key} className="inline-block w-max max-w-none align-middle">
                            {content}
                          </span>
                        </td>
                      ) : (
                        <td
                          key={column.key}
                          data-clip="focus"
                          data-pinned={pinned}
                          style={stickyStyle(pinned, columnOffsets[columnIndex])}
                          className={cn(
                            'truncate px-3 py-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary',
                            alignClass[column.align ?? 'left'],
                            pinnedClasses(pinned, false, false),
                          )}
                        >
                          {content}
                        </td>
                      )
                    })}
                  </tr>
                )
              })
            )}
          </tbody>
        </table>
      </div>
      {tip
        ? createPortal(
            <div
              id={tipId}
              role="tooltip"
              data-slot="data-table-tooltip"
              style={{ left: tip.left, top: tip.top }}
              className={cn(
                'pointer-events-none fixed z-50 max-w-[min(480px,calc(100vw-8px))] rounded bg-foreground px-2 py-1 text-xs break-words whitespace-pre-wrap text-surface shadow-md',
                tip.above && '-translate-y-full',
              )}
            >
              {tip.text}
            </div>,
            document.body,
          )
        : null}
      {pagination ? <Pagination {...pagination} /> : null}
    </div>
  )
}
