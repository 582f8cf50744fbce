import compress from '@fastify/compress'
import Fastify, { type FastifyInstance } from 'fastify'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { stringify } from 'yaml'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  createResponseChecker,
  describeViolation,
  mountResponseCheck,
  readResponseCheck,
  type Answer,
} from './response-check'
import { loadSpec, type LoadedSpec } from './spec'

/** A small contract: one read with a row schema and a shared 400, one path with a parameter, one file. */
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    '/thing/queryById': {
      get: {
        operationId: 'thingById',
        responses: {
          '200': {
            description: 'the thing',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingResult' } } },
          },
          '400': { $ref: '#/components/responses/BadRequest' },
        },
      },
    },
    '/thing/{id}': {
      delete: {
        operationId: 'thingDelete',
        responses: { '204': { description: 'deleted' } },
      },
    },
    '/thing/file': {
      get: {
        operationId: 'thingFile',
        responses: { '200': { description: 'a file', content: { 'text/csv': {} } } },
      },
    },
  },
  components: {
    responses: {
      BadRequest: {
        description: 'refused',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Result' } } },
      },
    },
    schemas: {
      Result: {
        type: 'object',
        required: ['success', 'message', 'code'],
        properties: { success: { type: 'boolean' }, message: { type: 'string' }, code: { type: 'integer' } },
      },
      ThingResult: {
        allOf: [
          { $ref: '#/components/schemas/Result' },
          {
            type: 'object',
            required: ['result'],
            properties: {
              result: {
                type: 'object',
                required: ['id', 'name'],
                properties: { id: { type: 'string' }, name: { type: 'string' }, size: { type: 'integer' } },
              },
            },
          },
        ],
      },
    },
  },
}

const root = mkdtempSync(join(tmpdir(), 'erp-response-check-'))
const specFile = join(root, 'openapi.yaml')
writeFileSync(specFile, stringify(DOCUMENT))
const spec: LoadedSpec = loadSpec(specFile)

afterAll(() => rmSync(root, { recursive: true, force: true }))

const good = { success: true, message: 'ok', code: 0, result: { id: '1', name: 'one', size: 3 } }
const json = (status: number, body: unknown, route = '/api/thing/queryById'): Answer => ({
  method: 'GET',
  route,
  url: `${route}?id=1`,
  status,
  contentType: 'application/json; charset=utf-8',
  payload: JSON.stringify(body),
})

describe('createResponseChecker', () => {
  const checker = createResponseChecker(spec, '/api')

  it('passes an answer the document declares', () => {
    expect(checker.check(json(200, good))).toBeNull()
    expect(checker.check(json(400, { success: false, message: 'bad', code: 400 }))).toBeNull()
  })

  it('records a field of the wrong type', () => {
    const finding = checker.check(json(200, { ...good, result: { id: '1', name: 'one', size: 'big' } }))
    expect(finding).toMatchObject({
      kind: 'violation',
      operation: 'thingById',
      status: 200,
      path: '/api/thing/queryById',
      problem: 'the body does not match the schema',
      errors: [expect.objectContaining({ instancePath: '/result/size', keyword: 'type' })],
    })
  })

  it('records a missing required field', () => {
    const finding = checker.check(json(200, { ...good, result: { id: '1' } }))
    expect(finding).toMatchObject({
      kind: 'violation',
      errors: [expect.objectContaining({ keyword: 'required', params: { missingProperty: 'name' } })],
    })
  })

  it('records a status the operation does not declare, quoting the first 300 characters of the body', () => {
    const message = 'x'.repeat(500)
    const finding = checker.check(json(500, { success: false, message, code: 500 }))
    expect(finding).toMatchObject({ kind: 'violation', problem: 'status 500 not declared' })
    expect(finding?.kind === 'violation' && finding.body).toHaveLength(300)
  })

  it('records a content type the status does not declare, and accepts a declared non-JSON one', () => {
    const file = { ...json(200, ''), route: '/api/thing/file', url: '/api/thing/file', payload: 'a,b' }
    expect(checker.check({ ...file, contentType: 'text/csv' })).toBeNull()
    expect(checker.check({ ...file, contentType: 'text/html' })).toMatchObject({
      kind: 'violation',
      problem: 'content type text/html not declared (declared: text/csv)',
    })
  })

  it('finds the operation of a path with parameters by its route or by its URL', () => {
    const deleted: Answer = {
      method: 'DELETE',
      route: '/api/thing/:id',
      url: '/api/thing/7',
      status: 204,
      contentType: undefined,
      payload: '',
    }
    expect(checker.check(deleted)).toBeNull()
    expect(checker.check({ ...deleted, route: undefined, status: 200 })).toMatchObject({
      operation: 'thingDelete',
      problem: 'status 200 not declared',
    })
    // A wildcard route stands for a last parameter that holds slashes (the uploaded files' path).
    expect(checker.check({ ...deleted, route: '/api/thing/*', url: '/api/thing/a/b.png' })).toBeNull()
  })

  it('lists an answer under the API prefix that no operation describes, and ignores the app files', () => {
    expect(checker.check(json(404, { success: false }, '/api/nowhere'))).toEqual({
      kind: 'undocumented',
      method: 'GET',
      route: '/api/nowhere',
      status: 404,
      contentType: 'application/json',
    })
    expect(
      checker.check({ ...json(200, ''), route: '/*', url: '/index.html', contentType: 'text/html' }),
    ).toBeNull()
  })
})

