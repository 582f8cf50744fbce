import type { components } from '@erp/openapi/schema'
import { departRolesWithin, powerRefusal, targetsRefusal } from '../../../auth/power'
import { endSessionsOf } from '../../../auth/sessions'
import type { ServerContext } from '../../../context'
import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'
import { pageOf } from '../../../db/page'
import { addFilter, splitIds, Where } from '../../../db/sql'
import { fail, ok, okRead } from '../../../http/envelope'
import type { Handlers, SessionUser } from '../../../openapi/operations'
import { refusal } from '../../../db/refusal'
import { departExists, departsInCharge, subDepartIds } from './depart-queries'

type SysDepartRole = components['schemas']['SysDepartRole']

const DEPART_ROLE_SELECT = `SELECT id, depart_id AS "departId", role_name AS "roleName", role_code AS "roleCode",
  description, create_by AS "createBy", to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime",
  update_by AS "updateBy", to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS "updateTime" FROM sys_depart_role`

/** Another role of the same department already has the code. */
async function departRoleCodeTaken(db: Queryable, departId: string, code: string, exceptId: string | null) {
  const rows = await db.query(
    `SELECT 1 FROM sys_depart_role WHERE depart_id = $1 AND role_code = $2 AND ($3::text IS NULL OR id <> $3)`,
    [departId, code, exceptId],
  )
  return rows.length > 0
}

async function usersOfDepartRoles(db: Queryable, roleIds: string[]) {
  const rows = await db.query<{ user_id: string }>(
    'SELECT user_id FROM sys_depart_role_user WHERE drole_id = ANY($1::text[])',
    [roleIds],
  )
  return rows.map((row) => row.user_id)
}

/** Giving or taking department roles: they and their holders must be within the caller's power (auth/power.ts). */
async function departRolesRefusal(
  db: Queryable,
  user: SessionUser | null,
  roleIds: string[],
  holders: string[],
) {
  if (user && !(await departRolesWithin(db, user.userId, roleIds))) return powerRefusal('role')
  return targetsRefusal(db, user, holders)
}

/**
 * Department roles and their holders (upstream SysDepartRoleController). Changes push the live
 * `{cmd:'permission'}` notice to the users concerned.
 */
