import type { Queryable } from './database'

/**
 * The page envelope every paged list answers, as upstream's MyBatis-Plus `IPage` serialises: `records`,
 * `total`, `size` (the page size), `current` (the page number), `pages`, then `orders` and `searchCount`.
 * The few lists whose upstream answer is a hand-built page without the last two ask for the `short` form.
 */
export function pageOf<T>(records: T[], total: number, pageNo: number, pageSize: number): FullPage<T>
export function pageOf<T>(
  records: T[],
  total: number,
  pageNo: number,
  pageSize: number,
  form: 'short',
): Page<T>
export function pageOf<T>(
  records: T[],
  total: number,
  pageNo: number,
  pageSize: number,
  form: 'full' | 'short' = 'full',
): Page<T> | FullPage<T> {
  const page = { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) }
  return form === 'short' ? page : { ...page, orders: [], searchCount: true }
}

export interface Page<T> {
  records: T[]
  total: number
  size: number
  current: number
  pages: number
}

export interface FullPage<T> extends Page<T> {
  orders: never[]
  searchCount: boolean
}

/**
 * How many rows a list counts exactly. Beyond it the count of a filtered or unfiltered list is the planner's
 * estimate (issue 36: a page of a million-row table must not count a million rows each time it opens), and the
 * page says so with `searchCount: false`: the contract's Page field, MyBatis-Plus' IPage.searchCount ("was the
 * count query run"), true on every counted page.
 */
export const EXACT_COUNT_LIMIT = 10_000

export interface Counted {
  total: number
  estimated: boolean
}

/**
 * The number of rows of `table` the filters `where` keep: exact up to EXACT_COUNT_LIMIT (the count reads at most
 * one row more than that), else the planner's estimate, never below the limit it went over. When the estimate is
 * more than five times the limit, nothing is counted (reading 10,001 index entries costs ~100 ms on PGlite).
 */
export async function countRows(
  db: Queryable,
  table: string,
  where: { sql: string; params: unknown[] },
  limit = EXACT_COUNT_LIMIT,
): Promise<Counted> {
  const [plan] = await db.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${table} ${where.sql}`,
    where.params,
  )
  const estimate = Math.round(planRows(plan?.['QUERY PLAN']))
  // Far beyond the limit (the planner is off by less than 5× on a table it has statistics of): not counted at all.
  if (estimate > 5 * limit) return { total: estimate, estimated: true }
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${table} ${where.sql} LIMIT ${limit + 1}) capped`,
    where.params,
  )
  if (total <= limit) return { total, estimated: false }
  return { total: Math.max(limit + 1, estimate), estimated: true }
}

/** The top node's row estimate of an `EXPLAIN (FORMAT JSON)` answer (a JSON array, or its text on some drivers). */
function planRows(answer: unknown): number {
  const parsed: unknown = typeof answer === 'string' ? JSON.parse(answer) : answer
  const top = Array.isArray(parsed)
    ? (parsed[0] as { Plan?: { 'Plan Rows'?: unknown } } | undefined)
    : undefined
  const rows = Number(top?.Plan?.['Plan Rows'])
  return Number.isFinite(rows) ? rows : 0
}

/**
 * A page read with its count: `total` exact up to EXACT_COUNT_LIMIT, else estimated (`searchCount: false`). A page that
 * reaches the end of an estimated list knows the exact total, and answers it.
 */
export function countedPageOf<T>(records: T[], counted: Counted, pageNo: number, pageSize: number) {
  const offset = (pageNo - 1) * pageSize
  const reachedEnd = records.length < pageSize && (records.length > 0 || pageNo === 1)
  if (!counted.estimated || reachedEnd) {
    return pageOf(records, counted.estimated ? offset + records.length : counted.total, pageNo, pageSize)
  }
  return {
    ...pageOf(records, Math.max(counted.total, offset + records.length + 1), pageNo, pageSize),
    searchCount: false,
  }
}
