/**
 * Copy and paste of cell blocks between the editable table and a spreadsheet, without AG
 * Grid's Enterprise clipboard module. Pure functions: no React, no AG Grid, no DOM.
 *
 * - `parseTsv`: the text Excel, WPS or Google Sheets put on the clipboard → rows of cells.
 * - `toTsv`: rows of cells → text those spreadsheets paste as a block.
 * - `pastableColumns`, `pasteValue`, `applyBlock`: where a block lands and what it writes.
 * - `cellText`: what a cell shows, as copied text.
 */
import {
  booleanToCheckbox,
  checkboxToBoolean,
  formatDateValue,
  joinMultiple,
  normalizeNumberOnBlur,
  normalizeTags,
  optionText,
  splitMultiple,
  toUploadCellValue,
  type SelectOption,
} from './cell-values'
import { coerceEditedValue, columnOptions } from './column-defs'
import { READ_ONLY_TYPES, ROW_TYPES, type EditableColumn } from './editable-column'

/**
 * Parses tab-separated text as spreadsheets write it: rows end with `\r\n`, `\n` or `\r`, cells are
 * separated by tabs, and a cell holding a tab, a line break or a quote is quoted (`"a""b"` is
 * `a"b`). A quote that does not close a quoted cell is kept as text. The line break after the last
 * row is not a row. Empty text is no rows.
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = []
  if (text === '') return rows
  let row: string[] = []
  let index = 0
  const length = text.length
  const endRow = () => {
    rows.push(row)
    row = []
  }
  while (index <= length) {
    // One cell from `index`.
    let cell: string | null = null
    if (text[index] === '"') {
      let cursor = index + 1
      let value = ''
      let closed = false
      while (cursor < length) {
        const character = text[cursor]
        if (character === '"') {
          if (text[cursor + 1] === '"') {
            value += '"'
            cursor += 2
            continue
          }
          closed = true
          cursor += 1
          break
        }
        value += character
        cursor += 1
      }
      const next = text[cursor]
      if (closed && (cursor >= length || next === '\t' || next === '\n' || next === '\r')) {
        cell = value
        index = cursor
      }
    }
    if (cell === null) {
      let cursor = index
      while (cursor < length && text[cursor] !== '\t' && text[cursor] !== '\n' && text[cursor] !== '\r') {
        cursor += 1
      }
      cell = text.slice(index, cursor)
      index = cursor
    }
    row.push(cell)
    if (index >= length) {
      endRow()
      break
    }
    const separator = text[index]
    if (separator === '\t') {
      index += 1
      continue
    }
    // A line break: \r\n, \n or \r.
    index += separator === '\r' && text[index + 1] === '\n' ? 2 : 1
    endRow()
    if (index >= length) break // the trailing line break spreadsheets add
  }
  return rows
}

/** Quotes a cell for TSV when it holds a tab, a line break or a quote (as spreadsheets do). */
function quoteCell(cell: string): string {
  return /[\t\n\r"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell
}

/** Rows of cells → TSV (tabs between cells, `\r\n` between rows, no header, no trailing break). */
export function toTsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quoteCell).join('\t')).join('\r\n')
}

/**
 * The columns a paste writes to, in order: data columns the user can edit (not row-number,
 * checkbox, radio, expand, drag, slot, normal, hidden, upload nor progress columns, nor disabled ones).
 */
export function pastableColumns<Row>(columns: readonly EditableColumn<Row>[]): EditableColumn<Row>[] {
  return columns.filter(
    (column) => !ROW_TYPES.has(column.type) && !READ_ONLY_TYPES.has(column.type) && column.disabled !== true,
  )
}

/** Texts a checkbox cell takes as checked (compared trimmed and case-insensitively). */
export const TRUTHY_TEXTS: ReadonlySet<string> = new Set([
  'true',
  '1',
  'y',
  'yes',
  'on',
  'checked',
  // i18n-ignore: pasted Chinese text meaning "yes", whatever the screen's language.
  '是',
  // i18n-ignore: pasted Chinese text meaning "right / true".
  '对',
  '√',
  '✓',
  '✔',
  '☑',
])

