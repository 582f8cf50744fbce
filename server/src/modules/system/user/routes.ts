import { hashPassword } from '../../../auth/password'
import {
  powerRefusal,
  rolesWithin,
  sameIds,
  targetsRefusal,
  tenantsWithin,
  usersWithin,
} from '../../../auth/power'
import { endSessionsOf } from '../../../auth/sessions'
import type { ServerContext } from '../../../context'
import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'
import { fail, ok, okRead } from '../../../http/envelope'
import type { Handlers, OperationInput, SessionUser } from '../../../openapi/operations'
import { USER_COLUMNS, USER_FILTERS, addUserFilters, toSysUser, type UserRow } from '../../../db/users'
import { Where } from '../../../db/sql'
import { dictionaryTexts } from '../../../db/dictionaries'
import { refusal } from '../../../db/refusal'
import { pageOf } from '../../../db/page'
import { departNamesOf } from './user-queries'

/** Upstream §4 (SysUserController): lists with department names, add/edit with roles and departments. */

type UserInput = OperationInput<'userAdd'>['body'] | OperationInput<'userEdit'>['body']

const SORTABLE: Record<string, string> = {
  ...USER_FILTERS,
  createTime: 'create_time',
  updateTime: 'update_time',
  email: 'email',
  birthday: 'birthday',
}

