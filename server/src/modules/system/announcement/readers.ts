import type { Queryable } from '../../../db/database'
import type { SessionUser } from '../../../openapi/operations'
import { userHoldsAny } from '../../../permission/grants'

/** The announcement page (系统通告): whoever holds it manages every announcement, drafts included. */
export const ANNOUNCEMENT_PAGE = '/isystem/annountCement'

interface AnnouncementAudience {
  send_status: string | null
  msg_type: string | null
  user_ids: string | null
  sender: string | null
  create_by: string | null
}

/**
 * Whether `user` may read the announcement `id` (issue 30 item 4): once it is published, its recipients
 * (every signed-in user for an ALL notice, the listed users for a USER notice); at any time, its author or
 * sender and the holders of the announcement page. Nobody else, and nobody without a session. An id that is
 * unknown or deleted is "not readable" too, so a refusal never tells whether a notice exists.
 */
export async function mayReadAnnouncement(
  db: Queryable,
  user: SessionUser | null,
  id: string,
): Promise<boolean> {
  if (!user) return false
  const [notice] = await db.query<AnnouncementAudience>(
    `SELECT send_status::text, msg_type, user_ids, sender, create_by
       FROM sys_announcement WHERE id = $1 AND del_flag = '0'`,
    [id],
  )
  if (!notice) return false
  if (notice.create_by === user.username || notice.sender === user.username) return true
  if (notice.send_status === '1') {
    if (notice.msg_type === 'ALL') return true
    const recipients = (notice.user_ids ?? '').split(',').map((userId) => userId.trim())
    if (recipients.includes(user.userId)) return true
  }
  return userHoldsAny(db, user.userId, [ANNOUNCEMENT_PAGE])
}
