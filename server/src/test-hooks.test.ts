import Fastify, { type FastifyInstance } from 'fastify'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SharedAttemptLimiter } from './auth/attempt-limiter'
import { openDatabase, type Database } from './db/database'
import { migratedDataDir } from './test-support/seeded-data-dir.test-helper'
import { handlerContext } from './modules/handler-context.test-helper'
import { mountTestHooks } from './test-hooks'

/** The test reset on its own: the seed back, and no failed sign-in remembered anywhere. */
const root = mkdtempSync(join(tmpdir(), 'erp-test-hooks-'))
let db: Database
let app: FastifyInstance

beforeAll(async () => {
  db = await openDatabase(await migratedDataDir(root))
  app = Fastify()
  mountTestHooks(app, handlerContext(db, root))
  await app.ready()
}, 120_000)

afterAll(async () => {
  await app?.close()
  await db?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('POST /__test/reset', () => {
  it('empties auth_attempt, where a shared PostgreSQL counts failed sign-ins', async () => {
    // Failures as the instances on PostgreSQL record them: staff accounts, addresses and meters.
    for (const scope of ['account', 'address', 'meter']) {
      const limiter = new SharedAttemptLimiter(db, scope, 2, 60_000)
      await limiter.recordFailure('admin')
      await limiter.recordFailure('admin')
      expect(await limiter.retryAfterMs('admin')).toBeGreaterThan(0)
    }
    const reset = await app.inject({ method: 'POST', url: '/__test/reset' })
    expect(reset.json()).toEqual({ ok: true })
    const [{ count } = { count: -1 }] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM auth_attempt',
    )
    expect(count).toBe(0)
    expect(await new SharedAttemptLimiter(db, 'account', 2, 60_000).retryAfterMs('admin')).toBe(0)
    // And the seed is back.
    const [admin] = await db.query<{ username: string }>(
      `SELECT username FROM sys_user WHERE username = 'admin'`,
    )
    expect(admin?.username).toBe('admin')
  }, 60_000)
})

describe('POST /__test/state', () => {
  it("'the login captcha for check key K is C' leaves code C waiting under K, as /sys/randomImage/K would", async () => {
    const state = 'the login captcha for check key pact-check-key is PACT'
    const answer = await app.inject({ method: 'POST', url: '/__test/state', payload: { state } })
    expect(answer.json()).toEqual({ ok: true })
    const peek = await app.inject({ method: 'GET', url: '/__test/captcha?key=pact-check-key' })
    expect(peek.json()).toEqual({ code: 'pact' })
  }, 60_000)
})
