/**
 * Provider verification: server/ (started in-process on a free port, fresh data directory, test hooks on) must
 * honour every pact in contracts/pacts, verified by the README's command itself, run as a back-end team runs it:
 *
 *   npm run contracts:verify -- --provider-base-url <origin> --state-url <origin>/__test/state
 *
 * (contracts/verify.mjs; the server's POST /__test/state is its implementation of the state endpoint of
 * contracts/PROVIDER-STATES.md). The script swaps the example X-Access-Token and X-Meter-Token itself.
 *
 * The server runs with its response check on (server/src/openapi/response-check.ts): every answer it gives
 * during the verification is held against openapi.yaml, and the last test fails on any answer the document
 * does not declare.
 */
import { describeViolation, readResponseCheck } from '@erp/server/openapi/response-check'
import { startServer, type RunningServer } from '@erp/server/start'
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { pactsDir } from '../pact-names'

process.env.PACT_DO_NOT_TRACK ??= 'true'

const dataDir = mkdtempSync(join(tmpdir(), 'erp-provider-'))
/** Where the server's response check writes what does not match the document (outside dataDir, read after close). */
const checkDir = mkdtempSync(join(tmpdir(), 'erp-provider-check-'))
const responseCheck = join(checkDir, 'response-check.jsonl')
let server: RunningServer | undefined
/** A stub CAS server (CAS 3 serviceValidate) that knows one ticket, ST-pact, for admin. */
let cas: Server | undefined

interface Pact {
  interactions: unknown[]
}

/** `node contracts/verify.mjs …args`: its exit code and what it printed. */
function runVerify(args: string[]): Promise<{ code: number; output: string }> {
  const script = fileURLToPath(new URL('../verify.mjs', import.meta.url))
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, PACT_DO_NOT_TRACK: 'true' } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, output: `${stdout}${stderr}` })
      },
    )
  })
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
  // A first start on a fresh directory migrates and seeds: ~6 s idle, over 120 s (the config's hook timeout) on two
  // cores shared with the rest of npm test.
}, 600_000)

afterAll(async () => {
  await server?.close()
  await new Promise((done) => (cas ? cas.close(done) : done(undefined)))
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(checkDir, { recursive: true, force: true })
})

// Every interaction resets the database for its state (~0.7 s each on an idle machine, more while the e2e suite
// runs beside it in npm test): 358 interactions took 490 s alone and over 600 s beside the e2e suite.
it(
  "the README's contracts:verify command passes every interaction of every pact against server/",
  { timeout: 1_800_000 },
  async () => {
    const dir = fileURLToPath(pactsDir)
    const pactFiles = readdirSync(dir).filter((file) => file.endsWith('.json'))
    expect(pactFiles, 'no pact in contracts/pacts: run the consumer tests first').not.toHaveLength(0)
    const interactions = pactFiles.reduce(
      (count, file) =>
        count + (JSON.parse(readFileSync(join(dir, file), 'utf8')) as Pact).interactions.length,
      0,
    )
    const origin = server!.url // the pacts record full paths, /jeecg-boot included
    const { code, output } = await runVerify([
      '--provider-base-url',
      origin,
      '--state-url',
      `${origin}/__test/state`,
    ])
    const failed = output.split('\n').filter((line) => /^\s+FAILED /.test(line))
    expect(failed, output.slice(-4000)).toEqual([])
    expect(output).toContain(`${interactions} of ${interactions} interactions verified: PASS`)
    expect(code).toBe(0)
  },
)

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
