import { allFields, resources, type ResourceDef } from '@erp/openapi/resources'
import {
  duplicateCheckOf,
  tableDictionaryOf,
  TABLE_DICTIONARIES,
  type TableDictionary,
} from '@erp/openapi/table-dicts'
import type { ServerContext } from '../../../context'
import type { Queryable } from '../../../db/database'
import { quote } from '../../../db/sql'
import { fail, NO_PERMISSION, ok, okRead, type Envelope } from '../../../http/envelope'
import { sensitiveColumnsOf, type Masker } from '../../../http/masking'
import type { Handlers, SessionUser } from '../../../openapi/operations'
import { userHoldsAny } from '../../../permission/grants'

/**
 * Table dictionaries and the duplicate check, over the combinations declared in openapi/source/table-dicts.ts
 * only (docs/architecture.md § Access): upstream let any signed-in caller name any table and column here
 * (CVE-2023-38992 and its kin); this server takes the names from the declaration, never from the request, and
 * answers a caller holding the declaration's permission. What it returns is masked as the table's lists are
 * (http/masking.ts), filtered to the request's tenant as the lists are (modules/system/crud/routes.ts), and
 * never includes a deleted row.
 */

export const DICT_CODE_MALFORMED = '字典Code格式不正确！'
export const DICT_NOT_DECLARED = '不支持该表字典: 未声明的表或字段'
export const TREE_NOT_DECLARED = '参数不合法: 不支持该表或字段'
export const CHECK_NOT_DECLARED = '参数不合法: 不支持校验该表或字段'

type Context = ServerContext & { user: SessionUser | null; tenantId: string }

const RESOURCE_OF_TABLE = new Map(
  (resources as readonly ResourceDef[]).map((resource) => [resource.table, resource] as const),
)

/** Tables outside the CRUD resources whose deleted rows are kept (del_flag 1). */
const LIVE_CONDITIONS: Readonly<Record<string, string>> = {
  sys_user: 'del_flag = 0',
  sys_permission: 'del_flag = 0',
}

/**
 * The conditions every read of `table` adds: live rows only, and the request's tenant for a table of
 * business rows (a request working in tenant '0' reaches every tenant, as the lists do). `next` numbers the
 * parameters after those the query already has.
 */
export function scopeOf(
  table: string,
  tenantId: string,
  next: number,
): { clauses: string[]; params: unknown[] } {
  const resource = RESOURCE_OF_TABLE.get(table)
  const clauses: string[] = []
  const params: unknown[] = []
  if (resource?.softDelete) clauses.push(`del_flag::text = '0'`)
  const live = LIVE_CONDITIONS[table]
  if (live) clauses.push(live)
  if (resource && allFields(resource).tenantId?.readOnly && tenantId !== '0') {
    params.push(Number(tenantId) || 0)
    clauses.push(`tenant_id = $${next + params.length - 1}`)
  }
  return { clauses, params }
}

/** The maskers of the dictionary's text and value for this caller (none: the caller sees them). */
async function maskersFor(
  db: Queryable,
  user: SessionUser,
  dict: Pick<TableDictionary, 'table' | 'text' | 'code'>,
): Promise<{ text?: Masker; value?: Masker }> {
  const maskers: { text?: Masker; value?: Masker } = {}
  for (const entity of sensitiveColumnsOf(dict.table)) {
    const text = entity.columns[dict.text]
    const value = entity.columns[dict.code]
    if (!text && !value) continue
    if (await userHoldsAny(db, user.userId, [entity.permission])) continue
    maskers.text ??= text
    maskers.value ??= value
  }
  return maskers
}

interface Item {
  value: string
  text: string
}

const masked = (items: Item[], maskers: { text?: Masker; value?: Masker }): Item[] =>
  items.map((item) => ({
    value: maskers.value && item.value ? maskers.value(item.value) : item.value,
    text: maskers.text && item.text ? maskers.text(item.text) : item.text,
  }))

