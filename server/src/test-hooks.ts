import { clearAllAttempts } from './auth/attempt-limiter'
import { captchaStoreOf } from './auth/captcha'
import { insertSystemFixtures, insertUnreadAnnouncement } from './pact-fixtures'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { openSession } from './auth/sessions'
import type { ServerContext } from './context'
import { seed, seededTables, seedIds } from './db/seed'
import { insertModuleFixtures } from './modules/modules'
import { seedReset } from './test-reset'

/** Provider state of a live SMS code: code, mobile, and what it was sent for (default: sign-in). */
const SMS_STATE = /^an SMS code (\d{4,8}) was sent to (1\d{10})(?: for (registration|a forgotten password))?$/
const SMS_MODES: Record<string, '0' | '1' | '2'> = {
  'sign-in': '0',
  registration: '1',
  'a forgotten password': '2',
}

/**
 * Provider state of the system-administration pacts: every row an interaction reads, edits or deletes, with
 * fixed ids (pact-fixtures.ts, which the pacts name too).
 */
const FIXTURES_STATE = 'the system-administration fixtures exist and admin is signed in'

/** Provider state of upstream's login with a captcha: the code C waits under check key K (contracts/PROVIDER-STATES.md). */
const CAPTCHA_STATE = /^the login captcha for check key (\S{1,64}) is ([A-Za-z0-9]{1,20})$/

/** Provider state of the notice bell's pacts: a known announcement, unread by admin. */
const ANNOUNCEMENT_STATE = /^announcement ([0-9a-z]{1,32}) is unread and admin is signed in$/

/** Tables the seed does not fill that tests rely on being empty after a reset (migration 0027). */
const UNSEEDED_SHARED_TABLES = ['auth_attempt']

/**
 * Test-only endpoints (mounted with `testHooks: true` / ERP_TEST_HOOKS=1, never otherwise):
 * reset to the seed data, and Pact provider states.
 */
export function mountTestHooks(app: FastifyInstance, context: ServerContext): void {
  // Back to the seed, and no failed sign-ins remembered (they would throttle the next test's logins): neither in
  // this process nor in auth_attempt, where a shared PostgreSQL counts them (SharedAttemptLimiter).
  const resetTables = seedReset(context.db, { tables: seededTables, emptied: UNSEEDED_SHARED_TABLES, seed })
  const reset = () => {
    clearAllAttempts()
    return resetTables()
  }

  /**
   * The state last set up, while nothing has been written since: setting it up again answers the same
   * (its token is still valid), without resetting the database. Pacts list many reads under one state in a
   * row, and a reset takes ~1 s. Anything but a read marks the database written: every non-GET request, and
   * the GETs that sign in (CAS, third-party) or store a captcha.
   */
  let clean: { state: string; answer: unknown } | null = null
  app.server.on('request', (request: { method?: string; url?: string }) => {
    const url = request.url ?? ''
    if (url.includes('/__test/')) return
    if (request.method !== 'GET' || /login|cas|third|randomImage/i.test(url)) clean = null
  })

  app.post('/__test/reset', async () => {
    clean = null
    await reset()
    return { ok: true }
  })

  // The reference server has no SMS gateway: e2e tests read the code sent to a mobile number here.
  app.get('/__test/sms', async (request, reply) => {
    const mobile = (request.query as { mobile?: string }).mobile ?? ''
    const [row] = await context.db.query<{ code: string }>(
      'SELECT code FROM sys_sms_code WHERE mobile = $1',
      [mobile],
    )
    return row ? { code: row.code } : reply.code(404).send({ message: 'no code' })
  })

  // The login captcha waiting under a check key, so a browser script can sign in through upstream's login page.
  app.get('/__test/captcha', async (request, reply) => {
    const key = (request.query as { key?: string }).key ?? ''
    const code = captchaStoreOf(context).peek(key)
    return code ? { code } : reply.code(404).send({ message: 'no captcha' })
  })

  app.post('/__test/state', async (request, reply) => {
    const state = (request.body as { state?: unknown } | null)?.state
    if (clean && clean.state === state) return clean.answer
    const answer: unknown = await setUp(state, reply)
    clean = typeof state === 'string' && reply.statusCode < 400 ? { state, answer } : null
    return answer
  })

  async function setUp(state: unknown, reply: FastifyReply): Promise<unknown> {
    // For the CAS state, the CAS server is whatever the server was started with (CAS_PREFIX_URL / casPrefixUrl).
    switch (state) {
      case 'user admin exists with password 123456':
      case 'no user is signed in':
      case 'the CAS server accepts ticket ST-pact for admin':
        await reset()
        return { ok: true }
      case FIXTURES_STATE: {
        await reset()
        await insertSystemFixtures(context.db)
        await insertModuleFixtures(context.db)
        const token = await openSession(
          context.db,
          { id: seedIds.admin, username: 'admin' },
          context.secret,
          context.tokenTtlSeconds,
        )
        return { ok: true, token }
      }
      default: {
        // 'an SMS code <code> was sent to <mobile>[ for registration| for a forgotten password]': a live code.
        const sms = typeof state === 'string' ? SMS_STATE.exec(state) : null
        if (sms?.[1] && sms[2]) {
          await reset()
          await context.db.query(
            `INSERT INTO sys_sms_code (mobile, code, smsmode, expires_at) VALUES ($1, $2, $3, now() + interval '10 minutes')`,
            [sms[2], sms[1], SMS_MODES[sms[3] ?? 'sign-in']],
          )
          return { ok: true }
        }
        // 'the login captcha for check key <key> is <code>': on top of the seed (admin / 123456), the code waits.
        const captcha = typeof state === 'string' ? CAPTCHA_STATE.exec(state) : null
        if (captcha?.[1] && captcha[2]) {
          await reset()
          captchaStoreOf(context).put(captcha[1], captcha[2])
          return { ok: true }
        }
        // 'announcement <id> is unread and admin is signed in': an H notice with a known id sent to admin, unread.
        const annt = typeof state === 'string' ? ANNOUNCEMENT_STATE.exec(state) : null
        if (annt?.[1]) {
          await reset()
          await insertUnreadAnnouncement(context.db, annt[1])
          const token = await openSession(
            context.db,
            { id: seedIds.admin, username: 'admin' },
            context.secret,
            context.tokenTtlSeconds,
          )
          return { ok: true, token }
        }
        // '<username> is signed in' (any seeded user, e.g. 'zhangsan is signed in'): reset and open a session.
        const signedIn = typeof state === 'string' ? /^(\S+) is signed in$/.exec(state) : null
        const username = signedIn?.[1]
        const id = username ? seedIds[username as keyof typeof seedIds] : undefined
        if (username && id) {
          await reset()
          const token = await openSession(
            context.db,
            { id, username },
            context.secret,
            context.tokenTtlSeconds,
          )
          return { ok: true, token }
        }
        return reply.code(400).send({ ok: false, message: `unknown provider state: ${String(state)}` })
      }
    }
  }
}
