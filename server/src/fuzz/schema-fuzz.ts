import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { DATABASE_TEXT_MARKERS } from '../http/database-errors'
import { TOKEN_INVALID } from '../http/envelope'
import { loadSpec, specJsonPath, type JsonSchema, type OperationSpec } from '../openapi/spec'

/**
 * Server fuzzing from the schema. For every operation of openapi.yaml a request is built
 * from the operation's schemas (never from its examples: those name real seeded rows such as the admin
 * account), then ONE part of it is mutated per case: a wrong type, a huge string, unicode (emoji, RTL, NUL,
 * lone surrogates), a negative, huge or NaN-ish number, an SQL or path-traversal string, an array where an
 * object belongs, a missing required field or an extra property. Cases come from fast-check with a seed
 * derived from the operationId, so a run is the same every time and adding an operation changes nothing
 * for the others.
 */

type Document = {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content?: Record<string, unknown> }; responses?: Record<string, unknown> }
    >
  >
  components?: { schemas?: Record<string, JsonSchema> }
}

export interface FuzzCase {
  operationId: string
  label: string
  method: string
  /** Path with its parameters already substituted and percent-encoded. */
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  /** undefined: no body; a string is sent as it is (not JSON). */
  body: unknown
  rawBody?: string
  /** A multipart body instead (uploads): these text fields and a small file under `filename`. */
  form?: { fields: Record<string, string>; filename: string }
}

export interface FuzzAnswer {
  status: number
  contentType: string
  text: string
}

export const HUGE_LENGTH = 100_000
/** Request lines are capped by Node's 16 KB header limit (a 431 with no body), so URLs get long, not huge. */
const LONG_URL_LENGTH = 4_000

const SQL = ["' OR 1=1 --", "'; DROP TABLE sys_user; --", '1; SELECT pg_sleep(0)', '" OR ""="', "\\'; --"]
const TRAVERSAL = [
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..\\..\\win.ini',
  // Percent-escapes that are no UTF-8: a path carrying them is passed on as written.
  '%ff%fe%2e',
]
const UNICODE = [
  '😀👍🏽🇨🇳',
  '\u202Eevil\u202C',
  'שלום مرحبا',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\ufeff\u200b',
  'Ω≈ç√∫',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
]
const NUMBERS: unknown[] = [
  -1,
  0,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  0.5,
  -0.0,
]
/** Range filters (`*_begin`/`*_end`) the database cannot read as a date. */
const NON_DATES = [
  'abc',
  '2026-13-01',
  '2026-02-30',
  '2026-01-01T00:00:00',
  '2026-01-01 24:00:00',
  "2026' OR '1",
]
/** A path parameter over the router's 2,000-character limit: a 414 envelope. */
const OVER_LONG_PATH_PARAMETER = 'p'.repeat(2100)
/** A query value that takes the request line over Node's 16 KB header limit: a 431 envelope. */
export const OVER_16KB_URL_VALUE = 'u'.repeat(17_000)
/** File names an upload may carry: U+0000, traversal, over-long, empty. */
const HOSTILE_FILENAMES = ['a\u0000b.txt', '../../etc/passwd', `${'n'.repeat(300)}.txt`, '', '中文 名.txt']
const NUMBER_WORDS = ['NaN', 'Infinity', '-Infinity', '1e999', '-1', '0x10', '1.5', '', ' ', '９']
const WRONG_TYPES: unknown[] = [null, true, 0, 'text', [], [1, 'a'], {}, { nested: { deep: [null] } }]

/** Strings for any spot: SQL, traversal, unicode, numbers as words and what fast-check makes up. */
function hostileString(long: number): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...SQL, ...TRAVERSAL, ...UNICODE, ...NUMBER_WORDS),
    fc.constant('a'.repeat(long)),
    fc.constant('中'.repeat(Math.floor(long / 3))),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
  )
}

const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString(HUGE_LENGTH),
  fc.constantFrom(...NUMBERS, ...WRONG_TYPES),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(hostileString(200), { maxLength: 3 }),
)

/** A 32-bit FNV-1a hash: the per-operation seed. */
export function seedOf(text: string, base: number): number {
  let hash = 0x811c9dc5 ^ base
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash | 0
}

