import type { components } from '@erp/openapi/schema'
import type { Queryable } from './database'
import { addFilter, type Where } from './sql'

/** The user rows of sys_user as the handlers read them, and their JSON (docs/upstream.md §15.1). */

type SysUser = components['schemas']['SysUser']
type SysDepart = components['schemas']['SysDepart']

export interface UserRow {
  id: string
  username: string
  realname: string | null
  password: string
  avatar: string | null
  birthday: string | null
  sex: number | null
  email: string | null
  phone: string | null
  org_code: string | null
  status: number
  del_flag: number
  work_no: string | null
  post: string | null
  telephone: string | null
  user_identity: number | null
  depart_ids: string | null
  rel_tenant_ids: string | null
  create_by: string | null
  create_time: string | null
  update_by: string | null
  update_time: string | null
}

export const USER_COLUMNS = `id, username, realname, password, avatar, to_char(birthday, 'YYYY-MM-DD') AS birthday, sex, email, phone,
  org_code, status, del_flag, work_no, post, telephone, user_identity, depart_ids, rel_tenant_ids, create_by,
  to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS create_time, update_by, to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS update_time`

/** SysUser JSON (docs/upstream.md §15.1): password never leaves the server. */
export function toSysUser(row: UserRow): SysUser {
  return {
    id: row.id,
    username: row.username,
    realname: row.realname,
    avatar: row.avatar,
    birthday: row.birthday,
    sex: row.sex,
    email: row.email,
    phone: row.phone,
    orgCode: row.org_code,
    status: row.status,
    delFlag: row.del_flag,
    workNo: row.work_no,
    post: row.post,
    telephone: row.telephone,
    userIdentity: row.user_identity,
    departIds: row.depart_ids,
    relTenantIds: row.rel_tenant_ids,
    createBy: row.create_by,
    createTime: row.create_time,
    updateBy: row.update_by,
    updateTime: row.update_time,
  }
}

export async function findUser(db: Queryable, username: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM sys_user WHERE username = $1`, [
    username,
  ])
  return row
}

export async function departsOf(db: Queryable, userId: string): Promise<SysDepart[]> {
  const rows = await db.query<{
    id: string
    parent_id: string
    depart_name: string
    org_code: string
    org_category: string
    org_type: string | null
    depart_order: number
  }>(
    `SELECT d.id, d.parent_id, d.depart_name, d.org_code, d.org_category, d.org_type, d.depart_order
     FROM sys_depart d JOIN sys_user_depart ud ON ud.dep_id = d.id
     WHERE ud.user_id = $1 AND d.del_flag = '0' ORDER BY d.depart_order, d.org_code`,
    [userId],
  )
  return rows.map((d) => ({
    id: d.id,
    parentId: d.parent_id,
    departName: d.depart_name,
    orgCode: d.org_code,
    orgCategory: d.org_category,
    orgType: d.org_type,
    departOrder: d.depart_order,
  }))
}

/** The user list's filters (/sys/user/list and its Excel export): query parameter → column. */
export const USER_FILTERS = {
  username: 'username',
  realname: 'realname',
  sex: 'sex',
  phone: 'phone',
  status: 'status',
  workNo: 'work_no',
  orgCode: 'org_code',
} as const

/** Adds the user list's filters that the query fills (blank ones are left out). */
export function addUserFilters(where: Where, query: Partial<Record<keyof typeof USER_FILTERS, unknown>>) {
  for (const [name, column] of Object.entries(USER_FILTERS)) {
    const value = query[name as keyof typeof USER_FILTERS]
    if (typeof value === 'string' && value !== '') addFilter(where, column, value)
  }
}

/** A page of the users a WHERE clause (over `params`) chooses, newest first, and how many it chooses in all. */
export async function usersPage(
  db: Queryable,
  where: string,
  params: unknown[],
  query: { pageNo?: number; pageSize?: number },
) {
  const pageNo = query.pageNo ?? 1
  const pageSize = query.pageSize ?? 10
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM sys_user ${where}`,
    params,
  )
  const rows = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM sys_user ${where} ORDER BY create_time DESC, id
     LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
    params,
  )
  return { rows, total, pageNo, pageSize }
}
