import type { Queryable } from '../db/database'
import { Where } from '../db/sql'
import type { SortKey } from './excel-table'

/**
 * Reads every row of a filtered, sorted query in batches without OFFSET: each batch starts after the sort key
 * and id of the previous one (keyset paging), so a batch costs the same at row 100,000 as at row 1 and no more
 * than one batch is in memory. Order: the sort key (nulls first or last), then id, as the list orders.
 */

export interface KeysetQuery {
  /** Quoted table name. */
  table: string
  /** Select list (`… AS "name"`, …); the id is read apart. */
  select: string
  /** The filters; copied, never changed. */
  where: Where
  sort: SortKey
  idType: 'string' | 'integer'
  batchSize?: number
}

type Keyed = Record<string, unknown> & { __key: string | null; __id: string }

function after(where: Where, sort: SortKey, idType: KeysetQuery['idType'], last: Keyed, id: string): Where {
  const next = new Where()
  next.clauses.push(...where.clauses)
  next.params.push(...where.params)
  const idCast = idType === 'integer' ? 'bigint' : 'text'
  next.params.push(last.__id)
  const lastId = `$${next.params.length}::text::${idCast}`
  const { column } = sort
  if (last.__key === null) {
    next.clauses.push(
      sort.nullsLast
        ? `(${column} IS NULL AND ${id} > ${lastId})`
        : `((${column} IS NULL AND ${id} > ${lastId}) OR ${column} IS NOT NULL)`,
    )
    return next
  }
  next.params.push(last.__key)
  const key = `$${next.params.length}::text::${sort.cast}`
  const beyond = sort.direction === 'ASC' ? '>' : '<'
  next.clauses.push(
    `(${column} ${beyond} ${key} OR (${column} = ${key} AND ${id} > ${lastId})${sort.nullsLast ? ` OR ${column} IS NULL` : ''})`,
  )
  return next
}

export async function* keysetBatches(
  db: Queryable,
  query: KeysetQuery,
): AsyncGenerator<Record<string, unknown>[], void, undefined> {
  const size = query.batchSize ?? 1000
  // Columns are qualified: in ORDER BY a bare name would be an output column of the same name (`… AS "id"`).
  const sort = { ...query.sort, column: `${query.table}.${query.sort.column}` }
  const id = `${query.table}.id`
  const order = `${sort.column} ${sort.direction} NULLS ${sort.nullsLast ? 'LAST' : 'FIRST'}, ${id}`
  let where = query.where
  for (;;) {
    const rows = await db.query<Keyed>(
      `SELECT ${query.select}, ${sort.column}::text AS "__key", ${id}::text AS "__id"
       FROM ${query.table} ${where.sql} ORDER BY ${order} LIMIT ${size}`,
      where.params,
    )
    const last = rows.at(-1)
    if (last) where = after(query.where, sort, query.idType, last, id)
    for (const row of rows) {
      delete (row as Partial<Keyed>).__key
      delete (row as Partial<Keyed>).__id
    }
    if (rows.length) yield rows
    if (rows.length < size) return
  }
}