export class SchemaFuzzer {
  readonly document: Document
  readonly operations: OperationSpec[]

  constructor(file = specJsonPath()) {
    const text = readFileSync(file, 'utf8')
    this.document = (file.endsWith('.json') ? JSON.parse(text) : parse(text)) as Document
    this.operations = loadSpec(file).operations
  }

  /** The response statuses the document declares for an operation (`200`, `4XX`, `default` …). */
  declaredStatuses(op: OperationSpec): Set<string> {
    const responses = this.document.paths[op.path]?.[op.method.toLowerCase()]?.responses ?? {}
    return new Set(Object.keys(responses).map((status) => status.toUpperCase()))
  }

  /** Follows $ref and merges allOf; picks the first object-like branch of oneOf/anyOf. */
  resolve(schema: JsonSchema | undefined, depth = 0): JsonSchema {
    if (!schema || depth > 8) return {}
    if (typeof schema.$ref === 'string') {
      const target = this.document.components?.schemas?.[schema.$ref.split('/').pop() ?? '']
      return this.resolve(target, depth + 1)
    }
    if (Array.isArray(schema.allOf)) {
      const parts = (schema.allOf as JsonSchema[]).map((part) => this.resolve(part, depth + 1))
      const merged: JsonSchema = { ...schema, allOf: undefined }
      merged.properties = Object.assign(
        {},
        ...parts.map((part) => part.properties ?? {}),
        schema.properties ?? {},
      )
      merged.required = [
        ...parts.flatMap((part) => (part.required as string[]) ?? []),
        ...((schema.required as string[]) ?? []),
      ]
      merged.type = parts.find((part) => part.type)?.type ?? schema.type
      return merged
    }
    const branches = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined
    if (Array.isArray(branches) && branches.length > 0) {
      const resolved = branches.map((branch) => this.resolve(branch, depth + 1))
      return resolved.find((branch) => branch.type !== 'null') ?? resolved[0] ?? {}
    }
    return schema
  }

