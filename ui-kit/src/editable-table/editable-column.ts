/**
 * Column definitions of the editable table (SPEC §3): `key, title, type, dictCode, options,
 * validateRules, statistics, customValue`, plus width, default value and a disabled flag.
 */
import type { SelectOption } from './cell-values'
import type { StatisticKind } from './statistics'
import type { ValidateRule } from './validation'

/** The cell types of SPEC §4 this table implements. */
export const CELL_TYPES = [
  'row-number',
  'row-checkbox',
  'input',
  'inputNumber',
  'textarea',
  'select',
  'date',
  'datetime',
  'checkbox',
  'progress',
  'tags',
  'normal',
  'hidden',
] as const

export type CellType = (typeof CELL_TYPES)[number]

/** Types that hold no data of their own (row number, selection checkbox). */
export const ROW_TYPES: ReadonlySet<CellType> = new Set(['row-number', 'row-checkbox'])

/** Types that can never be edited. */
export const READ_ONLY_TYPES: ReadonlySet<CellType> = new Set([
  'row-number',
  'row-checkbox',
  'normal',
  'hidden',
  'progress',
])

export interface EditableColumn<Row = Record<string, unknown>> {
  /** The row field; for row-number and row-checkbox any unique name. */
  key: string
  title: string
  type: CellType
  /** Width in px. */
  width?: number
  /** A dictionary code; its items come from the table's `dictionaries` prop (the table fetches nothing). */
  dictCode?: string
  /** Options of a select cell (take precedence over `dictCode`). */
  options?: readonly SelectOption[]
  validateRules?: readonly ValidateRule<Row>[]
  /** Statistics row figures for this column. */
  statistics?: readonly StatisticKind[]
  /** Checkbox cell: the stored values for [checked, unchecked], e.g. `['Y', 'N']`. */
  customValue?: readonly [unknown, unknown]
  /** The value of this field in an added row. */
  defaultValue?: unknown
  /** A disabled column shows its values but cannot be edited. */
  disabled?: boolean
  /** Textarea and input cells: the longest value accepted. */
  maxLength?: number
}
