import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../start'
import { startSeededServer } from '../test-support/seeded-data-dir.test-helper'
import { loadSpec, specPath, type JsonSchema } from './spec'

/**
 * Bad input never gets a 5xx: for EVERY operation of openapi.yaml, starting from the operation's own
 * example, each required body field is left out, each body field gets a value of the wrong type, each required
 * query parameter is left out and each typed query parameter gets a word where a number belongs. Every answer
 * must be a 4xx or a 200 envelope with a message.
 */

interface RawOperation {
  operationId: string
  requestBody?: { content?: { 'application/json'?: { example?: unknown; schema?: JsonSchema } } }
  parameters?: Array<{ $ref?: string; name?: string; in?: string; example?: unknown; schema?: JsonSchema }>
}
type Document = {
  paths: Record<string, Record<string, RawOperation>>
  components: { schemas: Record<string, JsonSchema>; parameters: Record<string, { example?: unknown }> }
}

const document = parse(readFileSync(specPath(), 'utf8')) as Document
const spec = loadSpec()
const root = mkdtempSync(join(tmpdir(), 'erp-bad-input-'))
let server: RunningServer

async function signIn(): Promise<string> {
  const response = await fetch(server.apiUrl + '/sys/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  })
  return ((await response.json()) as { result: { token: string } }).result.token
}

/** Properties and required names of a body schema, through $ref and allOf. */
function flatten(schema: JsonSchema | undefined): {
  properties: Record<string, JsonSchema>
  required: string[]
} {
  if (!schema) return { properties: {}, required: [] }
  const ref = schema.$ref
  if (typeof ref === 'string') return flatten(document.components.schemas[ref.split('/').pop() ?? ''])
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as JsonSchema[]).map(flatten) : []
  return {
    properties: Object.assign(
      {},
      ...parts.map((part) => part.properties),
      (schema.properties as Record<string, JsonSchema> | undefined) ?? {},
    ),
    required: [
      ...parts.flatMap((part) => part.required),
      ...((schema.required as string[] | undefined) ?? []),
    ],
  }
}

/** A value no schema of that type accepts. */
function wrongValueFor(schema: JsonSchema): unknown {
  const types = ([] as unknown[]).concat(schema.type ?? [])
  if (types.length === 0 && !schema.$ref) return undefined // any value is fine
  if (types.includes('object') || schema.$ref) return 'not-an-object'
  if (types.includes('array')) return { not: 'an array' }
  return { not: 'a scalar' }
}

const without = <T>(record: Record<string, T>, name: string) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => key !== name))

interface Attempt {
  label: string
  query: Record<string, string>
  body: unknown
  headers?: Record<string, string>
  /** Another path than the operation's sample one (a bad path parameter). */
  url?: string
}

function attemptsFor(
  path: string,
  method: string,
  operationId: string,
): { url: string; attempts: Attempt[] } {
  const raw = document.paths[path]?.[method.toLowerCase()] as RawOperation
  const op = spec.operations.find((candidate) => candidate.operationId === operationId)
  if (!op) throw new Error(`no operation ${operationId}`)
  const url = path.replace(/\{(\w+)\}/g, 'sample')
  const rawParameters = (raw.parameters ?? []).map((parameter) =>
    parameter.$ref ? document.components.parameters[parameter.$ref.split('/').pop() ?? ''] : parameter,
  )
  const validQuery: Record<string, string> = {}
  for (const [index, parameter] of op.parameters.entries()) {
    if (parameter.in !== 'query' || !parameter.required) continue
    const example = rawParameters[index]?.example
    validQuery[parameter.name] = example === undefined ? '1' : String(example)
  }
  const json = raw.requestBody?.content?.['application/json']
  const example = (json?.example ?? {}) as Record<string, unknown>
  const { properties, required } = flatten(json?.schema)
  const attempts: Attempt[] = []
  if (op.bodySchema) {
    for (const name of required) {
      const body = without(example, name)
      attempts.push({ label: `body without ${name}`, query: validQuery, body })
    }
    for (const [name, schema] of Object.entries(properties)) {
      const wrong = wrongValueFor(schema)
      if (wrong !== undefined) {
        attempts.push({
          label: `body.${name} of a wrong type`,
          query: validQuery,
          body: { ...example, [name]: wrong },
        })
      }
    }
    if (op.bodyRequired)
      attempts.push({ label: 'a body that is a JSON array', query: validQuery, body: [1, 2] })
  }
  // A path parameter holding U+0000 (the only bad input of e.g. the uploaded files' GET).
  for (const parameter of op.parameters.filter((candidate) => candidate.in === 'path'))
    attempts.push({
      label: `path.${parameter.name} with U+0000`,
      url: path.replace(/\{(\w+)\}/g, (_match, name: string) =>
        name === parameter.name ? 'a%00b' : 'sample',
      ),
      query: validQuery,
      body: example,
    })
  for (const parameter of op.parameters) {
    if (parameter.in !== 'query') continue
    if (parameter.required) {
      const query = without(validQuery, parameter.name)
      attempts.push({ label: `query without ${parameter.name}`, query, body: example })
    }
    const type = parameter.schema?.type
    if (type === 'integer' || type === 'number' || parameter.schema?.enum) {
      attempts.push({
        label: `query.${parameter.name}=abc`,
        query: { ...validQuery, [parameter.name]: 'abc' },
        body: example,
      })
    }
  }
  if (op.parameters.some((parameter) => parameter.in === 'header' && parameter.name === 'tenant_id')) {
    attempts.push({
      label: 'tenant_id header abc',
      query: validQuery,
      body: example,
      headers: { tenant_id: 'abc' },
    })
  }
  return { url, attempts }
}

let token = ''
let tried = 0

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
  token = await signIn()
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
  console.log(`bad-input: ${tried} bad requests over ${spec.operations.length} operations, none answered 5xx`)
})

describe('no operation answers bad input with a 5xx', () => {
  it.each(spec.operations.map((op) => [op.operationId, op] as const))('%s', async (operationId, op) => {
    const { url, attempts } = attemptsFor(op.path, op.method, operationId)
    expect(attempts.length).toBeGreaterThan(0)
    const failures: string[] = []
    for (const attempt of attempts) {
      const search = new URLSearchParams(attempt.query).toString()
      const hasBody = op.method !== 'GET' && op.method !== 'DELETE'
      const response = await fetch(`${server.apiUrl}${attempt.url ?? url}${search ? `?${search}` : ''}`, {
        method: op.method,
        headers: {
          'X-Access-Token': token,
          ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
          ...attempt.headers,
        },
        body: hasBody ? JSON.stringify(attempt.body) : undefined,
      })
      tried += 1
      const text = await response.text()
      if (response.status >= 500)
        failures.push(`${attempt.label}: HTTP ${response.status} ${text.slice(0, 160)}`)
      else if (response.status >= 400 && !/"message":"[^"]+"/.test(text))
        failures.push(`${attempt.label}: HTTP ${response.status} without a message`)
    }
    expect(failures).toEqual([])
    // A bad logout must not have ended the session the next operations use.
    if (operationId === 'logout') token = await signIn()
  })
})