  /** A plain value the schema accepts, made up (never a real id or name): the request a case mutates. */
  baseValue(raw: JsonSchema | undefined, depth = 0): unknown {
    const schema = this.resolve(raw)
    if (schema.const !== undefined) return schema.const
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0]
    const types = ([] as unknown[]).concat(schema.type ?? [])
    const type = types.find((candidate) => candidate !== 'null') ?? (schema.properties ? 'object' : undefined)
    switch (type) {
      case 'integer':
      case 'number':
        return typeof schema.minimum === 'number' ? schema.minimum : 1
      case 'boolean':
        return false
      case 'array':
        return depth > 3 ? [] : [this.baseValue(schema.items as JsonSchema, depth + 1)]
      case 'object': {
        if (depth > 3) return {}
        const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
        return Object.fromEntries(
          Object.entries(properties).map(([name, property]) => [name, this.baseValue(property, depth + 1)]),
        )
      }
      case 'string':
        return this.baseString(schema)
      default:
        return 'fuzz'
    }
  }

  private baseString(schema: JsonSchema): string {
    if (typeof schema.example === 'string' && (schema.pattern || schema.format)) return schema.example
    if (schema.format === 'date') return '2024-01-02'
    if (schema.format === 'date-time') return '2024-01-02T03:04:05Z'
    if (schema.format === 'email') return 'fuzz@example.com'
    if (schema.format === 'uri') return 'https://example.com/fuzz'
    if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000'
    if (typeof schema.minLength === 'number' && schema.minLength > 4) return 'f'.repeat(schema.minLength)
    return 'fuzz'
  }

  /** The text fields of a multipart body (its file excluded), or null when the operation takes none. */
  private formFieldsOf(op: OperationSpec): Record<string, JsonSchema> | null {
    if (!op.formSchema) return null
    const properties = (this.resolve(op.formSchema).properties ?? {}) as Record<string, JsonSchema>
    return Object.fromEntries(
      Object.entries(properties).filter(([, property]) => property.format !== 'binary'),
    )
  }

  private bodySchemaOf(op: OperationSpec): JsonSchema | null {
    return op.bodySchema ? this.resolve(op.bodySchema) : null
  }

  private sendsBody(op: OperationSpec): boolean {
    if (op.bodySchema) return true
    const content = this.document.paths[op.path]?.[op.method.toLowerCase()]?.requestBody?.content
    return content !== undefined
  }

  /** `count` deterministic cases for one operation. */
  casesFor(op: OperationSpec, count: number, baseSeed = 9): FuzzCase[] {
    const queryBase: Record<string, string> = {}
    const pathBase: Record<string, string> = {}
    const headerBase: Record<string, string> = {}
    for (const parameter of op.parameters) {
      const value = this.baseValue(parameter.schema)
      const text = typeof value === 'string' ? value : JSON.stringify(value)
      if (parameter.in === 'path') pathBase[parameter.name] = text
      else if (parameter.in === 'query' && parameter.required) queryBase[parameter.name] = text
      else if (parameter.in === 'header' && parameter.required) headerBase[parameter.name] = text
    }
    const bodySchema = this.bodySchemaOf(op)
    const bodyBase = bodySchema ? this.baseValue(bodySchema) : this.sendsBody(op) ? {} : undefined
    const bodyProperties = Object.keys((bodySchema?.properties ?? {}) as Record<string, unknown>)
    const required = new Set((bodySchema?.required as string[] | undefined) ?? [])

    type Mutation =
      | { kind: 'query' | 'path' | 'header'; name: string; value: string }
      | { kind: 'drop-query' | 'drop-header'; name: string }
      | { kind: 'body-property'; name: string; value: unknown }
      | { kind: 'drop-body-property'; name: string }
      | { kind: 'extra-property'; name: string; value: unknown }
      | { kind: 'body'; value: unknown }
      | { kind: 'raw-body'; text: string }
      | { kind: 'form-field'; name: string; value: string }
      | { kind: 'form-filename'; filename: string }

    const options: Array<fc.Arbitrary<Mutation>> = []
    const urlString = hostileString(LONG_URL_LENGTH)
    for (const parameter of op.parameters) {
      if (parameter.in === 'query' || parameter.in === 'path' || parameter.in === 'header') {
        const kind = parameter.in
        const values =
          kind === 'header'
            ? urlString.filter((value) => /^[\t\x20-\x7e]*$/.test(value))
            : fc.oneof(
                urlString,
                fc.constantFrom(
                  ...NUMBERS.map(String),
                  ...(/_(begin|end)$/.test(parameter.name) ? NON_DATES : []),
                  ...(kind === 'path' ? [OVER_LONG_PATH_PARAMETER] : [OVER_16KB_URL_VALUE]),
                ),
              )
        options.push(values.map((value) => ({ kind, name: parameter.name, value })))
        if (parameter.required && kind !== 'path')
          options.push(
            fc.constant({ kind: kind === 'query' ? 'drop-query' : 'drop-header', name: parameter.name }),
          )
      }
    }
    const formFields = this.formFieldsOf(op)
    if (formFields) {
      // Uploads: multipart with one hostile text field (over its maxLength, U+0000 …) or a hostile file name.
      for (const [name, property] of Object.entries(formFields)) {
        const tooLong = typeof property.maxLength === 'number' ? ['f'.repeat(property.maxLength + 1)] : []
        options.push(
          fc
            .oneof(hostileString(200), fc.constantFrom(...tooLong, 'a\u0000b'))
            .map((value) => ({ kind: 'form-field', name, value })),
        )
      }
      options.push(
        fc.constantFrom(...HOSTILE_FILENAMES).map((filename) => ({ kind: 'form-filename', filename })),
      )
    } else if (bodyBase !== undefined) {
      for (const name of bodyProperties) {
        options.push(hostileJsonValue.map((value) => ({ kind: 'body-property', name, value })))
        if (required.has(name)) options.push(fc.constant({ kind: 'drop-body-property', name }))
      }
      options.push(
        fc
          .tuple(fc.constantFrom('__proto__', 'constructor', 'sys_user; --', 'extra', 'id'), hostileJsonValue)
          .map(([name, value]) => ({ kind: 'extra-property', name, value })),
        fc
          .constantFrom<unknown>([bodyBase], [], 'text', 42, null, [[{}]], {
            ...(bodyBase as object),
            extra: true,
          })
          .map((value) => ({ kind: 'body', value })),
        fc
          .constantFrom('{not json', '{"a":', '\u0000', '['.repeat(5000), `"${'a'.repeat(HUGE_LENGTH)}"`)
          .map((text) => ({ kind: 'raw-body', text })),
      )
    }
    // No parameter and no body: hostile values in an extra query parameter.
    if (options.length === 0)
      options.push(urlString.map((value) => ({ kind: 'query', name: 'extra', value })))
    const mutations = fc.sample(fc.oneof(...options), {
      seed: seedOf(op.operationId, baseSeed),
      numRuns: count,
    })

    const formBase = formFields
      ? Object.fromEntries(
          Object.entries(formFields).map(([name, property]) => [name, String(this.baseValue(property))]),
        )
      : null
    return mutations.map((mutation) => {
      let form: FuzzCase['form']
      if (formBase) form = { fields: { ...formBase }, filename: 'fuzz.txt' }
      let query = { ...queryBase }
      const path = { ...pathBase }
      let headers = { ...headerBase }
      let body: unknown = bodyBase
      let rawBody: string | undefined
      let label: string
      switch (mutation.kind) {
        case 'query':
        case 'path':
        case 'header':
          if (mutation.kind === 'query') query[mutation.name] = mutation.value
          else if (mutation.kind === 'path') path[mutation.name] = mutation.value
          else headers[mutation.name] = mutation.value
          label = `${mutation.kind}.${mutation.name} = ${preview(mutation.value)}`
          break
        case 'drop-query':
          query = withoutProperty(query, mutation.name) as Record<string, string>
          label = `query without ${mutation.name}`
          break
        case 'drop-header':
          headers = withoutProperty(headers, mutation.name) as Record<string, string>
          label = `header without ${mutation.name}`
          break
        case 'body-property':
          body = withProperty(bodyBase, mutation.name, mutation.value)
          label = `body.${mutation.name} = ${preview(mutation.value)}`
          break
        case 'drop-body-property':
          body = withoutProperty(bodyBase, mutation.name)
          label = `body without ${mutation.name}`
          break
        case 'extra-property':
          body = withProperty(bodyBase ?? {}, mutation.name, mutation.value)
          label = `extra body.${mutation.name} = ${preview(mutation.value)}`
          break
        case 'body':
          body = mutation.value
          label = `body = ${preview(mutation.value)}`
          break
        case 'raw-body':
          rawBody = mutation.text
          label = `raw body ${preview(mutation.text)}`
          break
        case 'form-field':
          form = { fields: { ...formBase, [mutation.name]: mutation.value }, filename: 'fuzz.txt' }
          label = `form.${mutation.name} = ${preview(mutation.value)}`
          break
        case 'form-filename':
          form = { fields: { ...formBase }, filename: mutation.filename }
          label = `form file name ${preview(mutation.filename)}`
          break
      }
      const url = op.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
        const value = path[name] ?? 'fuzz'
        // An empty segment would route elsewhere; `%2e%2e%2f` style values go through as written.
        if (value === '') return '%20'
        return /%[0-9a-f]{2}/i.test(value) ? value : encodePathSegment(value)
      })
      return {
        operationId: op.operationId,
        label,
        method: op.method,
        path: url,
        query,
        headers,
        body:
          !form &&
          (this.sendsBody(op) || mutation.kind.includes('body') || mutation.kind === 'extra-property')
            ? body
            : undefined,
        ...(rawBody === undefined ? {} : { rawBody }),
        ...(form ? { form } : {}),
      }
    })
  }
}

