/**
 * Column definitions of the editable table (docs/spec.md §3): `key, title, type, dictCode, options,
 * validateRules, statistics, customValue`, plus width, default value, a disabled flag and the
 * per-type options of the cell types of docs/spec.md §4 (search, upload, slot rendering …).
 */
import { t } from '../i18n/i18n'
import type { ReactNode } from 'react'
import type { UploadFunction } from '../upload/upload'
import type { SelectOption } from './cell-values'
import type { StatisticKind } from './statistics'
import type { ValidateRule } from './validation'

/** The cell types of docs/spec.md §4. */
export const CELL_TYPES = [
  'row-number',
  'row-checkbox',
  'row-radio',
  'row-expand',
  'row-drag-sort',
  'input',
  'inputNumber',
  'textarea',
  'select',
  'date',
  'datetime',
  'checkbox',
  'upload',
  'select-search',
  'select-multiple',
  'progress',
  'tags',
  'slot',
  'normal',
  'hidden',
] as const

export type CellType = (typeof CELL_TYPES)[number]

/** Types that hold no data of their own (row number, selection, expand toggle, drag handle). */
export const ROW_TYPES: ReadonlySet<CellType> = new Set([
  'row-number',
  'row-checkbox',
  'row-radio',
  'row-expand',
  'row-drag-sort',
])

/**
 * Types the grid never edits with an editor. Upload and slot cells change their value through
 * their own controls (the upload button and menu, the caller's render function).
 */
export const READ_ONLY_TYPES: ReadonlySet<CellType> = new Set([
  'row-number',
  'row-checkbox',
  'row-radio',
  'row-expand',
  'row-drag-sort',
  'normal',
  'hidden',
  'progress',
  'upload',
  'slot',
])

/** docs/spec.md §9: search-select keywords are debounced 300 ms before `search` is called. */
export const SEARCH_DEBOUNCE_MS = 300
/** docs/spec.md §9: a file name is shown to 5 characters, then an ellipsis. */
export const FILE_NAME_LENGTH = 5
/** docs/spec.md §4: a multi-select cell shows at most 1 tag. */
export const MULTIPLE_MAX_TAGS = 1
/** docs/spec.md §3: the field a drag-sort column writes the row order to. */
export const DEFAULT_DRAG_SORT_KEY = 'orderNum'

/**
 * Every text the cells show or announce, in the current language (getters: read where drawn). The SPEC entries (§4, §8, §9) are asserted verbatim; the
 * others are the upstream (JVxeTable) labels or accessible names.
 */
export const CELL_MESSAGES = {
  /** docs/spec.md §8 "Search-select": the hint while there is no keyword (no request is sent). */
  get searchHint() {
    return t('请输入搜索内容')
  },
  /** docs/spec.md §8 "Search-select empty result". */
  get searchEmpty() {
    return t('没有查询到任何数据')
  },
  /** Shown while a search runs. */
  get searchLoading() {
    return t('加载中…')
  },
  /** docs/spec.md §8 "Upload failure": the table cell fallback when the failure carries no message. */
  uploadUnknownError: 'unknown error',
  /** docs/spec.md §9: default upload button text, 'click to upload' (Chinese '点击上传'). */
  get uploadButton() {
    return t('点击上传')
  },
  /** Upstream file cell menu. */
  get download() {
    return t('下载')
  },
  get remove() {
    return t('删除')
  },
  fileMenu: (name: string) => t('{{name}} 操作', { name }),
  uploading: (percent: number) => t('上传中({{percent}}%)', { percent }),
  get uploadDone() {
    return t('上传完成')
  },
  get uploadError() {
    return t('上传失败')
  },
  /** docs/spec.md §4 row drag-sort menu (upstream JVxeDragSortCell labels). */
  get moveUp() {
    return t('向上移')
  },
  get moveDown() {
    return t('向下移')
  },
  get insertBelow() {
    return t('插入一行')
  },
  rowMenu: (rowNumber: number) => t('第 {{rowNumber}} 行排序', { rowNumber }),
  /** Row-expand toggle (accessible name). */
  expandRow: (rowNumber: number) => t('展开第 {{rowNumber}} 行', { rowNumber }),
  collapseRow: (rowNumber: number) => t('收起第 {{rowNumber}} 行', { rowNumber }),
  /** Row-radio (accessible name). */
  selectRow: (rowNumber: number) => t('选择第 {{rowNumber}} 行', { rowNumber }),
  /** docs/spec.md §4: the tags after the first of a multi-select cell. */
  moreTags: (count: number) => `+${count}`,
} as const

/** What a slot column's `render` receives. */
export interface SlotCellProps<Row> {
  row: Row
  rowId: string
  /** The row's position among the data rows (0-based). */
  rowIndex: number
  value: unknown
  column: EditableColumn<Row>
  /** Sets this cell as an edit would (coerced, validated, reported through `onChange`). */
  setValue: (value: unknown) => void
}

/** The names of a row's fields: what a data column's `key` and the table's `rowKey` may be. */
export type FieldKey<Row> = Extract<keyof Row, string>

