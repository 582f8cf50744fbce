/**
 * The popup selector's view of an online report (docs/spec.md §3, §7; upstream JPopup / JPopupOnlReport), without any
 * API client: the app adapts its generated client to `PopupReportSource`.
 */

import { t } from '../i18n/i18n'

/** Every exact text of the popup selector (docs/spec.md §5, §9 and the upstream labels), in the current language. */
export const POPUP_MESSAGES = {
  get configMissing() {
    return t('popup参数未正确配置!')
  },
  get configCountMismatch() {
    return t('popup参数未正确配置,原始值和目标值数量不一致!')
  },
  get selectOne() {
    return t('请选择一条记录')
  },
  get search() {
    return t('查询')
  },
  get reset() {
    return t('重置')
  },
  get expand() {
    return t('展开')
  },
  get collapse() {
    return t('收起')
  },
  selected: (count: number) => t('已选择 {{count}} 项', { count }),
  get clear() {
    return t('清空')
  },
  get refresh() {
    return t('刷新')
  },
  get confirm() {
    return t('确定')
  },
  get cancel() {
    return t('取消')
  },
  get choose() {
    return t('选择')
  },
  get placeholder() {
    return t('请点击选择')
  },
  get loading() {
    return t('加载中...')
  },
  get empty() {
    return t('暂无数据')
  },
  get pleaseSelect() {
    return t('请选择')
  },
  pleaseInput: (label: string) => t('请输入{{label}}', { label }),
  rangeBegin: (label: string) => t('{{label}}开始', { label }),
  rangeEnd: (label: string) => t('{{label}}结束', { label }),
  get selectAll() {
    return t('全选')
  },
  selectRow: (index: number) => t('选择第 {{index}} 行', { index }),
  get selectionColumn() {
    return t('选择')
  },
  total: (first: number, last: number, total: number) =>
    t('{{first}}-{{last}} 共 {{total}} 条', { first, last, total }),
  get pagination() {
    return t('分页')
  },
  get previousPage() {
    return t('上一页')
  },
  get nextPage() {
    return t('下一页')
  },
  page: (page: number) => t('第 {{page}} 页', { page }),
  get pageSize() {
    return t('每页条数')
  },
  perPage: (size: number) => t('{{size}} 条/页', { size }),
  get jumpTo() {
    return t('跳至')
  },
  get jumpPage() {
    return t('页')
  },
  get jumpLabel() {
    return t('跳至页码')
  },
} as const

/** docs/spec.md §9 popup constants. */
export const POPUP_DATA_CACHE_MS = 30_000
export const POPUP_MODAL_WIDTH = 1200
export const POPUP_ROW_KEY_MAX = 50
export const POPUP_PAGE_SIZES = [10, 20, 30] as const
export const POPUP_DEFAULT_PAGE_SIZE = 10

export interface PopupDictOption {
  value: string
  text?: string
  label?: string
  title?: string
}

export interface PopupReportColumn {
  title: string
  dataIndex: string
  fieldType?: string
  align?: string
  /** 'true' (as the back end sends it) or a boolean: the column can be sorted. */
  sorter?: string | boolean
  /** Present when the column has a dictionary: the key of its options in `dictOptions`. */
  customRender?: string
  isTotal?: string | null
  groupTitle?: string | null
}

export interface PopupReportConfig {
  columns: PopupReportColumn[]
  dictOptions?: Record<string, PopupDictOption[]>
  cgRpConfigId: string
  cgRpConfigName: string
}

export interface PopupQueryItem {
  label: string
  field: string
  /** 'list' (dictionary), 'date', 'datetime', 'string', 'integer', … */
  view: string
  /** 'single' or 'group' (a range: `<field>_begin` / `<field>_end`). */
  mode?: string
  dictCode?: string
  /** '1' (or true): shown only when the query form is expanded. */
  hidden?: string | boolean
}

export type PopupRow = Record<string, unknown>

export type PopupQueryValues = Record<string, string>

export interface PopupDataParams {
  pageNo: number
  pageSize: number
  column?: string
  order?: 'asc' | 'desc'
  [field: string]: string | number | undefined
}

export interface PopupDataPage<Row extends PopupRow = PopupRow> {
  records: Row[]
  total: number | string
}

/** The three calls of docs/spec.md §7, as promises that reject (with an Error carrying the server message) on failure. */
export interface PopupReportSource<Row extends PopupRow = PopupRow> {
  columns(code: string): Promise<PopupReportConfig>
  queryInfo(configId: string): Promise<PopupQueryItem[]>
  data(configId: string, params: PopupDataParams): Promise<PopupDataPage<Row>>
}

export type PopupFieldConfig =
  { ok: true; orgFields: string[]; destFields: string[] } | { ok: false; message: string }

const splitFields = (fields: string) =>
  fields
    .split(',')
    .map((field) => field.trim())
    .filter((field) => field !== '')

