import type { ServerContext } from '../../../context'
import type { Queryable } from '../../../db/database'
import { okRead } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'

/** Data of the list-page templates, in the ant-design-pro page shape, from the real tables. */

const antPageOf = async <Row extends object>(
  db: Queryable,
  from: string,
  params: unknown[],
  select: string,
  orderBy: string,
  paging: { pageNo?: number; pageSize?: number },
) => {
  const pageNo = paging.pageNo ?? 1
  const pageSize = paging.pageSize ?? 10
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${from}`,
    params,
  )
  const data = await db.query<Row>(
    `SELECT ${select} FROM ${from} ORDER BY ${orderBy} LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
    params,
  )
  return { data, pageSize, pageNo, totalPage: Math.ceil(total / pageSize), totalCount: total }
}

interface PermissionRow {
  id: string
  name: string
  describe: string | null
  status: number
  actions: Array<{ action: string; describe: string }> | null
}

const PERMISSIONS_FROM = `sys_permission p WHERE p.del_flag = 0 AND p.menu_type = 1`
const PERMISSIONS_SELECT = `p.id, p.name, p.description AS describe, 1 AS status,
  (SELECT json_agg(json_build_object('action', b.perms, 'describe', b.name) ORDER BY b.sort_no)
   FROM sys_permission b WHERE b.parent_id = p.id AND b.menu_type = 2 AND b.del_flag = 0 AND b.perms IS NOT NULL) AS actions`

const toTemplatePermission = (row: PermissionRow) => {
  const actions = row.actions ?? []
  return {
    id: row.id,
    name: row.name,
    describe: row.describe,
    status: row.status,
    actionData: JSON.stringify(actions.map((action) => ({ ...action, defaultCheck: false }))),
    actionList: actions.map((action) => action.action),
  }
}

export const templateHandlers = {
  async templateUsers({ query }, { db }) {
    return okRead(
      await antPageOf<{
        id: string
        username: string
        name: string | null
        status: number
        createTime: string
      }>(
        db,
        `sys_user WHERE del_flag = 0 AND ($1::text IS NULL OR username ILIKE '%' || $1 || '%')`,
        [query.username || null],
        `id, username, realname AS name, status::int AS status, to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"`,
        'create_time, id',
        query,
      ),
    )
  },

  async templateRoles({ query }, { db }) {
    return okRead(
      await antPageOf<{
        id: string
        name: string
        describe: string | null
        status: number
        permissions: string[]
      }>(
        db,
        'sys_role r',
        [],
        `r.id, r.role_name AS name, r.description AS describe, 1 AS status, r.create_by AS "creatorId",
         to_char(r.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime",
         COALESCE((SELECT array_agg(p.perms ORDER BY p.perms) FROM sys_role_permission rp
           JOIN sys_permission p ON p.id = rp.permission_id WHERE rp.role_id = r.id AND p.perms IS NOT NULL), '{}') AS permissions`,
        'r.create_time, r.id',
        query,
      ),
    )
  },

  async templateServices({ query }, { db }) {
    return okRead(
      await antPageOf<{
        key: number
        id: number
        no: string
        description: string
        callNo: number
        status: 0 | 1 | 2 | 3
        updatedAt: string
        editable: boolean
      }>(
        db,
        `template_service WHERE ($1::text IS NULL OR no ILIKE '%' || $1 || '%') AND ($2::int IS NULL OR status = $2)`,
        [query.no || null, query.status ?? null],
        `id AS key, id, no, description, call_no AS "callNo", status, to_char(updated_at, 'YYYY-MM-DD HH24:MI:SS') AS "updatedAt", false AS editable`,
        'id',
        query,
      ),
    )
  },

  async templatePermissions({ query }, { db }) {
    const page = await antPageOf<PermissionRow>(
      db,
      PERMISSIONS_FROM,
      [],
      PERMISSIONS_SELECT,
      'p.sort_no, p.id',
      query,
    )
    return okRead({ ...page, data: page.data.map(toTemplatePermission) })
  },

  async templatePermissionsAll(_input, { db }) {
    const rows = await db.query<PermissionRow>(
      `SELECT ${PERMISSIONS_SELECT} FROM ${PERMISSIONS_FROM} ORDER BY p.sort_no, p.id`,
    )
    return okRead(rows.map(toTemplatePermission))
  },
} satisfies Pick<
  Handlers<ServerContext>,
  'templateUsers' | 'templateRoles' | 'templateServices' | 'templatePermissions' | 'templatePermissionsAll'
>
