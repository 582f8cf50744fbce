/**
 * Endpoints upstream's 2.4.6 Vue client calls on its pages and our app does not: the login captcha
 * image, the third-party-app switch, the active tenants and the dictionary item duplicate check. Shapes and
 * texts are upstream's (LoginController, ThirdAppController, SysTenantController, SysDictItemController).
 * Adding or editing a dictionary item also runs that check first: an item value is unique in its dictionary.
 * Importing items runs every row through that add, in one transaction: a value the dictionary has, or one an
 * earlier row of the file adds, refuses the file with the add's message.
 */
import { captchaStoreOf } from '../../../auth/captcha'
import type { ServerContext } from '../../../context'
import type { Queryable } from '../../../db/database'
import { fail, ok, okRead } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'
import { addInputOf } from '../../../excel/import-checks'
import { crudHandlers } from '../crud/routes'
import { excelHandlersWith } from '../excel/routes'

/** A save that would give a dictionary two items with one value: refused, nothing written. */
export const DICT_ITEM_TAKEN = '该字典中已有此数据值，不能重复'

/** Whether another item of the dictionary (not `exceptId`) holds the value. */
async function dictItemValueTaken(
  db: Queryable,
  dictId: string,
  itemValue: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM sys_dict_item WHERE dict_id = $1 AND item_value = $2
       AND ($3::text IS NULL OR id <> $3::text) LIMIT 1`,
    [dictId, itemValue, exceptId],
  )
  return rows.length > 0
}

const addDictItem: Handlers<ServerContext>['dictItemAdd'] = async (input, context) => {
  const { dictId, itemValue } = input.body
  if (dictId && itemValue && (await dictItemValueTaken(context.db, dictId, itemValue, null))) {
    return fail(DICT_ITEM_TAKEN)
  }
  return crudHandlers.dictItemAdd(input, context)
}

/** The Excel import of dictionary items, each row through the add above (its duplicate check included). */
const dictItemImport: Handlers<ServerContext>['dictItemImportExcel'] = excelHandlersWith({
  dictItem: {
    add: (row, through) =>
      addDictItem(addInputOf<Parameters<typeof addDictItem>[0]>(row, through), through.context),
  },
}).dictItemImportExcel

export const upstreamCompatHandlers = {
  async captchaImage({ path }, context) {
    return okRead(captchaStoreOf(context).issue(path.key).image)
  },

  async thirdAppEnabledType() {
    // Neither Enterprise WeChat nor DingTalk is integrated: the user pages hide their sync buttons.
    return ok({ wechatEnterprise: false, dingtalk: false })
  },

  async tenantQueryList({ query }, { db }) {
    const ids = (query.ids ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => /^\d{1,9}$/.test(id))
      .map(Number)
    const rows = await db.query<{
      id: number
      name: string | null
      beginDate: string | null
      endDate: string | null
      status: number | null
      createBy: string | null
      createTime: string | null
      updateBy: string | null
      updateTime: string | null
    }>(
      `SELECT id, name, to_char(begin_date, 'YYYY-MM-DD HH24:MI:SS') AS "beginDate",
              to_char(end_date, 'YYYY-MM-DD HH24:MI:SS') AS "endDate", status, create_by AS "createBy",
              to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime", update_by AS "updateBy",
              to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS "updateTime"
         FROM sys_tenant
        WHERE status = 1 ${ids.length ? 'AND id = ANY($1::int[])' : ''}
        ORDER BY id`,
      ids.length ? [ids] : [],
    )
    return okRead(rows)
  },

  async dictItemCheck({ query }, { db }) {
    const params: unknown[] = [query.itemValue ?? '', query.dictId ?? '']
    let sql = 'SELECT count(*)::int AS count FROM sys_dict_item WHERE item_value = $1 AND dict_id = $2'
    if (query.id?.trim()) {
      params.push(query.id)
      sql += ' AND id <> $3'
    }
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>(sql, params)
    return count === 0 ? ok(null, '该值可用！') : fail('该值不可用，系统中已存在！')
  },

  dictItemAdd: addDictItem,

  async dictItemEdit(input, context) {
    const { id, dictId, itemValue } = input.body
    if (dictId && itemValue && (await dictItemValueTaken(context.db, dictId, itemValue, id))) {
      return fail(DICT_ITEM_TAKEN)
    }
    return crudHandlers.dictItemEdit(input, context)
  },

  dictItemImportExcel: dictItemImport,
} satisfies Pick<
  Handlers<ServerContext>,
  | 'captchaImage'
  | 'thirdAppEnabledType'
  | 'tenantQueryList'
  | 'dictItemCheck'
  | 'dictItemAdd'
  | 'dictItemEdit'
  | 'dictItemImportExcel'
>
