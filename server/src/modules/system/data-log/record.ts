import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'

/** Tables whose edits are not versioned: the data log itself. */
const UNLOGGED = new Set(['sys_data_log'])

/** Passwords (a data source's dbPassword) are not copied into the log, which its list shows to readers. */
const withoutSecrets = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, /password/i.test(key) && value ? '******' : value]),
  )

/**
 * Upstream's data log (sys_data_log): stores the record as it is after an edit as the next version of
 * (table, id). Called by the CRUD edit handler; `row` undefined (the record vanished) stores nothing.
 * Kept apart from the data-log routes so the generic CRUD (../crud/routes.ts) can import it without an import cycle.
 */
export async function recordDataLog(
  db: Queryable,
  table: string,
  id: unknown,
  row: Record<string, unknown> | undefined,
  createBy: string | null = null,
): Promise<void> {
  if (!row || UNLOGGED.has(table) || id === undefined || id === null) return
  await db.query(
    `INSERT INTO sys_data_log (id, data_table, data_id, data_content, data_version, create_by)
     SELECT $1::text, $2::text, $3::text, $4::text, COALESCE(max(data_version), 0) + 1, $5::text
     FROM sys_data_log WHERE data_table = $2::text AND data_id = $3::text`,
    [newId(), table, String(id), JSON.stringify(withoutSecrets(row)), createBy],
  )
}
