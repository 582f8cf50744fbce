import type { components } from '@erp/openapi/schema'
import { powerRefusal, rolesWithin, holdsAll, targetsRefusal } from '../../../auth/power'
import { endSessionsOf } from '../../../auth/sessions'
import type { ServerContext } from '../../../context'
import { pageOf } from '../../../db/page'
import { splitIds } from '../../../db/sql'
import { fail, ok, okRead } from '../../../http/envelope'
import type { Queryable } from '../../../db/database'
import type { Handlers, SessionUser } from '../../../openapi/operations'
import { toSysUser } from '../../../db/users'
import { DEFAULT_MESSAGE } from '../upstream-result'
import { userPage } from '../user/user-queries'

/**
 * Roles (upstream SysRoleController): the list of all roles, the users of a role and the data rules a role holds.
 * Membership and grant changes push the live `{cmd:'permission'}` notice to the users concerned.
 */
/** Taking a role away: the role and the users must be within the caller's power, as giving it. */
async function roleMembersRefusal(
  db: Queryable,
  user: SessionUser | null,
  roleId: string,
  userIds: string[],
) {
  if (user && !(await rolesWithin(db, user.userId, [roleId]))) return powerRefusal('role')
  return targetsRefusal(db, user, userIds)
}

export const roleHandlers = {
  async roleQueryAll(_input, { db }) {
    const roles = await db.query<{
      id: string
      roleName: string | null
      roleCode: string
      description: string | null
      createBy: string | null
      createTime: string | null
      updateBy: string | null
      updateTime: string | null
    }>(
      `SELECT id, role_name AS "roleName", role_code AS "roleCode", description, create_by AS "createBy",
         to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime", update_by AS "updateBy",
         to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS "updateTime"
       FROM sys_role ORDER BY create_time, id`,
    )
    return roles.length ? okRead(roles, DEFAULT_MESSAGE) : fail('未找到角色信息')
  },

  // Users of a role ----------------------------------------------------------------------------
  async roleUserList({ query }, { db }) {
    const { rows, total, pageNo, pageSize } = await userPage(
      db,
      'SELECT user_id FROM sys_user_role WHERE role_id = $1',
      query.roleId,
      query,
    )
    return okRead(pageOf(rows.map(toSysUser), total, pageNo, pageSize))
  },

  async roleUserAdd({ body }, { db, live, user }) {
    const [role] = await db.query('SELECT 1 FROM sys_role WHERE id = $1', [body.roleId])
    if (!role) return fail('未找到角色信息')
    // Only a role whose permissions the caller holds, only to users within the caller's power (auth/power.ts).
    if (user && !(await rolesWithin(db, user.userId, [body.roleId]))) return powerRefusal('role')
    const refused = await targetsRefusal(db, user, body.userIdList)
    if (refused) return refused
    const added = await db.query<{ user_id: string }>(
      `INSERT INTO sys_user_role (id, user_id, role_id)
       SELECT md5(random()::text || u.id), u.id, $2 FROM sys_user u
       WHERE u.id = ANY($1::text[]) AND u.del_flag = 0
       ON CONFLICT (user_id, role_id) DO NOTHING RETURNING user_id`,
      [[...new Set(body.userIdList)], body.roleId],
    )
    live.permissionsChanged(added.map((row) => row.user_id))
    await endSessionsOf(
      db,
      live,
      added.map((row) => row.user_id),
    )
    return okRead(null, '添加成功!')
  },

  async roleUserDelete({ query }, { db, live, user }) {
    const refused = await roleMembersRefusal(db, user, query.roleId, [query.userId])
    if (refused) return refused
    const removed = await db.query<{ user_id: string }>(
      'DELETE FROM sys_user_role WHERE role_id = $1 AND user_id = $2 RETURNING user_id',
      [query.roleId, query.userId],
    )
    if (!removed.length) return fail('删除失败！')
    live.permissionsChanged(removed.map((row) => row.user_id))
    await endSessionsOf(
      db,
      live,
      removed.map((row) => row.user_id),
    )
    return ok(null, '删除成功!')
  },

  async roleUserDeleteBatch({ query }, { db, live, user }) {
    const refused = await roleMembersRefusal(db, user, query.roleId, splitIds(query.userIds))
    if (refused) return refused
    const removed = await db.query<{ user_id: string }>(
      'DELETE FROM sys_user_role WHERE role_id = $1 AND user_id = ANY($2::text[]) RETURNING user_id',
      [query.roleId, splitIds(query.userIds)],
    )
    if (!removed.length) return fail('删除失败！')
    live.permissionsChanged(removed.map((row) => row.user_id))
    await endSessionsOf(
      db,
      live,
      removed.map((row) => row.user_id),
    )
    return ok(null, '删除成功!')
  },

  // Data rules of a role -----------------------------------------------------------------------
  async roleDataRules({ path }, { db }) {
    const rules = await db.query<components['schemas']['SysPermissionDataRule']>(
      `SELECT id, permission_id AS "permissionId", rule_name AS "ruleName", rule_column AS "ruleColumn",
         rule_conditions AS "ruleConditions", rule_value AS "ruleValue", status, create_by AS "createBy",
         to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime", update_by AS "updateBy",
         to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS "updateTime"
       FROM sys_permission_data_rule WHERE permission_id = $1 ORDER BY create_time DESC, id`,
      [path.permissionId],
    )
    if (!rules.length) return fail('未找到权限配置信息')
    const [grant] = await db.query<{ data_rule_ids: string | null }>(
      'SELECT data_rule_ids FROM sys_role_permission WHERE permission_id = $1 AND role_id = $2',
      [path.permissionId, path.roleId],
    )
    const checked = (grant?.data_rule_ids ?? '').replace(/,$/, '')
    return ok({ datarule: rules, ...(checked ? { drChecked: checked } : {}) })
  },

  async roleDataRuleSave({ body }, { db, live, user }) {
    if (user && !(await rolesWithin(db, user.userId, [body.roleId]))) return powerRefusal('role')
    if (user && !(await holdsAll(db, user.userId, [body.permissionId]))) return powerRefusal('grant')
    const updated = await db.query(
      'UPDATE sys_role_permission SET data_rule_ids = $3 WHERE permission_id = $1 AND role_id = $2 RETURNING id',
      [body.permissionId, body.roleId, splitIds(body.dataRuleIds).join(',')],
    )
    if (!updated.length) return fail('请先保存角色菜单权限!')
    const holders = await db.query<{ user_id: string }>(
      'SELECT user_id FROM sys_user_role WHERE role_id = $1',
      [body.roleId],
    )
    live.permissionsChanged(holders.map((row) => row.user_id))
    return ok(null, '保存成功!')
  },
} satisfies Pick<
  Handlers<ServerContext>,
  | 'roleQueryAll'
  | 'roleUserList'
  | 'roleUserAdd'
  | 'roleUserDelete'
  | 'roleUserDeleteBatch'
  | 'roleDataRules'
  | 'roleDataRuleSave'
>