/** The declared dictionary a caller may read, or the refusal to answer with. */
export async function declaredDictionary(
  db: Queryable,
  user: SessionUser | null,
  dictCode: string,
): Promise<{ dict: TableDictionary; user: SessionUser } | { refusal: Envelope<null> }> {
  if (dictCode.split(',').length < 3) return { refusal: fail(DICT_CODE_MALFORMED) }
  const dict = tableDictionaryOf(dictCode)
  if (!dict) return { refusal: fail(DICT_NOT_DECLARED) }
  if (!user || !(await userHoldsAny(db, user.userId, dict.permission)))
    return { refusal: fail(NO_PERMISSION, 510) }
  return { dict, user }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (m) => `\\${m}`)

/** Items of a declared dictionary whose text contains `keyword` (all when empty), at most `limit`. */
export async function dictionaryItems(
  db: Queryable,
  user: SessionUser,
  tenantId: string,
  dict: Pick<TableDictionary, 'table' | 'text' | 'code'>,
  keyword: string,
  limit: number,
): Promise<Item[]> {
  const scope = scopeOf(dict.table, tenantId, 3)
  const rows = await db.query<Item>(
    `SELECT DISTINCT ${quote(dict.code)}::text AS value, ${quote(dict.text)}::text AS text FROM ${quote(dict.table)}
     WHERE ${quote(dict.text)}::text ILIKE $1 ${scope.clauses.map((clause) => `AND ${clause}`).join(' ')}
     ORDER BY 2 LIMIT $2`,
    [`%${escapeLike(keyword)}%`, limit, ...scope.params],
  )
  return masked(rows, await maskersFor(db, user, dict))
}

/** The texts of given values of a declared dictionary, by value. */
export async function dictionaryTextsOf(
  db: Queryable,
  user: SessionUser,
  tenantId: string,
  dict: Pick<TableDictionary, 'table' | 'text' | 'code'>,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const scope = scopeOf(dict.table, tenantId, 2)
  const rows = await db.query<Item>(
    `SELECT ${quote(dict.code)}::text AS value, ${quote(dict.text)}::text AS text FROM ${quote(dict.table)}
     WHERE ${quote(dict.code)}::text = ANY($1::text[]) ${scope.clauses.map((clause) => `AND ${clause}`).join(' ')}`,
    [keys, ...scope.params],
  )
  const maskers = await maskersFor(db, user, dict)
  // A masked text is shown for the stored value the caller asked about (the value itself is theirs).
  return new Map(rows.map((row) => [row.value, masked([row], { text: maskers.text })[0]?.text ?? '']))
}

/** The most items a table dictionary answers at once (loadDict's `pageSize` ceiling). */
const ITEMS_CEILING = 1000

