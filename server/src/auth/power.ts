import type { Queryable } from '../db/database'
import { splitIds } from '../db/sql'
import { fail } from '../http/envelope'
import type { SessionUser } from '../openapi/operations'
import { HELD_PERMISSION_IDS } from '../permission/grants'

/**
 * No one grants what they do not hold (issue 30 item 2, README § Access and security): a caller may hand out only
 * permissions they hold themselves (roles, role and department-role grants, data rules), and may act on a user
 * (edit, reset the password of, freeze, delete, restore, move between roles, departments or tenants) only when
 * every permission of that user is one of theirs and, for a caller confined to tenants, the user is confined to
 * some of those tenants. Nobody changes their own roles, tenants or departments through user edit. The
 * administrator, who holds every permission, keeps full power (a menu added later is granted to the roles that
 * held everything, see permissionAdd). Only live permissions (del_flag 0) count: a deleted menu grants nothing.
 */

/** The refusals, in the codebase's shape of a refused authority: HTTP 200, `success:false`, code 510. */
export const POWER_REFUSALS = {
  user: '不能操作权限超出自己的用户',
  role: '不能分配含有自己未拥有权限的角色',
  grant: '不能授予自己未拥有的权限',
  own: '不能修改自己的角色、租户或部门',
  tenant: '不能把用户分配到自己所属租户以外',
} as const

export const powerRefusal = (reason: keyof typeof POWER_REFUSALS) => fail(POWER_REFUSALS[reason], 510)

/** The caller's live permission ids, as a subquery over `$1` (the caller's user id), NULLs left out. */
const HELD = `SELECT h.permission_id FROM (${HELD_PERMISSION_IDS}) h WHERE h.permission_id IS NOT NULL`

/** Whether the caller holds every one of `permissionIds` (unknown and deleted ids grant nothing, so pass). */
export async function holdsAll(db: Queryable, callerId: string, permissionIds: readonly string[]) {
  if (!permissionIds.length) return true
  const rows = await db.query(
    `SELECT 1 FROM sys_permission p WHERE p.del_flag = 0 AND p.id = ANY($2::text[]) AND p.id NOT IN (${HELD})
     LIMIT 1`,
    [callerId, [...permissionIds]],
  )
  return rows.length === 0
}

/** Whether every permission the roles of `grants` (a role–permission table) give is the caller's. */
async function grantsWithin(
  db: Queryable,
  grants: 'sys_role_permission' | 'sys_depart_role_permission',
  callerId: string,
  roleIds: readonly string[],
) {
  if (!roleIds.length) return true
  const rows = await db.query(
    `SELECT 1 FROM ${grants} rp JOIN sys_permission p ON p.id = rp.permission_id AND p.del_flag = 0
     WHERE rp.role_id = ANY($2::text[]) AND rp.permission_id NOT IN (${HELD}) LIMIT 1`,
    [callerId, [...roleIds]],
  )
  return rows.length === 0
}

/** Whether every permission the roles grant is the caller's. */
export const rolesWithin = (db: Queryable, callerId: string, roleIds: readonly string[]) =>
  grantsWithin(db, 'sys_role_permission', callerId, roleIds)

/** Whether every permission the department roles grant is the caller's. */
export const departRolesWithin = (db: Queryable, callerId: string, roleIds: readonly string[]) =>
  grantsWithin(db, 'sys_depart_role_permission', callerId, roleIds)

/** Whether the tenants (`rel_tenant_ids`) are within the caller's: anything for a caller of no tenant. */
export function tenantsWithin(caller: SessionUser, relTenantIds: string | null | undefined) {
  const own = caller.tenantIds ?? []
  if (!own.length) return true
  const asked = splitIds(relTenantIds).filter((id) => id !== '0')
  return asked.length > 0 && asked.every((id) => own.includes(id))
}

/**
 * Whether the caller may act on these users (deleted ones included, for the recycle bin): every live permission
 * of each (through roles and department roles) is the caller's, and their tenants are within the caller's.
 */
export async function usersWithin(db: Queryable, caller: SessionUser, userIds: readonly string[]) {
  const ids = [...new Set(userIds)]
  if (!ids.length) return true
  const beyond = await db.query(
    `SELECT 1 FROM (
       SELECT rp.permission_id FROM sys_user_role ur JOIN sys_role_permission rp ON rp.role_id = ur.role_id
        WHERE ur.user_id = ANY($2::text[])
       UNION
       SELECT drp.permission_id FROM sys_depart_role_user dru
         JOIN sys_depart_role_permission drp ON drp.role_id = dru.drole_id WHERE dru.user_id = ANY($2::text[])
     ) t JOIN sys_permission p ON p.id = t.permission_id AND p.del_flag = 0
     WHERE t.permission_id NOT IN (${HELD}) LIMIT 1`,
    [caller.userId, ids],
  )
  if (beyond.length) return false
  if (!(caller.tenantIds ?? []).length) return true
  const tenants = await db.query<{ rel_tenant_ids: string | null }>(
    'SELECT rel_tenant_ids FROM sys_user WHERE id = ANY($1::text[])',
    [ids],
  )
  return tenants.every((row) => tenantsWithin(caller, row.rel_tenant_ids))
}

/** The refusal unless the caller may act on every one of these users (deleted ones included), else null. */
export async function targetsRefusal(db: Queryable, caller: SessionUser | null, userIds: readonly string[]) {
  return caller && !(await usersWithin(db, caller, userIds)) ? powerRefusal('user') : null
}

/** The same ids, whatever their order and repetition. */
export const sameIds = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a)
  const right = new Set(b)
  return left.size === right.size && [...left].every((id) => right.has(id))
}
