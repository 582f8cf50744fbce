import type { LoginLimiter } from './auth/attempt-limiter'
import type { CaptchaStore } from './auth/captcha'
import type { Database } from './db/database'
import type { LiveHub } from './live/live-hub'
import type { FileStore } from './static/file-store'

/** What every handler can use. */
export interface ServerContext {
  db: Database
  secret: Uint8Array
  tokenTtlSeconds: number
  /** Where /sys/common/upload stores files: `<dataDir>/upload`. */
  uploadDir: string
  /** A store every instance shares (S3-compatible) that uploads move to; absent: they stay in uploadDir. */
  files?: FileStore
  /** CAS server for /cas/client/validateLogin (CAS_PREFIX_URL); none: CAS sign-in is refused. */
  casPrefixUrl?: string
  /** Notice and table sockets (docs/upstream.md §13). */
  live: LiveHub
  /** Failed password sign-ins per account and per client address; absent or null: not limited. */
  loginAttempts?: { byAccount: LoginLimiter; byAddress: LoginLimiter } | null
  /** Login captcha codes handed out by /sys/randomImage/{key}; absent: a process-wide store is used. */
  captchas?: CaptchaStore
}
