import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../db/database'
import { migratedDataDir } from '../test-support/seeded-data-dir.test-helper'
import { AttemptLimiter, SharedAttemptLimiter } from './attempt-limiter'

const root = mkdtempSync(join(tmpdir(), 'erp-attempts-'))
let db: Database

beforeAll(async () => {
  db = await openDatabase(await migratedDataDir(root))
}, 120_000)

afterAll(async () => {
  await db?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('SharedAttemptLimiter (failures in the database)', () => {
  it('counts the failures of every limiter on the same table and scope, as if one', async () => {
    const onA = new SharedAttemptLimiter(db, 'account', 3, 60_000)
    const onB = new SharedAttemptLimiter(db, 'account', 3, 60_000)
    await onA.recordFailure('jeecg')
    await onB.recordFailure('jeecg')
    expect(await onA.retryAfterMs('jeecg')).toBe(0)
    await onA.recordFailure('jeecg')
    const wait = await onB.retryAfterMs('jeecg')
    expect(wait).toBeGreaterThan(55_000)
    expect(wait).toBeLessThanOrEqual(60_000)
    // Another key and another scope are apart.
    expect(await onB.retryAfterMs('zhangsan')).toBe(0)
    expect(await new SharedAttemptLimiter(db, 'address', 3, 60_000).retryAfterMs('jeecg')).toBe(0)
  })

  it('forgets failures older than the window, and a success clears the key everywhere', async () => {
    const limiter = new SharedAttemptLimiter(db, 'window', 2, 60_000)
    await db.query(
      `INSERT INTO auth_attempt (scope, key, at) VALUES ('window', 'old', now() - interval '2 minutes'),
         ('window', 'old', now() - interval '90 seconds')`,
    )
    expect(await limiter.retryAfterMs('old')).toBe(0)
    await limiter.recordFailure('old')
    // Recording swept the key's rows out of the window.
    const rows = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM auth_attempt WHERE scope = 'window' AND key = 'old'`,
    )
    expect(rows[0]?.count).toBe(1)
    await limiter.recordFailure('old')
    expect(await limiter.retryAfterMs('old')).toBeGreaterThan(0)
    await new SharedAttemptLimiter(db, 'window', 2, 60_000).clear('old')
    expect(await limiter.retryAfterMs('old')).toBe(0)
  })

  it('answers as the in-process limiter does for the same failures', async () => {
    const memory = new AttemptLimiter(2, 60_000)
    const shared = new SharedAttemptLimiter(db, 'same', 2, 60_000)
    for (const limiter of [memory, shared]) {
      await limiter.recordFailure('k')
      expect(await limiter.retryAfterMs('k')).toBe(0)
      await limiter.recordFailure('k')
      expect(await limiter.retryAfterMs('k')).toBeGreaterThan(59_000)
    }
  })
})
