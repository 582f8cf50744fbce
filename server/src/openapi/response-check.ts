import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import type { FastifyInstance } from 'fastify'
import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { loadSpec, type JsonSchema, type LoadedSpec } from './spec'
import { rebase, SPEC_ID } from './validate'

/**
 * The response check of test mode (docs/architecture.md "Architecture and conventions": the server validates
 * every request AND response against the contract). When a file is given (env RESPONSE_CHECK, or the
 * `responseCheck` start option), every answer of a documented operation is held against what the document
 * declares for that status and content type, after masking and message translation (an `onSend` hook sees the
 * serialized answer). A finding is appended to the file as one JSON line:
 *   - `violation`: a status the operation does not declare, a content type it does not declare for the status,
 *     or a JSON body its schema rejects (the ajv errors and the first 300 characters of the body);
 *   - `undocumented`: an answer under the API prefix (or a JSON answer anywhere) of a route the document does
 *     not describe, listed once per method and route.
 * Off by default: without a file nothing is registered, so production pays nothing. Validators are compiled
 * on first use and cached.
 */

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020

/** How much of a body a violation quotes. */
export const BODY_EXCERPT = 300
/** How many ajv errors a violation keeps. */
const MAX_ERRORS = 10

interface RawResponse {
  $ref?: string
  content?: Record<string, { schema?: JsonSchema }>
}
interface RawDocument {
  paths?: Record<string, Record<string, { operationId?: string; responses?: Record<string, RawResponse> }>>
  components?: { responses?: Record<string, RawResponse> }
}

export interface Answer {
  method: string
  /** The Fastify route pattern that answered (`/jeecg-boot/sys/user/:id`); undefined when no route matched. */
  route: string | undefined
  /** The URL asked, query included. */
  url: string
  status: number
  /** The Content-Type header of the answer, if any. */
  contentType: string | undefined
  /** What is written: a JSON text, a buffer, a stream, or nothing. */
  payload: unknown
}

export interface ResponseError {
  instancePath: string
  keyword: string
  message: string
  schemaPath: string
  params: Record<string, unknown>
}

export interface Violation {
  kind: 'violation'
  operation: string
  method: string
  /** The path as the document writes it. */
  documentPath: string
  /** The URL path asked (no query). */
  path: string
  status: number
  contentType: string
  problem: string
  errors?: ResponseError[]
  body?: string
}

export interface Undocumented {
  kind: 'undocumented'
  method: string
  route: string
  status: number
  contentType: string
}

export type Finding = Violation | Undocumented

