import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { nulMessage, nulPath } from '../http/input-guard'
import type { JsonSchema, LoadedSpec, OperationSpec } from './spec'

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020

export type Location = 'body' | 'query' | 'path' | 'header'

export interface RequestParts {
  body: unknown
  query: Record<string, unknown>
  params: Record<string, unknown>
  headers: Record<string, unknown>
}

export type Validator = (parts: RequestParts) => string | null

const SPEC_ID = 'openapi'

/** `#/components/...` refs point into the spec document, registered in Ajv under the id `openapi`. */
function rebase(schema: unknown): unknown {
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
  if (['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'].includes(error.keyword))
    return `${where} 超出范围`
  return `${where} ${error.message ?? '不正确'}`
}

/** Compiles one validator per operation: body, query, path and header parameters against the spec. */
export function createValidators(spec: LoadedSpec): Map<string, Validator> {
  const bodies = new Ajv2020({ strict: false, allErrors: false })
  const params = new Ajv2020({ strict: false, allErrors: false, coerceTypes: true })
  for (const ajv of [bodies, params]) {
    addFormats(ajv)
    ajv.addSchema(rebase({ $id: SPEC_ID, components: spec.document.components ?? {} }) as JsonSchema)
  }
  const validators = new Map<string, Validator>()
  for (const op of spec.operations) validators.set(op.operationId, compile(op, bodies, params))
  return validators
}

function compile(op: OperationSpec, bodies: Ajv2020, params: Ajv2020): Validator {
  const checks: Array<{
    location: Location
    validate: ValidateFunction
    required: boolean
    /** Integer parameters: coerced from text, they must stay exact (`1e308` is an "integer" to Ajv). */
    integers?: string[]
  }> = []
  for (const location of ['query', 'path', 'header'] as const) {
    const own = op.parameters.filter((p) => p.in === location)
    if (own.length === 0) continue
    const key = (name: string) => (location === 'header' ? name.toLowerCase() : name)
    checks.push({
      location,
      required: true,
      integers: own.filter((p) => p.schema?.type === 'integer').map((p) => key(p.name)),
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
      if (!check.validate(value)) {
        const error = check.validate.errors?.[0]
        return error ? describe(check.location, error) : `${check.location} 不正确`
      }
      const coerced = value as Record<string, unknown>
      const inexact = check.integers?.find(
        (name) => typeof coerced[name] === 'number' && !Number.isSafeInteger(coerced[name]),
      )
      if (inexact) return `${check.location}.${inexact} 超出范围`
    }
    return null
  }
}
