import type { FastifyInstance } from 'fastify'
import { openSession } from './auth/sessions'
import type { ServerContext } from './context'
import { seed, seededTables, seedIds } from './db/seed'

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
    switch (state) {
      case 'user admin exists with password 123456':
      case 'no user is signed in':
        await reset()
        return { ok: true }
      default: {
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
