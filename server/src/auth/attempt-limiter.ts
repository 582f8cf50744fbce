import type { Queryable } from '../db/database'

/** Every limiter of this process, so the test reset can forget all failures (test-hooks.ts). */
const limiters = new Set<AttemptLimiter>()

/** What sign-in needs of a limiter: in this process (AttemptLimiter) or shared in the database (SharedAttemptLimiter). */
export interface LoginLimiter {
  retryAfterMs(key: string): number | Promise<number>
  recordFailure(key: string): void | Promise<void>
  clear(key: string): void | Promise<void>
}

/**
 * Failed sign-in attempts per key (an account, an address, a meter number): at most `limit` within
 * `windowMs`, then refused until the oldest failure leaves the window. A success clears the key's failures.
 */
export class AttemptLimiter implements LoginLimiter {
  private readonly failures = new Map<string, number[]>()
  constructor(
    private readonly limit = 5,
    private readonly windowMs = 10 * 60 * 1000,
  ) {
    limiters.add(this)
  }

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((time) => now - time < this.windowMs)
    if (kept.length) this.failures.set(key, kept)
    else this.failures.delete(key)
    return kept
  }

  blocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.limit
  }

  /** How long until the key may try again (0 when it may now). */
  retryAfterMs(key: string, now = Date.now()): number {
    const recent = this.recent(key, now)
    if (recent.length < this.limit) return 0
    const oldest = recent[recent.length - this.limit] ?? now
    return Math.max(0, oldest + this.windowMs - now)
  }

  recordFailure(key: string, now = Date.now()): void {
    if (this.failures.size > 10_000) for (const known of [...this.failures.keys()]) this.recent(known, now)
    this.failures.set(key, [...this.recent(key, now), now])
  }

  clear(key: string): void {
    this.failures.delete(key)
  }

  clearAll(): void {
    this.failures.clear()
  }
}

/**
 * The same rule over the auth_attempt table (migration 0027): every instance on one PostgreSQL counts the same
 * failures, and a restart forgets none. `scope` keeps the account and address counts apart.
 */
export class SharedAttemptLimiter implements LoginLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly scope: string,
    private readonly limit = 5,
    private readonly windowMs = 10 * 60 * 1000,
  ) {}

  async retryAfterMs(key: string): Promise<number> {
    // The failure that must leave the window first: the limit-th newest one within it.
    const [row] = await this.db.query<{ wait: number | null }>(
      `SELECT ceil(extract(epoch FROM (at + $3 * interval '1 millisecond' - now())) * 1000)::float8 AS wait
         FROM auth_attempt WHERE scope = $1 AND key = $2 AND at > now() - $3 * interval '1 millisecond'
         ORDER BY at DESC OFFSET $4 LIMIT 1`,
      [this.scope, key, this.windowMs, this.limit - 1],
    )
    return Math.max(0, row?.wait ?? 0)
  }

  async recordFailure(key: string): Promise<void> {
    await this.db.query('INSERT INTO auth_attempt (scope, key) VALUES ($1, $2)', [this.scope, key])
    // Old rows of this key go as new ones come; keys never seen again are swept at random (1 in 100 failures).
    await this.db.query(
      `DELETE FROM auth_attempt WHERE at < now() - $2 * interval '1 millisecond' AND (key = $1 OR random() < 0.01)`,
      [key, this.windowMs],
    )
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM auth_attempt WHERE scope = $1 AND key = $2', [this.scope, key])
  }
}

/** Forgets every failure of every limiter (the test reset). */
export function clearAllAttempts(): void {
  for (const limiter of limiters) limiter.clearAll()
}
