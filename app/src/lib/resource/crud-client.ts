import { t } from '@erp/ui-kit/i18n'
import type { paths } from '@erp/openapi/schema'
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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
type Query = Record<string, string | number | boolean | undefined>
interface Init {
  params?: { query?: Query }
  body?: unknown
}
/** The client seen through one signature: the generic CRUD calls pick their path at run time. */
type UntypedClient = Record<Method, (path: string, init?: Init) => Promise<{ data?: unknown }>>
const client = api as unknown as UntypedClient

export async function callEnvelope<T>(method: Method, path: string, init?: Init): Promise<Envelope<T>> {
  const { data } = await client[method](path, init)
  const envelope = data as Envelope<T> | undefined
  if (!envelope || typeof envelope.success !== 'boolean') throw new Error(t('服务器的回答不可识别'))
  return envelope
}

/** Calls and throws RefusedError when the server says no; resolves with `result` and the message. */
export async function callOrRefuse<T>(
  method: Method,
  path: string,
  init?: Init,
): Promise<{ result: T; message: string }> {
  const envelope = await callEnvelope<T>(method, path, init)
  if (!envelope.success) throw new RefusedError(envelope.message || t('操作失败'), envelope.result ?? null)
  return { result: envelope.result as T, message: envelope.message }
}

const clean = (query: Record<string, unknown>): Query =>
  Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number | boolean] =>
        entry[1] !== '' && entry[1] !== null && entry[1] !== undefined,
    ),
  )

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
  return {
    base,
    list: async (query) => {
      const { result } = await callOrRefuse<Page<RowOf<B>>>('GET', `${base}/list`, {
        params: { query: clean(query) },
      })
      return { records: result?.records ?? [], total: Number(result?.total ?? 0) }
    },
    queryById: async (id) =>
      (await callOrRefuse<RowOf<B>>('GET', `${base}/queryById`, { params: { query: { id } } })).result,
    add: async (body) => (await callOrRefuse('POST', `${base}/add`, { body })).message,
    edit: async (body) => (await callOrRefuse('PUT', `${base}/edit`, { body })).message,
    remove: async (id) =>
      (await callOrRefuse('DELETE', `${base}/delete`, { params: { query: { id } } })).message,
    removeBatch: async (ids) =>
      (await callOrRefuse('DELETE', `${base}/deleteBatch`, { params: { query: { ids: ids.join(',') } } }))
        .message,
  }
}
