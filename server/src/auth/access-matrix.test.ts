import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SignJWT, decodeJwt } from 'jose'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOKEN_INVALID } from '../http/envelope'
import { loadSpec, specPath } from '../openapi/spec'
import { startServer, type RunningServer } from '../start'
import { loadSecret } from './token'

/**
 * Access (issue 9): every operation of openapi.yaml that needs a session refuses a request without a token,
 * with an expired token (signed by this server, its session still open) and with a forged one (the same
 * claims signed with another key) — and answers none of its data. Requests are built from the operation's
 * own examples, so most pass the schema check and reach the token check; the others are refused earlier,
 * with 400 and no data either.
 */

interface RawOperation {
  requestBody?: { content?: Record<string, { example?: unknown }> }
  parameters?: Array<{ $ref?: string; name?: string; in?: string; required?: boolean; example?: unknown }>
}
const document = parse(readFileSync(specPath(), 'utf8')) as {
  paths: Record<string, Record<string, RawOperation>>
  components: {
    parameters: Record<string, { name?: string; in?: string; required?: boolean; example?: unknown }>
  }
}
const spec = loadSpec()
const guarded = spec.operations.filter((op) => !op.isPublic)
const root = mkdtempSync(join(tmpdir(), 'erp-access-'))
const dataDir = join(root, 'data')
let server: RunningServer
let live = ''
const tokens: Record<'none' | 'expired' | 'forged', string | null> = {
  none: null,
  expired: null,
  forged: null,
}
const counts = { requests: 0, tokenRefusals: 0, schemaRefusals: 0 }

beforeAll(async () => {
  server = await startServer({ port: 0, dataDir, staticDir: null })
  const response = await fetch(`${server.apiUrl}/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  })
  live = ((await response.json()) as { result: { token: string } }).result.token
  const claims = decodeJwt(live)
  const sign = (key: Uint8Array, expires: number) =>
    new SignJWT({ username: claims.username, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(expires - 3600)
      .setExpirationTime(expires)
      .sign(key)
  const now = Math.floor(Date.now() / 1000)
  tokens.expired = await sign(loadSecret(dataDir), now - 60)
  tokens.forged = await sign(new Uint8Array(32).fill(7), now + 3600)
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
  console.log(
    `access: ${guarded.length} operations × 3 token cases = ${counts.requests} requests refused ` +
      `(${counts.tokenRefusals} by the token check, ${counts.schemaRefusals} by the schema check first)`,
  )
})

function requestOf(path: string, method: string) {
  const raw = document.paths[path]?.[method.toLowerCase()] ?? {}
  const query = new URLSearchParams()
  for (const parameter of raw.parameters ?? []) {
    const resolved = parameter.$ref
      ? document.components.parameters[parameter.$ref.split('/').pop() ?? '']
      : parameter
    if (resolved?.in === 'query' && resolved.required && resolved.name)
      query.set(resolved.name, resolved.example === undefined ? '1' : String(resolved.example))
  }
  const json = raw.requestBody?.content?.['application/json']
  const url = `${path.replace(/\{(\w+)\}/g, 'sample')}${query.size ? `?${query}` : ''}`
  return { url, body: json ? JSON.stringify(json.example ?? {}) : undefined }
}

describe('every operation that needs a session refuses a missing, expired or forged token', () => {
  it.each(guarded.map((op) => [op.operationId, op] as const))('%s', async (_id, op) => {
    const { url, body } = requestOf(op.path, op.method)
    for (const [kind, token] of Object.entries(tokens)) {
      const response = await fetch(`${server.apiUrl}${url}`, {
        method: op.method,
        headers: {
          ...(token ? { 'X-Access-Token': token } : {}),
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body,
      })
      counts.requests += 1
      const answer = (await response.json()) as { message?: string; result?: unknown; status?: number }
      expect(answer.result ?? null, `${kind}: no data`).toBeNull()
      if (response.status === 400) {
        counts.schemaRefusals += 1
        continue
      }
      expect({ kind, status: response.status, message: answer.message }).toEqual({
        kind,
        status: 500,
        message: TOKEN_INVALID,
      })
      counts.tokenRefusals += 1
    }
  })

  it('reaches the token check for most operations, and the same request with the live token is answered', async () => {
    expect(counts.tokenRefusals).toBeGreaterThan(counts.requests * 0.8)
    const response = await fetch(`${server.apiUrl}/sys/user/list`, { headers: { 'X-Access-Token': live } })
    expect(((await response.json()) as { success: boolean }).success).toBe(true)
  })
})
