import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { nulMessage, nulPath } from '../http/input-guard'
import type { JsonSchema, LoadedSpec, OperationSpec } from './spec'

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020

export type Location = 'body' | 'query' | 'path' | 'header' | 'form'

export interface RequestParts {
  body: unknown
  query: Record<string, unknown>
  params: Record<string, unknown>
  headers: Record<string, unknown>
}

export type Validator = (parts: RequestParts) => string | null

export const SPEC_ID = 'openapi'

/** `#/components/...` refs point into the spec document, registered in Ajv under the id `openapi`. */
export function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase)
  if (schema && typeof schema === 'object') {
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' && value.startsWith('#/')
          ? `${SPEC_ID}${value}`
          : rebase(value),
      ]),
    )
  }
  return schema
}

function describe(location: Location, error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.')
  const where = path ? `${location}.${path}` : location
  if (error.keyword === 'required') return `${where}.${String(error.params.missingProperty)} 是必填项`
  if (error.keyword === 'type') return `${where} 必须是 ${String(error.params.type)}`
  if (error.keyword === 'enum')
    return `${where} 必须是以下值之一: ${(error.params.allowedValues as unknown[]).join(', ')}`
  // Our words for the limits that state what the database can take, not Ajv's (which quote the pattern).
  if (error.keyword === 'pattern' && /_(begin|end)$/.test(where))
    return `${where} 日期格式不正确，应为yyyy-MM-dd或yyyy-MM-dd HH:mm:ss`
  if (error.keyword === 'pattern') return `${where} 格式不正确`
  if (error.keyword === 'maxLength') return `${where} 长度不能超过${String(error.params.limit)}个字符`
  if (['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'].includes(error.keyword))
    return `${where} 超出范围`
  return `${where} ${error.message ?? '不正确'}`
}

/** Compiles one validator per operation: body, query, path and header parameters against the spec. */
export function createValidators(spec: LoadedSpec): Map<string, Validator> {
  const bodies = new Ajv2020({ strict: false, allErrors: false })
  // A body the strict check refuses gets a second reading with scalars coerced as upstream's Jackson coerces them:
  // "0" where a number is expected (its DepartModal and UserModal send departOrder and userIdentity so) and 2 where
  // text is expected (UserList's 冻结 sends frozenBatch's status as a number).
  const lenientBodies = new Ajv2020({ strict: false, allErrors: false, coerceTypes: true })
  const params = new Ajv2020({ strict: false, allErrors: false, coerceTypes: true })
  for (const ajv of [bodies, lenientBodies, params]) {
    addFormats(ajv)
    ajv.addSchema(rebase({ $id: SPEC_ID, components: spec.document.components ?? {} }) as JsonSchema)
  }
  const validators = new Map<string, Validator>()
  for (const op of spec.operations) validators.set(op.operationId, compile(op, bodies, params, lenientBodies))
  return validators
}

/**
 * One check per operation with a `multipart/form-data` body: its text fields (sent as text, so numbers are
 * coerced) against the schema's non-file properties, and each required file part present under its name. The
 * file itself is the handler's (size, type).
 */
export function createFormValidators(
  spec: LoadedSpec,
): Map<string, (fields: Record<string, string>, files: readonly string[]) => string | null> {
  const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: true })
  addFormats(ajv)
  const validators = new Map<
    string,
    (fields: Record<string, string>, files: readonly string[]) => string | null
  >()
  for (const op of spec.operations) {
    const schema = op.formSchema
    if (!schema) continue
    const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).filter(
      ([, property]) => property.format !== 'binary',
    )
    const names = new Set(properties.map(([name]) => name))
    const requiredFiles = ((schema.required ?? []) as string[]).filter(
      (name) => ((schema.properties ?? {}) as Record<string, JsonSchema>)[name]?.format === 'binary',
    )
    const validate = ajv.compile({
      type: 'object',
      properties: Object.fromEntries(properties),
      required: ((schema.required ?? []) as string[]).filter((name) => names.has(name)),
    })
    validators.set(op.operationId, (fields, files) => {
      // A required file sent under another name (or not at all) is missing.
      const missing = requiredFiles.find((name) => !files.includes(name))
      if (missing !== undefined) return `form.${missing} 是必填项`
      if (validate({ ...fields })) return null
      const error = validate.errors?.[0]
      return error ? describe('form', error) : 'form 不正确'
    })
  }
  return validators
}

/**
 * A range filter that matches its pattern but names no real day or time (`2026-02-30`, year 0): the database
 * cannot read it, so it is refused here with our words.
 */
export function impossibleDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < 1) return true
  const date = new Date(Date.UTC(year, month - 1, day))
  date.setUTCFullYear(year)
  return date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day
}

/**
 * Whether `after` differs from `before` only by scalars Jackson would have coerced: a number sent as its text
 * ("0" read as 0) or a number where text is declared (2 read as "2"). Booleans, null, objects and arrays are never
 * turned into anything else.
 */
