import type { components } from '@erp/openapi/schema'
import type { Queryable } from '../../../db/database'
import { toSysUser, usersPage, type UserRow } from '../../../db/users'

type SysUser = components['schemas']['SysUser']

/** The names of each user's live departments, comma-separated in org-code order, by user id. */
export async function departNamesOf(db: Queryable, userIds: string[]): Promise<Map<string, string>> {
  const departs = await db.query<{ user_id: string; names: string }>(
    `SELECT ud.user_id, string_agg(d.depart_name, ',' ORDER BY d.org_code) AS names
     FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
     WHERE ud.user_id = ANY($1::text[]) AND d.del_flag = '0' GROUP BY ud.user_id`,
    [userIds],
  )
  return new Map(departs.map((row) => [row.user_id, row.names]))
}

/** Users with `orgCode` replaced by the names of their departments, as upstream's recycle bin and lists. */
export async function withDepartNames(db: Queryable, rows: UserRow[]) {
  if (!rows.length) return []
  const names = await departNamesOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row): SysUser & { orgCodeTxt: string | null } => {
    const text = names.get(row.id) ?? null
    return { ...toSysUser(row), orgCode: text, orgCodeTxt: text }
  })
}

/** A page of live users chosen by `membership` (SQL over $1), optionally by part of the account. */
export async function userPage(
  db: Queryable,
  membership: string,
  owner: unknown,
  query: { pageNo?: number; pageSize?: number; username?: string },
) {
  const where = `WHERE del_flag = 0 AND id IN (${membership})
    AND ($2::text IS NULL OR username ILIKE '%' || $2::text || '%')`
  return usersPage(db, where, [owner, query.username || null], query)
}
