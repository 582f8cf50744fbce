/**
 * Provider verification: server/ (started in-process on a free port, fresh data directory, test hooks on)
 * must honour every pact in contracts/pacts. Provider states are set through the server's test hook
 * POST /__test/state; for 'admin is signed in' the hook answers a real token, which the request filter puts
 * in place of the example token the pact recorded.
 *
 * The server runs with its response check on (server/src/openapi/response-check.ts): every answer it gives
 * during the verification is held against openapi.yaml, and the last test fails on any answer the document
 * does not declare.
 */
import { MTR_FIXTURE } from '@erp/server/modules/mtr/pact-fixtures'
import { describeViolation, readResponseCheck } from '@erp/server/openapi/response-check'
import { startServer, type RunningServer } from '@erp/server/start'
import { Verifier } from '@pact-foundation/pact'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { EXAMPLE_TOKEN, PROVIDER, STATES, pactsDir } from '../pact-names'

process.env.PACT_DO_NOT_TRACK ??= 'true'

const dataDir = mkdtempSync(join(tmpdir(), 'erp-provider-'))
/** Where the server's response check writes what does not match the document (outside dataDir, read after close). */
const checkDir = mkdtempSync(join(tmpdir(), 'erp-provider-check-'))
const responseCheck = join(checkDir, 'response-check.jsonl')
let server: RunningServer | undefined
/** A stub CAS server (CAS 3 serviceValidate) that knows one ticket, ST-pact, for admin. */
let cas: Server | undefined
/** The token of the session opened by the current provider state, if it opened one. */
let token: string | null = null

interface Pact {
  interactions: unknown[]
}
interface VerifierReport {
  result: boolean
  interactionResults: { description: string; result: string }[]
}

async function setState(state: string): Promise<undefined> {
  token = null
  if (!server) throw new Error('the server is not running')
  const response = await fetch(`${server.url}/__test/state`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ state }),
  })
  if (!response.ok) throw new Error(`provider state "${state}" failed: ${await response.text()}`)
  const body = (await response.json()) as { token?: unknown }
  // 'no user is signed in' ends the same way but opens no session.
  if (state.endsWith(' is signed in') && state !== STATES.nobodySignedIn) {
    if (typeof body.token !== 'string') throw new Error(`provider state "${state}" answered no token`)
    token = body.token
  }
  return undefined
}

/**
 * Swaps the recorded X-Access-Token for the state's real token, when the request carries one.
 *
 * Also undoes a quirk of Pact's verification proxy: a request without a body (logout) is forwarded as an
 * empty chunked body without Content-Type, which the client never sends (fetch sends Content-Length: 0)
 * and which Fastify refuses with 415. Saying Content-Length: 0 restores what the client sends.
 */
function useStateToken(request: IncomingMessage, response: ServerResponse, next: () => void) {
  // The meter self-service pacts record an example meter token: swap it for a real one of the fixture meter.
  if (request.headers['x-meter-token'] === MTR_FIXTURE.exampleMeterToken) {
    void meterTokenOfFixture().then(
      (meterToken) => {
        request.headers['x-meter-token'] = meterToken
        useStateToken(request, response, next)
      },
      (error: unknown) => response.destroy(error instanceof Error ? error : new Error(String(error))),
    )
    return
  }
  if (token && request.headers['x-access-token']) request.headers['x-access-token'] = token
  // A token handed over in the path (third-party sign-in) is swapped the same way.
  if (token && request.url?.includes(EXAMPLE_TOKEN)) request.url = request.url.replace(EXAMPLE_TOKEN, token)
  const { headers, method } = request
  if (method !== 'GET' && method !== 'HEAD' && !headers['content-length'] && !headers['transfer-encoding']) {
    headers['content-length'] = '0'
  }
  next()
}

/** A meter token of the mtr fixture meter PACT-M2 (its owner's sign-in, as the self-service page does). */
async function meterTokenOfFixture(): Promise<string> {
  if (!server) throw new Error('the server is not running')
  const response = await fetch(`${server.apiUrl}/mtr/selfService/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      meterNo: MTR_FIXTURE.selfServiceMeterNo,
      phoneLast4: MTR_FIXTURE.selfServicePhoneLast4,
    }),
  })
  const body = (await response.json()) as { result?: { token?: unknown } | null }
  if (typeof body.result?.token !== 'string') throw new Error('the fixture meter sign-in answered no token')
  return body.result.token
}

function startCas(): Promise<string> {
  cas = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://cas')
    const valid = url.pathname === '/cas/p3/serviceValidate' && url.searchParams.get('ticket') === 'ST-pact'
    response.setHeader('Content-Type', 'application/xml')
    response.end(
      `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">${
        valid
          ? '<cas:authenticationSuccess><cas:user>admin</cas:user></cas:authenticationSuccess>'
          : '<cas:authenticationFailure code="INVALID_TICKET"/>'
      }</cas:serviceResponse>`,
    )
  })
  return new Promise((resolve) => {
    cas?.listen(0, '127.0.0.1', () => {
      const address = cas?.address()
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/cas`)
    })
  })
}

beforeAll(async () => {
  const casPrefixUrl = await startCas()
  server = await startServer({
    port: 0,
    dataDir,
    staticDir: null,
    testHooks: true,
    casPrefixUrl,
    responseCheck,
  })
})

afterAll(async () => {
  await server?.close()
  await new Promise((done) => (cas ? cas.close(done) : done(undefined)))
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(checkDir, { recursive: true, force: true })
})

// Every interaction resets the database for its state (~0.7 s each on an idle machine, more while the e2e suite
// runs beside it in npm test): 358 interactions took 490 s alone and over 600 s beside the e2e suite.
it('server/ honours every interaction of every pact in contracts/pacts', { timeout: 1_800_000 }, async () => {
  const dir = fileURLToPath(pactsDir)
  const pactUrls = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => join(dir, file))
  expect(pactUrls, 'no pact in contracts/pacts: run the consumer tests first').not.toHaveLength(0)

  const interactions = pactUrls.reduce(
    (count, file) => count + (JSON.parse(readFileSync(file, 'utf8')) as Pact).interactions.length,
    0,
  )

  // verifyProvider rejects, with the verifier's JSON report as the message, on any mismatch.
  const output = await new Verifier({
    provider: PROVIDER,
    providerBaseUrl: server!.url, // the pacts record full paths, /jeecg-boot included
    pactUrls,
    logLevel: 'warn',
    stateHandlers: Object.fromEntries(
      Object.values(STATES).map((state) => [state, () => setState(state)] as const),
    ),
    requestFilter: useStateToken,
  }).verifyProvider()
  const report = JSON.parse(String(output)) as VerifierReport
  expect(report.result).toBe(true)
  expect(report.interactionResults.map((result) => result.result)).toEqual(Array(interactions).fill('OK'))
})

// After the verification: every answer the server gave it (states' test hooks aside) as openapi.yaml declares it.
it('every answer the server gave during the verification is one openapi.yaml declares', async () => {
  await server?.close()
  server = undefined
  const report = readResponseCheck(responseCheck)
  expect(report.started, 'the response check was not on').toBe(true)
  const undocumented = report.undocumented.filter((entry) => !entry.route.startsWith('/__test/'))
  console.log(
    `response check: ${report.checked ?? '?'} answers checked in ${report.ms ?? '?'} ms, ` +
      `${report.violations.length} violations, ${undocumented.length} undocumented routes` +
      undocumented.map((entry) => `\n  ${entry.method} ${entry.route} → ${entry.status}`).join(''),
  )
  expect(report.violations.map(describeViolation)).toEqual([])
})
