import type { components } from '@erp/openapi/schema'
import pg from 'pg'
import type { ServerContext } from '../context'
import type { Queryable } from '../db/database'
import { newId } from '../db/ids'
import { fail, ok, okRead } from '../http/envelope'
import type { Handlers } from '../openapi/operations'
import { USER_COLUMNS, toSysUser, type UserRow } from './auth-routes'
import { addFilter, crudHandlers, refusal, Where } from './crud-routes'
import { nextOrgCode } from './depart-routes'

/**
 * The non-CRUD endpoints of the system pages (upstream JeecgBoot 2.4 SysUserController, SysDepartRoleController,
 * SysRoleController, SysDataLogController, SysFillRuleController, SysCategoryController, OnlCgreportAPI):
 * recycle bin, role and department members, department roles, role data rules, data-log versions, fill rules,
 * the data source connection test and the category tree. Membership changes push the live
 * `{cmd:'permission'}` notice to the users concerned, as role grants do.
 */

type SysUser = components['schemas']['SysUser']
type SysDataLog = components['schemas']['SysDataLog']
type SysCategory = components['schemas']['SysCategory']
type CategoryTreeNode = components['schemas']['CategoryTreeNode']
type SysDepartRole = components['schemas']['SysDepartRole']

const splitIds = (raw: string | null | undefined) => [
  ...new Set(
    (raw ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  ),
]

const pageOf = <T>(records: T[], total: number, pageNo: number, pageSize: number) => ({
  records,
  total,
  size: pageSize,
  current: pageNo,
  pages: Math.ceil(total / pageSize),
  orders: [],
  searchCount: true,
})

// --- users ---------------------------------------------------------------------------------------

/** Users with `orgCode` replaced by the names of their departments, as upstream's recycle bin and lists. */
async function withDepartNames(db: Queryable, rows: UserRow[]) {
  if (!rows.length) return []
  const departs = await db.query<{ user_id: string; names: string }>(
    `SELECT ud.user_id, string_agg(d.depart_name, ',' ORDER BY d.org_code) AS names
     FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
     WHERE ud.user_id = ANY($1::text[]) AND d.del_flag = '0' GROUP BY ud.user_id`,
    [rows.map((row) => row.id)],
  )
  const names = new Map(departs.map((row) => [row.user_id, row.names]))
  return rows.map((row): SysUser & { orgCodeTxt: string | null } => {
    const text = names.get(row.id) ?? null
    return { ...toSysUser(row), orgCode: text, orgCodeTxt: text }
  })
}

/** A page of live users chosen by `membership` (SQL over $1), optionally by part of the account. */
async function userPage(
  db: Queryable,
  membership: string,
  owner: unknown,
  query: { pageNo?: number; pageSize?: number; username?: string },
) {
  const pageNo = query.pageNo ?? 1
  const pageSize = query.pageSize ?? 10
  const where = `WHERE del_flag = 0 AND id IN (${membership})
    AND ($2::text IS NULL OR username ILIKE '%' || $2::text || '%')`
  const params = [owner, query.username || null]
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

/** Ids of the departments under (and including) the given ones, by org_code prefix. */
async function subDepartIds(db: Queryable, departIds: string[]): Promise<string[]> {
  if (!departIds.length) return []
  const rows = await db.query<{ id: string }>(
    `SELECT d.id FROM sys_depart d WHERE d.del_flag = '0' AND EXISTS (
       SELECT 1 FROM sys_depart p WHERE p.id = ANY($1::text[]) AND p.del_flag = '0'
         AND d.org_code LIKE p.org_code || '%')`,
    [departIds],
  )
  return rows.map((row) => row.id)
}

/** Departments a superior (userIdentity 2) is in charge of, with their sub-departments; others none. */
async function departsInCharge(db: Queryable, userId: string): Promise<string[]> {
  const [me] = await db.query<{ user_identity: number | null; depart_ids: string | null }>(
    'SELECT user_identity, depart_ids FROM sys_user WHERE id = $1',
    [userId],
  )
  return me?.user_identity === 2 ? subDepartIds(db, splitIds(me.depart_ids)) : []
}

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

// --- department roles ----------------------------------------------------------------------------

const DEPART_ROLE_SELECT = `SELECT id, depart_id AS "departId", role_name AS "roleName", role_code AS "roleCode",
  description, create_by AS "createBy", to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime",
  update_by AS "updateBy", to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS "updateTime" FROM sys_depart_role`

const departExists = async (db: Queryable, id: string) =>
  (await db.query(`SELECT 1 FROM sys_depart WHERE id = $1 AND del_flag = '0'`, [id])).length > 0

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

// --- data log ------------------------------------------------------------------------------------

const DATA_LOG_SELECT = `SELECT id, data_table AS "dataTable", data_id AS "dataId", data_content AS "dataContent",
  data_version AS "dataVersion", create_by AS "createBy", to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime",
  update_by AS "updateBy", to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS "updateTime" FROM sys_data_log`

// --- fill rules ----------------------------------------------------------------------------------

type JsonObject = Record<string, unknown>

class RuleRefusal extends Error {}

const RULE_PACKAGE = 'org.jeecg.modules.system.rule.'

/** Upstream reads form data when there is any, the rule's parameters otherwise. */
const pick = (name: string, params: JsonObject, form: JsonObject): string => {
  const source = Object.keys(form).length ? form : params
  const value = source[name]
  return value === undefined || value === null ? '' : String(value)
}

const pad = (n: number) => String(n).padStart(2, '0')
const stamp = (d: Date) =>
  `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`

/** The next "YouBian" code after `last` (A01 → A02, A99 → B01); a code of another shape cannot be continued. */
function nextCode(prefix: string, siblings: string[]): string {
  const last = siblings
    .map((code) => code.slice(prefix.length))
    .sort()
    .at(-1)
  if (last !== undefined && !/^[A-Z]\d{2}$/.test(last))
    throw new RuleRefusal(`编码格式不正确，无法续编: ${last}`)
  if (last === 'Z99') throw new RuleRefusal('编码已用尽')
  return nextOrgCode(
    prefix,
    siblings.map((code) => prefix + code.slice(prefix.length)),
  )
}

type FillRule = (params: JsonObject, form: JsonObject, db: Queryable) => Promise<string | string[]>

/** The rule classes this server implements, by upstream class name; any other class is refused. */
const FILL_RULES = new Map<string, FillRule>([
  [
    `${RULE_PACKAGE}OrderNumberRule`,
    async (params, form) => {
      const prefix = params.prefix === undefined || params.prefix === null ? 'CN' : String(params.prefix)
      const random = 10 + Math.floor(Math.random() * 90)
      const name = typeof form.name === 'string' ? form.name : ''
      return `${prefix}${stamp(new Date())}${random}${name}`
    },
  ],
  [
    `${RULE_PACKAGE}OrgCodeRule`,
    async (params, form, db) => {
      const parentId = pick('parentId', params, form)
      const codes = (await db.query<{ org_code: string }>('SELECT org_code FROM sys_depart')).map(
        (row) => row.org_code,
      )
      if (!parentId)
        return [
          nextCode(
            '',
            codes.filter((code) => code.length === 3),
          ),
          '1',
        ]
      const [parent] = await db.query<{ org_code: string; org_type: string | null }>(
        'SELECT org_code, org_type FROM sys_depart WHERE id = $1',
        [parentId],
      )
      if (!parent) throw new RuleRefusal('父级部门不存在')
      const children = codes.filter(
        (code) => code.startsWith(parent.org_code) && code.length === parent.org_code.length + 3,
      )
      return [nextCode(parent.org_code, children), String((Number(parent.org_type) || 1) + 1)]
    },
  ],
  [
    `${RULE_PACKAGE}CategoryCodeRule`,
    async (params, form, db) => {
      const pid = pick('pid', params, form) || '0'
      const siblings = (
        await db.query<{ code: string }>(
          'SELECT code FROM sys_category WHERE pid = $1 AND code IS NOT NULL AND code <> $2',
          [pid, ''],
        )
      ).map((row) => row.code)
      if (pid === '0') return nextCode('', siblings)
      const [parent] = await db.query<{ code: string | null }>(
        'SELECT code FROM sys_category WHERE id = $1',
        [pid],
      )
      if (!parent) throw new RuleRefusal('父级节点不存在')
      const prefix = parent.code ?? ''
      if (siblings.some((code) => !code.startsWith(prefix) || code.length !== prefix.length + 3))
        throw new RuleRefusal('同级编码格式不正确，无法续编')
      return nextCode(prefix, siblings)
    },
  ],
])

async function executeFillRule(db: Queryable, ruleCode: string, form: JsonObject) {
  const [rule] = await db.query<{ rule_class: string | null; rule_params: string | null }>(
    'SELECT rule_class, rule_params FROM sys_fill_rule WHERE rule_code = $1 LIMIT 1',
    [ruleCode],
  )
  if (!rule) return fail(`编码规则不存在: ${ruleCode}`)
  const execute = FILL_RULES.get((rule.rule_class ?? '').trim())
  if (!execute) return fail(`不支持的规则实现类: ${rule.rule_class ?? ''}`)
  let params: JsonObject = {}
  if (rule.rule_params?.trim()) {
    try {
      const parsed: unknown = JSON.parse(rule.rule_params)
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object')
      params = parsed as JsonObject
    } catch {
      return fail('规则参数不是 JSON 对象')
    }
  }
  try {
    return ok(await execute(params, form, db))
  } catch (error) {
    if (error instanceof RuleRefusal) return fail(error.message)
    throw error
  }
}

// --- data sources --------------------------------------------------------------------------------

export const PASSWORD_MASK = '******'
const mask = (password: string | null | undefined) => (password ? PASSWORD_MASK : password)

/** `jdbc:postgresql://host:port/db?…` or `postgres(ql)://…` as a node-postgres connection string. */
export function postgresUrl(dbUrl: string): string | null {
  const url = dbUrl.trim().replace(/^jdbc:/i, '')
  return /^postgres(ql)?:\/\//i.test(url) ? url.replace(/^postgres(ql)?:/i, 'postgresql:') : null
}

/**
 * One connection and `SELECT 1`, 3 s at most. Built from the URL's parts rather than passed as a connection
 * string, which node-postgres would let override the user and password given beside it.
 */
async function tryPostgres(connectionString: string, user: string | null, password: string | null) {
  const url = new URL(connectionString)
  const param = (name: string) => url.searchParams.get(name) ?? ''
  const ssl = param('ssl') === 'true' || /^(require|verify-ca|verify-full)$/.test(param('sslmode'))
  const client = new pg.Client({
    host: url.hostname.replace(/^\[|\]$/g, '') || 'localhost',
    port: Number(url.port) || 5432,
    database: decodeURIComponent(url.pathname.replace(/^\//, '')) || undefined,
    user: user || decodeURIComponent(url.username) || param('user') || undefined,
    password: password || decodeURIComponent(url.password) || param('password') || undefined,
    ...(ssl ? { ssl: { rejectUnauthorized: false } } : {}),
    connectionTimeoutMillis: 3000,
    query_timeout: 3000,
  })
  // A connection dropped after connect() (server restart) must not crash the process.
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.query('SELECT 1')
  } finally {
    await client.end().catch(() => undefined)
  }
}

// --- categories ----------------------------------------------------------------------------------

const CATEGORY_SELECT = `SELECT c.id, c.pid, c.name, c.code, c.sys_org_code AS "sysOrgCode",
  CASE WHEN EXISTS (SELECT 1 FROM sys_category k WHERE k.pid = c.id) THEN '1' ELSE '0' END AS "hasChild",
  c.create_by AS "createBy", to_char(c.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime",
  c.update_by AS "updateBy", to_char(c.update_time, 'YYYY-MM-DD HH24:MI:SS') AS "updateTime"
  FROM sys_category c`

async function categoryLevel(db: Queryable, pid: string): Promise<CategoryTreeNode[]> {
  const rows = await db.query<SysCategory>(`${CATEGORY_SELECT} WHERE c.pid = $1 ORDER BY c.code, c.id`, [pid])
  return rows.map((row) => ({
    key: row.id,
    value: row.id,
    title: row.name ?? null,
    code: row.code ?? null,
    parentId: row.pid ?? null,
    isLeaf: row.hasChild !== '1',
    leaf: row.hasChild !== '1',
  }))
}

/** Fills `children` down the tree; a cycle in the data stops at the depth limit. */
async function withChildren(
  db: Queryable,
  nodes: CategoryTreeNode[],
  depth = 0,
): Promise<CategoryTreeNode[]> {
  if (depth > 20) return nodes
  for (const node of nodes) {
    if (!node.isLeaf) node.children = await withChildren(db, await categoryLevel(db, node.key), depth + 1)
  }
  return nodes
}

async function categoryIdOfCode(db: Queryable, code: string): Promise<string | null | 'many'> {
  const rows = await db.query<{ id: string }>('SELECT id FROM sys_category WHERE code = $1 LIMIT 2', [code])
  if (rows.length > 1) return 'many'
  return rows[0]?.id ?? null
}

export const adminHandlers = {
  // Users: recycle bin -------------------------------------------------------------------------
  async userRecycleBin(_input, { db }) {
    const rows = await db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM sys_user WHERE del_flag = 1 ORDER BY update_time DESC NULLS LAST, id`,
    )
    return ok(await withDepartNames(db, rows))
  },

  async userRecycleBinRestore({ body }, { db, user }) {
    const restored = await db.query(
      `UPDATE sys_user SET del_flag = 0, update_by = $2, update_time = now()
       WHERE id = ANY($1::text[]) AND del_flag = 1 RETURNING id`,
      [splitIds(body.userIds), user?.username ?? null],
    )
    return restored.length ? ok(null, '还原成功') : fail('回收站中没有这些用户')
  },

  async userRecycleBinDelete({ query }, { db }) {
    const userIds = splitIds(query.userIds)
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

  async roleUserAdd({ body }, { db, live }) {
    const [role] = await db.query('SELECT 1 FROM sys_role WHERE id = $1', [body.roleId])
    if (!role) return fail('未找到角色信息')
    const added = await db.query<{ user_id: string }>(
      `INSERT INTO sys_user_role (id, user_id, role_id)
       SELECT md5(random()::text || u.id), u.id, $2 FROM sys_user u
       WHERE u.id = ANY($1::text[]) AND u.del_flag = 0
       ON CONFLICT (user_id, role_id) DO NOTHING RETURNING user_id`,
      [[...new Set(body.userIdList)], body.roleId],
    )
    live.permissionsChanged(added.map((row) => row.user_id))
    return okRead(null, '添加成功!')
  },

  async roleUserDelete({ query }, { db, live }) {
    const removed = await db.query<{ user_id: string }>(
      'DELETE FROM sys_user_role WHERE role_id = $1 AND user_id = $2 RETURNING user_id',
      [query.roleId, query.userId],
    )
    if (!removed.length) return fail('删除失败！')
    live.permissionsChanged(removed.map((row) => row.user_id))
    return ok(null, '删除成功!')
  },

  async roleUserDeleteBatch({ query }, { db, live }) {
    const removed = await db.query<{ user_id: string }>(
      'DELETE FROM sys_user_role WHERE role_id = $1 AND user_id = ANY($2::text[]) RETURNING user_id',
      [query.roleId, splitIds(query.userIds)],
    )
    if (!removed.length) return fail('删除失败！')
    live.permissionsChanged(removed.map((row) => row.user_id))
    return ok(null, '删除成功!')
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

  async departUserAdd({ body }, { db, live }) {
    if (!(await departExists(db, body.depId))) return fail('未找到部门信息')
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

  async departRoleDelete({ query }, { db, live }) {
    const holders = await usersOfDepartRoles(db, [query.id])
    const deleted = await db.query('DELETE FROM sys_depart_role WHERE id = $1 RETURNING id', [query.id])
    if (!deleted.length) return fail('未找到对应数据')
    live.permissionsChanged(holders)
    return ok(null, '删除成功!')
  },

  async departRoleDeleteBatch({ query }, { db, live }) {
    const roleIds = splitIds(query.ids)
    const holders = await usersOfDepartRoles(db, roleIds)
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

  async departRoleUserSave({ body }, { db, live }) {
    const [target] = await db.query('SELECT 1 FROM sys_user WHERE id = $1 AND del_flag = 0', [body.userId])
    if (!target) return fail('未找到用户信息')
    const wanted = splitIds(body.newRoleId)
    const before = splitIds(body.oldRoleId)
    const adding = wanted.filter((id) => !before.includes(id))
    const removing = before.filter((id) => !wanted.includes(id))
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

  async roleDataRuleSave({ body }, { db, live }) {
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

  // Data log -----------------------------------------------------------------------------------
  async dataLogVersions({ query }, { db }) {
    const versions = await db.query<SysDataLog>(
      `${DATA_LOG_SELECT} WHERE data_table = $1 AND data_id = $2 ORDER BY data_version, create_time, id`,
      [query.dataTable, query.dataId],
    )
    return versions.length ? okRead(versions) : fail('未找到版本信息')
  },

  async dataLogCompare({ query }, { db }) {
    const versions = await db.query<SysDataLog>(
      `${DATA_LOG_SELECT} WHERE id = ANY($1::text[]) ORDER BY data_version, create_time, id`,
      [[query.dataId1, query.dataId2]],
    )
    const wanted = new Set([query.dataId1, query.dataId2])
    return versions.length === wanted.size ? okRead(versions) : fail('未找到版本信息')
  },

  // Fill rules ---------------------------------------------------------------------------------
  fillRuleTest: ({ query }, { db }) => executeFillRule(db, query.ruleCode, {}),
  fillRuleExecute: ({ path, body }, { db }) => executeFillRule(db, path.ruleCode, body),

  // Data sources -------------------------------------------------------------------------------
  async dataSourceTestConnection({ body }, { db }) {
    const url = postgresUrl(body.dbUrl)
    if (!url) {
      return fail('数据库连接失败：本服务器只带 PostgreSQL 驱动，不支持该类型的数据库')
    }
    let password = body.dbPassword ?? null
    if (password === PASSWORD_MASK) {
      const [stored] = await db.query<{ db_password: string | null }>(
        'SELECT db_password FROM sys_data_source WHERE id = $1 OR code = $2 ORDER BY (id = $1) DESC LIMIT 1',
        [body.id ?? '', body.code ?? ''],
      )
      password = stored?.db_password ?? null
    }
    try {
      await tryPostgres(url, body.dbUsername ?? null, password)
      return ok(null, '数据库连接成功')
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      // Never echo the password, even when a driver quotes it.
      return fail(`数据库连接失败：${password ? reason.replaceAll(password, PASSWORD_MASK) : reason}`)
    }
  },

  /** The generic list, with passwords masked. */
  async dataSourceList(input, context) {
    const answer = await crudHandlers.dataSourceList(input, context)
    for (const record of answer.result?.records ?? []) record.dbPassword = mask(record.dbPassword)
    return answer
  },

  async dataSourceQueryById(input, context) {
    const answer = await crudHandlers.dataSourceQueryById(input, context)
    if (answer.result) answer.result.dbPassword = mask(answer.result.dbPassword)
    return answer
  },

  /** A masked password sent back by an edit form keeps the stored one. */
  async dataSourceEdit(input, context) {
    if (input.body.dbPassword !== PASSWORD_MASK) return crudHandlers.dataSourceEdit(input, context)
    const { dbPassword: _masked, ...body } = input.body
    return crudHandlers.dataSourceEdit({ ...input, body }, context)
  },

  // Categories ---------------------------------------------------------------------------------
  async categoryRootList({ query }, { db }) {
    const where = new Where()
    if (query.name) addFilter(where, 'c.name', query.name)
    if (query.code) addFilter(where, 'c.code', query.code)
    if (!query.name && !query.code) where.add((p) => `c.pid = ${p}`, query.pid || '0')
    const pageNo = query.pageNo ?? 1
    const pageSize = query.pageSize ?? 10
    const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM sys_category c ${where.sql}`,
      where.params,
    )
    const records = await db.query<SysCategory>(
      `${CATEGORY_SELECT} ${where.sql} ORDER BY c.code, c.id LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
      where.params,
    )
    return okRead(pageOf(records, total, pageNo, pageSize))
  },

  async categoryChildList({ query }, { db }) {
    return okRead(
      await db.query<SysCategory>(`${CATEGORY_SELECT} WHERE c.pid = $1 ORDER BY c.code, c.id`, [query.pid]),
    )
  },

  async categoryTreeData({ query }, { db }) {
    let pid = query.pid || null
    if (!pid) {
      if (!query.pcode) return fail('加载分类字典树参数有误.[null]!')
      const found = query.pcode === '0' ? '0' : await categoryIdOfCode(db, query.pcode)
      if (!found || found === 'many') return fail('加载分类字典树参数有误.[code]!')
      pid = found
    }
    return okRead(await categoryLevel(db, pid))
  },

  async categoryTreeRoot({ query }, { db }) {
    const found = query.pcode === '0' ? '0' : await categoryIdOfCode(db, query.pcode)
    if (!found) return fail(`该编码【${query.pcode}】不存在，请核实!`)
    if (found === 'many') return fail(`该编码【${query.pcode}】存在多个，请核实!`)
    const level = await categoryLevel(db, found)
    return okRead(query.async ? level : await withChildren(db, level))
  },
} satisfies Pick<
  Handlers<ServerContext>,
  | 'userRecycleBin'
  | 'userRecycleBinRestore'
  | 'userRecycleBinDelete'
  | 'userDepartList'
  | 'roleUserList'
  | 'roleUserAdd'
  | 'roleUserDelete'
  | 'roleUserDeleteBatch'
  | 'departUserList'
  | 'departUserAdd'
  | 'departUserDelete'
  | 'departUserDeleteBatch'
  | 'departRoleList'
  | 'departRoleAdd'
  | 'departRoleEdit'
  | 'departRoleDelete'
  | 'departRoleDeleteBatch'
  | 'departRoleQueryById'
  | 'departRolesOfDepart'
  | 'departRoleUserSave'
  | 'departRolesOfUser'
  | 'roleDataRules'
  | 'roleDataRuleSave'
  | 'dataLogVersions'
  | 'dataLogCompare'
  | 'fillRuleTest'
  | 'fillRuleExecute'
  | 'dataSourceTestConnection'
  | 'dataSourceList'
  | 'dataSourceQueryById'
  | 'dataSourceEdit'
  | 'categoryRootList'
  | 'categoryChildList'
  | 'categoryTreeData'
  | 'categoryTreeRoot'
>

type Context = Parameters<Handlers<ServerContext>['departUserDelete']>[1]

/** Upstream deleteUserInDepart(Batch): the users leave the department and its department roles. */
async function removeFromDepart({ db, live }: Context, depId: string, userIds: string[]) {
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