describe('mountResponseCheck', () => {
  let app: FastifyInstance
  let file: string
  let answer: unknown

  beforeEach(async () => {
    file = join(root, `findings-${Math.random().toString(36).slice(2)}.jsonl`)
    app = Fastify()
    mountResponseCheck(app, { file, apiPrefix: '/api', spec })
    // Compression (a route-level onSend hook, after every app-level one) never hides the JSON text from the check.
    await app.register(compress, { threshold: 1 })
    app.get('/api/thing/queryById', async () => answer)
    app.get('/api/undocumented', async () => ({ success: true }))
  })
  afterEach(async () => {
    await app.close()
  })

  it('records nothing for right answers, a line per wrong one, and a summary when the server closes', async () => {
    answer = good
    const gzip = { 'accept-encoding': 'gzip' }
    expect((await app.inject({ url: '/api/thing/queryById', headers: gzip })).statusCode).toBe(200)
    expect(readResponseCheck(file)).toMatchObject({ started: true, violations: [], undocumented: [] })

    answer = { success: true, message: 'ok', code: 0, result: { id: 1, name: 'one' } }
    const wrong = await app.inject({ url: '/api/thing/queryById', headers: gzip })
    expect(wrong.headers['content-encoding']).toBe('gzip') // the answer itself is untouched
    await app.inject({ url: '/api/undocumented' })
    await app.inject({ url: '/api/undocumented' })
    await app.close()

    const report = readResponseCheck(file)
    expect(report.violations).toHaveLength(1)
    expect(report.violations[0]).toMatchObject({
      operation: 'thingById',
      errors: [expect.objectContaining({ instancePath: '/result/id', keyword: 'type' })],
    })
    expect(describeViolation(report.violations[0]!)).toContain('GET /api/thing/queryById → 200 (thingById)')
    expect(report.undocumented).toEqual([
      expect.objectContaining({ method: 'GET', route: '/api/undocumented', status: 200 }),
    ])
    expect(report.checked).toBe(4)
  })

  it('records a JSON answer it cannot read (a stream by then) rather than passing it', async () => {
    const late = Fastify()
    late.addHook('onSend', async (_request, _reply, payload) => Readable.from([String(payload)]))
    mountResponseCheck(late, { file, apiPrefix: '/api', spec })
    late.get('/api/thing/queryById', async () => good)
    await late.inject({ url: '/api/thing/queryById' })
    await late.close()
    expect(readResponseCheck(file).violations).toEqual([
      expect.objectContaining({ problem: 'the JSON body reached the check as a stream, unread' }),
    ])
  })

  it('records the 404 of an unknown route under the prefix as undocumented', async () => {
    await app.inject({ url: '/api/missing' })
    expect(readResponseCheck(file).undocumented).toEqual([
      expect.objectContaining({ route: '/api/missing', status: 404 }),
    ])
  })
})