function onlyJacksonCoercions(before: unknown, after: unknown): boolean {
  if (Object.is(before, after)) return true
  if (typeof before === 'string' && typeof after === 'number')
    return before.trim() !== '' && Number(before) === after
  if (typeof before === 'number' && typeof after === 'string')
    return Number.isFinite(before) && String(before) === after
  if (Array.isArray(before) || Array.isArray(after))
    return (
      Array.isArray(before) &&
      Array.isArray(after) &&
      before.length === after.length &&
      before.every((item, index) => onlyJacksonCoercions(item, after[index]))
    )
  if (before && after && typeof before === 'object' && typeof after === 'object') {
    const a = before as Record<string, unknown>
    const b = after as Record<string, unknown>
    const keys = Object.keys(a)
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => key in b && onlyJacksonCoercions(a[key], b[key]))
    )
  }
  return false
}

/** Puts the coerced scalars into the body itself (the handler receives the declared types). */
function takeCoerced(target: unknown, source: unknown): void {
  if (!target || !source || typeof target !== 'object' || typeof source !== 'object') return
  const t = target as Record<string, unknown>
  const from = source as Record<string, unknown>
  for (const key of Object.keys(t)) {
    const scalars = [typeof t[key], typeof from[key]]
    if (scalars.includes('string') && scalars.includes('number')) t[key] = from[key]
    else takeCoerced(t[key], from[key])
  }
}

function compile(op: OperationSpec, bodies: Ajv2020, params: Ajv2020, lenientBodies: Ajv2020): Validator {
  const lenient = op.bodySchema ? lenientBodies.compile(rebase(op.bodySchema) as JsonSchema) : null
  const checks: Array<{
    location: Exclude<Location, 'form'>
    validate: ValidateFunction
    required: boolean
    /** Integer parameters: coerced from text, they must stay exact (`1e308` is an "integer" to Ajv). */
    integers?: string[]
    /** Range filters (`*_begin`/`*_end`): the pattern says the shape, the calendar says whether the day exists. */
    ranges?: string[]
  }> = []
  for (const location of ['query', 'path', 'header'] as const) {
    const own = op.parameters.filter((p) => p.in === location)
    if (own.length === 0) continue
    const key = (name: string) => (location === 'header' ? name.toLowerCase() : name)
    checks.push({
      location,
      required: true,
      integers: own.filter((p) => p.schema?.type === 'integer').map((p) => key(p.name)),
      ranges: own.filter((p) => /_(begin|end)$/.test(p.name)).map((p) => key(p.name)),
      validate: params.compile(
        rebase({
          type: 'object',
          properties: Object.fromEntries(own.map((p) => [key(p.name), p.schema ?? {}])),
          required: own.filter((p) => p.required).map((p) => key(p.name)),
        }) as JsonSchema,
      ),
    })
  }
  if (op.bodySchema) {
    checks.push({
      location: 'body',
      required: op.bodyRequired,
      validate: bodies.compile(rebase(op.bodySchema) as JsonSchema),
    })
  }
  /** The body passes once numbers and their texts are read as Jackson reads them, and nothing else changed. */
  const jacksonCoerced = (body: unknown): boolean => {
    if (!lenient || !body || typeof body !== 'object') return false
    const copy: unknown = structuredClone(body)
    if (!lenient(copy) || !onlyJacksonCoercions(body, copy)) return false
    takeCoerced(body, copy)
    return true
  }
  return (parts) => {
    // PostgreSQL text cannot hold U+0000: refused on every operation, wherever it is.
    for (const [location, value] of [
      ['query', parts.query],
      ['path', parts.params],
      ['body', parts.body],
    ] as const) {
      const at = nulPath(value)
      if (at !== null) return nulMessage(at ? `${location}.${at}` : location)
    }
    for (const check of checks) {
      const value =
        check.location === 'path'
          ? parts.params
          : check.location === 'header'
            ? parts.headers
            : parts[check.location]
      if (check.location === 'body' && (value === undefined || value === null)) {
        if (check.required) return 'body 是必填项'
        continue
      }
      if (!check.validate(value) && !(check.location === 'body' && jacksonCoerced(value))) {
        const error = check.validate.errors?.[0]
        return error ? describe(check.location, error) : `${check.location} 不正确`
      }
      const coerced = value as Record<string, unknown>
      const inexact = check.integers?.find(
        (name) => typeof coerced[name] === 'number' && !Number.isSafeInteger(coerced[name]),
      )
      if (inexact) return `${check.location}.${inexact} 超出范围`
      const impossible = check.ranges?.find(
        (name) => typeof coerced[name] === 'string' && impossibleDate(coerced[name]),
      )
      if (impossible) return `${check.location}.${impossible} 日期不存在`
    }
    return null
  }
}
