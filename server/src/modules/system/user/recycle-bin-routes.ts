import { targetsRefusal } from '../../../auth/power'
import type { ServerContext } from '../../../context'
import { splitIds } from '../../../db/sql'
import { fail, ok } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'
import { USER_COLUMNS, type UserRow } from '../../../db/users'
import { refusal } from '../../../db/refusal'
import { withDepartNames } from './user-queries'

/** The user recycle bin (upstream SysUserController putRecycleBin, deleteRecycleBin). */
export const userRecycleBinHandlers = {
  // Users: recycle bin -------------------------------------------------------------------------
  async userRecycleBin(_input, { db }) {
    const rows = await db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM sys_user WHERE del_flag = 1 ORDER BY update_time DESC NULLS LAST, id`,
    )
    return ok(await withDepartNames(db, rows))
  },

  async userRecycleBinRestore({ body }, { db, user }) {
    const refused = await targetsRefusal(db, user, splitIds(body.userIds))
    if (refused) return refused
    const restored = await db.query(
      `UPDATE sys_user SET del_flag = 0, update_by = $2, update_time = now()
       WHERE id = ANY($1::text[]) AND del_flag = 1 RETURNING id`,
      [splitIds(body.userIds), user?.username ?? null],
    )
    return restored.length ? ok(null, '还原成功') : fail('回收站中没有这些用户')
  },

  async userRecycleBinDelete({ query }, { db, user }) {
    const userIds = splitIds(query.userIds)
    const refused = await targetsRefusal(db, user, userIds)
    if (refused) return refused
    const live = await db.query(
      'SELECT 1 FROM sys_user WHERE id = ANY($1::text[]) AND del_flag <> 1 LIMIT 1',
      [userIds],
    )
    if (live.length) return fail('只能彻底删除回收站中的用户')
    try {
      const deleted = await db.query(
        'DELETE FROM sys_user WHERE id = ANY($1::text[]) AND del_flag = 1 RETURNING id',
        [userIds],
      )
      return deleted.length ? ok(null, '删除成功') : fail('回收站中没有这些用户')
    } catch (error) {
      return refusal(error)
    }
  },
} satisfies Pick<Handlers<ServerContext>, 'userRecycleBin' | 'userRecycleBinRestore' | 'userRecycleBinDelete'>
