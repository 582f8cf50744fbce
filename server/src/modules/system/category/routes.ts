import type { components } from '@erp/openapi/schema'
import type { ServerContext } from '../../../context'
import type { Queryable } from '../../../db/database'
import { pageOf } from '../../../db/page'
import { addFilter, Where } from '../../../db/sql'
import { fail, okRead } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'
import { crudHandlers } from '../crud/routes'

type SysCategory = components['schemas']['SysCategory']
type CategoryTreeNode = components['schemas']['CategoryTreeNode']

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

/** The category tree (upstream SysCategoryController): pages of the top level, children, tree levels. */
export const categoryHandlers = {
  // Categories ---------------------------------------------------------------------------------
  // Upstream addSysCategory: no parent (the client's 添加 sends only the name) makes a root, pid '0'.
  categoryAdd(input, context) {
    const pid = input.body.pid?.trim() ? input.body.pid : '0'
    return crudHandlers.categoryAdd({ ...input, body: { ...input.body, pid } }, context)
  },

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

  async categoryChildListBatch({ query }, { db }) {
    const parentIds = query.parentIds
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    const rows = await db.query<SysCategory>(
      `${CATEGORY_SELECT} WHERE c.pid = ANY($1::text[]) ORDER BY c.code, c.id`,
      [parentIds],
    )
    // Upstream: new Page<>(1, 10, list.size()) with every child as its records.
    return okRead(pageOf(rows, rows.length, 1, 10))
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
  | 'categoryAdd'
  | 'categoryRootList'
  | 'categoryChildList'
  | 'categoryChildListBatch'
  | 'categoryTreeData'
  | 'categoryTreeRoot'
>
