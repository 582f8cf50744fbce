/**
 * The document declares every status the server answers with, and every 200 schema accepts the server's business
 * error (docs/spec.md §8; the statuses are those of build-spec.ts's declareErrorAnswers). Checked over
 * openapi.yaml as generated, with Ajv (the validator the server uses for requests).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { isBusinessError, type BusinessError } from './business-error'

type Json = Record<string, unknown>
interface Operation {
  responses: Record<string, Json>
  requestBody?: Json
  security?: unknown[]
  /** A route the server mounts itself (a wildcard path): it declares its own path answers. */
  'x-own-route'?: boolean
}
interface Document {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Json; responses: Record<string, Json> }
}

const document = parse(
  readFileSync(fileURLToPath(new URL('../openapi.yaml', import.meta.url)), 'utf8'),
) as Document

const METHODS = ['get', 'put', 'post', 'delete', 'patch']
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({
    path,
    method,
    name: `${method.toUpperCase()} ${path}`,
    op: item[method] as Operation,
  })),
)

const businessError = (code: number): BusinessError => ({
  success: false,
  message: 'x',
  code,
  result: null,
  timestamp: 1,
})

/** Ajv over the document: `#/components/...` refs resolve against it, registered under the id `openapi`. */
function validatorFor(): (schema: unknown) => ValidateFunction {
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
  // One compilation per schema object (the shared responses are one object each in the parsed document).
  const compiled = new Map<unknown, ValidateFunction>()
  return (schema) => {
    const known = compiled.get(schema)
    if (known) return known
    const validate = ajv.compile(rebase(schema) as Json)
    compiled.set(schema, validate)
    return validate
  }
}
const compile = validatorFor()

/** A response object, its `$ref` to components/responses followed. */
function resolved(answer: Json | undefined): Json | undefined {
  const ref = answer?.$ref
  if (typeof ref !== 'string') return answer
  return document.components.responses[ref.replace('#/components/responses/', '')]
}
const jsonSchemaOf = (answer: Json | undefined): unknown =>
  (resolved(answer)?.content as Record<string, Json> | undefined)?.['application/json']?.schema

describe('every status the server answers is declared', () => {
  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThan(500)
  })

  it('declares a 4xx on every operation: 400 (bad value, NUL in the URL), 408 (slow headers), 431 (over 16 KB)', () => {
    const lacking = operations
      .filter(({ op }) => ['400', '408', '431'].some((status) => !op.responses[status]))
      .map(({ name }) => name)
    expect(lacking).toEqual([])
  })

  it('declares 414 on every operation with a path parameter, and 404 on such reads', () => {
    const withPath = operations.filter(({ path, op }) => path.includes('{') && !op['x-own-route'])
    expect(withPath.length).toBeGreaterThan(5)
    const lacking = withPath
      .filter(({ op, method }) => !op.responses['414'] || (method === 'get' && !op.responses['404']))
      .map(({ name }) => name)
    expect(lacking).toEqual([])
  })

  it('declares 413 on every operation that reads a body', () => {
    const lacking = operations
      .filter(({ op }) => op.requestBody && !op.responses['413'])
      .map(({ name }) => name)
    expect(lacking).toEqual([])
  })

  it('declares 500 on every operation: the Spring error of a bad token, or the envelope of a failure', () => {
    const lacking = operations.filter(({ op }) => !op.responses['500']).map(({ name }) => name)
    expect(lacking).toEqual([])
    const springError = {
      timestamp: '2026-11-22 10:00:00',
      status: 500,
      error: 'Internal Server Error',
      message: 'Token失效，请重新登录',
      path: '/jeecg-boot/sys/role/list',
    }
    const signedIn = operations.filter(({ op }) => !(Array.isArray(op.security) && op.security.length === 0))
    const refusing = signedIn
      .filter(({ op }) => !compile(jsonSchemaOf(op.responses['500']))(springError))
      .map(({ name }) => name)
    expect(refusing).toEqual([])
  })

  it('answers every error status with the envelope (a business error with the status as code validates)', () => {
    const refusing: string[] = []
    for (const { name, op } of operations) {
      for (const [status, answer] of Object.entries(op.responses)) {
        if (!/^4\d\d$|^500$/.test(status)) continue
        if (!compile(jsonSchemaOf(answer))(businessError(Number(status)))) refusing.push(`${name} ${status}`)
      }
    }
    expect(refusing).toEqual([])
  })
})

describe('every 200 schema accepts a business error', () => {
  it('validates { success: false, code: 500 | 510, result: null } against each operation’s 200 JSON schema', () => {
    const refusing: string[] = []
    let checked = 0
    for (const { name, op } of operations) {
      const schema = jsonSchemaOf(op.responses['200'])
      if (!schema) continue
      const validate = compile(schema)
      checked += 1
      for (const code of [500, 510])
        if (!validate(businessError(code))) refusing.push(`${name} (code ${code})`)
    }
    expect(checked).toBeGreaterThan(500)
    expect(refusing).toEqual([])
  }, 120_000)

  it('keeps the envelope strict: a business error must say success false and carry no result', () => {
    const validate = compile({ $ref: '#/components/schemas/BusinessError' })
    expect(validate(businessError(500))).toBe(true)
    expect(validate({ ...businessError(500), success: true })).toBe(false)
    expect(validate({ ...businessError(500), result: { id: '1' } })).toBe(false)
    const { result: _result, ...withoutResult } = businessError(500)
    expect(validate(withoutResult)).toBe(false)
  })

  it('keeps the success envelope: a page answer still needs its required fields', () => {
    const validate = compile({ $ref: '#/components/schemas/SysRolePageResult' })
    const page = { records: [], total: 0, size: 10, current: 1, pages: 0 }
    expect(validate({ success: true, message: 'ok', code: 0, result: page, timestamp: 1 })).toBe(true)
    expect(validate({ success: true, message: 'ok', code: 0, result: page })).toBe(false)
    expect(validate({ success: true, message: 'ok', code: 0, result: { records: 'x' }, timestamp: 1 })).toBe(
      false,
    )
  })
})

describe('isBusinessError', () => {
  it('tells a business error from a success envelope and from a raw answer', () => {
    expect(isBusinessError(businessError(510))).toBe(true)
    expect(isBusinessError({ success: true, message: 'ok', code: 0, result: [], timestamp: 1 })).toBe(false)
    expect(isBusinessError({ name: 'system.cpu.count', measurements: [] })).toBe(false)
    expect(isBusinessError(null)).toBe(false)
  })
})
