import type { Queryable } from '../db/database'

/**
 * Whether a user's roles (their own and their departments' roles) grant any one of `permission`: a button
 * code (`sys_permission.perms`) or, for a value starting with '/', a menu URL. Deleted menus grant nothing.
 */
export async function userHoldsAny(
  db: Queryable,
  userId: string,
  permission: readonly string[],
): Promise<boolean> {
  const codes = permission.filter((value) => !value.startsWith('/'))
  const urls = permission.filter((value) => value.startsWith('/'))
  const rows = await db.query(
    `SELECT 1 FROM sys_permission p
      WHERE p.del_flag = 0 AND (p.perms = ANY($2::text[]) OR p.url = ANY($3::text[])) AND p.id IN (
        SELECT rp.permission_id FROM sys_role_permission rp JOIN sys_user_role ur ON ur.role_id = rp.role_id
          WHERE ur.user_id = $1
        UNION
        SELECT drp.permission_id FROM sys_depart_role_permission drp
          JOIN sys_depart_role_user dru ON dru.drole_id = drp.role_id WHERE dru.user_id = $1)
      LIMIT 1`,
    [userId, codes, urls],
  )
  return rows.length > 0
}
