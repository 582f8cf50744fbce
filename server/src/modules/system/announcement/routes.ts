import { allFields, columnOf, resources, type ResourceDef } from '@erp/openapi/resources'
import type { components } from '@erp/openapi/schema'
import type { ServerContext } from '../../../context'
import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'
import { Where } from '../../../db/sql'
import { fail, ok, okRead } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'
import { DEFAULT_MESSAGE } from '../upstream-result'
import { pageOf } from '../../../db/page'
import { crudHandlers } from '../crud/routes'
import { mayReadAnnouncement } from './readers'

/** Upstream: published announcements for everybody not yet sent to the user get an unread send row. */
async function deliverPending(db: Queryable, userId: string, username: string | null) {
  const pending = await db.query<{ id: string }>(
    `SELECT a.id FROM sys_announcement a JOIN sys_user u ON u.id = $1
     WHERE a.msg_type = 'ALL' AND a.send_status = '1' AND a.del_flag = '0'
       AND (a.end_time IS NULL OR a.end_time >= u.create_time)
       AND NOT EXISTS (SELECT 1 FROM sys_announcement_send s WHERE s.annt_id = a.id AND s.user_id = $1)`,
    [userId],
  )
  for (const { id } of pending) {
    await db.query(
      `INSERT INTO sys_announcement_send (id, annt_id, user_id, read_flag, create_by) VALUES ($1, $2, $3, '0', $4)`,
      [newId(), id, userId, username],
    )
  }
}

