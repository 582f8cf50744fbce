/**
 * Validation of editable-table rows (docs/spec.md §5 "Table column patterns"). Pure: no React, no AG Grid.
 *
 * A column carries `validateRules`; each rule is one of
 * - `{ required: true }` or `{ pattern: '*' }`: non-empty;
 * - `{ pattern: '<code>' }`: one of the named patterns of {@link PATTERNS} (or any `RegExp`);
 * - `{ unique: true }` or `{ pattern: 'only' }`: the value must be unique among the table rows;
 * - `{ handler }`: a custom, possibly asynchronous check.
 *
 * Messages are per column: `message` may use `${title}`, `${key}` and `${label}` placeholders.
 * Every cell reports at most one error: the first failing rule, in the order the rules are written.
 * Empty values are only checked by the required rule (a pattern, uniqueness or handler is skipped
 * for an empty cell, as in the upstream table).
 */
import { regexes } from 'zod/v4/core'
import { msg, t } from '../i18n/i18n'

/**
 * A standard e-mail address check (zod's, well kept and linear-time): dot-separated local parts of letters,
 * digits and `_ ' + -`, then a domain of labels with a top level of two letters or more.
 */
export const EMAIL: RegExp = regexes.email

/** The codes of the named patterns (upstream `fooPatterns`). */
export type PatternCode =
  '*' | 'n6-16' | '*6-16' | 's6-18' | 'url' | 'e' | 'm' | 'p' | 's' | 'n' | 'z' | 'money'

export interface NamedPattern {
  code: PatternCode
  /** The label shown to users (upstream title). */
  label: string
  /** What docs/spec.md §5 says the pattern accepts. */
  description: string
  regex: RegExp
}

/**
 * The named patterns: labels as upstream shows them, regexes from upstream, ranges as docs/spec.md §5 says.
 * docs/spec.md §5 wins where it differs from upstream: `n6-16` accepts 6 to 18 digits but is labelled 6-16.
 */
