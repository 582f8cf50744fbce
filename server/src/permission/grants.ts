import type { Queryable } from '../db/database'

/**
 * The ids of the permissions a user holds through their roles and through their department roles: one
 * subquery, written once, used wherever "the user's permissions" are needed (authorization, the menu of
 * getUserPermissionByToken, the dashboard). `$1` is the user id. Both branches start from the user's own rows
 * (unique indexes on user_id), so the plan is index lookups whether or not the tables have statistics.
 */
export const HELD_PERMISSION_IDS = `SELECT rp.permission_id FROM sys_user_role ur
      JOIN sys_role_permission rp ON rp.role_id = ur.role_id WHERE ur.user_id = $1
    UNION
    SELECT drp.permission_id FROM sys_depart_role_user dru
      JOIN sys_depart_role_permission drp ON drp.role_id = dru.drole_id WHERE dru.user_id = $1`

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
      WHERE p.del_flag = 0 AND (p.perms = ANY($2::text[]) OR p.url = ANY($3::text[]))
        AND p.id IN (${HELD_PERMISSION_IDS})
      LIMIT 1`,
    [userId, codes, urls],
  )
  return rows.length > 0
}
