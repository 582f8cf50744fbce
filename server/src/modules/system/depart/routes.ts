import type { components } from '@erp/openapi/schema'
import type { ServerContext } from '../../../context'
import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'
import { fail, ok, okRead } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'
import { refusal } from '../../../db/refusal'

/** Upstream §7 (SysDepartController): the department tree, search, add with generated codes, delete. */

type TreeNode = components['schemas']['SysDepartTreeModel']
type IdNode = components['schemas']['DepartIdModel']

export interface DepartRow {
  id: string
  parentId: string | null
  departName: string
  departNameEn: string | null
  departNameAbbr: string | null
  departOrder: number | null
  description: string | null
  orgCategory: string | null
  orgType: string | null
  orgCode: string
  mobile: string | null
  fax: string | null
  address: string | null
  memo: string | null
  status: string | null
  delFlag: string | null
  createBy: string | null
  createTime: string | null
  updateBy: string | null
  updateTime: string | null
}

export const DEPART_SELECT = `SELECT id, parent_id AS "parentId", depart_name AS "departName", depart_name_en AS "departNameEn",
  depart_name_abbr AS "departNameAbbr", depart_order AS "departOrder", description, org_category AS "orgCategory",
  org_type AS "orgType", org_code AS "orgCode", mobile, fax, address, memo, status, del_flag AS "delFlag",
  create_by AS "createBy", to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime", update_by AS "updateBy",
  to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS "updateTime"
  FROM sys_depart WHERE del_flag = '0'`

const liveDeparts = (db: Queryable) => db.query<DepartRow>(`${DEPART_SELECT} ORDER BY depart_order, org_code`)

export const departNode = (row: DepartRow): TreeNode => ({
  key: row.id,
  value: row.id,
  title: row.departName,
  isLeaf: true,
  ...row,
  children: null,
})

/** Roots are rows whose parent is empty or not a live department; leaves have `children: null` (upstream). */
export function buildTree(rows: DepartRow[], rootIds?: Set<string>): TreeNode[] {
  const nodes = new Map(rows.map((row) => [row.id, departNode(row)]))
  const roots: TreeNode[] = []
  for (const row of rows) {
    const current = nodes.get(row.id) as TreeNode
    const parent = row.parentId ? nodes.get(row.parentId) : undefined
    const isRoot = rootIds ? rootIds.has(row.id) : !parent
    if (isRoot || !parent) {
      if (!rootIds || rootIds.has(row.id)) roots.push(current)
      continue
    }
    parent.children = [...(parent.children ?? []), current]
    parent.isLeaf = false
  }
  return roots
}

const toIdTree = (nodes: TreeNode[]): IdNode[] =>
  nodes.map((n) => ({ key: n.id, value: n.id, title: n.departName, children: toIdTree(n.children ?? []) }))

/** The next code under a parent: segments of a letter and two digits (A01 … A99, B01 …), as upstream. */
export function nextOrgCode(parentCode: string, siblingCodes: string[]): string {
  const segments = siblingCodes
    .filter((code) => code.startsWith(parentCode) && code.length === parentCode.length + 3)
    .map((code) => code.slice(parentCode.length))
    .sort()
  const last = segments.at(-1)
  if (!last) return `${parentCode}A01`
  const letter = last.charCodeAt(0)
  const number = Number(last.slice(1))
  const next =
    number >= 99 ? `${String.fromCharCode(letter + 1)}01` : `${last[0]}${String(number + 1).padStart(2, '0')}`
  return parentCode + next
}

const WRITABLE = [
  ['departName', 'depart_name'],
  ['departNameEn', 'depart_name_en'],
  ['departNameAbbr', 'depart_name_abbr'],
  ['departOrder', 'depart_order'],
  ['description', 'description'],
  ['orgCategory', 'org_category'],
  ['mobile', 'mobile'],
  ['fax', 'fax'],
  ['address', 'address'],
  ['memo', 'memo'],
  ['status', 'status'],
] as const

type DepartBody = Partial<Record<(typeof WRITABLE)[number][0], string | number | null>>

const valuesOf = (body: DepartBody) =>
  WRITABLE.filter(([name]) => body[name] !== undefined && body[name] !== null).map(
    ([name, column]) => [column, body[name]] as const,
  )

/** Upstream refuses two departments of one name under one parent (on add and on edit). */
export const DUPLICATE_SIBLING_NAME = '同级部门名称已存在'