/** What every column has, whatever its type. */
interface ColumnBase<Row> {
  /**
   * The row field the column shows and edits: a key of the row type, so a misspelt field does not compile.
   * The special columns (row number, selection, expand toggle, drag handle, slot) take any unique name.
   */
  key: FieldKey<Row>
  title: string
  /** Width in px. */
  width?: number
  validateRules?: readonly ValidateRule<Row>[]
  /** Statistics row figures for this column. */
  statistics?: readonly StatisticKind[]
  /** The value of this field in an added row. */
  defaultValue?: unknown
  /** A disabled column shows its values but cannot be edited. */
  disabled?: boolean
}

/** Where a select cell's options come from. */
interface OptionSource {
  /** A dictionary code; its items come from the table's `dictionaries` prop (the table fetches nothing). */
  dictCode?: string
  /** Options of a select cell (take precedence over `dictCode`); for select-search, known labels. */
  options?: readonly SelectOption[]
}

/** The special columns that hold no field of their own; typed apart, their `key` is any unique name. */
export type RowCellType = 'row-number' | 'row-checkbox' | 'row-expand'

export interface RowColumn<Row = Record<string, unknown>> extends Omit<ColumnBase<Row>, 'key'> {
  type: RowCellType
  /** Any unique name (e.g. 'no', 'select'). */
  key: string
}

/** Types with no options of their own. */
export type PlainCellType = Exclude<
  CellType,
  | RowCellType
  | 'input'
  | 'textarea'
  | 'select'
  | 'select-search'
  | 'select-multiple'
  | 'checkbox'
  | 'row-radio'
  | 'row-drag-sort'
  | 'upload'
  | 'slot'
>

export interface PlainColumn<Row = Record<string, unknown>> extends ColumnBase<Row> {
  type: PlainCellType
}

export interface TextColumn<Row = Record<string, unknown>> extends ColumnBase<Row> {
  type: 'input' | 'textarea'
  /** The longest value accepted. */
  maxLength?: number
}

export interface SelectColumn<Row = Record<string, unknown>> extends ColumnBase<Row>, OptionSource {
  type: 'select'
  /**
   * Edit with a popup list in the look of the kit's Select (open at once; arrows, type-ahead,
   * Enter) instead of AG Grid's select editor.
   */
  listEditor?: boolean
}

export interface SelectSearchColumn<Row = Record<string, unknown>> extends ColumnBase<Row>, OptionSource {
  type: 'select-search'
  /**
   * Finds options for a keyword (supplied by the app; ui-kit knows no API). Called only with a
   * non-empty keyword, debounced. A rejection's `Error.message` is shown as a warning.
   */
  search?: (keyword: string) => Promise<readonly SelectOption[]>
}

export interface SelectMultipleColumn<Row = Record<string, unknown>> extends ColumnBase<Row>, OptionSource {
  type: 'select-multiple'
}

export interface CheckboxColumn<Row = Record<string, unknown>> extends ColumnBase<Row> {
  type: 'checkbox'
  /** The stored values for [checked, unchecked], e.g. `['Y', 'N']`. */
  customValue?: readonly [unknown, unknown]
}

export interface RowRadioColumn<Row = Record<string, unknown>> extends Omit<ColumnBase<Row>, 'key'> {
  type: 'row-radio'
  /** Any unique name. */
  key: string
  /** Clicking the checked radio clears the selection only when set (docs/spec.md §4). */
  allowClear?: boolean
}

export interface RowDragSortColumn<Row = Record<string, unknown>> extends Omit<ColumnBase<Row>, 'key'> {
  type: 'row-drag-sort'
  /** Any unique name (the order goes to `sortKey`). */
  key: string
  /** The field of the row the order (1-based) is written to (docs/spec.md §3 default `orderNum`). */
  sortKey?: FieldKey<Row>
}

/** What an upload cell reads of its column (no part depends on the row type). */
export interface UploadOptions {
  key: string
  disabled?: boolean
  /** Sends one file (the `UploadFunction` of ui-kit/upload). */
  upload?: UploadFunction
  /** The address of a stored path, opened by "download" (default: the path itself). */
  fileUrl?: (path: string) => string
  /** Business sub-directory passed to `upload` (docs/spec.md §9 default 'temp'). */
  biz?: string
  /** The upload button text (docs/spec.md §9 default 'click to upload'). */
  buttonText?: string
  /** `false` removes "download" from the file menu. */
  allowDownload?: boolean
  /** `false` removes "delete" from the file menu. */
  allowRemove?: boolean
}

export interface UploadColumn<Row = Record<string, unknown>>
  extends ColumnBase<Row>, Omit<UploadOptions, 'key'> {
  type: 'upload'
}

export interface SlotColumn<Row = Record<string, unknown>> extends Omit<ColumnBase<Row>, 'key'> {
  type: 'slot'
  /** A field of the row, or any unique name for a column the render function fills (e.g. actions). */
  key: string
  /** Renders the cell. */
  render?: (props: SlotCellProps<Row>) => ReactNode
}

/**
 * A column of the table, by its `type` (docs/spec.md §3, §4): each type takes the options that apply to
 * it (select options and dictionaries, checkbox values, upload, slot rendering …).
 */
export type EditableColumn<Row = Record<string, unknown>> =
  | RowColumn<Row>
  | PlainColumn<Row>
  | TextColumn<Row>
  | SelectColumn<Row>
  | SelectSearchColumn<Row>
  | SelectMultipleColumn<Row>
  | CheckboxColumn<Row>
  | RowRadioColumn<Row>
  | RowDragSortColumn<Row>
  | UploadColumn<Row>
  | SlotColumn<Row>
