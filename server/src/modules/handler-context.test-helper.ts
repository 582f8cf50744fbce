import { join } from 'node:path'
import type { ServerContext } from '../context'
import { LiveHub } from '../live/live-hub'
import type { SessionUser } from '../openapi/operations'

/** What an operation handler receives: the server context with a signed-in user and the tenant header. */
export type HandlerContext = ServerContext & { user: SessionUser; tenantId: string }

/**
 * The context the module route tests call handlers with directly (no HTTP): their database, an upload folder
 * under their temporary root, a test secret, and admin signed in unless another user is given.
 */
export function handlerContext(
  db: ServerContext['db'],
  root: string,
  user: SessionUser = { userId: 'u', username: 'admin', sessionId: 's' },
): HandlerContext {
  return {
    db,
    secret: new Uint8Array(32),
    tokenTtlSeconds: 60,
    uploadDir: join(root, 'upload'),
    live: new LiveHub(),
    user,
    tenantId: '0',
  }
}
