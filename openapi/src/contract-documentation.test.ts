/**
 * What outside tools read in openapi.yaml besides the shapes: every operation says what it does and who may
 * call it, every required parameter has an example that is safe to send to a demo server, and every YAML
 * parser (1.1 or 1.2) reads the same document, which openapi.json repeats.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { isScalar, parse, parseDocument, visit } from 'yaml'
import { describe, expect, it } from 'vitest'
import { NO_SUCH_ID, NO_SUCH_INT_ID } from '../source/demo-records'

type Json = Record<string, unknown>
interface Parameter {
  name: string
  in: string
  required?: boolean
  example?: unknown
  examples?: unknown
}

const file = (name: string) => fileURLToPath(new URL(`../${name}`, import.meta.url))
const text = readFileSync(file('openapi.yaml'), 'utf8')
const spec = parse(text) as Json & { paths: Record<string, Record<string, Json>> }
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options']

const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({
    path,
    method,
    op: item[method] as Json & { parameters?: (Parameter | { $ref: string })[] },
  })),
)

function resolve<T>(node: T | { $ref: string }): T {
  if (!node || typeof node !== 'object' || !('$ref' in node)) return node as T
  const target = node.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (at as Json)[key], spec)
  return target as T
}

const parametersOf = (op: { parameters?: (Parameter | { $ref: string })[] }) =>
  (op.parameters ?? []).map((parameter) => resolve<Parameter>(parameter))

/** The administrator's user and role (server seed): no write's example may name them. */
const ADMIN_USER = 'e9ca23d68d884d4ebb19d07889727dae'
const ADMIN_ROLE = 'f6817f48af4fb3af11b9e8bf182f618b'

describe('openapi.yaml documentation', () => {
  it('has operations to check', () => {
    expect(operations.length).toBeGreaterThan(500)
  })

  it('describes every operation: what it does and who may call it', () => {
    const lacking = operations
      .filter(({ op }) => typeof op.description !== 'string' || !/\S/.test(op.description))
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
    expect(lacking).toEqual([])
    const withoutAccess = operations
      .filter(({ op }) => !String(op.description).includes('Access: '))
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
    expect(withoutAccess).toEqual([])
  })

  it('says who may call an operation as its x-permission and security say', () => {
    for (const { op } of operations) {
      const description = String(op.description)
      const permission = op['x-permission'] as string[] | undefined
      if (Array.isArray(op.security) && op.security.length === 0)
        expect(description).toMatch(/Access: (public|no session token)/)
      else if (permission) for (const grant of permission) expect(description).toContain(`\`${grant}\``)
      else expect(description).toContain('Access: every signed-in user.')
    }
  })

  it('gives every required parameter an example', () => {
    const lacking = operations.flatMap(({ method, path, op }) =>
      parametersOf(op)
        .filter((p) => p.required && p.example === undefined && p.examples === undefined)
        .map((p) => `${method.toUpperCase()} ${path} ${p.in} ${p.name}`),
    )
    expect(lacking).toEqual([])
  })

  it('gives every delete an example that names no record, so sending it deletes nothing', () => {
    const noSuch = new Set([NO_SUCH_ID, String(NO_SUCH_INT_ID)])
    const unsafe = operations
      .filter(({ method }) => method === 'delete')
      .filter(({ op }) => !parametersOf(op).some((p) => p.required && noSuch.has(String(p.example))))
      .map(({ path }) => `DELETE ${path}`)
    expect(unsafe).toEqual([])
  })

  it('never names the administrator in the example of a write that could change its rights or account', () => {
    const unsafe = operations
      .filter(({ method }) => method !== 'get')
      .filter(({ path, op }) => {
        const examples = JSON.stringify([parametersOf(op), op.requestBody ?? null])
        return examples.includes(ADMIN_ROLE) || (path.startsWith('/sys/') && examples.includes(ADMIN_USER))
      })
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
    expect(unsafe).toEqual([])
  })

  it('grants the role of the saveRolePermission example exactly what it has (no change)', () => {
    const body = spec.paths['/sys/permission/saveRolePermission']?.post?.requestBody as Json
    const example = ((body.content as Json)['application/json'] as Json).example as Json
    expect(example.roleId).not.toBe(ADMIN_ROLE)
    expect(example.permissionIds).toBe(example.lastpermissionIds)
  })
})

/** Parsing the 2 MB document takes seconds on a busy machine. */
const SLOW = 120_000

describe('openapi.yaml portability', () => {
  it('reads the same under YAML 1.1 and YAML 1.2 rules', { timeout: SLOW }, () => {
    expect(parse(text, { version: '1.1' })).toEqual(spec)
  })

  // YAML 1.1 gives a plain `=` (value key) and `<<` (merge key) meanings of their own; PyYAML rejects `=`.
  it('has no plain `=` or `<<` scalar', { timeout: SLOW }, () => {
    const indicators: string[] = []
    visit(parseDocument(text), {
      Scalar(_key, node) {
        if (isScalar(node) && node.type === 'PLAIN' && ['=', '<<'].includes(String(node.value)))
          indicators.push(String(node.value))
      },
    })
    expect(indicators).toEqual([])
  })

  it('is repeated as openapi.json', { timeout: SLOW }, () => {
    expect(JSON.parse(readFileSync(file('openapi.json'), 'utf8'))).toEqual(spec)
  })
})
