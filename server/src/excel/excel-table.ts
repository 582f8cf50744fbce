import { allFields, columnOf, type FieldDef, type FieldType, type ResourceDef } from '@erp/openapi/resources'
import type { Queryable } from '../db/database'
import { addListFilters, quote, selectExpression, type Where } from '../db/sql'
import { dictionaryTexts } from '../db/dictionaries'
import type { ImportCheck } from './import-checks'
import { CHOICES, REFERENCES, type Reference } from './references'

/**
 * What export and import need to know of one table: its columns (title, type, rules, dictionary), how the list
 * filters and sorts it, and which rows are live. Built from a resource of openapi/src/resources.ts, or by hand
 * for users (user-table.ts).
 */

/** How a sort key compares in SQL: the keyset condition casts the previous key back to this type. */
export type SortCast = 'text' | 'numeric' | 'date' | 'timestamp'

export interface SortKey {
  /** SQL expression of the column. */
  column: string
  cast: SortCast
  direction: 'ASC' | 'DESC'
  nullsLast: boolean
}

export interface ExcelColumn {
  /** The JSON field name (also accepted as a header on import). */
  name: string
  /** The header title. */
  title: string
  type: FieldType
  /** SQL column written on import; null: export only. */
  column: string | null
  /** SQL select expression `… AS "<name>"`; null: import only. */
  select: string | null
  required?: boolean
  maxLength?: number
  /** Value must not be held by another row (and not twice in one file). */
  unique?: boolean
  /** Code → text: exported as text; on import text or code is accepted. */
  dictionary?: (db: Queryable) => Promise<Map<string, string>>
  /** Several dictionary values joined by commas (e.g. a user's posts). */
  multiple?: boolean
  /** The id of another row: exported as its name or number, imported from either (references.ts). */
  reference?: Reference
  /** Regular expression a text value must match (the spec's `pattern`), with the problem when it does not. */
  pattern?: { regex: RegExp; message: string }
  /** Bounds of a number (the spec's `minimum`/`maximum`). */
  minimum?: number
  maximum?: number
  /** Read from the file but not a column of the table: handed to the table's `linkRows` (a user's departments). */
  linked?: boolean
}

/** One inserted row: its new id and its values by field name (references already turned into ids). */
export interface InsertedRow {
  id: string
  values: Readonly<Record<string, string | number | null>>
}

export interface ExcelTable {
  title: string
  /** Quoted table name. */
  table: string
  /** SQL condition of rows the list shows (and unique values are checked against, see uniqueAmong). */
  live: string
  /** SQL condition of rows a unique value must not collide with. */
  uniqueAmong: string
  idType: 'string' | 'integer'
  columns: ExcelColumn[]
  /** The list's filters of the query. */
  filter(where: Where, query: Record<string, unknown>): void
  /** The list's order for the query's `column`/`order`. */
  sortOf(query: Record<string, unknown>): SortKey
  /** Extra columns of every inserted row (besides id, create_by and the imported fields). */
  insertDefaults?: () => Promise<Record<string, unknown>>
  /** The module's own rule for imported rows (the checks of its add operation), see import-checks.ts. */
  importCheck?: ImportCheck
  /** Rows belong to a tenant (`tenant_id`): exports show, and imports write, the request's tenant only. */
  tenantScoped?: boolean
  /** Writes what belongs to the inserted rows elsewhere (a user's departments and roles), same transaction. */
  linkRows?: (db: Queryable, rows: InsertedRow[]) => Promise<void>
}

export const castOf = (type: FieldType): SortCast =>
  type === 'integer' || type === 'number'
    ? 'numeric'
    : type === 'date'
      ? 'date'
      : type === 'datetime'
        ? 'timestamp'
        : 'text'

