import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { jwtVerify, SignJWT } from 'jose'
import type { Queryable } from '../db/database'

export interface TokenClaims {
  username: string
  /** auth_session id: logout revokes the session, which invalidates the token. */
  sid: string
}

/** The HS256 signing secret, created once per data directory so tokens survive a restart. */
export function loadSecret(dataDir: string): Uint8Array {
  const file = join(dataDir, 'secret.key')
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 })
  return new Uint8Array(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'))
}

/**
 * The secret the deployment configures (env TOKEN_SECRET, or TOKEN_SECRET_FILE naming a file holding it), so every
 * instance signs and checks with the same key; null when neither is set. At least 32 bytes, read as base64 when it
 * decodes to 32 bytes or more, else as its UTF-8 bytes.
 */
export function configuredSecret(env: Record<string, string | undefined> = process.env): Uint8Array | null {
  const text = env.TOKEN_SECRET_FILE
    ? readFileSync(env.TOKEN_SECRET_FILE, 'utf8').trim()
    : env.TOKEN_SECRET?.trim()
  if (!text) return null
  const decoded = /^[A-Za-z0-9+/]+=*$/.test(text) ? Buffer.from(text, 'base64') : null
  const bytes = decoded && decoded.length >= 32 ? decoded : Buffer.from(text, 'utf8')
  if (bytes.length < 32) {
    throw new Error(
      `${env.TOKEN_SECRET_FILE ? 'TOKEN_SECRET_FILE' : 'TOKEN_SECRET'}: the token key must be at least 32 bytes (e.g. \`openssl rand -base64 32\`)`,
    )
  }
  return new Uint8Array(bytes)
}

/** How long a sign-in lasts when TOKEN_TTL_SECONDS is not set: 7 days, the client's session (docs/spec.md §9). */
export const DEFAULT_TOKEN_TTL_SECONDS = 604_800

/**
 * The token lifetime the deployment configures (env TOKEN_TTL_SECONDS, whole seconds, at least 60); null when
 * unset. Logout, a password change, a freeze, a delete or a change of roles end a session sooner (README § Access and security).
 */
export function configuredTokenTtl(env: Record<string, string | undefined> = process.env): number | null {
  const text = env.TOKEN_TTL_SECONDS?.trim()
  if (!text) return null
  const seconds = Number(text)
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(seconds) || seconds < 60)
    throw new Error(`TOKEN_TTL_SECONDS: a whole number of seconds, at least 60 (got ${JSON.stringify(text)})`)
  return seconds
}

/**
 * The one signing secret of every instance on a shared database when none is configured: made by the first
 * instance (under the start-up lock) and kept in server_setting, so a token from one instance is valid on all.
 */
export async function sharedSecret(db: Queryable): Promise<Uint8Array> {
  await db.query(
    `INSERT INTO server_setting (name, value) VALUES ('token_secret', $1) ON CONFLICT (name) DO NOTHING`,
    [randomBytes(32).toString('base64')],
  )
  const [row] = await db.query<{ value: string }>(
    `SELECT value FROM server_setting WHERE name = 'token_secret'`,
  )
  if (!row) throw new Error('server_setting: no token_secret row')
  return new Uint8Array(Buffer.from(row.value, 'base64'))
}

export function signToken(claims: TokenClaims, secret: Uint8Array, expiresAt: Date): Promise<string> {
  return new SignJWT({ username: claims.username, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret)
}

/** The claims of a valid, unexpired token signed with `secret`; null otherwise. */
export async function readToken(token: string, secret: Uint8Array): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
    if (typeof payload.username !== 'string' || typeof payload.sid !== 'string') return null
    return { username: payload.username, sid: payload.sid }
  } catch {
    return null
  }
}
