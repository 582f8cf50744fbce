import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { jwtVerify, SignJWT } from 'jose'

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
