import type { FastifyInstance } from 'fastify'
import { openSession } from './auth/sessions'
import type { ServerContext } from './context'
import { seed, seededTables, seedIds } from './db/seed'

/** Provider state of a live SMS code: code, mobile, and what it was sent for (default: sign-in). */
const SMS_STATE = /^an SMS code (\d{4,8}) was sent to (1\d{10})(?: for (registration|a forgotten password))?$/
const SMS_MODES: Record<string, '0' | '1' | '2'> = {
  'sign-in': '0',
  registration: '1',
  'a forgotten password': '2',
}

/** Provider state of the notice bell's pacts: a known announcement, unread by admin. */
const ANNOUNCEMENT_STATE = /^announcement ([0-9a-z]{1,32}) is unread and admin is signed in$/

/**
 * Test-only endpoints (mounted with `testHooks: true` / ERP_TEST_HOOKS=1, never otherwise):
 * reset to the seed data, and Pact provider states.
 */
export function mountTestHooks(app: FastifyInstance, context: ServerContext): void {
  const reset = () =>
    context.db.transaction(async (tx) => {
      await tx.query(`TRUNCATE ${seededTables.join(', ')} CASCADE`)
      await seed(tx)
    })

  app.post('/__test/reset', async () => {
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

  app.post('/__test/state', async (request, reply) => {
    const state = (request.body as { state?: unknown } | null)?.state
    // For the CAS state, the CAS server is whatever the server was started with (CAS_PREFIX_URL / casPrefixUrl).
    switch (state) {
      case 'user admin exists with password 123456':
      case 'no user is signed in':
      case 'the CAS server accepts ticket ST-pact for admin':
        await reset()
        return { ok: true }
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
        // 'announcement <id> is unread and admin is signed in': an H notice with a known id sent to admin, unread.
        const annt = typeof state === 'string' ? ANNOUNCEMENT_STATE.exec(state) : null
        if (annt?.[1]) {
          await reset()
          await context.db.query(
            `INSERT INTO sys_announcement (id, titile, msg_content, priority, msg_category, msg_type, user_ids,
               send_status, send_time, sender, create_by) VALUES ($1, '停电通知', '<p>周六 8:00-12:00 二车间停电检修</p>',
               'H', '1', 'USER', $2, '1', now(), 'admin', 'admin')`,
            [annt[1], `${seedIds.admin},`],
          )
          await context.db.query(
            `INSERT INTO sys_announcement_send (id, annt_id, user_id, read_flag, create_by)
             VALUES ($1, $2, $3, '0', 'admin')`,
            [`send${annt[1]}`.slice(0, 32), annt[1], seedIds.admin],
          )
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
  })
}
