import type { components } from '@erp/openapi/schema'
import { departRolesWithin, holdsAll, powerRefusal, rolesWithin } from '../../../auth/power'
import type { ServerContext } from '../../../context'
import type { LiveHub } from '../../../live/live-hub'
import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'
import { fail, ok, okRead } from '../../../http/envelope'
import type { Handlers, OperationInput } from '../../../openapi/operations'
import { refusal } from '../../../db/refusal'

/** Upstream §6 (SysPermissionController) and the grant endpoints of roles and departments. */

type PermissionTree = components['schemas']['SysPermissionTree']
type TreeModel = components['schemas']['PermissionTreeModel']
type PermissionBody = OperationInput<'permissionAdd'>['body']

const SELECT = `SELECT id, id AS key, name AS title, parent_id AS "parentId", name, perms, perms_type AS "permsType",
  icon, component, component_name AS "componentName", url, redirect, sort_no AS "sortNo", menu_type AS "menuType",
  is_leaf AS leaf, is_leaf AS "isLeaf", is_route AS route, keep_alive AS "keepAlive", description,
  del_flag AS "delFlag", rule_flag AS "ruleFlag", create_by AS "createBy",
  to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime", update_by AS "updateBy",
  to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS "updateTime", always_show AS "alwaysShow", hidden, status,
  internal_or_external AS "internalOrExternal"
  FROM sys_permission WHERE del_flag = 0`
const ORDER = 'ORDER BY sort_no, id'

type Row = Omit<PermissionTree, 'children'>

const allRows = (db: Queryable) => db.query<Row>(`${SELECT} ${ORDER}`)

/** Nests rows under their parents; a row whose parent is missing is a root. Leaves keep `children: null`. */
export function nest<T extends { id: string; parentId?: string | null }, N>(
  rows: T[],
  toNode: (row: T) => N & { children?: N[] | null },
): N[] {
  const nodes = new Map(rows.map((row) => [row.id, toNode(row)]))
  const roots: N[] = []
  for (const row of rows) {
    const current = nodes.get(row.id) as N & { children?: N[] | null }
    const parent = row.parentId ? nodes.get(row.parentId) : undefined
    if (parent) parent.children = [...(parent.children ?? []), current]
    else roots.push(current)
  }
  return roots
}

const asTree = (rows: Row[]): PermissionTree[] =>
  nest<Row, PermissionTree>(rows, (row) => ({ ...row, children: null }))

/** Upstream TreeModel: the role variant (5-argument constructor) carries ruleFlag and the data-rule slot. */
function grantTree(rows: Row[], forRoles: boolean): TreeModel[] {
  const prune = (nodes: TreeModel[]): TreeModel[] =>
    nodes.map((node) => {
      const children = prune(node.children ?? [])
      return { ...node, isLeaf: children.length === 0, children }
    })
  return prune(
    nest<Row, TreeModel>(rows, (row) =>
      forRoles
        ? {
            key: row.id,
            value: row.id,
            parentId: row.parentId ?? null,
            slotTitle: row.name,
            ruleFlag: row.ruleFlag ?? 0,
            scopedSlots: { title: 'hasDatarule' },
            isLeaf: true,
            title: null,
            icon: null,
            label: null,
            children: [],
          }
        : {
            key: row.id,
            value: row.id,
            title: row.name,
            slotTitle: row.name,
            label: row.name,
            icon: row.icon ?? null,
            parentId: row.parentId ?? null,
            isLeaf: true,
            ruleFlag: null,
            scopedSlots: null,
            children: [],
          },
    ),
  )
}

