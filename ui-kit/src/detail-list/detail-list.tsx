import { msg, useT } from '../i18n/i18n'
import { cva, type VariantProps } from 'class-variance-authority'
import {
  createContext,
  useContext,
  useRef,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../dialog/dialog'
import { cn } from '../lib/cn'
import { Popover, PopoverContent, PopoverTrigger } from '../popover/popover'

/** Every text of the detail list, details modal and sub-table popover (docs/spec.md §2, §8). */
export const DETAIL_LIST_MESSAGES = {
  detailsTitle: msg('详细信息'),
  subTableFailed: msg('打开子表失败'),
  loading: msg('加载中...'),
  empty: msg('暂无数据'),
} as const

/** docs/spec.md §9: 1 to 4 columns, default 3. */
export type DetailListColumns = 1 | 2 | 3 | 4
export const DEFAULT_DETAIL_LIST_COLUMNS: DetailListColumns = 3
export const DETAILS_MODAL_WIDTH = 1200

/**
 * Responsive spans of docs/spec.md §9 (out of 24): 1 col = 24; 2 = 24/12; 3 = 24/12/8; 4 = 24/12/6,
 * at the breakpoints xs (< 576 px), sm (≥ 576 px) and md (≥ 768 px).
 */
export const detailListSpans: Record<DetailListColumns, readonly number[]> = {
  1: [24],
  2: [24, 12],
  3: [24, 12, 8],
  4: [24, 12, 6],
}

const itemWidths: Record<DetailListColumns, string> = {
  1: 'basis-full',
  2: 'basis-full min-[576px]:basis-1/2',
  3: 'basis-full min-[576px]:basis-1/2 md:basis-1/3',
  4: 'basis-full min-[576px]:basis-1/2 md:basis-1/4',
}

/** Clamps any number to the 1–4 columns a detail list supports (default 3). */
export function detailListColumns(col: number | undefined): DetailListColumns {
  if (col === undefined || !Number.isFinite(col)) return DEFAULT_DETAIL_LIST_COLUMNS
  return Math.min(4, Math.max(1, Math.trunc(col))) as DetailListColumns
}

interface DetailListContextValue {
  col: DetailListColumns
  layout: 'horizontal' | 'vertical'
}

const DetailListContext = createContext<DetailListContextValue>({
  col: DEFAULT_DETAIL_LIST_COLUMNS,
  layout: 'horizontal',
})

const detailListVariants = cva('text-sm text-foreground', {
  variants: {
    size: { small: '[&_[data-slot=detail-list-item]]:pb-2', large: '[&_[data-slot=detail-list-item]]:pb-4' },
  },
  defaultVariants: { size: 'large' },
})

export interface DetailListProps
  extends Omit<ComponentProps<'div'>, 'title'>, VariantProps<typeof detailListVariants> {
  /** Optional heading above the list. */
  title?: ReactNode
  /** Number of columns, 1 to 4 (default 3); out-of-range values are clamped. */
  col?: number
  /** Term beside (horizontal, default) or above (vertical) its description. */
  layout?: 'horizontal' | 'vertical'
  children?: ReactNode
}

/** A term/description grid (upstream DetailList): `<DetailListItem term="…">value</DetailListItem>` children. */
export function DetailList({
  title,
  col,
  layout = 'horizontal',
  size,
  className,
  children,
  ...props
}: DetailListProps) {
  const columns = detailListColumns(col)
  return (
    <div
      data-slot="detail-list"
      data-col={columns}
      data-layout={layout}
      className={cn(detailListVariants({ size }), className)}
      {...props}
    >
      {title ? (
        <div data-slot="detail-list-title" className="mb-4 text-base font-medium">
          {title}
        </div>
      ) : null}
      <DetailListContext.Provider value={{ col: columns, layout }}>
        <dl className="m-0 flex flex-wrap">{children}</dl>
      </DetailListContext.Provider>
    </div>
  )
}

export interface DetailListItemProps extends Omit<ComponentProps<'div'>, 'children'> {
  term: ReactNode
  children?: ReactNode
}

/** One term and its description; its width follows the responsive spans of the enclosing list. */
export function DetailListItem({ term, children, className, ...props }: DetailListItemProps) {
  const { col, layout } = useContext(DetailListContext)
  return (
    <div
      data-slot="detail-list-item"
      className={cn(
        'flex min-w-0 gap-1',
        itemWidths[col],
        layout === 'vertical' ? 'flex-col' : 'flex-row',
        className,
      )}
      {...props}
    >
      <dt className="shrink-0 text-muted-foreground after:content-[':']">{term}</dt>
      <dd className="m-0 min-w-0 break-words">{children}</dd>
    </div>
  )
}

export type DetailRecord = Record<string, unknown>

export interface DetailField<Row extends DetailRecord = DetailRecord> {
  field: keyof Row & string
  label: ReactNode
  /** Custom rendering; by default the value is shown as text (null and undefined as ''). */
  render?: (value: Row[keyof Row & string], record: Row) => ReactNode
}

/** Text of a record value: '' for null/undefined, arrays joined with ',', objects as JSON. */
export function detailText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(detailText).join(',')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

export interface DetailsModalProps<Row extends DetailRecord = DetailRecord> {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  record: Row | null | undefined
  /** Fields to show, in order; by default every key of the record with the key as label. */
  fields?: ReadonlyArray<DetailField<Row>>
  col?: number
  title?: ReactNode
  width?: number | string
  /** Optional trigger (rendered through DialogTrigger asChild by the caller if needed). */
  children?: ReactNode
}

/** docs/spec.md §2 details modal: title 详细信息, width 1200, the record shown through a DetailList. */
export function DetailsModal<Row extends DetailRecord = DetailRecord>({
  open,
  defaultOpen,
  onOpenChange,
  record,
  fields,
  col,
  title: titleProp,
  width = DETAILS_MODAL_WIDTH,
  children,
}: DetailsModalProps<Row>): ReactElement {
  const t = useT()
  const title = titleProp ?? t(DETAIL_LIST_MESSAGES.detailsTitle)
  const shown: ReadonlyArray<DetailField<Row>> =
    fields ?? Object.keys(record ?? {}).map((key) => ({ field: key as keyof Row & string, label: key }))
  return (
    <Dialog
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      {children}
      <DialogContent width={width} aria-describedby={undefined} data-slot="details-modal">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <DetailList col={col}>
          {record
            ? shown.map(({ field, label, render }) => (
                <DetailListItem key={field} term={label}>
                  {render ? render(record[field], record) : detailText(record[field])}
                </DetailListItem>
              ))
            : null}
        </DetailList>
      </DialogContent>
    </Dialog>
  )
}

export interface SubTableColumn<Row extends DetailRecord = DetailRecord> {
  key: keyof Row & string
  title: ReactNode
  render?: (value: Row[keyof Row & string], record: Row) => ReactNode
}

type SubTableState<Row> =
  { status: 'idle' } | { status: 'loading' } | { status: 'done'; rows: Row[] } | { status: 'error' }

export interface SubTablePopoverProps<Row extends DetailRecord = DetailRecord> {
  /** The element that opens the popover (rendered through PopoverTrigger asChild). */
  children: ReactElement
  /** Loads the sub-table rows each time the popover opens; a rejection shows '打开子表失败'. */
  load: () => Promise<Row[]>
  columns: ReadonlyArray<SubTableColumn<Row>>
  /** Accessible name of the sub-table. */
  title?: string
  /** Called with the load error (e.g. to log it or show a toast). */
  onError?: (error: unknown) => void
  rowKey?: (row: Row, index: number) => string
  className?: string
}

/** docs/spec.md §2 sub-table popover: the rows of a child table, loaded on open. */
export function SubTablePopover<Row extends DetailRecord = DetailRecord>({
  children,
  load,
  columns,
  title: titleProp,
  onError,
  rowKey = (_row, index) => String(index),
  className,
}: SubTablePopoverProps<Row>): ReactElement {
  const t = useT()
  const title = titleProp ?? t('子表')
  const [open, setOpen] = useState(false)
  const [state, setState] = useState<SubTableState<Row>>({ status: 'idle' })
  const request = useRef(0)
  const handleOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) return
    const current = ++request.current
    setState({ status: 'loading' })
    load().then(
      (rows) => {
        if (current === request.current) setState({ status: 'done', rows })
      },
      (error: unknown) => {
        if (current !== request.current) return
        setState({ status: 'error' })
        onError?.(error)
      },
    )
  }
  return (
    <Popover open={open} onOpenChange={handleOpenChange}>
      <PopoverTrigger asChild>{children}</PopoverTrigger>
      <PopoverContent
        data-slot="sub-table-popover"
        data-load={state.status}
        aria-label={title}
        align="start"
        sideOffset={4}
        className={cn('w-auto max-w-[90vw] overflow-auto p-2', className)}
      >
        {state.status === 'error' ? (
          <p role="alert" className="m-0 p-2 text-danger-strong">
            {t(DETAIL_LIST_MESSAGES.subTableFailed)}
          </p>
        ) : state.status === 'done' ? (
          <table className="border-collapse text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className="border border-border bg-muted px-2 py-1 font-medium"
                  >
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {state.rows.length === 0 ? (
                <tr>
                  <td
                    colSpan={columns.length}
                    className="border border-border px-2 py-1 text-center text-muted-foreground"
                  >
                    {t(DETAIL_LIST_MESSAGES.empty)}
                  </td>
                </tr>
              ) : (
                state.rows.map((row, index) => (
                  <tr key={rowKey(row, index)}>
                    {columns.map((column) => (
                      <td key={column.key} className="border border-border px-2 py-1">
                        {column.render ? column.render(row[column.key], row) : detailText(row[column.key])}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        ) : (
          <p role="status" className="m-0 p-2 text-muted-foreground">
            {t(DETAIL_LIST_MESSAGES.loading)}
          </p>
        )}
      </PopoverContent>
    </Popover>
  )
}
