/**
 * Hand-written operations in a compact form (build-spec.ts expands each into a full OpenAPI operation with
 * the tenant header, `_t` on GETs, the envelope around `result`, 400 and token responses, and examples).
 * Used for the upstream endpoints that are not plain CRUD; the operations themselves live in source/system/<area>.ts
 * and the business modules' source/<module>-operations.ts, listed in order by source/system.ts.
 */

export type Json = Record<string, unknown>

export interface ParameterDef {
  schema: Json
  required?: boolean
  description?: string
  example?: unknown
}

export interface CompactOperation {
  method: 'get' | 'post' | 'put' | 'delete'
  path: string
  operationId: string
  tag: string
  summary: string
  description?: string
  /** Reachable without a token. */
  public?: boolean
  query?: Record<string, ParameterDef>
  pathParams?: Record<string, ParameterDef>
  /** Header parameters beyond the session headers (e.g. the self-service `X-Meter-Token`). */
  headers?: Record<string, ParameterDef>
  /** The operation answers HTTP 401 with this kind of envelope message when its own credential is wrong. */
  unauthorized?: string
  /** The operation answers HTTP 403 with this envelope message when the record is not the caller's (e.g. an order
   *  assigned to someone else), though the caller holds the operation's permission. */
  forbidden?: string
  body?: { schema: Json; example: unknown }
  /** A multipart/form-data body (uploads); validated by the handler, not the JSON validator. */
  multipart?: { schema: Json }
  /** The 200 answer is a file of this type (a refusal is still the JSON envelope); the handler streams it. */
  download?: { contentType: string }
  /** Schema of the envelope's `result` on success (null is always allowed for refusals). */
  result: Json
  example: { result: unknown; message?: string; code?: number }
  /** What a business refusal says, for the description. */
  refusals?: string[]
}

/** The most rows the server answers in one page, unless an operation sets its own. */
export const PAGE_SIZE_CEILING = 10000
/** Java's Integer.MAX_VALUE: upstream's page size is an int, so any size up to it is accepted. */
const INT_MAX = 2147483647

/** PostgreSQL's `integer` (int4): an integer value stored in such a column must lie within it. */
export const INT4 = { minimum: -2147483648, maximum: INT_MAX } as const

/**
 * A `<field>_begin` / `<field>_end` range filter: empty, a date or a date and time, as the database reads them
 * (anything else was answered with PostgreSQL's error text).
 */
export function rangeFilterSchema(): Record<string, unknown> {
  return {
    type: 'string',
    maxLength: 19,
    pattern: '^$|^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])( ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d)?$',
  }
}

/**
 * A `pageSize` parameter as upstream accepts it: any positive int (its clients ask for e.g. 99999 to mean
 * "all"), never a 400. The server answers at most `ceiling` rows a page: `x-ceiling` tells the server to treat a
 * larger size as `ceiling`, and the answer's `size` (and `pages`) say what was used.
 */
export function pageSizeParam(ceiling = PAGE_SIZE_CEILING, fallback: number | null = 10): ParameterDef {
  return {
    schema: {
      type: 'integer',
      minimum: 1,
      maximum: INT_MAX,
      ...(fallback === null ? {} : { default: fallback }),
      'x-ceiling': ceiling,
    },
    description: `Rows per page; a size above ${ceiling} (the server's ceiling) is answered as ${ceiling} rows`,
  }
}

/** What a source file gives the spec: its schemas, its operations and the descriptions of new tags. */
export interface OperationSource {
  tags?: Record<string, string>
  schemas?: Record<string, Json>
  operations?: readonly CompactOperation[]
  /** Answers the compact form cannot say (raw Actuator JSON, a bare array, an HTML page): full path items, merged as they are. */
  rawPaths?: Record<string, Json>
}

/** Schema helpers the operation files share: a component reference, strings, arrays and the page envelope. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
export const str = (maxLength = 100): Json => ({ type: 'string', maxLength })
export const nullableStr = (maxLength = 100): Json => ({ type: ['string', 'null'], maxLength })
export const nullableInt: Json = { type: ['integer', 'null'] }
export const list = (items: Json): Json => ({ type: 'array', items })
export const pageOf = (items: Json): Json => ({
  allOf: [ref('Page'), { type: 'object', properties: { records: list(items) } }],
})