/** encodeURIComponent, except that a lone surrogate is sent as its (invalid) three UTF-8 bytes. */
function encodePathSegment(value: string): string {
  return Array.from(value)
    .map((character) => {
      const unit = character.charCodeAt(0)
      if (character.length !== 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(character)
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('')
    })
    .join('')
}

function withProperty(base: unknown, name: string, value: unknown): unknown {
  const object = base && typeof base === 'object' && !Array.isArray(base) ? base : {}
  // defineProperty: `__proto__` becomes an own property and reaches the wire like any other name.
  const copy: Record<string, unknown> = { ...object }
  Object.defineProperty(copy, name, { value, enumerable: true, writable: true, configurable: true })
  return copy
}

function withoutProperty(base: unknown, name: string): unknown {
  if (!base || typeof base !== 'object') return base
  return Object.fromEntries(Object.entries(base).filter(([key]) => key !== name))
}

export function preview(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text)
}

/** Sends one case; null when no answer came in time. */
export async function send(apiUrl: string, token: string, fuzzCase: FuzzCase): Promise<FuzzAnswer | null> {
  const search = new URLSearchParams(fuzzCase.query).toString()
  const hasBody = fuzzCase.rawBody !== undefined || fuzzCase.body !== undefined
  const canHaveBody = fuzzCase.method !== 'GET'
  const form = fuzzCase.form && canHaveBody ? formDataOf(fuzzCase.form) : undefined
  try {
    const response = await fetch(`${apiUrl}${fuzzCase.path}${search ? `?${search}` : ''}`, {
      method: fuzzCase.method,
      headers: {
        'X-Access-Token': token,
        ...(hasBody && canHaveBody && !form ? { 'Content-Type': 'application/json' } : {}),
        ...fuzzCase.headers,
      },
      body:
        form ?? (hasBody && canHaveBody ? (fuzzCase.rawBody ?? JSON.stringify(fuzzCase.body)) : undefined),
      signal: AbortSignal.timeout(20_000),
    })
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: await response.text(),
    }
  } catch {
    return null
  }
}