export type Dictionaries = Readonly<Record<string, readonly SelectOption[]>>

/** The option a text names: by value first, then by its shown text. */
function findOption(options: readonly SelectOption[], text: string): SelectOption | undefined {
  return (
    options.find((option) => option.value === text) ?? options.find((option) => optionText(option) === text)
  )
}

/** `2024/5/1`, `2024.5.1`, `2024年5月1日 8:00` → `2024-5-1 …` (what `formatDateValue` reads). */
function dateLikeText(text: string): string {
  return text
    .trim()
    .replace(/^(\d{4})[/.年](\d{1,2})[/.月](\d{1,2})日?/, '$1-$2-$3')
    .replace(/\s+/g, ' ')
}

/**
 * The value a pasted text gives a cell of the column, as if typed: numbers follow the number cell
 * rule (anything else is empty; thousands separators are dropped), select cells take an option by
 * value or by text (unknown text is empty), multi-select cells each comma-separated part, checkbox
 * cells check on a truthy text (`TRUTHY_TEXTS`, or the column's checked custom value), dates and
 * datetimes are normalised (unreadable is empty), tags get their semicolons.
 */
export function pasteValue<Row>(
  column: EditableColumn<Row>,
  text: string,
  dictionaries?: Dictionaries,
): unknown {
  const trimmed = text.trim()
  switch (column.type) {
    case 'inputNumber':
      return normalizeNumberOnBlur(
        /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(trimmed) ? trimmed.replace(/,/g, '') : trimmed,
      )
    case 'select': {
      if (trimmed === '') return null
      const option = findOption(columnOptions(column, dictionaries), trimmed)
      return option && option.disabled !== true ? option.value : null
    }
    case 'select-search': {
      if (trimmed === '') return null
      return findOption(columnOptions(column, dictionaries), trimmed)?.value ?? trimmed
    }
    case 'select-multiple': {
      const options = columnOptions(column, dictionaries)
      const values = trimmed
        .split(/[,，、;；]/)
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .flatMap((part) => {
          const option = findOption(options, part)
          return option && option.disabled !== true ? [option.value] : []
        })
      return joinMultiple([...new Set(values)])
    }
    case 'checkbox': {
      const lower = trimmed.toLowerCase()
      const customChecked = column.customValue ? String(column.customValue[0]).toLowerCase() : null
      return booleanToCheckbox(TRUTHY_TEXTS.has(lower) || lower === customChecked, column.customValue)
    }
    case 'date':
      return formatDateValue(dateLikeText(trimmed), false)
    case 'datetime':
      return formatDateValue(dateLikeText(trimmed), true)
    case 'tags':
      return normalizeTags(trimmed)
    default:
      return coerceEditedValue(column, text)
  }
}

/** Where a block starts: a row position among the rows and a column key. */
export interface BlockStart {
  rowIndex: number
  columnKey: string
}

/** One cell a paste wrote. */
export interface PastedCell {
  rowId: string
  key: string
  value: unknown
}

export interface ApplyBlockOptions<Row> {
  /** The row id field (default `id`). */
  rowKey?: string
  dictionaries?: Dictionaries
  /**
   * Makes the row added at `index` when the block is taller than the rows left; absent when the
   * table does not allow adding (the rows below the last are then dropped).
   */
  newRow?: (index: number) => Row
}

/** What a paste changes: ONE change (the table reports it once). */
export interface BlockChanges<Row> {
  /** The rows after the paste (a new array; rows unchanged keep their object). */
  rows: Row[]
  /** Existing rows a pasted value changed, in their new form. */
  changed: Row[]
  /** Rows added below the last one, with their pasted values. */
  added: Row[]
  /** Every cell whose value the paste set (unchanged values left out, except in added rows). */
  cells: PastedCell[]
  /** The columns the block covered, in order. */
  columns: EditableColumn<Row>[]
  /** How many rows and columns of the block landed. */
  height: number
  width: number
}

/**
 * Writes a block (from `parseTsv`) into the rows from `start`, to the right and down, over the
 * pastable columns only; a start column that cannot be pasted into moves to the next one that can.
 * Each text is converted as `pasteValue` says. Rows are added at the end when the block is taller
 * than the rows left and `newRow` is given. Rows are immutable: changed rows are new objects.
 */
