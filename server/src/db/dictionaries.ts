import type { components } from '@erp/openapi/schema'
import type { Queryable } from './database'

type DictModel = components['schemas']['DictModel']

/** The texts of dictionary items by dictionary code and item value (the `_dictText` of lists). */
export async function dictionaryTexts(
  db: Queryable,
  codes: string[],
): Promise<Map<string, Map<string, string>>> {
  const texts = new Map<string, Map<string, string>>()
  if (!codes.length) return texts
  const rows = await db.query<{ dict_code: string; item_value: string; item_text: string }>(
    `SELECT d.dict_code, i.item_value, i.item_text FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id
     WHERE d.dict_code = ANY($1::text[]) AND d.del_flag = 0`,
    [codes],
  )
  for (const row of rows) {
    const items = texts.get(row.dict_code) ?? new Map<string, string>()
    items.set(row.item_value, row.item_text)
    texts.set(row.dict_code, items)
  }
  return texts
}

/** Every dictionary with its enabled items, as login's `sysAllDictItems` (docs/upstream.md §2). */
export async function allDictItems(db: Queryable): Promise<Record<string, DictModel[]>> {
  const rows = await db.query<{ dict_code: string; item_value: string; item_text: string }>(
    `SELECT d.dict_code, i.item_value, i.item_text FROM sys_dict d JOIN sys_dict_item i ON i.dict_id = d.id
     WHERE d.del_flag = 0 AND i.status = 1 ORDER BY d.dict_code, i.sort_order, i.item_value`,
  )
  const result: Record<string, DictModel[]> = {}
  for (const row of rows)
    (result[row.dict_code] ??= []).push({ value: row.item_value, text: row.item_text, title: row.item_text })
  return result
}
