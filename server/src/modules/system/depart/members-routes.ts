import { targetsRefusal } from '../../../auth/power'
import type { ServerContext } from '../../../context'
import type { Queryable } from '../../../db/database'
import { pageOf } from '../../../db/page'
import { splitIds } from '../../../db/sql'
import { fail, ok, okRead } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'
import { withDepartNames, userPage } from '../user/user-queries'
import { departExists, departsInCharge, subDepartIds } from './depart-queries'

/** The user's current department: the first of its departments when it has none of them (as user edit). */
async function fixCurrentDepart(db: Queryable, userIds: string[]) {
  await db.query(
    `UPDATE sys_user u SET org_code = (
       SELECT d.org_code FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
       WHERE ud.user_id = u.id ORDER BY d.org_code LIMIT 1)
     WHERE u.id = ANY($1::text[]) AND (u.org_code IS NULL OR u.org_code NOT IN (
       SELECT d.org_code FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id WHERE ud.user_id = u.id))`,
    [userIds],
  )
}

/** The users of a department and the departments of a user (upstream SysDepartController, SysUserController). */
export const departMemberHandlers = {
  async userDepartList({ query }, { db }) {
    const rows = await db.query<{ id: string; depart_name: string }>(
      `SELECT d.id, d.depart_name FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
       WHERE ud.user_id = $1 AND d.del_flag = '0' ORDER BY d.org_code`,
      [query.userId],
    )
    if (!rows.length) return { ...fail('查找失败'), code: 0 }
    return okRead(
      rows.map((row) => ({ key: row.id, value: row.id, title: row.depart_name, children: [] })),
      '查找成功',
    )
  },

  // Users of a department ----------------------------------------------------------------------
  async departUserList({ query }, { db, user }) {
    const departIds = query.depId
      ? await subDepartIds(db, [query.depId])
      : await departsInCharge(db, user?.userId ?? '')
    if (!departIds.length) return okRead(null)
    const { rows, total, pageNo, pageSize } = await userPage(
      db,
      'SELECT user_id FROM sys_user_depart WHERE dep_id = ANY($1::text[])',
      departIds,
      query,
    )
    return okRead(pageOf(await withDepartNames(db, rows), total, pageNo, pageSize))
  },

  async departUserAdd({ body }, { db, live, user }) {
    if (!(await departExists(db, body.depId))) return fail('未找到部门信息')
    const refused = await targetsRefusal(db, user, body.userIdList)
    if (refused) return refused
    const added = await db.query<{ user_id: string }>(
      `INSERT INTO sys_user_depart (id, user_id, dep_id)
       SELECT md5(random()::text || u.id), u.id, $2 FROM sys_user u
       WHERE u.id = ANY($1::text[]) AND u.del_flag = 0
       ON CONFLICT (user_id, dep_id) DO NOTHING RETURNING user_id`,
      [[...new Set(body.userIdList)], body.depId],
    )
    const userIds = added.map((row) => row.user_id)
    await fixCurrentDepart(db, userIds)
    live.permissionsChanged(userIds)
    return okRead(null, '添加成功!')
  },

  async departUserDelete({ query }, context) {
    return removeFromDepart(context, query.depId, [query.userId])
  },

  async departUserDeleteBatch({ query }, context) {
    return removeFromDepart(context, query.depId, splitIds(query.userIds))
  },
} satisfies Pick<
  Handlers<ServerContext>,
  'userDepartList' | 'departUserList' | 'departUserAdd' | 'departUserDelete' | 'departUserDeleteBatch'
>

type Context = Parameters<Handlers<ServerContext>['departUserDelete']>[1]

/** Upstream deleteUserInDepart(Batch): the users leave the department and its department roles. */
async function removeFromDepart({ db, live, user }: Context, depId: string, userIds: string[]) {
  const refused = await targetsRefusal(db, user, userIds)
  if (refused) return refused
  const removed = await db.transaction(async (tx) => {
    const rows = await tx.query<{ user_id: string }>(
      'DELETE FROM sys_user_depart WHERE dep_id = $1 AND user_id = ANY($2::text[]) RETURNING user_id',
      [depId, userIds],
    )
    await tx.query(
      `DELETE FROM sys_depart_role_user WHERE user_id = ANY($1::text[])
       AND drole_id IN (SELECT id FROM sys_depart_role WHERE depart_id = $2)`,
      [rows.map((row) => row.user_id), depId],
    )
    return rows.map((row) => row.user_id)
  })
  if (!removed.length) return fail('当前选中部门与用户无关联关系!')
  live.permissionsChanged(removed)
  return ok(null, '删除成功!')
}
