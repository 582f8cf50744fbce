import { columnOf, type FieldDef } from '@erp/openapi/resources'

/** SQL building blocks of the list and search handlers: identifiers, WHERE clauses, QueryGenerator filters (docs/upstream.md §1.9). */

export const quote = (column: string) => `"${column.replaceAll('"', '')}"`

export function selectExpression(name: string, field: FieldDef): string {
  const column = quote(columnOf(name, field))
  if (field.type === 'datetime') return `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS') AS "${name}"`
  if (field.type === 'date') return `to_char(${column}, 'YYYY-MM-DD') AS "${name}"`
  if (field.type === 'integer' || field.type === 'number') return `${column}::float8 AS "${name}"`
  return `${column} AS "${name}"`
}

/**
 * An ORDER BY list (`date DESC, person_id ASC`) with each column qualified by its table: in ORDER BY a bare name
 * means the output column of that name first (`to_char("date", …) AS "date"`), which sorts text and no index
 * serves; `"att_schedule".date` is the table's column.
 */
export function qualifyOrder(table: string, order: string): string {
  return order
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean)
    .map((term) => (/^"?[a-z_][a-z0-9_]*"?(\s|$)/i.test(term) ? `${table}.${term}` : term))
    .join(', ')
}

export class Where {
  readonly clauses: string[] = []
  readonly params: unknown[] = []
  add(sql: (placeholder: string) => string, value: unknown) {
    this.params.push(value)
    this.clauses.push(sql(`$${this.params.length}`))
  }
  get sql() {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : ''
  }
}

const COMPARISONS = ['>= ', '<= ', '!= ', '> ', '< ', '= '] as const

const INTEGER = /^-?\d{1,15}$/

/**
 * One QueryGenerator filter (docs/upstream.md §1.9) on a column. On an integer column (`type` 'integer') a whole number,
 * or a list of them, is compared as a number, so an index on the column serves it (`column::text` would not);
 * anything else is compared as text, as before.
 */
export function addFilter(where: Where, column: string, raw: string, type?: FieldDef['type']) {
  const text = `${column}::text`
  if (type === 'integer') {
    const values = raw.split(',').filter((value) => value !== '')
    if (values.length === 1 && INTEGER.test(raw)) return where.add((p) => `${column} = ${p}::bigint`, raw)
    if (values.length > 1 && values.every((value) => INTEGER.test(value)))
      return where.add((p) => `${column} = ANY(${p}::bigint[])`, values)
  }
  const starts = raw.startsWith('*')
  const ends = raw.endsWith('*') && raw.length > 1
  if (starts || ends) {
    const core = raw.slice(starts ? 1 : 0, ends ? -1 : undefined)
    return where.add((p) => `${text} ILIKE ${p}`, `${starts ? '%' : ''}${escapeLike(core)}${ends ? '%' : ''}`)
  }
  const comparison = COMPARISONS.find((prefix) => raw.startsWith(prefix))
  if (comparison) {
    const operator = comparison.trim() === '!=' ? '<>' : comparison.trim()
    return where.add((p) => `${column} ${operator} ${p}`, raw.slice(comparison.length))
  }
  if (raw.includes(',')) {
    const values = raw.split(',').filter((value) => value !== '')
    return where.add((p) => `${text} = ANY(${p}::text[])`, values)
  }
  if (raw.startsWith('!')) return where.add((p) => `${text} <> ${p}`, raw.slice(1))
  return where.add((p) => `${text} = ${p}`, raw)
}

/** The list's filters in `query` on `fields`: QueryGenerator values and `<field>_begin`/`_end` ranges. */
export function addListFilters(
  where: Where,
  fields: ReadonlyArray<[string, FieldDef]>,
  query: Record<string, unknown>,
) {
  for (const [name, field] of fields) {
    const column = quote(columnOf(name, field))
    const value = query[name]
    if (typeof value === 'string' && value !== '') addFilter(where, column, value, field.type)
    const begin = query[`${name}_begin`]
    const end = query[`${name}_end`]
    if (typeof begin === 'string' && begin !== '') where.add((p) => `${column} >= ${p}::timestamp`, begin)
    if (typeof end === 'string' && end !== '') {
      where.add((p) => `${column} <= ${p}::timestamp`, end.length === 10 ? `${end} 23:59:59` : end)
    }
  }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`)

/** Ids sent as one comma-separated parameter (`ids=a,b,c`): trimmed, without blanks and repeats. */
export const splitIds = (raw: string | null | undefined) => [
  ...new Set(
    (raw ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  ),
]
