import type { ServerContext } from '../../../context'
import type { Queryable } from '../../../db/database'
import { fail, okRead } from '../../../http/envelope'
import { MASKERS, maskedCell, type Masker } from '../../../http/masking'
import { userHoldsAny } from '../../../permission/grants'
import type { Handlers } from '../../../openapi/operations'
import { addFilter, quote, Where } from '../../../db/sql'
import { dictionaryTexts } from '../../../db/dictionaries'
import { tableDictHandlers } from '../dict/table-dicts'

/**
 * Table dictionaries (declared ones only: ../dict/table-dicts.ts) and online report popups (docs/upstream.md §8, §11);
 * uploads are in ../upload/routes.ts.
 */

interface ReportItem {
  field_name: string
  field_txt: string
  field_type: string
  is_search: number
  search_mode: string | null
  dict_code: string | null
  is_total: string | null
  group_title: string | null
}

const itemsOf = (db: Queryable, headId: string) =>
  db.query<ReportItem>(
    `SELECT field_name, field_txt, field_type, is_search, search_mode, dict_code, is_total, group_title
     FROM onl_cgreport_item WHERE cgrhead_id = $1 AND is_show = 1 ORDER BY order_num, field_name`,
    [headId],
  )

/**
 * Reports whose rows carry personal data (by report code): the fields are masked as http/masking.ts masks the
 * entity's lists, for a caller without its view-sensitive permission.
 */
export const SENSITIVE_REPORTS: Readonly<
  Record<string, { permission: string; fields: Readonly<Record<string, Masker>> }>
> = {
  popup_user: { permission: 'user:sensitive', fields: { phone: MASKERS.phone } },
}

export const reportHandlers = {
  loadTableDict: tableDictHandlers.loadTableDict,
  loadTableDictTexts: tableDictHandlers.loadTableDictTexts,

  async reportColumns({ path }, { db }) {
    const [head] = await db.query<{ id: string; name: string }>(
      'SELECT id, name FROM onl_cgreport_head WHERE code = $1',
      [path.code],
    )
    if (!head) return fail('实体不存在')
    const items = await itemsOf(db, head.id)
    const dictCodes = items.map((item) => item.dict_code).filter((code): code is string => Boolean(code))
    const texts = await dictionaryTexts(db, dictCodes)
    const dictOptions = Object.fromEntries(
      items
        .filter((item) => item.dict_code)
        .map((item) => [
          item.field_name,
          [...(texts.get(item.dict_code ?? '') ?? new Map<string, string>())].map(([value, text]) => ({
            value,
            text,
            title: text,
          })),
        ]),
    )
    return okRead({
      columns: items.map((item) => ({
        title: item.field_txt,
        dataIndex: item.field_name,
        fieldType: item.field_type,
        align: 'center',
        sorter: 'true',
        isTotal: item.is_total,
        groupTitle: item.group_title,
        ...(item.dict_code ? { customRender: item.field_name } : {}),
      })),
      dictOptions,
      fieldHrefSlots: [],
      isGroupTitle: items.some((item) => item.group_title),
      cgRpConfigId: head.id,
      cgRpConfigName: head.name,
    })
  },

  async reportQueryInfo({ path }, { db }) {
    const [head] = await db.query<{ id: string }>('SELECT id FROM onl_cgreport_head WHERE id = $1', [
      path.configId,
    ])
    if (!head) return fail('查询失败')
    const searchable = (await itemsOf(db, head.id)).filter((item) => item.is_search === 1)
    return okRead(
      searchable.map((item, index) => ({
        label: item.field_txt,
        field: item.field_name,
        view: item.dict_code ? 'list' : item.field_type.toLowerCase(),
        mode: item.search_mode ?? 'single',
        ...(item.dict_code ? { dictCode: item.dict_code } : {}),
        ...(index >= 2 ? { hidden: '1' } : {}),
      })),
    )
  },

  async reportData({ path, query }, { db, user }) {
    const [head] = await db.query<{ id: string; code: string | null; cgr_sql: string }>(
      'SELECT id, code, cgr_sql FROM onl_cgreport_head WHERE id = $1',
      [path.configId],
    )
    if (!head) return fail('实体不存在')
    const items = await itemsOf(db, head.id)
    const raw = query as Record<string, unknown>
    const sensitive = head.code ? SENSITIVE_REPORTS[head.code] : undefined
    const sees = !sensitive || Boolean(user && (await userHoldsAny(db, user.userId, [sensitive.permission])))
    // A masked field is neither a filter nor the sort of a caller who sees it masked (http/masking.ts).
    const known = (item: ReportItem) => sees || !sensitive?.fields[item.field_name]
    const where = new Where()
    for (const item of items.filter((candidate) => candidate.is_search === 1 && known(candidate))) {
      const column = quote(item.field_name)
      const value = raw[item.field_name]
      if (item.search_mode === 'group') {
        const begin = raw[`${item.field_name}_begin`]
        const end = raw[`${item.field_name}_end`]
        if (typeof begin === 'string' && begin) where.add((p) => `${column}::text >= ${p}`, begin)
        if (typeof end === 'string' && end) where.add((p) => `${column}::text <= ${p}`, end)
      } else if (typeof value === 'string' && value !== '') {
        addFilter(where, column, value)
      }
    }
    const sortable = items.find((item) => item.field_name === query.column && known(item))
    const order = sortable
      ? `ORDER BY ${quote(sortable.field_name)} ${(query.order ?? 'asc').toLowerCase() === 'desc' ? 'DESC' : 'ASC'}`
      : ''
    const pageNo = query.pageNo ?? 1
    const pageSize = query.pageSize ?? 10
    const source = `(${head.cgr_sql}) AS report`
    const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${source} ${where.sql}`,
      where.params,
    )
    const records = await db.query<Record<string, unknown>>(
      `SELECT * FROM ${source} ${where.sql} ${order} LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
      where.params,
    )
    if (sensitive && !sees) {
      const { fields } = sensitive
      const masked = records.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([name, value]) => [name, maskedCell(fields, name, value)]),
        ),
      )
      return okRead({ total, records: masked })
    }
    return okRead({ total, records })
  },
} satisfies Pick<
  Handlers<ServerContext>,
  'loadTableDict' | 'loadTableDictTexts' | 'reportColumns' | 'reportQueryInfo' | 'reportData'
>
