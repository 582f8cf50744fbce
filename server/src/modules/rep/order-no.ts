import type { Queryable } from '../../db/database'

/** The fill rule (sys_fill_rule) that names repair orders; seedRep inserts it when it is missing. */
export const ORDER_NO_RULE = 'repair_order_no'
export const DEFAULT_ORDER_PREFIX = 'BX'

/** The prefix the rule's parameters give (`{"prefix":"BX"}`), or BX when the rule or its prefix is missing. */
export async function orderNoPrefix(db: Queryable): Promise<string> {
  const [rule] = await db.query<{ rule_params: string | null }>(
    'SELECT rule_params FROM sys_fill_rule WHERE rule_code = $1 LIMIT 1',
    [ORDER_NO_RULE],
  )
  try {
    const params: unknown = JSON.parse(rule?.rule_params ?? '{}')
    const prefix =
      params && typeof params === 'object' && 'prefix' in params ? String(params.prefix).trim() : ''
    return /^[A-Za-z0-9-]{1,12}$/.test(prefix) ? prefix : DEFAULT_ORDER_PREFIX
  } catch {
    return DEFAULT_ORDER_PREFIX
  }
}

/**
 * SQL giving the next order number of today: prefix + yyyyMMdd + a 4-digit sequence of the day (BX202611230001).
 * `$1` is the prefix. Used inside the INSERT itself, so two submissions never compute the same number.
 */
export const NEXT_ORDER_NO_SQL = `(
  SELECT $1::text || to_char(now(), 'YYYYMMDD') || lpad((coalesce(max(substr(order_no, length($1::text) + 9)::int), 0) + 1)::text, 4, '0')
  FROM rep_order
  WHERE order_no LIKE $1::text || to_char(now(), 'YYYYMMDD') || '%' AND substr(order_no, length($1::text) + 9) ~ '^[0-9]{1,9}$'
)`

export async function nextOrderNo(db: Queryable): Promise<string> {
  const prefix = await orderNoPrefix(db)
  const [row] = await db.query<{ no: string }>(`SELECT ${NEXT_ORDER_NO_SQL} AS no`, [prefix])
  return row?.no ?? `${prefix}${Date.now()}`
}
