import { useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react'
import { Button } from '../button/button'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../dialog/dialog'
import { Pagination } from '../pagination/pagination'
import { PopupQueryForm } from './popup-query-form'
import {
  compactQuery,
  loadPopupPage,
  POPUP_DATA_CACHE_MS,
  POPUP_DEFAULT_PAGE_SIZE,
  POPUP_MESSAGES,
  POPUP_MODAL_WIDTH,
  popupRowKey,
  type PopupDataParams,
  type PopupQueryItem,
  type PopupQueryValues,
  type PopupReportConfig,
  type PopupReportSource,
  type PopupRow,
} from './popup-source'
import { PopupTable, type PopupSort } from './popup-table'

export interface PopupSelectorDialogProps<Row extends PopupRow = PopupRow> {
  /** The report calls; keep it stable (a module constant or useMemo): the data cache is kept per source. */
  source: PopupReportSource<Row>
  /** Report code (onl_cgreport_head.code). */
  code: string
  /** Checkboxes (true) or a single radio selection (false, default). */
  multi?: boolean
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** Called with the selected rows, in the order they were selected; the dialog then clears and closes. */
  onConfirm: (rows: Row[]) => void
  /** Data cache lifetime in ms (docs/spec.md §9: 30000). */
  cacheTime?: number
  width?: number | string
  /** Shown as the title until the report name is loaded. */
  fallbackTitle?: ReactNode
}

interface LoadedConfig {
  code: string
  source: object
  report: PopupReportConfig
  queryItems: PopupQueryItem[]
}

interface ListParams {
  pageNo: number
  pageSize: number
  sort: PopupSort
  query: PopupQueryValues
}

type PageResult<Row> = { key: string; rows: Row[]; total: number } | { key: string; error: string }

const initialParams: ListParams = { pageNo: 1, pageSize: POPUP_DEFAULT_PAGE_SIZE, sort: {}, query: {} }

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The popup selector modal (docs/spec.md §2): report title, query form, selectable table, selection bar, pagination. */
export function PopupSelectorDialog<Row extends PopupRow = PopupRow>({
  source,
  code,
  multi = false,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onConfirm,
  cacheTime = POPUP_DATA_CACHE_MS,
  width = POPUP_MODAL_WIDTH,
  fallbackTitle = POPUP_MESSAGES.loading,
}: PopupSelectorDialogProps<Row>): ReactElement {
  const [openState, setOpenState] = useState(defaultOpen)
  const open = openProp ?? openState
  const [loaded, setLoaded] = useState<LoadedConfig | null>(null)
  const [configError, setConfigError] = useState<{ code: string; message: string } | null>(null)
  const [params, setParams] = useState<ListParams>(initialParams)
  const [refreshCount, setRefreshCount] = useState(0)
  const forceNext = useRef(false)
  const [result, setResult] = useState<PageResult<Row> | null>(null)
  const [selection, setSelection] = useState<ReadonlyMap<string, Row>>(new Map())
  const [warning, setWarning] = useState<string | null>(null)
  // The query form lives in the dialog content, which unmounts when closed: its state is kept here.
  const [draft, setDraft] = useState<PopupQueryValues>({})
  const [expanded, setExpanded] = useState(false)

  const config = loaded && loaded.code === code && loaded.source === source ? loaded : null
  const configId = config?.report.cgRpConfigId

  useEffect(() => {
    if (!open || (loaded && loaded.code === code && loaded.source === source)) return
    let cancelled = false
    source
      .columns(code)
      .then(async (report) => {
        const queryItems = await source.queryInfo(report.cgRpConfigId)
        if (cancelled) return
        setLoaded({ code, source, report, queryItems })
        setConfigError(null)
        setParams(initialParams)
        setDraft({})
        setSelection(new Map())
      })
      .catch((error: unknown) => {
        if (!cancelled) setConfigError({ code, message: messageOf(error) })
      })
    return () => {
      cancelled = true
    }
  }, [open, code, source, loaded])

  const dataParams = useMemo<PopupDataParams>(
    () => ({
      ...compactQuery(params.query),
      ...(params.sort.column && params.sort.order
        ? { column: params.sort.column, order: params.sort.order }
        : {}),
      pageNo: params.pageNo,
      pageSize: params.pageSize,
    }),
    [params],
  )
  const requestKey = configId ? `${configId}|${JSON.stringify(dataParams)}|${refreshCount}` : ''

  useEffect(() => {
    if (!open || !configId) return
    let cancelled = false
    const force = forceNext.current
    forceNext.current = false
    const key = `${configId}|${JSON.stringify(dataParams)}|${refreshCount}`
    loadPopupPage(source, configId, dataParams, { cacheTime, force }).then(
      (page) => {
        if (!cancelled) setResult({ key, rows: page.records, total: Number(page.total) || 0 })
      },
      (error: unknown) => {
        if (!cancelled) setResult({ key, error: messageOf(error) })
      },
    )
    return () => {
      cancelled = true
    }
  }, [open, configId, dataParams, refreshCount, source, cacheTime])

  const current = result && result.key === requestKey ? result : null
  const loading = open && (!config ? !configError || configError.code !== code : current === null)
  // While the next page loads, the previous rows of the same report stay (aria-busy marks the table).
  const shown = current ?? (result && configId && result.key.startsWith(`${configId}|`) ? result : null)
  const rows = shown && 'rows' in shown ? shown.rows : []
  const total = shown && 'rows' in shown ? shown.total : 0
  const error =
    (configError && configError.code === code ? configError.message : null) ??
    (current && 'error' in current ? current.error : null)

  const setOpen = (next: boolean) => {
    if (!next) {
      // Cancel (button, Escape, ×) clears the selection (docs/spec.md §4).
      setSelection(new Map())
      setWarning(null)
    }
    if (openProp === undefined) setOpenState(next)
    onOpenChange?.(next)
  }

  const toggleRow = (row: Row, selected: boolean) => {
    setWarning(null)
    const key = popupRowKey(row)
    setSelection((previous) => {
      if (!multi) return selected ? new Map([[key, row]]) : new Map()
      const next = new Map(previous)
      if (selected) next.set(key, row)
      else next.delete(key)
      return next
    })
  }
  const toggleAll = (selected: boolean) => {
    setWarning(null)
    setSelection((previous) => {
      const next = new Map(previous)
      for (const row of rows) {
        if (selected) next.set(popupRowKey(row), row)
        else next.delete(popupRowKey(row))
      }
      return next
    })
  }
  const sortBy = (column: string) =>
    setParams((previous) => {
      const { sort } = previous
      const order: PopupSort['order'] =
        sort.column !== column
          ? 'asc'
          : sort.order === 'asc'
            ? 'desc'
            : sort.order === 'desc'
              ? undefined
              : 'asc'
      return { ...previous, pageNo: 1, sort: order ? { column, order } : {} }
    })
  const refresh = () => {
    forceNext.current = true
    setRefreshCount((count) => count + 1)
  }
  const confirm = () => {
    const chosen = [...selection.values()]
    if (chosen.length === 0) {
      setWarning(POPUP_MESSAGES.selectOne)
      return
    }
    onConfirm(chosen)
    setOpen(false)
  }

  const title = config?.report.cgRpConfigName || fallbackTitle
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent width={width} aria-describedby={undefined} data-slot="popup-selector-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        {config ? (
          <PopupQueryForm
            items={config.queryItems}
            {...(config.report.dictOptions ? { dictOptions: config.report.dictOptions } : {})}
            values={draft}
            onValuesChange={setDraft}
            expanded={expanded}
            onExpandedChange={setExpanded}
            onSearch={(query) => setParams((previous) => ({ ...previous, pageNo: 1, query }))}
            onReset={() => setParams((previous) => ({ ...previous, pageNo: 1, query: {} }))}
          />
        ) : null}
        <div
          data-slot="popup-selection-bar"
          className="mb-3 flex items-center gap-4 rounded border border-primary/40 bg-primary/10 px-4 py-2 text-sm"
        >
          <span aria-live="polite">{POPUP_MESSAGES.selected(selection.size)}</span>
          <Button
            variant="link"
            size="sm"
            onClick={() => {
              setSelection(new Map())
              setWarning(null)
            }}
          >
            {POPUP_MESSAGES.clear}
          </Button>
          <Button variant="link" size="sm" onClick={refresh} disabled={!config}>
            {POPUP_MESSAGES.refresh}
          </Button>
        </div>
        {error ? (
          <p role="alert" className="mb-3 text-sm text-danger-strong">
            {error}
          </p>
        ) : null}
        <PopupTable
          caption={typeof title === 'string' ? title : code}
          columns={config?.report.columns ?? []}
          {...(config?.report.dictOptions ? { dictOptions: config.report.dictOptions } : {})}
          rows={rows}
          multi={multi}
          selectedKeys={new Set(selection.keys())}
          onToggleRow={toggleRow}
          onToggleAll={toggleAll}
          sort={params.sort}
          onSort={sortBy}
          loading={loading}
        />
        <Pagination
          pageNo={params.pageNo}
          pageSize={params.pageSize}
          total={total}
          disabled={!config}
          onChange={(pageNo, pageSize) => setParams((previous) => ({ ...previous, pageNo, pageSize }))}
        />
        <DialogFooter className="items-center">
          {warning ? (
            <p role="alert" className="mr-auto text-sm text-danger-strong">
              {warning}
            </p>
          ) : null}
          <Button onClick={() => setOpen(false)}>{POPUP_MESSAGES.cancel}</Button>
          <Button variant="primary" onClick={confirm}>
            {POPUP_MESSAGES.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