export function applyBlock<Row>(
  rows: readonly Row[],
  columns: readonly EditableColumn<Row>[],
  start: BlockStart,
  block: readonly (readonly string[])[],
  options: ApplyBlockOptions<Row> = {},
): BlockChanges<Row> {
  const rowKey = options.rowKey ?? 'id'
  const next = rows.slice()
  const empty: BlockChanges<Row> = {
    rows: next,
    changed: [],
    added: [],
    cells: [],
    columns: [],
    height: 0,
    width: 0,
  }
  const targets = pastableColumns(columns)
  const startPosition = columns.findIndex((column) => column.key === start.columnKey)
  const firstTarget = targets.findIndex((column) => columns.indexOf(column) >= Math.max(0, startPosition))
  const blockWidth = block.reduce((widest, row) => Math.max(widest, row.length), 0)
  if (firstTarget < 0 || blockWidth === 0 || start.rowIndex < 0 || start.rowIndex > rows.length) return empty
  const covered = targets.slice(firstTarget, firstTarget + blockWidth)
  const changed = new Map<number, Row>()
  const added: Row[] = []
  const cells: PastedCell[] = []
  let height = 0
  for (let offset = 0; offset < block.length; offset++) {
    const index = start.rowIndex + offset
    const texts = block[offset] ?? []
    let row: Row
    let isNew = false
    if (index < next.length) {
      row = next[index] as Row
    } else if (options.newRow) {
      row = options.newRow(index)
      isNew = true
    } else break
    height += 1
    const record = row as Record<string, unknown>
    const updates: Record<string, unknown> = {}
    covered.forEach((column, columnOffset) => {
      const text = texts[columnOffset]
      if (text === undefined) return // a short row of a ragged block leaves the rest alone
      const value = pasteValue(column, text, options.dictionaries)
      if (!isNew && Object.is(record[column.key], value)) return
      updates[column.key] = value
    })
    const keys = Object.keys(updates)
    if (keys.length === 0 && !isNew) continue
    const updated = { ...row, ...updates } as Row
    const rowId = String((updated as Record<string, unknown>)[rowKey] ?? '')
    for (const key of keys) cells.push({ rowId, key, value: updates[key] })
    if (isNew) {
      next.push(updated)
      added.push(updated)
    } else {
      next[index] = updated
      changed.set(index, updated)
    }
  }
  return {
    rows: next,
    changed: [...changed.values()],
    added,
    cells,
    columns: covered,
    height,
    width: covered.length,
  }
}

/** The text a cell shows, for copying: option texts for select cells, TRUE/FALSE for checkboxes. */
export function cellText<Row>(
  column: EditableColumn<Row>,
  value: unknown,
  dictionaries?: Dictionaries,
): string {
  switch (column.type) {
    case 'select':
    case 'select-search': {
      if (value === null || value === undefined || value === '') return ''
      const option = columnOptions(column, dictionaries).find(
        (candidate) => candidate.value === String(value),
      )
      return option ? optionText(option) : String(value)
    }
    case 'select-multiple': {
      const options = columnOptions(column, dictionaries)
      return splitMultiple(value)
        .map((part) => {
          const option = options.find((candidate) => candidate.value === part)
          return option ? optionText(option) : part
        })
        .join(',')
    }
    case 'checkbox':
      return checkboxToBoolean(value, column.customValue) ? 'TRUE' : 'FALSE'
    case 'upload':
      return toUploadCellValue(value)?.name ?? ''
    default:
      if (value === null || value === undefined) return ''
      return typeof value === 'object' ? '' : String(value as string | number | boolean)
  }
}

/** Rows → the TSV of their pastable columns (header-less), so they paste into a spreadsheet. */
export function rowsToTsv<Row>(
  rows: readonly Row[],
  columns: readonly EditableColumn<Row>[],
  dictionaries?: Dictionaries,
): string {
  const targets = pastableColumns(columns)
  return toTsv(
    rows.map((row) =>
      targets.map((column) => cellText(column, (row as Record<string, unknown>)[column.key], dictionaries)),
    ),
  )
}
