import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer, type RunningServer } from '../start'
import { endedSession, problemOf, SchemaFuzzer, send, type FuzzCase } from './schema-fuzz'

export interface FuzzReport {
  operations: number
  cases: number
  serverErrors: number
  failures: string[]
  /** GET operations without parameters that answered 200/success before the fuzz. */
  listOperations: number
  /** Of those, the ones no longer answering 200/success after it. */
  brokenLists: string[]
  seconds: number
}

export interface FuzzServer {
  server: RunningServer
  signIn(): Promise<string>
  close(): Promise<void>
}

/** One server on a temporary data directory, signed in as admin. */
export async function startFuzzServer(name: string): Promise<FuzzServer> {
  const root = mkdtempSync(join(tmpdir(), `erp-${name}-`))
  // Hostile sign-in bodies are thousands of failed logins from one address: the login limit (tested in
  // start.test.ts) would refuse the fuzz's own sign-ins after 20 of them.
  const server = await startServer({
    port: 0,
    dataDir: join(root, 'data'),
    staticDir: null,
    loginLimits: false,
  })
  return {
    server,
    async signIn() {
      const response = await fetch(`${server.apiUrl}/sys/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: '123456' }),
      })
      const body = (await response.json()) as { result?: { token?: string } }
      const token = body.result?.token
      if (!token) throw new Error(`admin can no longer sign in: ${JSON.stringify(body).slice(0, 200)}`)
      return token
    },
    async close() {
      await server.close()
      rmSync(root, { recursive: true, force: true })
    },
  }
}

async function listAnswers(apiUrl: string, token: string, ids: string[], fuzzer: SchemaFuzzer) {
  const healthy = new Set<string>()
  for (const op of fuzzer.operations) {
    if (!ids.includes(op.operationId)) continue
    const response = await fetch(`${apiUrl}${op.path}`, {
      headers: { 'X-Access-Token': token },
      signal: AbortSignal.timeout(20_000),
    }).catch(() => null)
    if (!response) continue
    const text = await response.text()
    const ok = response.status === 200 && !/^\s*\{[^]*"success"\s*:\s*false/.test(text)
    if (ok) healthy.add(op.operationId)
  }
  return healthy
}

/**
 * Fuzzes every operation with `casesPerOperation` cases, then checks that every parameterless GET that
 * answered 200/success before still does (nothing stored by the fuzz breaks a later page).
 */
export async function runSchemaFuzz(
  target: FuzzServer,
  casesPerOperation: number,
  lanes = 1,
): Promise<FuzzReport> {
  const started = performance.now()
  const fuzzer = new SchemaFuzzer()
  const { apiUrl } = target.server
  let token = await target.signIn()
  const lists = fuzzer.operations
    .filter((op) => op.method === 'GET' && !op.path.includes('{'))
    .filter((op) => !op.parameters.some((parameter) => parameter.required))
    .map((op) => op.operationId)
  const healthyBefore = await listAnswers(apiUrl, token, lists, fuzzer)

  const declared = new Map(fuzzer.operations.map((op) => [op.operationId, fuzzer.declaredStatuses(op)]))
  const failures: string[] = []
  let cases = 0
  let serverErrors = 0
  const attempt = async (fuzzCase: FuzzCase) => {
    let answer = await send(apiUrl, token, fuzzCase)
    const ownToken = Object.keys(fuzzCase.headers).some((name) => name.toLowerCase() === 'x-access-token')
    // A case sending its own (hostile) token is answered as upstream answers a bad token.
    if (ownToken && answer && endedSession(answer)) {
      cases += 1
      return
    }
    // A fuzzed logout (or a password change) may end the session: sign in again and resend once.
    if (answer && endedSession(answer)) {
      token = await target.signIn()
      answer = await send(apiUrl, token, fuzzCase)
    }
    cases += 1
    const problem = problemOf(answer, declared.get(fuzzCase.operationId))
    if (problem) {
      if (!answer || answer.status >= 500) serverErrors += 1
      failures.push(
        `${fuzzCase.operationId} ${fuzzCase.method} ${fuzzCase.path} — ${fuzzCase.label}: ${problem}`,
      )
    }
  }
  // Operations in `lanes` parallel lanes (each operation's cases in order); 1 = strictly one after another.
  const queue = [...fuzzer.operations]
  const lane = async () => {
    for (let op = queue.shift(); op; op = queue.shift()) {
      for (const fuzzCase of fuzzer.casesFor(op, casesPerOperation)) await attempt(fuzzCase)
    }
  }
  await Promise.all(Array.from({ length: lanes }, lane))

  token = await target.signIn()
  const healthyAfter = await listAnswers(apiUrl, token, [...healthyBefore], fuzzer)
  return {
    operations: fuzzer.operations.length,
    cases,
    serverErrors,
    failures,
    listOperations: healthyBefore.size,
    brokenLists: [...healthyBefore].filter((id) => !healthyAfter.has(id)),
    seconds: (performance.now() - started) / 1000,
  }
}

export function summary(report: FuzzReport): string {
  return (
    `schema fuzz: ${report.operations} operations, ${report.cases} cases, ${report.serverErrors} 5xx, ` +
    `${report.failures.length} bad answers, ${report.listOperations} list pages re-read after it ` +
    `(${report.brokenLists.length} broken), ${report.seconds.toFixed(1)} s`
  )
}
