import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'

/** Tables of the announcements and their deliveries, emptied by the test reset before seeding again (children first). */
export const announcementTables: string[] = ['sys_announcement_send', 'sys_announcement']

/** Announcements of each priority (the notice bell), sent to everybody. */
export async function seedAnnouncements(db: Queryable): Promise<void> {
  for (const [title, priority, category] of [
    ['二车间周六停电检修', 'H', '1'],
    ['食堂新菜单上线', 'M', '1'],
    ['年度体检安排', 'L', '1'],
    ['系统将于今晚 22:00 升级', 'M', '2'],
  ] as const) {
    await db.query(
      `INSERT INTO sys_announcement (id, titile, msg_content, priority, msg_category, msg_type, send_status, send_time,
         sender, create_by) VALUES ($1, $2, $3, $4, $5, 'ALL', '1', now(), 'admin', 'admin')`,
      [newId(), title, `<p>${title}</p>`, priority, category],
    )
  }
}