/** Whether another live department under `parentId` ('' for the top level) is called `name` (trimmed, any case). */
async function siblingNameTaken(
  db: Queryable,
  parentId: string,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT id FROM sys_depart WHERE del_flag = '0' AND COALESCE(parent_id, '') = $1
       AND lower(trim(depart_name)) = lower(trim($2)) AND id <> $3 LIMIT 1`,
    [parentId, name, exceptId ?? ''],
  )
  return rows.length > 0
}

export const departHandlers = {
  async departTree(_input, { db }) {
    return okRead(buildTree(await liveDeparts(db)))
  },

  async departIdTree(_input, { db }) {
    return okRead(toIdTree(buildTree(await liveDeparts(db))))
  },

  async departSearch({ query }, { db }) {
    const rows = await db.query<DepartRow>(
      `${DEPART_SELECT} AND depart_name ILIKE $1 ORDER BY depart_order, org_code`,
      [`%${query.keyWord.replace(/[\\%_]/g, (m) => `\\${m}`)}%`],
    )
    return rows.length ? okRead(rows.map(departNode)) : fail('未查询匹配数据！')
  },

  async departMyTree(_input, { db, user }) {
    const [me] = await db.query<{ user_identity: number | null; depart_ids: string | null }>(
      'SELECT user_identity, depart_ids FROM sys_user WHERE id = $1',
      [user?.userId ?? ''],
    )
    if (me?.user_identity !== 2) return okRead(null, '1')
    const mine = new Set((me.depart_ids ?? '').split(',').filter(Boolean))
    return okRead(buildTree(await liveDeparts(db), mine), '2')
  },

  async departAdd({ body }, { db, user }) {
    const parentId = body.parentId ?? ''
    const [parent] = parentId
      ? await db.query<{ org_code: string; org_type: string | null }>(
          `SELECT org_code, org_type FROM sys_depart WHERE id = $1 AND del_flag = '0'`,
          [parentId],
        )
      : []
    if (parentId && !parent) return fail('父级部门不存在')
    if (typeof body.departName === 'string' && (await siblingNameTaken(db, parentId, body.departName, null)))
      return fail(DUPLICATE_SIBLING_NAME)
    const siblings = await db.query<{ org_code: string }>('SELECT org_code FROM sys_depart')
    const orgCode = nextOrgCode(
      parent?.org_code ?? '',
      siblings.map((s) => s.org_code),
    )
    const values = valuesOf(body)
    try {
      await db.query(
        `INSERT INTO sys_depart (id, parent_id, org_code, org_type, create_by${values.map(([c]) => `, ${c}`).join('')})
         VALUES ($1, $2, $3, $4, $5${values.map((_, i) => `, $${i + 6}`).join('')})`,
        [
          newId(),
          parentId,
          orgCode,
          String(orgCode.length / 3),
          user?.username ?? null,
          ...values.map(([, v]) => v),
        ],
      )
      return ok(null, '添加成功！')
    } catch (error) {
      return refusal(error)
    }
  },

  async departEdit({ body }, { db, user }) {
    if (typeof body.departName === 'string') {
      const [current] = await db.query<{ parent_id: string | null }>(
        `SELECT parent_id FROM sys_depart WHERE id = $1 AND del_flag = '0'`,
        [body.id],
      )
      if (current && (await siblingNameTaken(db, current.parent_id ?? '', body.departName, body.id)))
        return fail(DUPLICATE_SIBLING_NAME)
    }
    const values = valuesOf(body)
    try {
      const updated = await db.query(
        `UPDATE sys_depart SET update_by = $2, update_time = now()${values
          .map(([column], i) => `, ${column} = $${i + 3}`)
          .join('')} WHERE id = $1 AND del_flag = '0' RETURNING id`,
        [body.id, user?.username ?? null, ...values.map(([, v]) => v)],
      )
      return updated.length ? ok(null, '修改成功!') : fail('未找到对应实体')
    } catch (error) {
      return refusal(error)
    }
  },

  async departDelete({ query }, { db }) {
    const [target] = await db.query<{ org_code: string }>(
      `SELECT org_code FROM sys_depart WHERE id = $1 AND del_flag = '0'`,
      [query.id],
    )
    if (!target) return fail('未找到对应实体')
    // The department and everything under it (codes that start with its code).
    await db.query(
      `UPDATE sys_depart SET del_flag = '1', update_time = now() WHERE org_code LIKE $1 || '%'`,
      [target.org_code],
    )
    return ok(null, '删除成功!')
  },
} satisfies Pick<
  Handlers<ServerContext>,
  | 'departTree'
  | 'departIdTree'
  | 'departSearch'
  | 'departMyTree'
  | 'departAdd'
  | 'departEdit'
  | 'departDelete'
>