export const PATTERNS: readonly NamedPattern[] = [
  { code: '*', label: msg('非空'), description: 'non-empty', regex: /^.+$/ },
  {
    code: 'n6-16',
    label: msg('6到16位数字'),
    description: '6 to 18 digits (labelled 6-16)',
    regex: /^\d{6,18}$/,
  },
  { code: '*6-16', label: msg('6到16位任意字符'), description: '6 to 16 any characters', regex: /^.{6,16}$/ },
  { code: 's6-18', label: msg('6到18位字母'), description: '6 to 18 letters', regex: /^[a-z|A-Z]{6,18}$/ },
  {
    code: 'url',
    label: msg('网址'),
    description: 'url',
    regex: /^(?:([A-Za-z]+):)?(\/{0,3})([0-9.\-A-Za-z]+)(?::(\d+))?(?:\/([^?#]*))?(?:\?([^#]*))?(?:#(.*))?$/,
  },
  {
    code: 'e',
    label: msg('电子邮件'),
    description: 'e-mail',
    // A standard address check, not upstream's pattern (a three-letter ending, no hyphen: it refused a@b.cn and
    // Zhang_San+hr@sdn-erp.com.cn): zod's e-mail regex, the one the server checks with too.
    regex: EMAIL,
  },
  {
    code: 'm',
    label: msg('手机号码'),
    description: 'mobile number (starts with 1, 11 digits)',
    regex: /^1[3456789]\d{9}$/,
  },
  { code: 'p', label: msg('邮政编码'), description: 'postal code (6 digits)', regex: /^[1-9]\d{5}$/ },
  { code: 's', label: msg('字母'), description: 'letters', regex: /^[A-Z|a-z]+$/ },
  // Upstream `^-?\d+(\.?\d+|\d?)$` without its quadratic backtracking; the same texts.
  { code: 'n', label: msg('数字'), description: 'number', regex: /^-?\d+(?:\.\d+)?$/ },
  { code: 'z', label: msg('整数'), description: 'integer', regex: /^-?\d+$/ },
  {
    code: 'money',
    label: msg('金额'),
    description: 'money (up to two decimals)',
    regex: /^(([1-9][0-9]*)|([0]\.\d{0,2}|[1-9][0-9]*\.\d{0,2}))$/,
  },
]

const PATTERN_BY_CODE: ReadonlyMap<string, NamedPattern> = new Map(PATTERNS.map((p) => [p.code, p]))

/** A host's own pattern for a code: a regex (the label stays), or a regex with its label (a key or a text). */
export type PatternOverride = RegExp | { regex: RegExp; label?: string; description?: string }
export type PatternOverrides = Partial<Record<PatternCode, PatternOverride>>

let overrides: ReadonlyMap<string, NamedPattern> = new Map()

/**
 * The host's patterns for some codes (e.g. its country's mobile numbers and postcodes for `m` and `p`), used by
 * the table's validation and by `findPattern` from then on; `{}` restores the built-in ones. `KitProvider`'s
 * `patterns` prop calls it.
 */
export function setPatterns(patterns: PatternOverrides): void {
  const next = new Map<string, NamedPattern>()
  for (const [code, override] of Object.entries(patterns) as [PatternCode, PatternOverride | undefined][]) {
    const builtIn = PATTERN_BY_CODE.get(code)
    if (!override || !builtIn) continue
    next.set(
      code,
      override instanceof RegExp
        ? { ...builtIn, regex: override }
        : {
            ...builtIn,
            regex: override.regex,
            label: override.label ?? builtIn.label,
            description: override.description ?? builtIn.description,
          },
    )
  }
  overrides = next
}

/** Looks a named pattern up by its code (the host's own, set by `setPatterns`, first). */
export function findPattern(code: string): NamedPattern | undefined {
  return overrides.get(code) ?? PATTERN_BY_CODE.get(code)
}

/**
 * Default messages, used when a rule has none (docs/spec.md §5 leaves them to each column). Messages, titles and
 * pattern labels are keys: compileRules translates them into the current language.
 */
export const DEFAULT_MESSAGES = {
  required: msg('${title}不能为空'),
  pattern: msg('${title}格式不正确，应为${label}'),
  unique: msg('${title}不能重复'),
  handler: msg('${title}校验未通过'),
} as const

/** What a custom handler is given. */
export interface RuleHandlerContext<Row> {
  value: unknown
  row: Row
  rowIndex: number
  columnKey: string
  rows: readonly Row[]
}

/**
 * A custom handler: `true`, `undefined` or `null` passes; `false` fails with the rule's message;
 * a string fails with that string as the message. It may return a promise of the same.
 */
export type RuleHandler<Row> = (
  context: RuleHandlerContext<Row>,
) => boolean | string | null | undefined | Promise<boolean | string | null | undefined>

export interface ValidateRule<Row = Record<string, unknown>> {
  required?: boolean
  /** A named pattern code, `'only'` (unique in the column) or a regular expression. */
  pattern?: PatternCode | 'only' | RegExp
  unique?: boolean
  handler?: RuleHandler<Row>
  /** The message; `${title}`, `${key}` and `${label}` are replaced. */
  message?: string
}

/** The part of a column definition validation needs. */
export interface ValidatableColumn<Row = Record<string, unknown>> {
  key: string
  title: string
  validateRules?: readonly ValidateRule<Row>[]
}

export interface ValidationError {
  rowIndex: number
  rowId: string
  columnKey: string
  message: string
}

export interface ValidationResult {
  valid: boolean
  /** The first error in row order, then column order; `null` when every row is valid. */
  first: ValidationError | null
  /** Every error, one per invalid cell, sorted like `first`. */
  errors: ValidationError[]
}

export interface ValidateOptions {
  /** The row id key (docs/spec.md §3 default `id`). */
  rowKey?: string
}

type CompiledRule<Row> =
  | { kind: 'required'; message: string }
  | { kind: 'pattern'; regex: RegExp; message: string }
  | { kind: 'unique'; message: string }
  | { kind: 'handler'; handler: RuleHandler<Row>; message: string }

interface CompiledColumn<Row> {
  key: string
  index: number
  rules: CompiledRule<Row>[]
  unique: boolean
}

/** Fills `${title}`, `${key}` and `${label}` of a message template. */
export function formatMessage(
  template: string,
  values: { title: string; key: string; label?: string },
): string {
  return template.replace(/\$\{(title|key|label)\}/g, (_match, name: 'title' | 'key' | 'label') => {
    return values[name] ?? ''
  })
}

/** Turns a column's rules into checks, once per validation run (regexes looked up, messages filled). */
export function compileRules<Row>(column: ValidatableColumn<Row>): CompiledRule<Row>[] {
  const names = { title: t(column.title), key: column.key }
  const format = (template: string, values: { title: string; key: string; label?: string }) =>
    formatMessage(t(template), values)
  const rules: CompiledRule<Row>[] = []
  for (const rule of column.validateRules ?? []) {
    const pattern = rule.pattern
    if (rule.unique === true || pattern === 'only') {
      rules.push({ kind: 'unique', message: format(rule.message ?? DEFAULT_MESSAGES.unique, names) })
    } else if (rule.required === true || pattern === '*') {
      const label = t(findPattern('*')?.label ?? '')
      rules.push({
        kind: 'required',
        message: format(rule.message ?? DEFAULT_MESSAGES.required, { ...names, label }),
      })
    } else if (pattern instanceof RegExp) {
      rules.push({
        kind: 'pattern',
        regex: pattern,
        message: format(rule.message ?? DEFAULT_MESSAGES.pattern, { ...names, label: pattern.source }),
      })
    } else if (pattern !== undefined) {
      const named = findPattern(pattern)
      if (!named) throw new Error(`Unknown validation pattern '${pattern}' on column '${column.key}'`)
      rules.push({
        kind: 'pattern',
        regex: named.regex,
        message: format(rule.message ?? DEFAULT_MESSAGES.pattern, { ...names, label: t(named.label) }),
      })
    } else if (rule.handler) {
      rules.push({
        kind: 'handler',
        handler: rule.handler,
        message: format(rule.message ?? DEFAULT_MESSAGES.handler, names),
      })
    }
  }
  return rules
}

/** The text a rule sees: `''` for null, undefined and empty arrays; arrays joined with commas. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(valueText).join(',')
  if (typeof value === 'number') return Number.isNaN(value) ? '' : String(value)
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString()
  try {
    return String(value)
  } catch {
    // An object whose toString is not a function ({ toString: false }): its plain object text.
    return Object.prototype.toString.call(value)
  }
}

function read<Row>(row: Row, key: string): unknown {
  return (row as Record<string, unknown>)[key]
}

function rowIdOf<Row>(row: Row, rowKey: string, rowIndex: number): string {
  const id = read(row, rowKey)
  return id === undefined || id === null ? String(rowIndex) : String(id)
}

type HandlerOutcome = boolean | string | null | undefined

function handlerMessage(outcome: HandlerOutcome, fallback: string): string | null {
  if (outcome === true || outcome === null || outcome === undefined) return null
  if (typeof outcome === 'string') return outcome
  return fallback
}

function isPromise<T>(value: unknown): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function'
}

/**
 * Runs the rules of one cell from `start`; returns the first message, `null` when the cell passes,
 * or a promise of either when a handler answers asynchronously (later rules wait for it).
 */
function checkCell<Row>(
  rules: readonly CompiledRule<Row>[],
  start: number,
  value: unknown,
  text: string,
  duplicated: boolean,
  context: () => RuleHandlerContext<Row>,
): string | null | Promise<string | null> {
  for (let r = start; r < rules.length; r++) {
    const rule = rules[r] as CompiledRule<Row>
    switch (rule.kind) {
      case 'required':
        if (text === '') return rule.message
        break
      case 'pattern':
        if (text !== '' && !rule.regex.test(text)) return rule.message
        break
      case 'unique':
        if (text !== '' && duplicated) return rule.message
        break
      case 'handler': {
        if (text === '') break
        const outcome = rule.handler(context())
        if (isPromise<HandlerOutcome>(outcome)) {
          return outcome.then(
            (answer) =>
              handlerMessage(answer, rule.message) ??
              checkCell(rules, r + 1, value, text, duplicated, context),
            (error: unknown) => (error instanceof Error && error.message ? error.message : rule.message),
          )
        }
        const message = handlerMessage(outcome, rule.message)
        if (message !== null) return message
        break
      }
    }
  }
  return null
}

function compileColumns<Row>(columns: readonly ValidatableColumn<Row>[]): CompiledColumn<Row>[] {
  const compiled: CompiledColumn<Row>[] = []
  columns.forEach((column, index) => {
    const rules = compileRules(column)
    if (rules.length > 0) {
      compiled.push({ key: column.key, index, rules, unique: rules.some((rule) => rule.kind === 'unique') })
    }
  })
  return compiled
}

/**
 * Texts seen more than once in a column. An open-addressing table of row indexes (FNV-1a hash)
 * instead of a `Set` of every text: a few times faster at 100,000 rows, since nothing but the
 * duplicates is allocated.
 */
export function duplicatedTexts<Row>(rows: readonly Row[], key: string): Set<string> {
  const count = rows.length
  const texts = new Array<string>(count)
  for (let i = 0; i < count; i++) {
    const value = read(rows[i] as Row, key)
    texts[i] = typeof value === 'string' ? value : valueText(value)
  }
  let size = 16
  while (size < count * 2) size *= 2
  const mask = size - 1
  const table = new Int32Array(size) // row index + 1; 0 is an empty slot
  const duplicated = new Set<string>()
  for (let i = 0; i < count; i++) {
    const text = texts[i] as string
    if (text === '') continue
    let hash = 0x811c9dc5
    for (let k = 0; k < text.length; k++) hash = Math.imul(hash ^ text.charCodeAt(k), 16777619)
    let slot = hash & mask
    for (;;) {
      const entry = table[slot] as number
      if (entry === 0) {
        table[slot] = i + 1
        break
      }
      if (texts[entry - 1] === text) {
        duplicated.add(text)
        break
      }
      slot = (slot + 1) & mask
    }
  }
  return duplicated
}

interface PendingError {
  rowIndex: number
  columnIndex: number
  rowId: string
  columnKey: string
  message: string
}

function byPosition(a: PendingError, b: PendingError): number {
  return a.rowIndex - b.rowIndex || a.columnIndex - b.columnIndex
}

function toResult(found: PendingError[]): ValidationResult {
  found.sort(byPosition)
  const errors = found.map(({ rowIndex, rowId, columnKey, message }) => ({
    rowIndex,
    rowId,
    columnKey,
    message,
  }))
  return { valid: errors.length === 0, first: errors[0] ?? null, errors }
}

/**
 * Validates ALL rows against the columns' rules (regexes compiled once, one pass per column with a
 * rule, plus one hashing pass per unique column). Returns every error and the first one (row order, then column order).
 * Asynchronous handlers are awaited together at the end.
 */
export async function validateRows<Row>(
  rows: readonly Row[],
  columns: readonly ValidatableColumn<Row>[],
  options: ValidateOptions = {},
): Promise<ValidationResult> {
  const { found, pending } = scan(rows, columns, options.rowKey ?? 'id')
  if (pending.length > 0) {
    const settled = await Promise.all(pending.map((entry) => entry.message))
    settled.forEach((message, i) => {
      const entry = pending[i]
      if (message !== null && entry) found.push({ ...entry.position, message })
    })
  }
  return toResult(found)
}

/**
 * The synchronous variant for columns without asynchronous handlers; a handler that answers with
 * a promise throws, so a caller never gets a silently incomplete result.
 */
export function validateRowsSync<Row>(
  rows: readonly Row[],
  columns: readonly ValidatableColumn<Row>[],
  options: ValidateOptions = {},
): ValidationResult {
  const { found, pending } = scan(rows, columns, options.rowKey ?? 'id')
  if (pending.length > 0)
    throw new Error('validateRowsSync: a handler answered asynchronously; use validateRows')
  return toResult(found)
}

interface Pending {
  position: Omit<PendingError, 'message'>
  message: Promise<string | null>
}

function scan<Row>(
  rows: readonly Row[],
  columns: readonly ValidatableColumn<Row>[],
  rowKey: string,
): { found: PendingError[]; pending: Pending[] } {
  const found: PendingError[] = []
  const pending: Pending[] = []
  // Column by column: each loop stays monomorphic, and a column without handlers needs no closures.
  for (const column of compileColumns(columns)) {
    const { key, rules } = column
    const duplicated = column.unique ? duplicatedTexts(rows, key) : null
    const checkDuplicates = duplicated !== null && duplicated.size > 0
    const position = (rowIndex: number) => ({
      rowIndex,
      columnIndex: column.index,
      rowId: rowIdOf(rows[rowIndex] as Row, rowKey, rowIndex),
      columnKey: key,
    })
    const single = rules.length === 1 ? rules[0] : undefined
    if (single?.kind === 'pattern') {
      const { regex, message } = single
      for (let rowIndex = 0; rowIndex < rows.length; rowIndex++) {
        const value = read(rows[rowIndex] as Row, key)
        const text = typeof value === 'string' ? value : valueText(value)
        if (text !== '' && !regex.test(text)) found.push({ ...position(rowIndex), message })
      }
      continue
    }
    if (single?.kind === 'required') {
      for (let rowIndex = 0; rowIndex < rows.length; rowIndex++) {
        const value = read(rows[rowIndex] as Row, key)
        if ((typeof value === 'string' ? value : valueText(value)) === '') {
          found.push({ ...position(rowIndex), message: single.message })
        }
      }
      continue
    }
    if (single?.kind === 'unique') {
      if (!checkDuplicates) continue
      for (let rowIndex = 0; rowIndex < rows.length; rowIndex++) {
        const value = read(rows[rowIndex] as Row, key)
        const text = typeof value === 'string' ? value : valueText(value)
        if (text !== '' && duplicated.has(text))
          found.push({ ...position(rowIndex), message: single.message })
      }
      continue
    }
    for (let rowIndex = 0; rowIndex < rows.length; rowIndex++) {
      const row = rows[rowIndex] as Row
      const value = read(row, key)
      const text = valueText(value)
      const isDuplicated = checkDuplicates && duplicated.has(text)
      const outcome = checkCell(rules, 0, value, text, isDuplicated, () => ({
        value,
        row,
        rowIndex,
        columnKey: key,
        rows,
      }))
      if (outcome === null) continue
      if (typeof outcome === 'string') found.push({ ...position(rowIndex), message: outcome })
      else pending.push({ position: position(rowIndex), message: outcome })
    }
  }
  return { found, pending }
}

/**
 * Validates one cell (after an edit). Uniqueness is checked against every row of `rows`.
 * Returns the message or `null`.
 */
export async function validateCell<Row>(
  rows: readonly Row[],
  rowIndex: number,
  column: ValidatableColumn<Row>,
): Promise<string | null> {
  const rules = compileRules(column)
  const row = rows[rowIndex]
  if (rules.length === 0 || row === undefined) return null
  const value = read(row, column.key)
  const text = valueText(value)
  let duplicated = false
  if (text !== '' && rules.some((rule) => rule.kind === 'unique')) {
    let count = 0
    for (let i = 0; i < rows.length && count < 2; i++) {
      if (valueText(read(rows[i] as Row, column.key)) === text) count++
    }
    duplicated = count > 1
  }
  return checkCell(rules, 0, value, text, duplicated, () => ({
    value,
    row,
    rowIndex,
    columnKey: column.key,
    rows,
  }))
}