/** Announcements (upstream SysAnnouncementController, SysAnnouncementSendController): publish, revoke, the user's own. */
export const announcementHandlers = {
  async announcementRelease({ query }, { db, user, live }) {
    const [published] = await db.query<{
      id: string
      titile: string | null
      msg_type: string | null
      user_ids: string | null
    }>(
      `UPDATE sys_announcement SET send_status = '1', send_time = now(), sender = $2, update_time = now()
       WHERE id = $1 AND del_flag = '0' RETURNING id, titile, msg_type, user_ids`,
      [query.id, user?.username ?? null],
    )
    if (!published) return fail('未找到对应实体')
    // Upstream §13: everybody gets a topic notice; listed users a user notice each.
    const message = { msgId: published.id, msgTxt: published.titile ?? '' }
    if (published.msg_type === 'USER') {
      const userIds = (published.user_ids ?? '').split(',').filter(Boolean)
      for (const userId of userIds) {
        await db.query(
          `INSERT INTO sys_announcement_send (id, annt_id, user_id, read_flag, create_by)
           SELECT $1::text, $2::text, $3::text, '0', $4::text WHERE NOT EXISTS (
             SELECT 1 FROM sys_announcement_send WHERE annt_id = $2::text AND user_id = $3::text)`,
          [newId(), published.id, userId, user?.username ?? null],
        )
        live.publish({ cmd: 'user', ...message, userId }, [userId])
      }
    } else {
      live.publish({ cmd: 'topic', ...message })
    }
    return ok(null, '该系统通知发布成功')
  },

  async announcementRevoke({ query }, { db }) {
    const updated = await db.query(
      `UPDATE sys_announcement SET send_status = '2', cancel_time = now(), update_time = now()
       WHERE id = $1 AND del_flag = '0' RETURNING id`,
      [query.id],
    )
    return updated.length ? ok(null, '该系统通知撤销成功') : fail('未找到对应实体')
  },

  async announcementListByUser(_input, { db, user }) {
    const userId = user?.userId ?? ''
    await deliverPending(db, userId, user?.username ?? null)
    const announcement = resources.find((resource) => resource.key === 'announcement') as ResourceDef
    const select = [
      'a.id',
      ...Object.entries(allFields(announcement)).map(([name, field]) => {
        const column = `a.${columnOf(name, field)}`
        return field.type === 'datetime'
          ? `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS') AS "${name}"`
          : `${column} AS "${name}"`
      }),
      `a.del_flag AS "delFlag"`,
    ].join(', ')
    const unread = async (category: string) => {
      const where = `FROM sys_announcement a JOIN sys_announcement_send s ON s.annt_id = a.id
        WHERE s.user_id = $1 AND s.read_flag = '0' AND a.send_status = '1' AND a.del_flag = '0'
          AND a.msg_category = $2`
      const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${where}`, [
        userId,
        category,
      ])
      const list = await db.query<{ id: string }>(
        `SELECT ${select} ${where} ORDER BY a.send_time DESC NULLS LAST, a.id LIMIT 5`,
        [userId, category],
      )
      return { list, total: count?.total ?? 0 }
    }
    const annt = await unread('1')
    const sys = await unread('2')
    return okRead(
      { anntMsgList: annt.list, anntMsgTotal: annt.total, sysMsgList: sys.list, sysMsgTotal: sys.total },
      DEFAULT_MESSAGE,
    )
  },

  async announcementMine({ query }, { db, user }) {
    const userId = user?.userId ?? ''
    await deliverPending(db, userId, user?.username ?? null)
    const where = new Where()
    where.clauses.push("a.send_status = '1'", "a.del_flag = '0'")
    where.add((p) => `s.user_id = ${p}`, userId)
    if (query.titile) where.add((p) => `a.titile ILIKE '%' || ${p} || '%'`, query.titile)
    if (query.sender) where.add((p) => `a.sender ILIKE '%' || ${p} || '%'`, query.sender)
    if (query.readFlag) where.add((p) => `s.read_flag = ${p}`, query.readFlag)
    if (query.msgCategory) where.add((p) => `a.msg_category = ${p}`, query.msgCategory)
    const pageNo = query.pageNo ?? 1
    const pageSize = query.pageSize ?? 10
    const from = `FROM sys_announcement_send s JOIN sys_announcement a ON a.id = s.annt_id ${where.sql}`
    const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, where.params)
    const records = await db.query<components['schemas']['AnnouncementSendModel']>(
      `SELECT s.id, s.annt_id AS "anntId", s.user_id AS "userId", a.titile, a.msg_content AS "msgContent",
         a.msg_abstract AS "msgAbstract", a.sender, a.priority, s.read_flag AS "readFlag",
         to_char(a.send_time, 'YYYY-MM-DD HH24:MI:SS') AS "sendTime", a.msg_category AS "msgCategory",
         a.bus_id AS "busId", a.bus_type AS "busType", a.open_type AS "openType", a.open_page AS "openPage"
       ${from} ORDER BY a.send_time DESC NULLS LAST, s.read_flag ASC, s.id
       LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
      where.params,
    )
    const total = count?.total ?? 0
    return okRead(pageOf(records, total, pageNo, pageSize, 'short'))
  },

  async announcementReadAll(_input, { db, user }) {
    await db.query(
      `UPDATE sys_announcement_send SET read_flag = '1', read_time = now(), update_time = now()
       WHERE user_id = $1 AND read_flag = '0'`,
      [user?.userId ?? ''],
    )
    return ok(null, '全部已读')
  },

  // One announcement: only to those who may read it (readers.ts); anyone else meets the not-found answer.
  async announcementQueryById(input, context) {
    if (!(await mayReadAnnouncement(context.db, context.user, input.query.id))) return fail('未找到对应实体')
    return crudHandlers.announcementQueryById(input, context)
  },

  async announcementMarkRead({ body }, { db, user }) {
    await db.query(
      `UPDATE sys_announcement_send SET read_flag = '1', read_time = now(), update_time = now()
       WHERE annt_id = $1 AND user_id = $2`,
      [body.anntId, user?.userId ?? ''],
    )
    return okRead(null, DEFAULT_MESSAGE)
  },
} satisfies Pick<
  Handlers<ServerContext>,
  | 'announcementRelease'
  | 'announcementRevoke'
  | 'announcementListByUser'
  | 'announcementMine'
  | 'announcementReadAll'
  | 'announcementMarkRead'
  | 'announcementQueryById'
>