export const departRoleHandlers = {
  // Department roles ---------------------------------------------------------------------------
  async departRoleList({ query }, { db, user }) {
    const departIds = query.deptId
      ? await subDepartIds(db, [query.deptId])
      : await departsInCharge(db, user?.userId ?? '')
    if (!departIds.length) return ok(null)
    const where = new Where()
    where.add((p) => `depart_id = ANY(${p}::text[])`, departIds)
    if (query.roleName) addFilter(where, 'role_name', query.roleName)
    if (query.roleCode) addFilter(where, 'role_code', query.roleCode)
    const pageNo = query.pageNo ?? 1
    const pageSize = query.pageSize ?? 10
    const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM sys_depart_role ${where.sql}`,
      where.params,
    )
    const records = await db.query<SysDepartRole>(
      `${DEPART_ROLE_SELECT} ${where.sql} ORDER BY create_time DESC, id
       LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
      where.params,
    )
    return ok(pageOf(records, total, pageNo, pageSize))
  },

  async departRoleAdd({ body }, { db, user }) {
    if (!(await departExists(db, body.departId))) return fail('未找到部门信息')
    if (await departRoleCodeTaken(db, body.departId, body.roleCode, null)) return fail('部门角色编码已存在')
    try {
      await db.query(
        `INSERT INTO sys_depart_role (id, depart_id, role_name, role_code, description, create_by)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          newId(),
          body.departId,
          body.roleName,
          body.roleCode,
          body.description ?? null,
          user?.username ?? null,
        ],
      )
      return ok(null, '添加成功！')
    } catch (error) {
      return refusal(error)
    }
  },

  async departRoleEdit({ body }, { db, user }) {
    const [current] = await db.query<{ depart_id: string }>(
      'SELECT depart_id FROM sys_depart_role WHERE id = $1',
      [body.id],
    )
    if (!current) return fail('未找到对应数据')
    const departId = body.departId || current.depart_id
    if (departId !== current.depart_id && !(await departExists(db, departId))) return fail('未找到部门信息')
    if (await departRoleCodeTaken(db, departId, body.roleCode, body.id)) return fail('部门角色编码已存在')
    try {
      await db.query(
        `UPDATE sys_depart_role SET depart_id = $2, role_name = $3, role_code = $4,
           description = CASE WHEN $5::boolean THEN $6 ELSE description END, update_by = $7, update_time = now()
         WHERE id = $1`,
        [
          body.id,
          departId,
          body.roleName,
          body.roleCode,
          body.description !== undefined,
          body.description ?? null,
          user?.username ?? null,
        ],
      )
      return ok(null, '编辑成功!')
    } catch (error) {
      return refusal(error)
    }
  },

  async departRoleDelete({ query }, { db, live, user }) {
    const holders = await usersOfDepartRoles(db, [query.id])
    const refused = await departRolesRefusal(db, user, [query.id], holders)
    if (refused) return refused
    const deleted = await db.query('DELETE FROM sys_depart_role WHERE id = $1 RETURNING id', [query.id])
    if (!deleted.length) return fail('未找到对应数据')
    live.permissionsChanged(holders)
    return ok(null, '删除成功!')
  },

  async departRoleDeleteBatch({ query }, { db, live, user }) {
    const roleIds = splitIds(query.ids)
    const holders = await usersOfDepartRoles(db, roleIds)
    const refused = await departRolesRefusal(db, user, roleIds, holders)
    if (refused) return refused
    const deleted = await db.query('DELETE FROM sys_depart_role WHERE id = ANY($1::text[]) RETURNING id', [
      roleIds,
    ])
    if (!deleted.length) return fail('未找到对应数据')
    live.permissionsChanged(holders)
    return ok(null, '批量删除成功!')
  },

  async departRoleQueryById({ query }, { db }) {
    const [role] = await db.query<SysDepartRole>(`${DEPART_ROLE_SELECT} WHERE id = $1`, [query.id])
    return role ? ok(role) : fail('未找到对应数据')
  },

  async departRolesOfDepart({ query }, { db }) {
    if (!(await departExists(db, query.departId))) return fail('未找到部门信息')
    const roles = await db.query<SysDepartRole>(
      `${DEPART_ROLE_SELECT} WHERE depart_id = $1 ORDER BY create_time, id`,
      [query.departId],
    )
    return okRead(roles)
  },

  async departRoleUserSave({ body }, { db, live, user }) {
    const [target] = await db.query('SELECT 1 FROM sys_user WHERE id = $1 AND del_flag = 0', [body.userId])
    if (!target) return fail('未找到用户信息')
    const wanted = splitIds(body.newRoleId)
    const before = splitIds(body.oldRoleId)
    const adding = wanted.filter((id) => !before.includes(id))
    const removing = before.filter((id) => !wanted.includes(id))
    const refused = await departRolesRefusal(db, user, [...adding, ...removing], [body.userId])
    if (refused) return refused
    await db.transaction(async (tx) => {
      if (adding.length) {
        await tx.query(
          `INSERT INTO sys_depart_role_user (id, user_id, drole_id)
           SELECT md5(random()::text || r.id), $1, r.id FROM sys_depart_role r WHERE r.id = ANY($2::text[])
           ON CONFLICT (user_id, drole_id) DO NOTHING`,
          [body.userId, adding],
        )
      }
      if (removing.length) {
        await tx.query('DELETE FROM sys_depart_role_user WHERE user_id = $1 AND drole_id = ANY($2::text[])', [
          body.userId,
          removing,
        ])
      }
    })
    live.permissionsChanged([body.userId])
    if (adding.length || removing.length) await endSessionsOf(db, live, [body.userId])
    return ok(null, '添加成功！')
  },

  async departRolesOfUser({ query }, { db }) {
    const rows = await db.query<{ id: string; userId: string; droleId: string }>(
      `SELECT ru.id, ru.user_id AS "userId", ru.drole_id AS "droleId" FROM sys_depart_role_user ru
       JOIN sys_depart_role r ON r.id = ru.drole_id WHERE ru.user_id = $1 AND r.depart_id = $2 ORDER BY ru.id`,
      [query.userId, query.departId],
    )
    return okRead(rows)
  },
} satisfies Pick<
  Handlers<ServerContext>,
  | 'departRoleList'
  | 'departRoleAdd'
  | 'departRoleEdit'
  | 'departRoleDelete'
  | 'departRoleDeleteBatch'
  | 'departRoleQueryById'
  | 'departRolesOfDepart'
  | 'departRoleUserSave'
  | 'departRolesOfUser'
>
