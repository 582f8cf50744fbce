import type { Queryable } from '../../../db/database'
import { splitIds } from '../../../db/sql'

/** Ids of the departments under (and including) the given ones, by org_code prefix. */
export async function subDepartIds(db: Queryable, departIds: string[]): Promise<string[]> {
  if (!departIds.length) return []
  const rows = await db.query<{ id: string }>(
    `SELECT d.id FROM sys_depart d WHERE d.del_flag = '0' AND EXISTS (
       SELECT 1 FROM sys_depart p WHERE p.id = ANY($1::text[]) AND p.del_flag = '0'
         AND d.org_code LIKE p.org_code || '%')`,
    [departIds],
  )
  return rows.map((row) => row.id)
}

/** Departments a superior (userIdentity 2) is in charge of, with their sub-departments; others none. */
export async function departsInCharge(db: Queryable, userId: string): Promise<string[]> {
  const [me] = await db.query<{ user_identity: number | null; depart_ids: string | null }>(
    'SELECT user_identity, depart_ids FROM sys_user WHERE id = $1',
    [userId],
  )
  return me?.user_identity === 2 ? subDepartIds(db, splitIds(me.depart_ids)) : []
}

export const departExists = async (db: Queryable, id: string) =>
  (await db.query(`SELECT 1 FROM sys_depart WHERE id = $1 AND del_flag = '0'`, [id])).length > 0
