import createClient, { type Client, type Middleware } from 'openapi-fetch'
import { ApiError, errorKindOf } from './errors'
import type { paths } from './schema'

/** docs/spec.md §9: request timeout 1,500,000 ms. */
export const REQUEST_TIMEOUT_MS = 1_500_000

/** docs/spec.md §7: GET requests carry `_t`, except the dictionary item fetch. */
const NO_TIMESTAMP = 'sys/dict/getDictItems'

export interface ClientOptions {
  /** API base URL, e.g. `/jeecg-boot` or `https://erp.example.com/jeecg-boot`. */
  baseUrl: string
  /** Current access token, read at request time. */
  getToken: () => string | null | undefined
  /** Current tenant id, read at request time; `0` is sent when unset. */
  getTenantId?: () => string | number | null | undefined
  timeoutMs?: number
  fetch?: typeof globalThis.fetch
  /** Clock for `_t` (tests pass a fixed one). */
  now?: () => number
  /**
   * The screen's language, read at request time ('zh-CN', 'en-US'): sent as `Accept-Language`, so the server
   * answers its own messages in it. Absent: the header is left to the browser.
   */
  getLanguage?: () => string | null | undefined
}

export type ApiClient = Client<paths>

/**
 * The session headers of docs/spec.md §7: X-Access-Token when signed in, the tenant always (`0` when unset); and the
 * screen's language as `Accept-Language` when the app gives it. The tenant travels as `tenant-id`, as upstream
 * 2.4.6's client sends it and its server reads it: docs/spec.md §7 writes `tenant_id`, which nginx drops by default
 * (underscores_in_headers off), so behind it the tenant chosen would be lost. The server reads both spellings.
 */
export function sessionHeaderValues(options: ClientOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const token = options.getToken()
  if (token) headers['X-Access-Token'] = token
  const tenant = options.getTenantId?.()
  headers['tenant-id'] = tenant === null || tenant === undefined || tenant === '' ? '0' : String(tenant)
  const language = options.getLanguage?.()
  if (language) headers['Accept-Language'] = language
  return headers
}

/** `url` with `_t` (seconds) first, unless it is the dictionary item fetch (docs/spec.md §7). */
export function withTimestamp(url: URL, options: ClientOptions): URL {
  if (url.href.includes(NO_TIMESTAMP)) return url
  const stamped = new URL(url)
  const params = new URLSearchParams([['_t', String(Math.floor((options.now ?? Date.now)() / 1000))]])
  url.searchParams.forEach((value, key) => {
    if (key !== '_t') params.append(key, value)
  })
  stamped.search = params.toString()
  return stamped
}

/** Adds X-Access-Token, tenant-id and `_t` (docs/spec.md §7). */
export function sessionHeaders(options: ClientOptions): Middleware {
  return {
    onRequest({ request }) {
      for (const [name, value] of Object.entries(sessionHeaderValues(options))) {
        if (!request.headers.has(name)) request.headers.set(name, value)
      }
      if (request.method === 'GET' && !request.url.includes(NO_TIMESTAMP)) {
        return new Request(withTimestamp(new URL(request.url), options), request)
      }
      return request
    },
  }
}

/**
 * Wraps `fetch` so a request fails with a `TimeoutError` after the docs/spec.md §9 timeout. The caller sees the
 * timeout even where the abort cannot reach the transport (Node links a Request's signal to its source
 * only weakly), and the request is aborted where it can be.
 */
export function fetchWithTimeout(
  baseFetch: typeof globalThis.fetch,
  timeoutMs: number,
): typeof globalThis.fetch {
  return (input, init) => {
    const controller = new AbortController()
    const source = init?.signal ?? (input instanceof Request ? input.signal : undefined)
    const signal = source ? AbortSignal.any([source, controller.signal]) : controller.signal
    let timer: ReturnType<typeof setTimeout> | undefined
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const reason = new DOMException('request timed out', 'TimeoutError')
        controller.abort(reason)
        reject(reason)
      }, timeoutMs)
    })
    return Promise.race([baseFetch(input, { ...init, signal }), timedOut]).finally(() => clearTimeout(timer))
  }
}

/** Maps failures without a response (timeout, network down) to typed errors. */
export const transportErrors: Middleware = {
  onError({ error, request }) {
    if (error instanceof ApiError) return error
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return new ApiError('timeout', 0, 'timeout', request.url)
    }
    return new ApiError('network', 0, error instanceof Error ? error.message : String(error), request.url)
  },
}

/** Turns non-2xx responses into typed errors carrying the server message. */
export const httpErrors: Middleware = {
  async onResponse({ response, request }) {
    if (response.ok) return response
    const message = await readMessage(response)
    throw new ApiError(errorKindOf(response.status, message), response.status, message, request.url)
  },
}

/** The server message of an error response: the envelope's `message`, else the raw text. */
export async function readMessage(response: Response): Promise<string> {
  const text = await response.clone().text()
  try {
    const body: unknown = JSON.parse(text)
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message
    }
  } catch {
    // not JSON: fall through to the raw text
  }
  return text || response.statusText
}

export function createApiClient(options: ClientOptions): ApiClient {
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: fetchWithTimeout(baseFetch, options.timeoutMs ?? REQUEST_TIMEOUT_MS),
  })
  client.use(sessionHeaders(options), transportErrors, httpErrors)
  return client
}

export type { paths, components, operations } from './schema'
