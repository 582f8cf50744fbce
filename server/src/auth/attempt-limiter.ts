/** Every limiter of this process, so the test reset can forget all failures (test-hooks.ts). */
const limiters = new Set<AttemptLimiter>()

/**
 * Failed sign-in attempts per key (an account, an address, a meter number): at most `limit` within
 * `windowMs`, then refused until the oldest failure leaves the window. A success clears the key's failures.
 */
export class AttemptLimiter {
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

/** Forgets every failure of every limiter (the test reset). */
export function clearAllAttempts(): void {
  for (const limiter of limiters) limiter.clearAll()
}
