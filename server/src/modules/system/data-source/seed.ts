import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'

/** Tables of the data sources, emptied by the test reset before seeding again. */
export const dataSourceTables: string[] = ['sys_data_source']

/**
 * A data source (its password never leaves the server in clear) and PostgreSQL in the type dictionary
 * (after dict's seed).
 */
export async function seedDataSources(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO sys_dict_item (id, dict_id, item_value, item_text, sort_order)
     SELECT $1, id, '6', 'PostgreSQL', 5 FROM sys_dict WHERE dict_code = 'database_type'
       AND NOT EXISTS (SELECT 1 FROM sys_dict_item i WHERE i.dict_id = sys_dict.id AND i.item_value = '6')`,
    [newId()],
  )
  await db.query(
    `INSERT INTO sys_data_source (id, code, name, remark, db_type, db_driver, db_url, db_name, db_username,
       db_password, sys_org_code, create_by)
     VALUES ($1, 'local_pg', '本机 PostgreSQL', '演示：测试连接', '6', 'org.postgresql.Driver',
       'jdbc:postgresql://127.0.0.1:5432/erp', 'erp', 'erp', 'erp-demo', 'A01', 'admin')`,
    [newId()],
  )
}
