import { t } from '@erp/ui-kit/i18n'
import type { paths } from '@erp/openapi/schema'
import { crudCalls } from '@erp/openapi/crud-calls'
import { api } from '../api'

/**
 * The upstream CRUD pattern (`<base>/list|add|edit|delete|deleteBatch|queryById`) over the one typed client.
 * A resource names its base path; the row, query and body types are read from the generated schema for
 * that path, so a definition cannot name an endpoint or a field the contract does not have.
 */

type Json<T> = T extends { content: { 'application/json': infer R } } ? R : never
/** The success envelope of an operation's 200 answer (the business error every operation may answer left out). */
type Ok<Op> = Op extends { responses: { 200: infer R } } ? Exclude<Json<R>, { success: false }> : never

/** Base paths that have a `GET <base>/list` answering a page of records. */
export type ListBase = {
  [P in keyof paths]: P extends `${infer Base}/list`
    ? paths[P] extends { get: { responses: { 200: unknown } } }
      ? Ok<paths[P]['get']> extends { result?: { records?: unknown[] } | null }
        ? Base
        : never
      : never
    : never
}[keyof paths]

type ListOp<B extends ListBase> = paths[`${B}/list`]['get']
export type RowOf<B extends ListBase> =
  NonNullable<NonNullable<Ok<ListOp<B>>['result']>['records']> extends (infer Row)[] ? Row : never
export type ListQueryOf<B extends ListBase> = NonNullable<ListOp<B>['parameters']['query']>

type BodyOf<P extends keyof paths, M extends 'post' | 'put'> =
  paths[P] extends Record<M, { requestBody?: { content: { 'application/json': infer Body } } }> ? Body : never
export type AddBodyOf<B extends ListBase> = `${B}/add` extends keyof paths
  ? BodyOf<`${B}/add`, 'post'>
  : never
export type EditBodyOf<B extends ListBase> = `${B}/edit` extends keyof paths
  ? BodyOf<`${B}/edit`, 'put'>
  : never

/** The JeecgBoot envelope every operation answers with. */
export interface Envelope<T = unknown> {
  success: boolean
  message: string
  code?: number
  result?: T | null
}

/** The result of a generated envelope schema's success member (its business-error member left out). */
export type SuccessResult<Envelope> = NonNullable<
  Exclude<Envelope, { success: false }> extends { result?: infer R } ? R : never
>

export interface Page<Row> {
  records: Row[]
  total: number
}

/** A failure the server explained (HTTP 200 with `success: false`): its message is shown to the user. */
export class RefusedError extends Error {
  readonly result: unknown
  constructor(message: string, result: unknown = null) {
    super(message)
    this.name = 'RefusedError'
    this.result = result
  }
}

/** The upstream envelope of an answer, as far as settling it goes. */
export interface EnvelopeOf<T> {
  success: boolean
  message: string
  result?: T | null
}

/** The result of a successful answer (possibly none) and its message; a refusal rejects with the server's message. */
export function settle<T>(data: EnvelopeOf<T> | undefined): { result: T | null; message: string } {
  if (!data) throw new Error(t('服务器的回答不可识别'))
  if (!data.success) throw new RefusedError(data.message || t('操作失败'))
  return { result: data.result ?? null, message: data.message }
}

/**
 * Awaits one typed call and settles its envelope: the result (possibly none) and the message; an answer that is
 * not an envelope rejects, and a refusal (`success: false`) rejects with RefusedError carrying the server's
 * message and result. The per-area api files in the `api/` folders of the modules call the client through it.
 */
export async function settleCall<T>(
  call: Promise<{ data?: EnvelopeOf<T> | undefined }>,
): Promise<{ result: T | null; message: string }> {
  const { data } = await call
  if (!data || typeof data.success !== 'boolean') throw new Error(t('服务器的回答不可识别'))
  if (!data.success) throw new RefusedError(data.message || t('操作失败'), data.result ?? null)
  return { result: data.result ?? null, message: data.message }
}