export const tableDictHandlers = {
  async loadTableDict({ path, query }, { db, user, tenantId }: Context) {
    const access = await declaredDictionary(db, user, path.dictCode)
    if ('refusal' in access) return access.refusal
    const items = await dictionaryItems(
      db,
      access.user,
      tenantId,
      access.dict,
      query.keyword ?? '',
      query.pageSize ?? ITEMS_CEILING,
    )
    return okRead(items.map((item) => ({ ...item, title: item.text })))
  },

  async loadTableDictTexts({ path, query }, { db, user, tenantId }: Context) {
    const access = await declaredDictionary(db, user, path.dictCode)
    if ('refusal' in access) return access.refusal
    const keys = query.key.split(',').filter((key) => key !== '')
    const texts = await dictionaryTextsOf(db, access.user, tenantId, access.dict, keys)
    const keepUnknown = query.delNotExist === false
    return okRead(keys.flatMap((key) => (texts.has(key) ? [texts.get(key) ?? ''] : keepUnknown ? [key] : [])))
  },

  // Upstream loadDictOrderByValue: the first page, with the items matching keyword added in front.
  async loadTableDictSelectedFirst({ path, query }, { db, user, tenantId }: Context) {
    const access = await declaredDictionary(db, user, path.dictCode)
    if ('refusal' in access) return access.refusal
    const selected = await dictionaryItems(
      db,
      access.user,
      tenantId,
      access.dict,
      query.keyword ?? '',
      ITEMS_CEILING,
    )
    const items = await dictionaryItems(
      db,
      access.user,
      tenantId,
      access.dict,
      '',
      query.pageSize ?? ITEMS_CEILING,
    )
    for (const item of selected) if (!items.some((listed) => listed.value === item.value)) items.unshift(item)
    return okRead(items.map((item) => ({ ...item, title: item.text })))
  },

  // Upstream SysDictMapper.queryTreeList: one level of a declared tree; no condition beyond the declaration's.
  async dictLoadTreeData({ query }, { db, user, tenantId }: Context) {
    const dict = TABLE_DICTIONARIES.find(
      (entry) =>
        entry.table === query.tableName &&
        entry.text === query.text &&
        entry.code === query.code &&
        entry.tree?.pidField === query.pidField &&
        (!query.hasChildField || entry.tree.hasChildField === query.hasChildField),
    )
    const condition = (query.condition ?? '').trim()
    if (!dict?.tree || !['', '{}', 'null'].includes(condition)) return fail(TREE_NOT_DECLARED)
    if (!user || !(await userHoldsAny(db, user.userId, dict.permission))) return fail(NO_PERMISSION, 510)
    const pid = quote(dict.tree.pidField)
    const hasChild = query.hasChildField ? dict.tree.hasChildField : undefined
    const scope = scopeOf(dict.table, tenantId, 2)
    const rows = await db.query<{
      key: string
      title: string | null
      parentId: string | null
      isLeaf: boolean
    }>(
      `SELECT ${quote(dict.code)}::text AS key, ${quote(dict.text)}::text AS title, ${pid}::text AS "parentId",
         ${hasChild ? `coalesce(${quote(hasChild)}::text, '') <> '1'` : 'TRUE'} AS "isLeaf"
       FROM ${quote(dict.table)}
       WHERE CASE WHEN $1::text IS NULL THEN coalesce(${pid}::text, '') = '' ELSE ${pid}::text = $1 END
       ${scope.clauses.map((clause) => `AND ${clause}`).join(' ')} ORDER BY 2, 1`,
      [query.pid || null, ...scope.params],
    )
    const maskers = await maskersFor(db, user, dict)
    return okRead(
      rows.map((row) => {
        const key = maskers.value && row.key ? maskers.value(row.key) : row.key
        const title = maskers.text && row.title ? maskers.text(row.title) : row.title
        return { ...row, key, title, value: key }
      }),
    )
  },

  /** Upstream SysDuplicateCheckController: is a value already taken in a declared column. */
  async duplicateCheck({ query }, { db, user }: Context) {
    const check = duplicateCheckOf(query.tableName, query.fieldName)
    if (!check) return fail(CHECK_NOT_DECLARED)
    if (!user || !(await userHoldsAny(db, user.userId, check.permission))) return fail(NO_PERMISSION, 510)
    const scope = scopeOf(check.table, '0', 3)
    const rows = await db.query(
      `SELECT 1 FROM ${quote(check.table)} WHERE ${quote(check.field)}::text = $1
       ${scope.clauses.map((clause) => `AND ${clause}`).join(' ')}
       AND ($2::text IS NULL OR id::text <> $2::text) LIMIT 1`,
      [query.fieldVal, query.dataId ?? null],
    )
    return rows.length ? fail('该值不可用，系统中已存在！') : ok(null, '该值可用！')
  },
} satisfies Pick<
  Handlers<ServerContext>,
  | 'loadTableDict'
  | 'loadTableDictTexts'
  | 'loadTableDictSelectedFirst'
  | 'dictLoadTreeData'
  | 'duplicateCheck'
>