/** The file first, as clients send it, then the text fields. */
function formDataOf(form: NonNullable<FuzzCase['form']>): FormData {
  const data = new FormData()
  data.append('file', new File(['fuzz'], form.filename, { type: 'text/plain' }))
  for (const [name, value] of Object.entries(form.fields)) data.append(name, value)
  return data
}

export const endedSession = (answer: FuzzAnswer) =>
  answer.status === 500 && answer.text.includes(TOKEN_INVALID)

/**
 * What is wrong with an answer, or null: never a 5xx, every refusal is the envelope with a message, no answer
 * carries PostgreSQL's words, and (given the operation's `declared` statuses) the status is one the document
 * declares for the operation.
 */
export function problemOf(answer: FuzzAnswer | null, declared?: ReadonlySet<string>): string | null {
  if (!answer) return 'no answer within 20 s'
  if (answer.status >= 500) return `HTTP ${answer.status} ${answer.text.slice(0, 200)}`
  const status = String(answer.status)
  if (declared && ![status, `${status[0]}XX`, 'DEFAULT'].some((key) => declared.has(key)))
    return `HTTP ${status} is not declared for the operation (${[...declared].join(', ')})`
  const isJson = answer.contentType.includes('json')
  if (answer.status >= 400 || (isJson && /"success"\s*:\s*false/.test(answer.text))) {
    if (!isJson) return `HTTP ${answer.status} is not JSON: ${answer.text.slice(0, 120)}`
    let message: unknown
    try {
      message = (JSON.parse(answer.text) as { message?: unknown }).message
    } catch {
      return `HTTP ${answer.status} with a broken JSON body`
    }
    if (typeof message !== 'string' || message.trim() === '') return `HTTP ${answer.status} without a message`
  }
  // Every 4xx is the envelope, and no answer carries PostgreSQL's words.
  if (answer.status >= 400 && !isEnvelope(answer.text) && !isActuatorNotFound(answer))
    return `HTTP ${answer.status} is not the envelope`
  const marker = DATABASE_TEXT_MARKERS.find((text) => answer.text.includes(text))
  if (marker)
    return `HTTP ${answer.status} carries the database's text "${marker}": ${answer.text.slice(0, 200)}`
  return null
}

/** Spring Boot actuator's documented 404 `{message}` (an unknown metric), as upstream answers it. */
function isActuatorNotFound(answer: FuzzAnswer): boolean {
  if (answer.status !== 404) return false
  try {
    const keys = Object.keys(JSON.parse(answer.text) as object)
    return keys.length === 1 && keys[0] === 'message'
  } catch {
    return false
  }
}

/** `{success: false, message, code, result: null, timestamp}`. */
function isEnvelope(text: string): boolean {
  try {
    const body = JSON.parse(text) as Record<string, unknown>
    return (
      body.success === false &&
      typeof body.message === 'string' &&
      typeof body.code === 'number' &&
      body.result === null &&
      typeof body.timestamp === 'number'
    )
  } catch {
    return false
  }
}
