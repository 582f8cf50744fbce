import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { parse } from 'yaml'

export type JsonSchema = Record<string, unknown>

export interface ParameterSpec {
  name: string
  in: 'query' | 'header' | 'path' | 'cookie'
  required?: boolean
  schema?: JsonSchema
}

export interface OperationSpec {
  operationId: string
  method: string
  path: string
  parameters: ParameterSpec[]
  bodySchema: JsonSchema | null
  bodyRequired: boolean
  /** The `multipart/form-data` body's schema (uploads): its text fields are checked before the handler runs. */
  formSchema?: JsonSchema
  /** `security: []` on the operation, or an empty requirement among its own: reachable without a token. */
  isPublic: boolean
  /** `x-permission`: button codes or menu URLs, any one of which the caller's roles must grant. */
  permission: readonly string[] | null
  /**
   * `x-own-route`: served by its own route (uploaded files, WebSocket upgrades), not by an operation handler;
   * described in the document all the same.
   */
  ownRoute?: boolean
  /**
   * Query parameters with a server ceiling (`x-ceiling`, e.g. `pageSize`): any size the schema allows is
   * accepted, and a larger one than the ceiling is answered as the ceiling.
   */
  ceilings?: Readonly<Record<string, number>>
  /**
   * Query parameters with a server floor (`x-floor`, e.g. `pageNo`): a value the schema allows below the floor
   * is answered as the floor (upstream's list mixin asks for page 0 after deleting a page's last row).
   */
  floors?: Readonly<Record<string, number>>
  /**
   * Its 200 answer may be a file (a content type other than JSON: Excel exports, pages): opened by the browser
   * as a link, where no header can be sent, so the token may come as `?token=` (README § Access and security).
   */
  downloads?: boolean
}

interface RawOperation {
  operationId?: string
  parameters?: Array<ParameterSpec | { $ref: string }>
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> }
  security?: unknown[]
  'x-permission'?: string[]
  'x-own-route'?: boolean
  responses?: Record<string, { content?: Record<string, unknown> } | undefined>
}

export interface LoadedSpec {
  document: { components?: Record<string, unknown> }
  operations: OperationSpec[]
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const

/** The contract file of @erp/openapi, the only place an API shape is written. */
export function specPath(): string {
  return createRequire(import.meta.url).resolve('@erp/openapi/openapi.yaml')
}

/**
 * The same document as JSON (openapi.json, generated beside openapi.yaml and checked to match it): JSON.parse reads
 * it in ~60 ms where the YAML parser takes ~2 s, and every server start reads it.
 */
export function specJsonPath(): string {
  return createRequire(import.meta.url).resolve('@erp/openapi/openapi.json')
}

export function loadSpec(file = specJsonPath()): LoadedSpec {
  const text = readFileSync(file, 'utf8')
  const document = (file.endsWith('.json') ? JSON.parse(text) : parse(text)) as {
    paths: Record<string, Record<string, RawOperation>>
    components?: { parameters?: Record<string, ParameterSpec> }
    security?: unknown[]
  }
  const resolveParameter = (p: ParameterSpec | { $ref: string }): ParameterSpec => {
    if (!('$ref' in p)) return p
    const name = p.$ref.replace('#/components/parameters/', '')
    const found = document.components?.parameters?.[name]
    if (!found) throw new Error(`unknown parameter ${p.$ref}`)
    return found
  }
  const operations: OperationSpec[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method]
      if (!op) continue
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`)
      const json = op.requestBody?.content?.['application/json']
      const form = op.requestBody?.content?.['multipart/form-data']?.schema
      const parameters = (op.parameters ?? []).map(resolveParameter)
      const ceilings = Object.fromEntries(
        parameters
          .filter((p) => p.in === 'query' && typeof p.schema?.['x-ceiling'] === 'number')
          .map((p) => [p.name, p.schema?.['x-ceiling'] as number]),
      )
      const floors = Object.fromEntries(
        parameters
          .filter((p) => p.in === 'query' && typeof p.schema?.['x-floor'] === 'number')
          .map((p) => [p.name, p.schema?.['x-floor'] as number]),
      )
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        parameters,
        bodySchema: json?.schema ?? null,
        bodyRequired: op.requestBody?.required ?? false,
        isPublic: tokenOptional(op.security ?? document.security),
        permission: op['x-permission'] ?? null,
        ...(form ? { formSchema: form } : {}),
        ...(op['x-own-route'] === true ? { ownRoute: true } : {}),
        ...(Object.keys(ceilings).length ? { ceilings } : {}),
        ...(Object.keys(floors).length ? { floors } : {}),
        ...(Object.keys(op.responses?.['200']?.content ?? {}).some((type) => type !== 'application/json')
          ? { downloads: true }
          : {}),
      })
    }
  }
  return { document, operations }
}

/** `security: []`, or an empty requirement among several (`[{}, { AccessToken: [] }]`: a token is optional). */
function tokenOptional(security: unknown[] | undefined): boolean {
  if (!Array.isArray(security)) return false
  return (
    security.length === 0 ||
    security.some(
      (requirement) =>
        typeof requirement === 'object' && requirement !== null && !Object.keys(requirement).length,
    )
  )
}