/** An answer whose `success: false` is a verdict rather than a failure (a check that did not pass). */
export interface Verdict<T> {
  ok: boolean
  /** The server's message; empty when it gave none. */
  message: string
  result: T | null
}

/** Awaits one typed call and reads its envelope as a verdict; only transport errors reject. */
export async function verdictOf<T>(call: Promise<{ data?: EnvelopeOf<T> | undefined }>): Promise<Verdict<T>> {
  const { data } = await call
  return data?.success
    ? { ok: true, message: data.message, result: data.result ?? null }
    : { ok: false, message: data?.message ?? '', result: null }
}

/** As `settle`, for an answer that must carry a result. */
export function settleResult<T>(data: EnvelopeOf<T> | undefined): { result: T; message: string } {
  const { result, message } = settle(data)
  if (result === null) throw new Error(t('服务器的回答不可识别'))
  return { result, message }
}

type Query = Record<string, string | number | boolean>

/**
 * What one base path's calls answer, as the generic client reads them. The generated table
 * (`@erp/openapi/crud-calls`) is assigned to this mapped type below, so TypeScript checks for every base path
 * that its calls take these arguments and answer these envelopes; a base path lists only the calls it has.
 */
interface CrudCalls<B extends ListBase> {
  list: (query: ListQueryOf<B>) => Promise<{ data?: EnvelopeOf<{ records?: RowOf<B>[]; total?: number }> }>
  queryById?: (id: string) => Promise<{ data?: EnvelopeOf<RowOf<B>> }>
  add?: (body: AddBodyOf<B>) => Promise<{ data?: EnvelopeOf<unknown> }>
  edit?: (body: EditBodyOf<B>) => Promise<{ data?: EnvelopeOf<unknown> }>
  remove?: (id: string) => Promise<{ data?: EnvelopeOf<unknown> }>
  removeBatch?: (ids: string) => Promise<{ data?: EnvelopeOf<unknown> }>
}
/** Indexed by a generic base path, this mapped type gives that path's own calls (`CrudCalls<B>`). */
const table: { [B in ListBase]: CrudCalls<B> } = crudCalls(api)

/** The list query without its empty filters. */
const clean = (query: Record<string, unknown>): Query =>
  Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number | boolean] =>
        entry[1] !== '' && entry[1] !== null && entry[1] !== undefined,
    ),
  )

/** A call the contract does not have for this base path (no `<base>/add`, say). */
function missing(base: string, call: string): never {
  throw new Error(`${base}: ${call}`)
}

export interface CrudClient<B extends ListBase> {
  base: B
  list: (query: ListQueryOf<B> | Record<string, string | number | undefined>) => Promise<Page<RowOf<B>>>
  queryById: (id: string) => Promise<RowOf<B>>
  add: (body: AddBodyOf<B>) => Promise<string>
  edit: (body: EditBodyOf<B>) => Promise<string>
  remove: (id: string) => Promise<string>
  removeBatch: (ids: readonly string[]) => Promise<string>
}

/** The six CRUD calls of a base path. Refusals reject with RefusedError carrying the server's message. */
export function crudClient<B extends ListBase>(base: B): CrudClient<B> {
  const calls: CrudCalls<B> = table[base]
  return {
    base,
    list: async (query) => {
      const { result } = await settleCall(calls.list(clean(query)))
      return { records: result?.records ?? [], total: Number(result?.total ?? 0) }
    },
    queryById: async (id) => {
      const { result } = await settleCall((calls.queryById ?? missing(base, 'queryById'))(id))
      if (result === null) throw new Error(t('服务器的回答不可识别'))
      return result
    },
    add: async (body) => (await settleCall((calls.add ?? missing(base, 'add'))(body))).message,
    edit: async (body) => (await settleCall((calls.edit ?? missing(base, 'edit'))(body))).message,
    remove: async (id) => (await settleCall((calls.remove ?? missing(base, 'remove'))(id))).message,
    removeBatch: async (ids) =>
      (await settleCall((calls.removeBatch ?? missing(base, 'removeBatch'))(ids.join(',')))).message,
  }
}
