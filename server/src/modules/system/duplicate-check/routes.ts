import { allFields, columnOf, resources, type ResourceDef } from '@erp/openapi/resources'
import type { ServerContext } from '../../../context'
import { fail, ok } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'

/**
 * Tables and columns /sys/duplicate/check may look at: the resources' own plus the user account fields.
 * Nothing from the request reaches SQL unless it is in this map (upstream filters for SQL injection).
 */
export const checkable = new Map<string, Set<string>>([
  ['sys_user', new Set(['username', 'work_no', 'phone', 'email', 'realname'])],
  ...(resources as readonly ResourceDef[]).map(
    (resource) =>
      [
        resource.table,
        new Set(['id', ...Object.entries(allFields(resource)).map(([name, field]) => columnOf(name, field))]),
      ] as const,
  ),
])
const liveTables = new Set(
  (resources as readonly ResourceDef[]).filter((resource) => resource.softDelete).map((r) => r.table),
)

/** Upstream SysDuplicateCheckController: is a value already taken in a table column. */
export const duplicateCheckHandlers = {
  async duplicateCheck({ query }, { db }) {
    const columns = checkable.get(query.tableName)
    if (!columns?.has(query.fieldName)) return fail('参数不合法: 不支持校验该表或字段')
    const live = liveTables.has(query.tableName) ? `AND del_flag::text = '0'` : ''
    const notDeleted = query.tableName === 'sys_user' ? 'AND del_flag = 0' : ''
    const rows = await db.query(
      `SELECT 1 FROM "${query.tableName}" WHERE "${query.fieldName}"::text = $1 ${live} ${notDeleted}
       AND ($2::text IS NULL OR id::text <> $2::text) LIMIT 1`,
      [query.fieldVal, query.dataId ?? null],
    )
    return rows.length ? fail('该值不可用，系统中已存在！') : ok(null, '该值可用！')
  },
} satisfies Pick<Handlers<ServerContext>, 'duplicateCheck'>