interface Operation {
  operationId: string
  method: string
  path: string
  responses: Record<string, RawResponse>
  /** The URL path (prefix included) as a pattern, for answers that no route pattern names. */
  pattern: RegExp
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const

const mediaTypeOf = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json')

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The text of a payload Fastify is about to write (null for a stream: it cannot be read without consuming it). */
function textOf(payload: unknown): string | null {
  if (payload === null || payload === undefined) return ''
  if (typeof payload === 'string') return payload
  if (Buffer.isBuffer(payload)) return payload.toString('utf8')
  return null
}

function errorOf(error: ErrorObject): ResponseError {
  return {
    instancePath: error.instancePath,
    keyword: error.keyword,
    message: error.message ?? '',
    schemaPath: error.schemaPath,
    params: error.params as Record<string, unknown>,
  }
}

export interface ResponseChecker {
  /** The finding of one answer, or null when it is what the document declares (or nothing to judge). */
  check(answer: Answer): Finding | null
}

/** Compiles nothing up front: each (operation, status, media type) schema is compiled on first use and cached. */
export function createResponseChecker(spec: LoadedSpec, apiPrefix: string): ResponseChecker {
  const document = spec.document as RawDocument
  const sharedResponses = document.components?.responses ?? {}
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema(rebase({ $id: SPEC_ID, components: spec.document.components ?? {} }) as JsonSchema)

  const byRoute = new Map<string, Operation>()
  const all: Operation[] = []
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const raw = item[method]
      if (!raw?.operationId) continue
      const source = escapeRegExp(apiPrefix + path).replace(/\\\{\w+\\\}/g, '[^/]+')
      const op: Operation = {
        operationId: raw.operationId,
        method: method.toUpperCase(),
        path,
        responses: raw.responses ?? {},
        pattern: new RegExp(`^${source}$`),
      }
      all.push(op)
      const route = `${op.method} ${apiPrefix}${path.replace(/\{(\w+)\}/g, ':$1')}`
      byRoute.set(route, op)
      // A last parameter that holds slashes (`/sys/common/static/{path}`) is a wildcard route in Fastify.
      if (/:\w+$/.test(route)) byRoute.set(route.replace(/:\w+$/, '*'), op)
    }
  }
  const operationOf = (method: string, route: string | undefined, path: string) =>
    (route ? byRoute.get(`${method} ${route}`) : undefined) ??
    all.find((op) => op.method === method && op.pattern.test(path))

  const validators = new Map<string, ValidateFunction>()
  const validatorOf = (key: string, schema: JsonSchema) => {
    let validate = validators.get(key)
    if (!validate) {
      validate = ajv.compile(rebase(schema) as JsonSchema)
      validators.set(key, validate)
    }
    return validate
  }

  const resolve = (response: RawResponse | undefined): RawResponse | undefined => {
    const ref = response?.$ref
    if (!ref) return response
    return resolve(sharedResponses[ref.replace('#/components/responses/', '')])
  }

  return {
    check(answer) {
      const path = answer.url.split('?')[0] ?? ''
      const mediaType = mediaTypeOf(answer.contentType)
      const op = operationOf(answer.method, answer.route, path)
      if (!op) {
        const underApi = path === apiPrefix || path.startsWith(`${apiPrefix}/`)
        if (!underApi && !isJson(mediaType)) return null
        return {
          kind: 'undocumented',
          method: answer.method,
          route: answer.route ?? path,
          status: answer.status,
          contentType: mediaType,
        }
      }
      const base = {
        kind: 'violation' as const,
        operation: op.operationId,
        method: op.method,
        documentPath: op.path,
        path,
        status: answer.status,
        contentType: mediaType,
      }
      const text = textOf(answer.payload)
      const excerpt = text === null ? {} : { body: text.slice(0, BODY_EXCERPT) }
      const status = String(answer.status)
      const statusKey = [status, `${status[0] ?? ''}XX`, 'default'].find((key) => op.responses[key])
      const declared = statusKey ? resolve(op.responses[statusKey]) : undefined
      if (!statusKey || !declared) return { ...base, problem: `status ${status} not declared`, ...excerpt }
      const content = declared.content ?? {}
      const types = Object.keys(content)
      if (text === '' || answer.status === 204 || answer.status === 304) {
        return types.length === 0 || text !== ''
          ? null
          : { ...base, problem: `empty body where the document declares ${types.join(', ')}` }
      }
      if (types.length === 0)
        return { ...base, problem: 'a body where the document declares none', ...excerpt }
      const mediaKey = [mediaType, `${mediaType.split('/')[0] ?? ''}/*`, '*/*'].find((key) => key in content)
      if (!mediaKey)
        return {
          ...base,
          problem: `content type ${mediaType || '(none)'} not declared (declared: ${types.join(', ')})`,
          ...excerpt,
        }
      const schema = content[mediaKey]?.schema
      if (!isJson(mediaType) || !schema) return null
      // A JSON body already turned into a stream (compressed by a hook that ran first) cannot be judged.
      if (text === null) return { ...base, problem: 'the JSON body reached the check as a stream, unread' }
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        return { ...base, problem: 'the body is not JSON', ...excerpt }
      }
      const validate = validatorOf(`${op.operationId} ${statusKey} ${mediaKey}`, schema)
      if (validate(body)) return null
      return {
        ...base,
        problem: 'the body does not match the schema',
        errors: (validate.errors ?? []).slice(0, MAX_ERRORS).map(errorOf),
        ...excerpt,
      }
    },
  }
}

