import type { DownloadPath, UploadPath } from '@erp/openapi/transfer'
import type { PatternCode } from '@erp/ui-kit/editable-table/validation'
import type { DataColumn, TableSort } from '@erp/ui-kit/data-table'
import type { SelectOption } from '@erp/ui-kit/select'
import type { ReactNode } from 'react'
import type { ListBase, RowOf } from './crud-client'

/**
 * One option of a select, radio or query select (a dictionary item or a fixed list): the kit's one option
 * shape, `{ value, label }`. Dictionaries come from the server as `{ value, text }` (the upstream envelope) and
 * are converted where they are read (use-dict-options.ts).
 */
export type Option = SelectOption

export type FieldValue = string | number | null
export type FormValues = Record<string, FieldValue>

/** docs/spec.md §5 form rules; messages default to '<label>…'. */
export interface FieldRules {
  required?: boolean | string
  /** A named pattern of docs/spec.md §5 (the table column patterns) or an own regex with its message. */
  pattern?: PatternCode | { regex: RegExp; message: string }
  maxLength?: number
  /** Server duplicate check (/sys/duplicate/check): skipped when empty; the server's message is the error. */
  duplicate?: { tableName: string; fieldName: string }
  /** Server rule check (/sys/checkRule/checkByCode): skipped when the code or value is empty. */
  checkRule?: string
  /** Anything else: the message, or null when valid. */
  validate?: (value: FieldValue, values: FormValues) => string | null | Promise<string | null>
}

export type FieldKind =
  'input' | 'password' | 'textarea' | 'number' | 'select' | 'radio' | 'date' | 'datetime'

export interface ControlProps {
  id: string
  /** Ids of the hint and the error under the control: set it as the control's `aria-describedby`. */
  describedBy?: string
  value: FieldValue
  onChange: (value: FieldValue) => void
  onBlur: () => void
  invalid: boolean
  disabled: boolean
}

export interface FormFieldDef {
  name: string
  label: string
  kind?: FieldKind
  dictCode?: string
  options?: readonly Option[]
  placeholder?: string
  hint?: ReactNode
  rules?: FieldRules
  /** Shown only when adding or only when editing. */
  only?: 'add' | 'edit'
  /** Shown but not editable when editing (e.g. a username). */
  lockedOnEdit?: boolean
  defaultValue?: FieldValue
  /** The body carries a number (an integer dictionary code such as a status, a number field). */
  numeric?: boolean
  /** Takes the whole row of the two-column form. */
  wide?: boolean
  /** A control of its own (tree select, icon picker, rich text…). */
  render?: (props: ControlProps) => ReactNode
  /** Other fields a new value fills in (a resident ID fills the birthday and the sex). */
  fills?: (value: FieldValue, values: FormValues) => Partial<FormValues>
  /** A warning under the control that does not stop saving (a date that may be a typing mistake). */
  warn?: (value: FieldValue, values: FormValues) => string | null
}

export interface QueryFieldDef {
  name: string
  label: string
  /** input: `*value*` (like) unless `exact`; select: exact; date-range: `<name>_begin` / `<name>_end`. */
  kind?: 'input' | 'select' | 'date-range'
  exact?: boolean
  dictCode?: string
  options?: readonly Option[]
}

export interface ResourceColumn<Row> extends DataColumn<Row> {
  /** Shows `<key>_dictText` (the server's dictionary text) when the row has it. */
  dict?: boolean
  /** The dictionary of a `dict` column: its text is translated by the key the server provides. */
  dictCode?: string
}

export interface ResourcePermissions {
  add?: string
  edit?: string
  delete?: string
  export?: string
  import?: string
}

/**
 * A CRUD screen as data (docs/architecture.md convention 4): the endpoints are the base path's upstream
 * operations; the page is ResourceListPage plus whatever is special about it.
 */
export interface ResourceDefinition<B extends ListBase> {
  base: B
  /** The entity's name in titles and messages (职务, 租户…). */
  title: string
  rowKey?: (row: RowOf<B>) => string
  columns: readonly ResourceColumn<RowOf<B>>[]
  queryFields?: readonly QueryFieldDef[]
  formFields?: readonly FormFieldDef[]
  permissions?: ResourcePermissions
  defaultSort?: TableSort
  /** Excel export (the current query as xlsx) and import (every row checked; all or nothing). */
  excel?: { exportPath?: DownloadPath; importPath?: UploadPath }
  /** Fixed list filters (e.g. a dictionary's id for its items). */
  fixedQuery?: Record<string, string>
  /** Turns the form values into the add or edit body (defaults: the values, plus the id when editing). */
  toBody?: (values: FormValues, editing: RowOf<B> | null) => Record<string, unknown>
  dialogWidth?: number
  /** Operations the base path lacks (a log cannot be added or edited). */
  readOnly?: boolean
}

export const idOf = (row: unknown): string => String((row as { id?: unknown }).id ?? '')
