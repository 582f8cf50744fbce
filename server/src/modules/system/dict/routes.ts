import type { ServerContext } from '../../../context'
import { ok, okRead } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'
import { allDictItems } from '../../../db/dictionaries'
import { DEFAULT_MESSAGE } from '../upstream-result'
import { declaredDictionary, dictionaryItems } from './table-dicts'

/** The most items a table dictionary's getDictItems answers. */
const TABLE_ITEMS_CEILING = 1000

/** Dictionary items for the pages (upstream SysDictController getDictItems, queryAllDictItems). */
export const dictHandlers = {
  async getDictItems({ path }, { db, user, tenantId }) {
    // The table form `table,text,code` (upstream JDictSelectTag): a declared table dictionary only.
    if (path.dictCode.includes(',')) {
      const access = await declaredDictionary(db, user, path.dictCode)
      if ('refusal' in access) return access.refusal
      const items = await dictionaryItems(db, access.user, tenantId, access.dict, '', TABLE_ITEMS_CEILING)
      return okRead(
        items.map((item) => ({ ...item, title: item.text })),
        DEFAULT_MESSAGE,
      )
    }
    const items = await db.query<{ value: string; text: string; title: string }>(
      `SELECT i.item_value AS value, i.item_text AS text, i.item_text AS title
       FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id
       WHERE d.dict_code = $1 AND d.del_flag = 0 ORDER BY i.sort_order, i.item_value`,
      [path.dictCode],
    )
    return okRead(items, DEFAULT_MESSAGE)
  },

  async queryAllDictItems(_input, { db }) {
    return ok(await allDictItems(db), DEFAULT_MESSAGE)
  },

  // Dictionaries are read from the database on every request: there is no cache to clear.
  refreshDictCache: async () => okRead(null, DEFAULT_MESSAGE),
} satisfies Pick<Handlers<ServerContext>, 'getDictItems' | 'queryAllDictItems' | 'refreshDictCache'>
