import { Verifier } from '@pact-foundation/pact'
import { startServer, type RunningServer } from '@erp/server/start'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'

const pactsDir = fileURLToPath(new URL('../pacts', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'erp-provider-'))
let server: RunningServer
let token: string | null = null

async function setState(state: string): Promise<void> {
  const response = await fetch(`${server.url}/__test/state`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ state }),
  })
  if (!response.ok) throw new Error(`provider state "${state}" failed: ${await response.text()}`)
  const body = (await response.json()) as { token?: string }
  token = body.token ?? null
}

beforeAll(async () => {
  server = await startServer({ port: 0, dataDir, testHooks: true })
})

afterAll(async () => {
  await server?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

it('server/ honours every pact the app wrote', async () => {
  const pactUrls = readdirSync(pactsDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => join(pactsDir, file))
  expect(pactUrls.length).toBeGreaterThan(0)
  const states = ['user admin exists with password 123456', 'admin is signed in', 'no user is signed in']
  await new Verifier({
    provider: 'erp-server',
    providerBaseUrl: server.apiUrl,
    pactUrls,
    logLevel: 'warn',
    stateHandlers: Object.fromEntries(states.map((state) => [state, () => setState(state)])),
    // The pacts carry a sample token; a signed-in state swaps in the real one of the state's session.
    requestFilter: (request, _response, next) => {
      if (
        token &&
        request.headers['x-access-token'] &&
        request.headers['x-access-token'] !== 'invalid-token'
      ) {
        request.headers['x-access-token'] = token
      }
      next()
    },
  }).verifyProvider()
})