/** `create_time DESC` → a sort key with PostgreSQL's default null placement (as the list's ORDER BY). */
export function parseOrder(sql: string, types: Record<string, SortCast>): SortKey {
  const match = /^\s*(\w+)\s+(ASC|DESC)\s*$/i.exec(sql)
  const column = match?.[1] ?? 'create_time'
  const direction = (match?.[2] ?? 'DESC').toUpperCase() === 'ASC' ? 'ASC' : 'DESC'
  return {
    column: quote(column),
    cast: types[column] ?? 'text',
    direction,
    nullsLast: direction === 'ASC',
  }
}

const isPassword = (name: string) => /password|salt/i.test(name)

export function resourceTable(resource: ResourceDef): ExcelTable {
  const fields = allFields(resource)
  const entries = Object.entries(fields)
  const integerIds = resource.idType === 'integer'
  const unique = new Set(resource.unique ?? [])
  const references = REFERENCES[resource.key as keyof typeof REFERENCES] ?? {}
  const choices = CHOICES[resource.key as keyof typeof CHOICES] ?? {}
  const live = resource.softDelete ? `del_flag::text = '0'` : 'TRUE'
  const dictionaryOf = (name: string, field: FieldDef) => {
    const fixed = choices[name]
    if (fixed) return async () => new Map(fixed)
    return field.dict
      ? async (db: Queryable) =>
          (await dictionaryTexts(db, [field.dict ?? ''])).get(field.dict ?? '') ?? new Map()
      : undefined
  }
  const columns: ExcelColumn[] = [
    ...(integerIds
      ? [
          {
            name: 'id',
            title: `${resource.title}编号`,
            type: 'integer' as const,
            column: 'id',
            select: 'id::float8 AS "id"',
            required: true,
            unique: true,
          },
        ]
      : []),
    ...entries
      // Secrets (a data source's password) never leave in a spreadsheet; they may still be imported.
      .map(([name, field]): ExcelColumn => {
        const dictionary = dictionaryOf(name, field)
        const reference = references[name]
        return {
          name,
          title: field.title,
          type: field.type,
          column: field.readOnly || !(name in resource.fields) ? null : quote(columnOf(name, field)),
          select: isPassword(name) ? null : selectExpression(name, field),
          ...(field.required ? { required: true } : {}),
          ...(field.maxLength ? { maxLength: field.maxLength } : {}),
          ...(unique.has(name) ? { unique: true } : {}),
          ...(dictionary ? { dictionary } : {}),
          ...(reference ? { reference } : {}),
          ...(field.pattern
            ? { pattern: { regex: new RegExp(field.pattern, 'u'), message: `${field.title}格式不正确` } }
            : {}),
          ...(field.minimum !== undefined ? { minimum: field.minimum } : {}),
          ...(field.maximum !== undefined ? { maximum: field.maximum } : {}),
        }
      }),
  ]
  const sortTypes = Object.fromEntries(
    entries.map(([name, field]) => [columnOf(name, field), castOf(field.type)]),
  )
  return {
    title: resource.title,
    table: quote(resource.table),
    live,
    // The add operation checks unique fields among live rows, and integer ids among all rows.
    uniqueAmong: live,
    idType: integerIds ? 'integer' : 'string',
    columns,
    tenantScoped: Boolean(fields.tenantId?.readOnly),
    filter(where, query) {
      if (resource.softDelete) where.clauses.push(live)
      addListFilters(where, entries, query)
    },
    sortOf(query) {
      const name = typeof query.column === 'string' ? query.column.replace(/_dictText$/, '') : ''
      const field = Object.hasOwn(fields, name) ? fields[name] : undefined // not `valueOf` & co.
      if (!field) return parseOrder(resource.defaultOrder ?? 'create_time DESC', sortTypes)
      return {
        column: quote(columnOf(name, field)),
        cast: castOf(field.type),
        direction: String(query.order ?? 'desc').toLowerCase() === 'asc' ? 'ASC' : 'DESC',
        nullsLast: true,
      }
    },
  }
}