const splitIds = (raw: string | null | undefined) =>
  (raw ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')

/** The signed-in user cannot lock themself out: freezing or deleting their own account is refused. */
export const SELF_REFUSALS = {
  freeze: '不能冻结当前登录的用户',
  remove: '不能删除当前登录的用户',
} as const

/** Position codes (comma-joined) → their names, for `post_dictText`. */
async function positionNames(db: Queryable): Promise<(post: string | null) => string | null> {
  const rows = await db.query<{ code: string; name: string }>('SELECT code, name FROM sys_position')
  const names = new Map(rows.map((row) => [row.code, row.name]))
  return (post) =>
    post
      ? post
          .split(',')
          .map((code) => names.get(code) ?? code)
          .join(',')
      : null
}

/** The user's record as lists show it: department names and dictionary texts added. */
async function toRecords(db: Queryable, rows: UserRow[]) {
  if (!rows.length) return []
  const names = await departNamesOf(
    db,
    rows.map((row) => row.id),
  )
  const texts = await dictionaryTexts(db, ['sex', 'user_status'])
  const postText = await positionNames(db)
  return rows.map((row) => ({
    ...toSysUser(row),
    orgCodeTxt: names.get(row.id) ?? null,
    sex_dictText: row.sex === null ? null : (texts.get('sex')?.get(String(row.sex)) ?? null),
    status_dictText: texts.get('user_status')?.get(String(row.status)) ?? null,
    post_dictText: postText(row.post),
  }))
}

/** A field another live user already holds, with upstream's message. */
async function takenField(db: Queryable, body: UserInput, exceptId: string | null): Promise<string | null> {
  const checks = [
    ['username', body.username, '用户账号已存在'],
    ['work_no', body.workNo, '工号已存在'],
    ['phone', body.phone, '手机号已存在'],
    ['email', body.email, '邮箱已存在'],
  ] as const
  for (const [column, value, message] of checks) {
    if (value === undefined || value === null || value === '') continue
    const rows = await db.query(
      `SELECT 1 FROM sys_user WHERE ${column} = $1 AND ($2::text IS NULL OR id <> $2) LIMIT 1`,
      [value, exceptId],
    )
    if (rows.length) return message
  }
  return null
}

const WRITABLE = [
  ['realname', 'realname'],
  ['workNo', 'work_no'],
  ['post', 'post'],
  ['avatar', 'avatar'],
  ['birthday', 'birthday'],
  ['sex', 'sex'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['telephone', 'telephone'],
  ['userIdentity', 'user_identity'],
  ['departIds', 'depart_ids'],
  ['relTenantIds', 'rel_tenant_ids'],
] as const

function writableValues(body: UserInput): Array<[string, unknown]> {
  return WRITABLE.filter(([name]) => body[name] !== undefined).map(([name, column]) => {
    const value = body[name]
    // Empty strings of unique or typed columns are "no value".
    return [
      column,
      value === '' ? null : name === 'birthday' && typeof value === 'string' ? value.slice(0, 10) : value,
    ]
  })
}

async function setRolesAndDeparts(db: Queryable, userId: string, body: UserInput) {
  if (body.selectedroles !== undefined && body.selectedroles !== null) {
    await db.query('DELETE FROM sys_user_role WHERE user_id = $1', [userId])
    for (const roleId of splitIds(body.selectedroles)) {
      await db.query(
        `INSERT INTO sys_user_role (id, user_id, role_id) SELECT $1, $2, id FROM sys_role WHERE id = $3
         ON CONFLICT DO NOTHING`,
        [newId(), userId, roleId],
      )
    }
  }
  if (body.selecteddeparts !== undefined && body.selecteddeparts !== null) {
    await db.query('DELETE FROM sys_user_depart WHERE user_id = $1', [userId])
    for (const departId of splitIds(body.selecteddeparts)) {
      await db.query(
        `INSERT INTO sys_user_depart (id, user_id, dep_id) SELECT $1, $2, id FROM sys_depart WHERE id = $3
         ON CONFLICT DO NOTHING`,
        [newId(), userId, departId],
      )
    }
    // The first chosen department becomes the current one when the user has none of them.
    await db.query(
      `UPDATE sys_user u SET org_code = (
         SELECT d.org_code FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
         WHERE ud.user_id = u.id ORDER BY d.org_code LIMIT 1)
       WHERE u.id = $1 AND (u.org_code IS NULL OR u.org_code NOT IN (
         SELECT d.org_code FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id WHERE ud.user_id = u.id))`,
      [userId],
    )
  }
}

/** The user's role ids. */
const rolesOf = async (db: Queryable, userId: string) =>
  (await db.query<{ role_id: string }>('SELECT role_id FROM sys_user_role WHERE user_id = $1', [userId])).map(
    (row) => row.role_id,
  )

/**
 * Why the caller may not write this user body, or null (README § Access and security, auth/power.ts): its roles must grant
 * only what the caller holds, its tenants be within the caller's; an edit of oneself may not change one's own
 * roles, tenants or departments (what the body leaves out stays as it is).
 */
async function bodyRefusal(db: Queryable, caller: SessionUser, body: UserInput, current: UserRow | null) {
  if (current && current.id === caller.userId) {
    const departs = async () =>
      (
        await db.query<{ dep_id: string }>('SELECT dep_id FROM sys_user_depart WHERE user_id = $1', [
          current.id,
        ])
      ).map((row) => row.dep_id)
    const changed =
      (body.selectedroles != null && !sameIds(splitIds(body.selectedroles), await rolesOf(db, current.id))) ||
      (body.selecteddeparts != null && !sameIds(splitIds(body.selecteddeparts), await departs())) ||
      (body.relTenantIds !== undefined &&
        !sameIds(splitIds(body.relTenantIds), splitIds(current.rel_tenant_ids))) ||
      (body.departIds !== undefined && !sameIds(splitIds(body.departIds), splitIds(current.depart_ids)))
    if (changed) return powerRefusal('own')
  }
  if (current && !(await usersWithin(db, caller, [current.id]))) return powerRefusal('user')
  if (body.selectedroles != null && !(await rolesWithin(db, caller.userId, splitIds(body.selectedroles))))
    return powerRefusal('role')
  const tenants = body.relTenantIds === undefined ? current?.rel_tenant_ids : body.relTenantIds
  if ((!current || body.relTenantIds !== undefined) && !tenantsWithin(caller, tenants))
    return powerRefusal('tenant')
  return null
}

const findById = async (db: Queryable, id: string) =>
  (await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM sys_user WHERE id = $1 AND del_flag = 0`, [id]))[0]

/** Upstream queryUserByOrgCode: one row per user and department under `orgCode` (the address book). */
async function usersOfDepartments(query: OperationInput<'userAddressList'>['query'], db: Queryable) {
  const where = new Where()
  where.clauses.push('u.del_flag = 0', "d.del_flag = '0'")
  if (query.orgCode) where.add((p) => `d.org_code LIKE ${p} || '%'`, query.orgCode)
  if (query.realname) where.add((p) => `u.realname ILIKE '%' || ${p} || '%'`, query.realname)
  if (query.workNo) where.add((p) => `u.work_no ILIKE '%' || ${p} || '%'`, query.workNo)
  const pageNo = query.pageNo ?? 1
  const pageSize = query.pageSize ?? 10
  const from = `FROM sys_user u JOIN sys_user_depart ud ON ud.user_id = u.id JOIN sys_depart d ON d.id = ud.dep_id
    ${where.sql}`
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total ${from}`,
    where.params,
  )
  const rows = await db.query<{
    id: string
    realname: string | null
    work_no: string | null
    post: string | null
    telephone: string | null
    email: string | null
    phone: string | null
    avatar: string | null
    depart_id: string
    depart_name: string
    org_code: string
  }>(
    `SELECT u.id, u.realname, u.work_no, u.post, u.telephone, u.email, u.phone, u.avatar,
       d.id AS depart_id, d.depart_name, d.org_code
     ${from} ORDER BY d.org_code, u.work_no NULLS LAST, u.id
     LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
    where.params,
  )
  const postText = await positionNames(db)
  return okRead(
    pageOf(
      rows.map((row) => ({
        id: row.id,
        realname: row.realname,
        workNo: row.work_no,
        post: row.post,
        post_dictText: postText(row.post),
        telephone: row.telephone,
        email: row.email,
        phone: row.phone,
        avatar: row.avatar,
        departId: row.depart_id,
        departName: row.depart_name,
        orgCode: row.org_code,
      })),
      total,
      pageNo,
      pageSize,
      'short',
    ),
  )
}

export const userHandlers = {
  async userList({ query }, { db }) {
    const where = new Where()
    where.clauses.push('del_flag = 0', "username <> '_reserve_user_external'")
    addUserFilters(where, query)
    const pageNo = query.pageNo ?? 1
    const pageSize = query.pageSize ?? 10
    const sortName = (query.column ?? '').replace(/_dictText$/, '')
    const sortColumn = Object.hasOwn(SORTABLE, sortName) ? SORTABLE[sortName] : undefined
    const direction = (query.order ?? 'desc').toLowerCase() === 'asc' ? 'ASC' : 'DESC'
    try {
      const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM sys_user ${where.sql}`,
        where.params,
      )
      const rows = await db.query<UserRow>(
        `SELECT ${USER_COLUMNS} FROM sys_user ${where.sql}
         ORDER BY ${sortColumn ?? 'create_time'} ${direction} NULLS LAST, id
         LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
        where.params,
      )
      return okRead(pageOf(await toRecords(db, rows), total, pageNo, pageSize))
    } catch (error) {
      return refusal(error)
    }
  },

  async userAdd({ body }, { db, user }) {
    const refused = user ? await bodyRefusal(db, user, body, null) : null
    if (refused) return refused
    const taken = await takenField(db, body, null)
    if (taken) return fail(taken)
    if (!body.password) return fail('密码不能为空')
    const id = newId()
    const values = writableValues(body)
    try {
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO sys_user (id, username, password, status, del_flag, create_by${values.map(([c]) => `, ${c}`).join('')})
           VALUES ($1, $2, $3, 1, 0, $4${values.map((_, i) => `, $${i + 5}`).join('')})`,
          [
            id,
            body.username,
            await hashPassword(body.password),
            user?.username ?? null,
            ...values.map(([, v]) => v),
          ],
        )
        await setRolesAndDeparts(tx, id, body)
      })
      return ok(null, '添加成功！')
    } catch (error) {
      return refusal(error)
    }
  },

  async userEdit({ body }, { db, user, live }) {
    const current = await findById(db, body.id)
    if (!current) return fail('未找到对应实体')
    const refused = user ? await bodyRefusal(db, user, body, current) : null
    if (refused) return refused
    const rolesBefore = await rolesOf(db, body.id)
    const taken = await takenField(db, body, body.id)
    if (taken) return fail(taken)
    const values = writableValues(body)
    try {
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE sys_user SET username = $2, update_by = $3, update_time = now()${values
            .map(([column], i) => `, ${column} = $${i + 4}`)
            .join('')} WHERE id = $1`,
          [body.id, body.username, user?.username ?? null, ...values.map(([, v]) => v)],
        )
        await setRolesAndDeparts(tx, body.id, body)
      })
      // New roles or departments mean a new menu: the edited user's app refetches it live.
      if (body.selectedroles != null || body.selecteddeparts != null) live.permissionsChanged([body.id])
      // A change of roles is a change of trust: the user's sessions end (README § Access and security).
      if (!sameIds(rolesBefore, await rolesOf(db, body.id))) await endSessionsOf(db, live, [body.id])
      return ok(null, '修改成功!')
    } catch (error) {
      return refusal(error)
    }
  },

  async userDelete({ query }, { db, live, user }) {
    if (user && query.id === user.userId) return fail(SELF_REFUSALS.remove)
    const refused = await targetsRefusal(db, user, [query.id])
    if (refused) return refused
    const deleted = await db.query(
      'UPDATE sys_user SET del_flag = 1, update_time = now() WHERE id = $1 AND del_flag = 0 RETURNING id',
      [query.id],
    )
    await endSessionsOf(db, live, [query.id])
    return deleted.length ? ok(null, '删除用户成功') : fail('未找到对应实体')
  },

  async userDeleteBatch({ query }, { db, live, user }) {
    const ids = splitIds(query.ids)
    if (!ids.length) return fail('未选中用户！')
    if (user && ids.includes(user.userId)) return fail(SELF_REFUSALS.remove)
    const refused = await targetsRefusal(db, user, ids)
    if (refused) return refused
    await db.query('UPDATE sys_user SET del_flag = 1, update_time = now() WHERE id = ANY($1::text[])', [ids])
    await endSessionsOf(db, live, ids)
    return ok(null, '批量删除用户成功')
  },

  async userQueryById({ query }, { db }) {
    const row = await findById(db, query.id)
    return row ? okRead(toSysUser(row)) : fail('未找到对应实体')
  },

  async userFrozenBatch({ body }, { db, live, user }) {
    const ids = splitIds(body.ids)
    const freezing = String(body.status) === '2'
    if (freezing && user && ids.includes(user.userId)) return fail(SELF_REFUSALS.freeze)
    const refused = await targetsRefusal(db, user, ids)
    if (refused) return refused
    await db.query('UPDATE sys_user SET status = $2, update_time = now() WHERE id = ANY($1::text[])', [
      ids,
      Number(body.status),
    ])
    // A frozen user's sessions end, so unfreezing does not bring the old tokens back.
    if (freezing) await endSessionsOf(db, live, ids)
    return ok(null, '操作成功!')
  },

  async userCheckOnly({ query }, { db }) {
    const where = new Where()
    for (const [name, column] of [
      ['username', 'username'],
      ['phone', 'phone'],
      ['email', 'email'],
      ['workNo', 'work_no'],
    ] as const) {
      const value = query[name]
      if (value) where.add((p) => `${column} = ${p}`, value)
    }
    if (!where.clauses.length) return okRead(true)
    if (query.id) where.add((p) => `id <> ${p}`, query.id)
    const rows = await db.query(`SELECT 1 FROM sys_user ${where.sql} LIMIT 1`, where.params)
    return rows.length
      ? { success: false, message: '用户账号已存在', code: 500, result: true, timestamp: Date.now() }
      : okRead(true)
  },

  async userChangePassword({ body }, { db, live, user }) {
    const [target] = await db.query<{ id: string }>(
      'SELECT id FROM sys_user WHERE username = $1 AND del_flag = 0',
      [body.username],
    )
    if (!target) return fail('用户不存在！')
    const refused = await targetsRefusal(db, user, [target.id])
    if (refused) return refused
    await db.query('UPDATE sys_user SET password = $2, update_time = now() WHERE id = $1', [
      target.id,
      await hashPassword(body.password),
    ])
    // Every session of the user ends; a caller resetting their own password keeps the one they work in.
    await endSessionsOf(db, live, [target.id], target.id === user?.userId ? user.sessionId : undefined)
    return ok(null, '密码修改成功!')
  },

  async userQueryByDepartId({ query }, { db }) {
    const rows = await db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM sys_user WHERE del_flag = 0 AND id IN (
         SELECT user_id FROM sys_user_depart WHERE dep_id = $1)
       AND ($2::text IS NULL OR realname ILIKE '%' || $2 || '%') ORDER BY username`,
      [query.id, query.realname || null],
    )
    return okRead(await toRecords(db, rows))
  },

  userQueryByOrgCode: (input, context) => usersOfDepartments(input.query, context.db),
  userAddressList: (input, context) => usersOfDepartments(input.query, context.db),

  async userQueryRoles({ query }, { db }) {
    const rows = await db.query<{ role_id: string }>('SELECT role_id FROM sys_user_role WHERE user_id = $1', [
      query.userid,
    ])
    // A user without roles: an empty list (upstream refuses with 未找到用户相关角色信息, which its UserModal ignores).
    return okRead(rows.map((row) => row.role_id))
  },
} satisfies Pick<
  Handlers<ServerContext>,
  | 'userList'
  | 'userAdd'
  | 'userEdit'
  | 'userDelete'
  | 'userDeleteBatch'
  | 'userQueryById'
  | 'userFrozenBatch'
  | 'userCheckOnly'
  | 'userChangePassword'
  | 'userQueryByDepartId'
  | 'userQueryByOrgCode'
  | 'userAddressList'
  | 'userQueryRoles'
>
