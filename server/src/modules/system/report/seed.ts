import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'
import { seedIds } from '../../../db/seed-ids'

/** Tables of the online reports, emptied by the test reset before seeding again (children first). */
export const reportTables: string[] = ['onl_cgreport_item', 'onl_cgreport_head']

/** An online report for the popup selector (cgRpConfigId = seedIds.reportUsers, code popup_user). */
export async function seedReports(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO onl_cgreport_head (id, code, name, cgr_sql) VALUES ($1, 'popup_user', '选择用户', $2)`,
    [
      seedIds.reportUsers,
      `SELECT u.username, u.realname, u.sex, u.phone, u.work_no, to_char(u.create_time, 'YYYY-MM-DD') AS create_date
       FROM sys_user u WHERE u.del_flag = 0`,
    ],
  )
  for (const [index, [field, label, type, search, dict, mode]] of (
    [
      ['username', '账号', 'String', 1, null, 'single'],
      ['realname', '姓名', 'String', 1, null, 'single'],
      ['sex', '性别', 'Integer', 1, 'sex', 'single'],
      ['phone', '手机号', 'String', 0, null, null],
      ['work_no', '工号', 'String', 1, null, 'single'],
      ['create_date', '创建日期', 'Date', 1, null, 'group'],
    ] as const
  ).entries()) {
    await db.query(
      `INSERT INTO onl_cgreport_item (id, cgrhead_id, field_name, field_txt, field_type, is_search, dict_code, search_mode, order_num)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [newId(), seedIds.reportUsers, field, label, type, search, dict, mode, index],
    )
  }
}