export interface ResponseCheckOptions {
  /** The file findings are appended to (JSON lines). */
  file: string
  apiPrefix: string
  /** The loaded contract; default openapi.yaml of @erp/openapi. */
  spec?: LoadedSpec
}

/**
 * Registers the check as an app-level `onSend` hook: it runs before @fastify/compress's route-level one, so it
 * sees the JSON text, never the compressed stream. Writes a `start` line at once (a run can tell the check was on) and a
 * `summary` line (answers checked, findings) when the server closes.
 */
export function mountResponseCheck(app: FastifyInstance, options: ResponseCheckOptions): void {
  const checker = createResponseChecker(options.spec ?? loadSpec(), options.apiPrefix)
  const write = (line: object) => appendFileSync(options.file, `${JSON.stringify(line)}\n`)
  write({ kind: 'start', pid: process.pid, at: new Date().toISOString() })
  const listed = new Set<string>()
  let checked = 0
  let violations = 0
  /** Time spent checking, so a run can tell what the check costs. */
  let nanoseconds = 0n
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'HEAD' || request.method === 'OPTIONS') return payload
    const started = process.hrtime.bigint()
    const header = reply.getHeader('content-type')
    let finding: Finding | null
    try {
      finding = checker.check({
        method: request.method,
        route: request.routeOptions.url,
        url: request.url,
        status: reply.statusCode,
        contentType: typeof header === 'string' ? header : undefined,
        payload,
      })
    } catch (error) {
      // A schema the validator cannot compile is the document's fault: a finding, never a broken answer.
      finding = {
        kind: 'violation',
        operation: '?',
        method: request.method,
        documentPath: request.routeOptions.url ?? '',
        path: request.url.split('?')[0] ?? '',
        status: reply.statusCode,
        contentType: typeof header === 'string' ? header : '',
        problem: `the check failed: ${error instanceof Error ? error.message : String(error)}`,
      }
    }
    checked++
    if (finding?.kind === 'violation') {
      violations++
      write(finding)
    } else if (finding) {
      const key = `${finding.method} ${finding.route} ${finding.status}`
      if (!listed.has(key)) {
        listed.add(key)
        write(finding)
      }
    }
    nanoseconds += process.hrtime.bigint() - started
    return payload
  })
  app.addHook('onClose', async () => {
    const ms = Number(nanoseconds / 1_000_000n)
    write({ kind: 'summary', pid: process.pid, checked, violations, undocumented: listed.size, ms })
  })
}

export interface ResponseCheckReport {
  /** Whether a server wrote its `start` line (the check was on). */
  started: boolean
  violations: Violation[]
  undocumented: Undocumented[]
  /** Answers checked, from the `summary` lines of servers that have closed. */
  checked: number | null
  /** Milliseconds the servers spent checking, from the same lines. */
  ms: number | null
}

/** Reads a findings file. */
export function readResponseCheck(file: string): ResponseCheckReport {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []
  const entries = lines.map((line) => JSON.parse(line) as { kind: string; checked?: number; ms?: number })
  const summaries = entries.filter((entry) => entry.kind === 'summary')
  const total = (key: 'checked' | 'ms') =>
    summaries.length ? summaries.reduce((sum, entry) => sum + (entry[key] ?? 0), 0) : null
  return {
    started: entries.some((entry) => entry.kind === 'start'),
    violations: entries.filter((entry): entry is Violation => entry.kind === 'violation'),
    undocumented: entries.filter((entry): entry is Undocumented => entry.kind === 'undocumented'),
    checked: total('checked'),
    ms: total('ms'),
  }
}

/** One line per violation, for a failing run's output. */
export function describeViolation(violation: Violation): string {
  const errors = (violation.errors ?? [])
    .map((error) => `${error.instancePath || '/'} ${error.message}`)
    .join('; ')
  return `${violation.method} ${violation.path} → ${violation.status} (${violation.operation}): ${violation.problem}${
    errors ? ` [${errors}]` : ''
  }${violation.body ? `\n    ${violation.body}` : ''}`
}
