import { jwtVerify, SignJWT } from 'jose'

/**
 * The self-service meter token: HS256 with the server's secret, but its own audience and scope, carrying only
 * the meter's id. A staff token (no audience, no scope) is never a meter token, and a meter token (no username,
 * no session) is never a staff token (auth/token.ts requires both).
 */
export const METER_TOKEN_AUDIENCE = 'erp-meter-self-service'
export const METER_TOKEN_SCOPE = 'meter'
export const METER_TOKEN_TTL_SECONDS = 15 * 60

export function signMeterToken(meterId: string, secret: Uint8Array, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({ scope: METER_TOKEN_SCOPE, mid: meterId })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(METER_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + METER_TOKEN_TTL_SECONDS)
    .sign(secret)
}

/** The meter id of a valid, unexpired meter token; null for anything else. */
export async function readMeterToken(
  token: string | undefined,
  secret: Uint8Array,
  now = new Date(),
): Promise<string | null> {
  if (!token) return null
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      audience: METER_TOKEN_AUDIENCE,
      currentDate: now,
    })
    if (payload.scope !== METER_TOKEN_SCOPE || typeof payload.mid !== 'string') return null
    return payload.mid
  } catch {
    return null
  }
}