/** docs/spec.md §5: code, original and destination fields are required and their counts must match. */
export function parsePopupFields(
  code: string | undefined,
  orgFields: string | undefined,
  destFields: string | undefined,
): PopupFieldConfig {
  if (!code || !orgFields || !destFields) return { ok: false, message: POPUP_MESSAGES.configMissing }
  const org = splitFields(orgFields)
  const dest = splitFields(destFields)
  if (org.length === 0 || dest.length === 0) return { ok: false, message: POPUP_MESSAGES.configMissing }
  if (org.length !== dest.length) return { ok: false, message: POPUP_MESSAGES.configCountMismatch }
  return { ok: true, orgFields: org, destFields: dest }
}

const cellString = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * Destination values from the selected rows (upstream JPopup callBack): for each pair, the original field of
 * every row (empty when missing), joined with ','.
 */
export function copySelectedFields(
  rows: readonly PopupRow[],
  orgFields: readonly string[],
  destFields: readonly string[],
): Record<string, string> {
  const values: Record<string, string> = {}
  orgFields.forEach((org, index) => {
    const dest = destFields[index]
    if (dest === undefined) return
    values[dest] = rows.map((row) => cellString(row[org])).join(',')
  })
  return values
}

/** Row key (upstream combineRowKey): the row's values concatenated, capped at 50 characters; `id` when present. */
export function popupRowKey(row: PopupRow): string {
  const id = row.id
  const key =
    id !== undefined && id !== null && id !== ''
      ? cellString(id)
      : Object.values(row)
          .map((value) => cellString(value))
          .join('')
  return key.slice(0, POPUP_ROW_KEY_MAX)
}

const optionText = (option: PopupDictOption) => option.text ?? option.label ?? option.title ?? option.value

/** Dictionary text of a possibly comma-separated value (upstream filterMultiDictText); unknown values stay. */
export function dictText(options: readonly PopupDictOption[] | undefined, value: unknown): string {
  const text = cellString(value)
  if (!options || options.length === 0 || text === '') return text
  return text
    .split(',')
    .map((part) => {
      const option = options.find((candidate) => String(candidate.value) === part)
      return option ? optionText(option) : part
    })
    .join(',')
}

/** What a cell shows: the row's `<field>_dictText` if any, else the column dictionary's text, else the value. */
export function popupCellText(
  row: PopupRow,
  column: PopupReportColumn,
  dictOptions: PopupReportConfig['dictOptions'],
): string {
  const translated = row[`${column.dataIndex}_dictText`]
  if (translated !== undefined && translated !== null && translated !== '') return cellString(translated)
  const value = row[column.dataIndex]
  if (column.customRender) return dictText(dictOptions?.[column.customRender], value)
  return cellString(value)
}

/** Upstream filterObj: query values without empty ones. */
export function compactQuery(values: PopupQueryValues): PopupQueryValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''))
}

export function isHiddenQueryItem(item: PopupQueryItem): boolean {
  return item.hidden === true || item.hidden === '1'
}

/** Whether the column can be sorted: the back end sends sorter: 'true'. */
export function isSortable(column: PopupReportColumn): boolean {
  return column.sorter === true || column.sorter === 'true'
}

/** The pagination total text 'a-b 共 n 条' (docs/spec.md §9). */
export function pageRangeText(pageNo: number, pageSize: number, total: number): string {
  if (total <= 0) return POPUP_MESSAGES.total(0, 0, 0)
  const first = (pageNo - 1) * pageSize + 1
  const last = Math.min(total, pageNo * pageSize)
  return POPUP_MESSAGES.total(first, last, total)
}

interface CacheEntry {
  at: number
  promise: Promise<PopupDataPage<PopupRow>>
}

const caches = new WeakMap<object, Map<string, CacheEntry>>()

const stableKey = (configId: string, params: PopupDataParams) =>
  `${configId}?${JSON.stringify(
    Object.keys(params)
      .sort()
      .map((key) => [key, params[key]]),
  )}`

export interface PopupLoadOptions {
  /** Milliseconds a result is reused for the same source, report and parameters (docs/spec.md §9: 30000). */
  cacheTime?: number
  /** Skip the cache (the refresh button) and store the fresh result. */
  force?: boolean
  now?: () => number
}

/**
 * Loads one page through the source, reusing the result of the same source, report and parameters for
 * `cacheTime` ms (upstream httpGroupRequest). Failed requests are not cached.
 */
export function loadPopupPage<Row extends PopupRow>(
  source: PopupReportSource<Row>,
  configId: string,
  params: PopupDataParams,
  { cacheTime = POPUP_DATA_CACHE_MS, force = false, now = Date.now }: PopupLoadOptions = {},
): Promise<PopupDataPage<Row>> {
  let cache = caches.get(source)
  if (!cache) {
    cache = new Map()
    caches.set(source, cache)
  }
  const key = stableKey(configId, params)
  const time = now()
  const cached = cache.get(key)
  if (!force && cached && time - cached.at < cacheTime) return cached.promise as Promise<PopupDataPage<Row>>
  for (const [storedKey, entry] of cache) if (time - entry.at >= cacheTime) cache.delete(storedKey)
  const promise = source.data(configId, params)
  if (cacheTime > 0) {
    const entry: CacheEntry = { at: time, promise }
    cache.set(key, entry)
    const store = cache
    promise.catch(() => {
      if (store.get(key) === entry) store.delete(key)
    })
  }
  return promise
}