/** Upstream PermissionDataUtil.intelligentProcessData. */
export function normalise(body: PermissionBody): PermissionBody {
  let component = body.component ?? null
  if (component) {
    component = component
      .replace(/^\//, '')
      .replace(/^src\/views\//, '')
      .replace(/^views\//, '')
      .replace(/\.vue$/, '')
  }
  if (body.menuType === 0 && !component) component = 'layouts/RouteView'
  let url = body.url ?? null
  if (url) {
    url = url.replace(/\.vue$/, '')
    if (!/^(https?:|\/|\{\{)/.test(url)) url = `/${url}`
  }
  return { ...body, component, url, parentId: body.menuType === 0 ? null : (body.parentId ?? null) }
}

const COLUMNS = [
  ['parentId', 'parent_id'],
  ['name', 'name'],
  ['url', 'url'],
  ['component', 'component'],
  ['componentName', 'component_name'],
  ['redirect', 'redirect'],
  ['menuType', 'menu_type'],
  ['perms', 'perms'],
  ['permsType', 'perms_type'],
  ['sortNo', 'sort_no'],
  ['alwaysShow', 'always_show'],
  ['icon', 'icon'],
  ['route', 'is_route'],
  ['keepAlive', 'keep_alive'],
  ['hidden', 'hidden'],
  ['description', 'description'],
  ['status', 'status'],
  ['internalOrExternal', 'internal_or_external'],
] as const

const valuesOf = (body: PermissionBody) =>
  COLUMNS.filter(([name]) => body[name] !== undefined && (body[name] !== null || name === 'parentId')).map(
    ([name, column]) => [column, body[name]] as const,
  )

async function fixLeafFlags(db: Queryable) {
  await db.query(
    `UPDATE sys_permission p SET is_leaf = NOT EXISTS (
       SELECT 1 FROM sys_permission c WHERE c.parent_id = p.id AND c.del_flag = 0)`,
  )
}

const splitIds = (raw: string | undefined) => (raw ?? '').split(',').filter((id) => id.trim() !== '')

/** Replaces the grants of one owner: rows for ids no longer present go, new ids come. */
async function saveGrants(
  db: Queryable,
  table: 'sys_role_permission' | 'sys_depart_permission' | 'sys_depart_role_permission',
  owner: { column: string; id: string; extra?: Record<string, string> },
  permissionIds: string,
) {
  const wanted = [...new Set(splitIds(permissionIds))]
  await db.query(
    `DELETE FROM ${table} WHERE ${owner.column} = $1 AND NOT (permission_id = ANY($2::text[]))`,
    [owner.id, wanted],
  )
  const extra = Object.entries(owner.extra ?? {})
  for (const permissionId of wanted) {
    await db.query(
      `INSERT INTO ${table} (id, ${owner.column}, permission_id${extra.map(([c]) => `, ${c}`).join('')})
       SELECT $1::text, $2::text, id${extra.map((_, i) => `, $${i + 4}::text`).join('')} FROM sys_permission
       WHERE id = $3::text AND NOT EXISTS (
         SELECT 1 FROM ${table} WHERE ${owner.column} = $2::text AND permission_id = $3::text)`,
      [newId(), owner.id, permissionId, ...extra.map(([, v]) => v)],
    )
  }
}

const RULE_SELECT = `SELECT id, permission_id AS "permissionId", rule_name AS "ruleName", rule_column AS "ruleColumn",
  rule_conditions AS "ruleConditions", rule_value AS "ruleValue", status, create_by AS "createBy",
  to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime", update_by AS "updateBy",
  to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS "updateTime" FROM sys_permission_data_rule`

export interface RuleRow {
  id: string
  permissionId: string
  ruleName: string
}

const RULE_COLUMNS = [
  ['permissionId', 'permission_id'],
  ['ruleName', 'rule_name'],
  ['ruleColumn', 'rule_column'],
  ['ruleConditions', 'rule_conditions'],
  ['ruleValue', 'rule_value'],
  ['status', 'status'],
] as const

async function markRuleFlag(db: Queryable, permissionId: string) {
  await db.query(
    `UPDATE sys_permission SET rule_flag = CASE WHEN EXISTS (
       SELECT 1 FROM sys_permission_data_rule WHERE permission_id = $1) THEN 1 ELSE 0 END WHERE id = $1`,
    [permissionId],
  )
}

/**
 * The administrator keeps holding everything (auth/power.ts): a new menu or button is granted to every role that
 * held every other live permission, so it can hand the new one out.
 */
async function grantToCompleteRoles(db: Queryable, permissionId: string) {
  await db.query(
    `INSERT INTO sys_role_permission (id, role_id, permission_id)
     SELECT md5(random()::text || r.id), r.id, $1::text FROM sys_role r
     WHERE NOT EXISTS (
       SELECT 1 FROM sys_permission p WHERE p.del_flag = 0 AND p.id <> $1::text AND NOT EXISTS (
         SELECT 1 FROM sys_role_permission rp WHERE rp.role_id = r.id AND rp.permission_id = p.id))`,
    [permissionId],
  )
}

/** The grant ids a save names, each once. */
const grantIds = (raw: string | undefined) => [...new Set(splitIds(raw).map((id) => id.trim()))]

/**
 * The ids with every live ancestor of each (issue 31 S2-6): a page is shown only under its folder and a button
 * works only on its page, so a grant of a page or a button without them (父子关联 off) grants them too, as the
 * app's grant drawer says. Unknown and deleted ids are kept as given (they grant nothing).
 */
export async function withAncestors(db: Queryable, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return []
  const rows = await db.query<{ id: string }>(
    `WITH RECURSIVE up(id, parent_id) AS (
       SELECT id, parent_id FROM sys_permission WHERE del_flag = 0 AND id = ANY($1::text[])
       UNION
       SELECT p.id, p.parent_id FROM sys_permission p JOIN up ON p.id = up.parent_id WHERE p.del_flag = 0
     ) SELECT id FROM up`,
    [[...ids]],
  )
  return [...new Set([...ids, ...rows.map((row) => row.id)])]
}

/** Pushes 'permissions changed' to the users `sql` (one parameter) selects, so their menus refresh live. */
async function tellUsers(db: Queryable, live: LiveHub, sql: string, id: string) {
  const rows = await db.query<{ user_id: string }>(sql, [id])
  live.permissionsChanged(rows.map((row) => row.user_id))
}

export const permissionAdminHandlers = {
  async permissionList(_input, { db }) {
    return okRead(asTree(await allRows(db)))
  },

  async permissionTopMenus(_input, { db }) {
    const rows = await db.query<Row>(`${SELECT} AND menu_type = 0 ${ORDER}`)
    return okRead(rows.map((row) => ({ ...row, children: null })))
  },

  async permissionSubmenus({ query }, { db }) {
    const rows = await db.query<Row>(`${SELECT} AND parent_id = $1 ${ORDER}`, [query.parentId])
    return okRead(rows.map((row) => ({ ...row, children: null })))
  },

  async permissionSubmenusBatch({ query }, { db }) {
    const parentIds = splitIds(query.parentIds)
    const rows = await db.query<Row>(`${SELECT} AND parent_id = ANY($1::text[]) ${ORDER}`, [parentIds])
    const byParent: Record<string, PermissionTree[]> = Object.fromEntries(parentIds.map((id) => [id, []]))
    for (const row of rows) byParent[row.parentId ?? '']?.push({ ...row, children: null })
    return ok(byParent)
  },

  async permissionAdd({ body }, { db, user }) {
    const data = normalise(body)
    if (user && data.parentId && !(await holdsAll(db, user.userId, [data.parentId])))
      return powerRefusal('grant')
    if (data.parentId) {
      const [parent] = await db.query('SELECT 1 FROM sys_permission WHERE id = $1 AND del_flag = 0', [
        data.parentId,
      ])
      if (!parent) return fail('父级菜单不存在')
    }
    const values = valuesOf(data)
    const id = newId()
    try {
      await db.query(
        `INSERT INTO sys_permission (id, create_by${values.map(([c]) => `, ${c}`).join('')})
         VALUES ($1, $2${values.map((_, i) => `, $${i + 3}`).join('')})`,
        [id, user?.username ?? null, ...values.map(([, v]) => v)],
      )
      await grantToCompleteRoles(db, id)
      await fixLeafFlags(db)
      return ok(null, '添加成功！')
    } catch (error) {
      return refusal(error)
    }
  },

  async permissionEdit({ body }, { db, user }) {
    const data = normalise(body)
    if (user) {
      // Only a menu the caller holds, and its code or URL only to a new one or to one of menus the caller holds:
      // renaming a held button to another's code would hand out that button. A code no other menu has hands out
      // nothing (the administrator renaming a button's 授权标识 in upstream's form).
      if (!(await holdsAll(db, user.userId, [body.id]))) return powerRefusal('grant')
      const [current] = await db.query<{ perms: string | null; url: string | null }>(
        'SELECT perms, url FROM sys_permission WHERE id = $1',
        [body.id],
      )
      const renamed = [
        data.perms && data.perms !== current?.perms ? data.perms : null,
        data.url && data.url !== current?.url && data.url.startsWith('/') ? data.url : null,
      ].filter((code): code is string => code !== null)
      for (const code of renamed) {
        const others = await db.query<{ id: string }>(
          'SELECT id FROM sys_permission WHERE del_flag = 0 AND id <> $1 AND (perms = $2 OR url = $2)',
          [body.id, code],
        )
        if (
          others.length &&
          !(await holdsAll(
            db,
            user.userId,
            others.map((row) => row.id),
          ))
        )
          return powerRefusal('grant')
      }
    }
    const values = valuesOf(data)
    try {
      const updated = await db.query(
        `UPDATE sys_permission SET update_by = $2, update_time = now()${values
          .map(([column], i) => `, ${column} = $${i + 3}`)
          .join('')} WHERE id = $1 AND del_flag = 0 RETURNING id`,
        [body.id, user?.username ?? null, ...values.map(([, v]) => v)],
      )
      if (!updated.length) return fail('未找到菜单信息')
      await fixLeafFlags(db)
      return ok(null, '修改成功！')
    } catch (error) {
      return refusal(error)
    }
  },

  async permissionDelete({ query }, { db, user }) {
    const ids = await db.query<{ id: string }>(
      `WITH RECURSIVE branch AS (
         SELECT id FROM sys_permission WHERE id = $1 AND del_flag = 0
         UNION SELECT p.id FROM sys_permission p JOIN branch b ON p.parent_id = b.id)
       SELECT id FROM branch`,
      [query.id],
    )
    if (!ids.length) return fail('未找到菜单信息')
    if (
      user &&
      !(await holdsAll(
        db,
        user.userId,
        ids.map((row) => row.id),
      ))
    )
      return powerRefusal('grant')
    // Deleting the rows cascades to data rules and every grant.
    await db.query('DELETE FROM sys_permission WHERE id = ANY($1::text[])', [ids.map((row) => row.id)])
    await fixLeafFlags(db)
    return ok(null, '删除成功!')
  },

  async permissionTree(_input, { db }) {
    const rows = await allRows(db)
    return okRead({ treeList: grantTree(rows, false), ids: rows.map((row) => row.id) })
  },

  async roleGrantTree(_input, { db }) {
    const rows = await allRows(db)
    return okRead({ treeList: grantTree(rows, true), ids: rows.map((row) => row.id) })
  },

  async departRoleGrantTree({ query }, { db }) {
    const rows = await db.query<Row>(
      `${SELECT} AND id IN (SELECT permission_id FROM sys_depart_permission WHERE depart_id = $1) ${ORDER}`,
      [query.departId],
    )
    return okRead({ treeList: grantTree(rows, true), ids: rows.map((row) => row.id) })
  },

  async permissionIdsOfRole({ query }, { db }) {
    const rows = await db.query<{ permission_id: string }>(
      'SELECT permission_id FROM sys_role_permission WHERE role_id = $1',
      [query.roleId],
    )
    return okRead(rows.map((row) => row.permission_id))
  },

  async permissionIdsOfDepart({ query }, { db }) {
    const rows = await db.query<{ permission_id: string }>(
      'SELECT permission_id FROM sys_depart_permission WHERE depart_id = $1',
      [query.departId],
    )
    return okRead(rows.map((row) => row.permission_id))
  },

  async permissionIdsOfDepartRole({ query }, { db }) {
    const rows = await db.query<{ permission_id: string }>(
      'SELECT permission_id FROM sys_depart_role_permission WHERE role_id = $1',
      [query.roleId],
    )
    return okRead(rows.map((row) => row.permission_id))
  },

  async permissionSaveForRole({ body }, { db, live, user }) {
    const [role] = await db.query('SELECT 1 FROM sys_role WHERE id = $1', [body.roleId])
    if (!role) return fail('授权失败！')
    // A role within the caller's power, given only what the caller holds (auth/power.ts).
    if (user && !(await rolesWithin(db, user.userId, [body.roleId]))) return powerRefusal('role')
    // The folders and pages above each granted menu or button come with it; the caller must hold them too.
    const granted = await withAncestors(db, grantIds(body.permissionIds))
    if (user && !(await holdsAll(db, user.userId, granted))) return powerRefusal('grant')
    await db.transaction((tx) =>
      saveGrants(tx, 'sys_role_permission', { column: 'role_id', id: body.roleId }, granted.join(',')),
    )
    await tellUsers(db, live, 'SELECT user_id FROM sys_user_role WHERE role_id = $1', body.roleId)
    return ok(null, '保存成功！')
  },

  async permissionSaveForDepart({ body }, { db, live, user }) {
    const [depart] = await db.query(`SELECT 1 FROM sys_depart WHERE id = $1 AND del_flag = '0'`, [
      body.departId,
    ])
    if (!depart) return fail('授权失败！')
    if (user) {
      const current = await db.query<{ permission_id: string }>(
        'SELECT permission_id FROM sys_depart_permission WHERE depart_id = $1',
        [body.departId],
      )
      const touched = [...grantIds(body.permissionIds), ...current.map((row) => row.permission_id)]
      if (!(await holdsAll(db, user.userId, touched))) return powerRefusal('grant')
    }
    await db.transaction((tx) =>
      saveGrants(tx, 'sys_depart_permission', { column: 'depart_id', id: body.departId }, body.permissionIds),
    )
    await tellUsers(db, live, 'SELECT user_id FROM sys_user_depart WHERE dep_id = $1', body.departId)
    return ok(null, '保存成功！')
  },

  async permissionSaveForDepartRole({ body }, { db, live, user }) {
    const [role] = await db.query<{ depart_id: string }>(
      'SELECT depart_id FROM sys_depart_role WHERE id = $1',
      [body.roleId],
    )
    if (!role) return fail('授权失败！')
    if (user && !(await departRolesWithin(db, user.userId, [body.roleId]))) return powerRefusal('role')
    const granted = await withAncestors(db, grantIds(body.permissionIds))
    if (user && !(await holdsAll(db, user.userId, granted))) return powerRefusal('grant')
    await db.transaction((tx) =>
      saveGrants(
        tx,
        'sys_depart_role_permission',
        { column: 'role_id', id: body.roleId, extra: { depart_id: role.depart_id } },
        granted.join(','),
      ),
    )
    await tellUsers(db, live, 'SELECT user_id FROM sys_depart_role_user WHERE drole_id = $1', body.roleId)
    return ok(null, '保存成功！')
  },

  async dataRulesOfPermission({ query }, { db }) {
    return okRead(
      await db.query<RuleRow>(`${RULE_SELECT} WHERE permission_id = $1 ORDER BY create_time DESC, id`, [
        query.permissionId,
      ]),
    )
  },

  async dataRuleSearch({ query }, { db }) {
    const rows = await db.query<RuleRow>(
      `${RULE_SELECT} WHERE permission_id = $1 AND ($2::text IS NULL OR rule_name = $2)
       AND ($3::text IS NULL OR rule_value = $3) ORDER BY create_time DESC, id`,
      [query.permissionId, query.ruleName || null, query.ruleValue || null],
    )
    return ok(rows, '查询成功！')
  },

  async dataRuleAdd({ body }, { db, user }) {
    if (user && !(await holdsAll(db, user.userId, [body.permissionId]))) return powerRefusal('grant')
    const values = RULE_COLUMNS.filter(([name]) => body[name] !== undefined && body[name] !== null).map(
      ([name, column]) => [column, body[name]] as const,
    )
    try {
      await db.query(
        `INSERT INTO sys_permission_data_rule (id, create_by${values.map(([c]) => `, ${c}`).join('')})
         VALUES ($1, $2${values.map((_, i) => `, $${i + 3}`).join('')})`,
        [newId(), user?.username ?? null, ...values.map(([, v]) => v)],
      )
      await markRuleFlag(db, body.permissionId)
      return ok(null, '添加成功！')
    } catch (error) {
      return refusal(error)
    }
  },

  async dataRuleEdit({ body }, { db, user }) {
    if (user) {
      const [rule] = await db.query<{ permission_id: string }>(
        'SELECT permission_id FROM sys_permission_data_rule WHERE id = $1',
        [body.id ?? ''],
      )
      const touched = [rule?.permission_id, body.permissionId].filter((id): id is string => Boolean(id))
      if (!(await holdsAll(db, user.userId, touched))) return powerRefusal('grant')
    }
    const values = RULE_COLUMNS.filter(([name]) => body[name] !== undefined && body[name] !== null).map(
      ([name, column]) => [column, body[name]] as const,
    )
    try {
      const updated = await db.query(
        `UPDATE sys_permission_data_rule SET update_by = $2, update_time = now()${values
          .map(([column], i) => `, ${column} = $${i + 3}`)
          .join('')} WHERE id = $1 RETURNING id`,
        [body.id ?? '', user?.username ?? null, ...values.map(([, v]) => v)],
      )
      return updated.length ? ok(null, '修改成功！') : fail('未找到对应实体')
    } catch (error) {
      return refusal(error)
    }
  },

  async dataRuleDelete({ query }, { db, user }) {
    if (user) {
      const [owner] = await db.query<{ permission_id: string }>(
        'SELECT permission_id FROM sys_permission_data_rule WHERE id = $1',
        [query.id],
      )
      if (owner && !(await holdsAll(db, user.userId, [owner.permission_id]))) return powerRefusal('grant')
    }
    const [rule] = await db.query<{ permission_id: string }>(
      'DELETE FROM sys_permission_data_rule WHERE id = $1 RETURNING permission_id',
      [query.id],
    )
    if (!rule) return fail('未找到对应实体')
    await markRuleFlag(db, rule.permission_id)
    return ok(null, '删除成功!')
  },
} satisfies Pick<
  Handlers<ServerContext>,
  | 'permissionList'
  | 'permissionTopMenus'
  | 'permissionSubmenus'
  | 'permissionSubmenusBatch'
  | 'permissionAdd'
  | 'permissionEdit'
  | 'permissionDelete'
  | 'permissionTree'
  | 'roleGrantTree'
  | 'departRoleGrantTree'
  | 'permissionIdsOfRole'
  | 'permissionIdsOfDepart'
  | 'permissionIdsOfDepartRole'
  | 'permissionSaveForRole'
  | 'permissionSaveForDepart'
  | 'permissionSaveForDepartRole'
  | 'dataRulesOfPermission'
  | 'dataRuleSearch'
  | 'dataRuleAdd'
  | 'dataRuleEdit'
  | 'dataRuleDelete'
>
