import type { Queryable } from '../db/database'
import { newId } from '../db/ids'
import type { SessionUser } from '../openapi/operations'
import { readToken, signToken } from './token'

/** Who is told that sessions ended: the live hub, which closes their notice sockets (live/live-hub.ts). */
export interface SessionsEndedListener {
  /** `keep`: every session but this one ended; `only`: this one only. */
  sessionsEnded(userIds: readonly string[], which?: { keep?: string; only?: string }): void
}

/** Opens a server-side session and returns its signed token. */
export async function openSession(
  db: Queryable,
  user: { id: string; username: string },
  secret: Uint8Array,
  ttlSeconds: number,
): Promise<string> {
  const sid = newId()
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000)
  await db.query('INSERT INTO auth_session (id, user_id, username, expires_at) VALUES ($1, $2, $3, $4)', [
    sid,
    user.id,
    user.username,
    expiresAt,
  ])
  return signToken({ username: user.username, sid }, secret, expiresAt)
}

/** The signed-in user of a token: signature valid, not expired, session not revoked, user active. */
export async function authenticate(
  db: Queryable,
  secret: Uint8Array,
  token: string,
): Promise<SessionUser | null> {
  const claims = await readToken(token, secret)
  if (!claims) return null
  const [row] = await db.query<{ user_id: string; username: string; rel_tenant_ids: string | null }>(
    `SELECT s.user_id, u.username, u.rel_tenant_ids FROM auth_session s JOIN sys_user u ON u.id = s.user_id
     WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.status = 1 AND u.del_flag = 0`,
    [claims.sid],
  )
  if (!row || row.username !== claims.username) return null
  const tenantIds = (row.rel_tenant_ids ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '' && id !== '0')
  return { userId: row.user_id, username: row.username, sessionId: claims.sid, tenantIds }
}

/**
 * Revokes the session of a token, or with `all` every live session of its user; false when the token is not a
 * live session.
 */
export async function closeSession(
  db: Queryable,
  live: SessionsEndedListener | null,
  secret: Uint8Array,
  token: string,
  all = false,
): Promise<boolean> {
  const claims = await readToken(token, secret)
  if (!claims) return false
  const rows = await db.query<{ user_id: string }>(
    'UPDATE auth_session SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING user_id',
    [claims.sid],
  )
  const [closed] = rows
  if (closed && all) await endSessionsOf(db, live, [closed.user_id])
  // This session only: the others of the user, their sockets included, go on.
  else if (closed) live?.sessionsEnded([closed.user_id], { only: claims.sid })
  return rows.length > 0
}

/**
 * Ends every live session of these users at once (a password change, a freeze, a delete, a change of roles):
 * sessions are rows of auth_session, which authenticate reads on every request, so every instance on the same
 * database refuses their tokens from the next request on. `keep`: the caller's own session, when the caller
 * changed their own password (they proved the old one) and goes on working.
 */
export async function endSessionsOf(
  db: Queryable,
  live: SessionsEndedListener | null,
  userIds: readonly string[],
  keep?: string,
): Promise<number> {
  if (!userIds.length) return 0
  live?.sessionsEnded(userIds, keep ? { keep } : {})
  const rows = await db.query(
    `UPDATE auth_session SET revoked_at = now()
     WHERE user_id = ANY($1::text[]) AND revoked_at IS NULL AND ($2::text IS NULL OR id <> $2) RETURNING id`,
    [[...new Set(userIds)], keep ?? null],
  )
  return rows.length
}
