import { Ajv2020 } from 'ajv/dist/2020.js'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../start'
import { startSeededServer } from '../test-support/seeded-data-dir.test-helper'
import { loadSpec, type JsonSchema } from './spec'

/**
 * The error answers the server really gives are what openapi.yaml declares for the operation and status
 * (docs/spec.md §8): each request below is answered, and the body validates against the declared response schema.
 * The server also serves an app here, as in production, so a long path parameter on a read meets its catch-all.
 */

type Json = Record<string, unknown>
interface RawResponse {
  $ref?: string
  content?: Record<string, { schema?: JsonSchema }>
}
interface RawDocument {
  paths: Record<string, Record<string, { responses?: Record<string, RawResponse> }>>
  components: { responses: Record<string, RawResponse> }
}

const document = loadSpec().document as unknown as RawDocument
const ajv = new Ajv2020({ strict: false, validateFormats: false })
const rebase = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(rebase)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value).map(([key, inner]) => [
            key,
            key === '$ref' && typeof inner === 'string' ? `openapi${inner}` : rebase(inner),
          ]),
        )
      : value
ajv.addSchema(rebase({ $id: 'openapi', components: document.components }) as Json)

/** The problem of an answer against the document: undeclared status, or the body's schema errors; null if none. */
function problemOf(method: string, path: string, status: number, body: unknown): string | null {
  const declared = document.paths[path]?.[method]?.responses?.[String(status)]
  if (!declared) return `${method.toUpperCase()} ${path} does not declare ${status}`
  const response = declared.$ref
    ? document.components.responses[declared.$ref.replace('#/components/responses/', '')]
    : declared
  const schema = response?.content?.['application/json']?.schema
  if (!schema) return `${method.toUpperCase()} ${path} ${status} declares no JSON body`
  const validate = ajv.compile(rebase(schema) as Json)
  return validate(body) ? null : `${status}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body)}`
}

const root = mkdtempSync(join(tmpdir(), 'erp-declared-errors-'))
let server: RunningServer
const tokens = { admin: '', zhangsan: '' }

async function signIn(username: string): Promise<string> {
  const login = await fetch(server.apiUrl + '/sys/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: '123456' }),
  })
  return ((await login.json()) as { result: { token: string } }).result.token
}

/** A raw HTTP request (the server may answer and close before a fetch has sent everything). */
function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(server.apiUrl + url), { method, headers }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown }),
      )
    })
    request.on('error', reject)
    if (body !== undefined) request.end(body)
    else request.end()
  })
}

beforeAll(async () => {
  const app = join(root, 'app')
  mkdirSync(app)
  writeFileSync(join(app, 'index.html'), '<!doctype html><title>app</title>')
  server = await startSeededServer({
    port: 0,
    dataDir: join(root, 'data'),
    staticDir: app,
    loginLimits: false,
  })
  tokens.admin = await signIn('admin')
  tokens.zhangsan = await signIn('zhangsan')
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

const long = 'p'.repeat(2100)

describe('the server answers errors as openapi.yaml declares them', () => {
  const cases: Array<{
    name: string
    method: string
    path: string
    url: string
    status: number
    as?: keyof typeof tokens | null
    headers?: Record<string, string>
    body?: () => string
  }> = [
    {
      name: 'a value of the wrong type',
      method: 'get',
      path: '/sys/role/queryall',
      url: '/sys/role/queryall?_t=abc',
      status: 400,
    },
    {
      name: 'NUL in the URL',
      method: 'get',
      path: '/sys/role/queryall',
      url: '/sys/role/queryall?x=%00',
      status: 400,
    },
    {
      name: 'a body that is not JSON',
      method: 'post',
      path: '/sys/role/add',
      url: '/sys/role/add',
      status: 400,
      headers: { 'Content-Type': 'application/json' },
      body: () => '{x',
    },
    {
      name: 'a path parameter over 2,000 characters on a read (the app’s catch-all answers)',
      method: 'get',
      path: '/sys/dict/getDictItems/{dictCode}',
      url: `/sys/dict/getDictItems/${long}`,
      status: 404,
    },
    {
      name: 'a path parameter over 2,000 characters on a write',
      method: 'put',
      path: '/sys/fillRule/executeRuleByCode/{ruleCode}',
      url: `/sys/fillRule/executeRuleByCode/${long}`,
      status: 414,
      headers: { 'Content-Type': 'application/json' },
      body: () => '{}',
    },
    {
      name: 'a JSON body over 10 MB',
      method: 'post',
      path: '/sys/role/add',
      url: '/sys/role/add',
      status: 413,
      headers: { 'Content-Type': 'application/json' },
      body: () => JSON.stringify({ roleName: 'a'.repeat(10 * 1024 * 1024 + 1) }),
    },
    {
      name: 'a URL over 16 KB',
      method: 'get',
      path: '/sys/role/list',
      url: `/sys/role/list?roleName=${'a'.repeat(17_000)}`,
      status: 431,
    },
    {
      name: 'no token',
      method: 'get',
      path: '/sys/role/queryall',
      url: '/sys/role/queryall',
      status: 500,
      as: null,
    },
    {
      name: 'a record that does not exist (business error)',
      method: 'get',
      path: '/sys/role/queryById',
      url: '/sys/role/queryById?id=nonexistent',
      status: 200,
    },
    {
      name: 'no permission (code 510)',
      method: 'get',
      path: '/sys/role/list',
      url: '/sys/role/list',
      status: 200,
      as: 'zhangsan',
    },
  ]

  it.each(cases)('$name: $status as declared', async ({ method, path, url, status, as, headers, body }) => {
    const user = as === undefined ? 'admin' : as
    const answer = await send(
      method.toUpperCase(),
      url,
      { ...(user ? { 'X-Access-Token': tokens[user] } : {}), ...headers },
      body?.(),
    )
    expect(answer.status).toBe(status)
    if (status === 200) expect(answer.body).toMatchObject({ success: false, result: null })
    if (as === 'zhangsan') expect(answer.body).toMatchObject({ code: 510 })
    expect(problemOf(method, path, answer.status, answer.body)).toBeNull()
  })
})
