import type { ServerContext } from '../context'
import { ok } from '../http/envelope'
import type { Handlers } from '../openapi/operations'
import { buildPermissionList, type PermissionRow } from '../permission/menu-tree'

const COLUMNS = `p.id, p.parent_id, p.name, p.url, p.component, p.component_name, p.redirect, p.menu_type, p.perms,
  p.perms_type, p.sort_no, p.always_show, p.icon, p.is_route, p.is_leaf, p.keep_alive, p.hidden, p.status,
  p.internal_or_external`

export const permissionHandlers = {
  /** Upstream §3: rows of the user's roles ∪ department roles, then the tree, auth and allAuth. */
  async getUserPermissionByToken(_input, { db, user }) {
    const userId = user?.userId ?? ''
    const userRows = await db.query<PermissionRow>(
      `SELECT ${COLUMNS} FROM sys_permission p WHERE p.del_flag = 0 AND p.id IN (
         SELECT rp.permission_id FROM sys_role_permission rp JOIN sys_user_role ur ON ur.role_id = rp.role_id
           WHERE ur.user_id = $1
         UNION
         SELECT drp.permission_id FROM sys_depart_role_permission drp
           JOIN sys_depart_role_user dru ON dru.drole_id = drp.role_id WHERE dru.user_id = $1)
       ORDER BY p.sort_no, p.id`,
      [userId],
    )
    const [home] = await db.query<PermissionRow>(
      `SELECT ${COLUMNS} FROM sys_permission p WHERE p.name = '首页' AND p.del_flag = 0 LIMIT 1`,
    )
    const buttons = await db.query<PermissionRow>(
      `SELECT ${COLUMNS} FROM sys_permission p WHERE p.menu_type = 2 AND p.del_flag = 0 ORDER BY p.sort_no, p.id`,
    )
    return ok(buildPermissionList(userRows, home, buttons), '查询成功')
  },
} satisfies Pick<Handlers<ServerContext>, 'getUserPermissionByToken'>
