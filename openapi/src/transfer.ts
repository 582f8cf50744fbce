import {
  type ClientOptions,
  REQUEST_TIMEOUT_MS,
  fetchWithTimeout,
  readMessage,
  sessionHeaderValues,
  withTimestamp,
} from './client'
import { ApiError, errorKindOf } from './errors'
import type { paths } from './schema'

/**
 * The two transfers openapi-fetch does not cover (docs/spec.md §7, "blob download and multipart upload"), with
 * progress, the same session headers, timeout and typed errors as the client.
 */

export interface TransferProgress {
  loaded: number
  /** Bytes expected, when the other side said (Content-Length, a computable upload length). */
  total: number | null
  /** 0–100, when `total` is known. */
  percent: number | null
}

const progressOf = (loaded: number, total: number | null): TransferProgress => ({
  loaded,
  total,
  percent: total ? Math.min(100, Math.round((loaded / total) * 100)) : null,
})

export type QueryValue = string | number | boolean | null | undefined

/** Paths with a GET operation: the only ones a download may name. */
export type DownloadPath = {
  [P in keyof paths]: paths[P] extends { get: unknown } ? P : never
}[keyof paths]

export interface DownloadOptions {
  query?: Record<string, QueryValue>
  onProgress?: (progress: TransferProgress) => void
  signal?: AbortSignal
}

export interface DownloadedFile {
  blob: Blob
  /** From Content-Disposition (upstream sends `attachment;filename=<url-encoded name>`), if any. */
  filename: string | null
}

function urlOf(options: ClientOptions, path: string, query: Record<string, QueryValue> = {}): URL {
  const base = new URL(options.baseUrl, globalThis.location?.href ?? 'http://localhost/')
  const url = new URL(`${base.href.replace(/\/$/, '')}${path}`)
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') url.searchParams.append(key, String(value))
  }
  return url
}

/** `attachment; filename*=UTF-8''%E7%94%A8.xls` / `filename="a.xls"` / `filename=a.xls` → the name. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(disposition)
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition)
  const raw = extended?.[1] ?? plain?.[2] ?? plain?.[1]
  if (!raw) return null
  try {
    return decodeURIComponent(raw.trim())
  } catch {
    return raw.trim()
  }
}

function transportError(error: unknown, url: string, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return error // the caller's own cancel stays an AbortError
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new ApiError('timeout', 0, 'timeout', url)
  }
  return new ApiError('network', 0, error instanceof Error ? error.message : String(error), url)
}

async function readWithProgress(
  response: Response,
  onProgress: ((progress: TransferProgress) => void) | undefined,
): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? ''
  const length = Number(response.headers.get('Content-Length'))
  const total = Number.isFinite(length) && length > 0 ? length : null
  if (!response.body || !onProgress) return response.blob()
  const reader = response.body.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let loaded = 0
  onProgress(progressOf(0, total))
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    loaded += value.byteLength
    onProgress(progressOf(loaded, total))
  }
  return new Blob(chunks, { type })
}

/**
 * GET `path` as a file. A non-2xx answer, or a JSON envelope with `success: false` where a file was
 * expected (upstream answers a refused export that way), becomes an `ApiError` with the server message.
 */
export async function downloadBlob(
  options: ClientOptions,
  path: DownloadPath,
  { query, onProgress, signal }: DownloadOptions = {},
): Promise<DownloadedFile> {
  const url = withTimestamp(urlOf(options, path, query), options).href
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const fetchTimed = fetchWithTimeout(baseFetch, options.timeoutMs ?? REQUEST_TIMEOUT_MS)
  let response: Response
  try {
    response = await fetchTimed(url, { headers: sessionHeaderValues(options), ...(signal ? { signal } : {}) })
  } catch (error) {
    throw transportError(error, url, signal)
  }
  if (!response.ok) {
    const message = await readMessage(response)
    throw new ApiError(errorKindOf(response.status, message), response.status, message, url)
  }
  if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
    const body: unknown = await response.clone().json()
    if (body && typeof body === 'object' && 'success' in body && body.success === false) {
      const message = 'message' in body && typeof body.message === 'string' ? body.message : '下载失败'
      throw new ApiError('server', response.status, message, url)
    }
  }
  const blob = await readWithProgress(response, onProgress)
  return { blob, filename: filenameOf(response.headers.get('Content-Disposition')) }
}

/** Paths whose POST takes `multipart/form-data`: the only ones an upload may name. */
export type UploadPath = {
  [P in keyof paths]: paths[P] extends {
    post: { requestBody?: { content: { 'multipart/form-data': unknown } } }
  }
    ? P
    : never
}[keyof paths]

/** The JSON body the spec declares for a successful upload to `P`. */
export type UploadResult<P extends UploadPath> = paths[P]['post'] extends {
  responses: { 200: { content: { 'application/json': infer Body } } }
}
  ? Body
  : never

/** What the upload needs of XMLHttpRequest (fetch cannot report upload progress); tests pass a fake. */
export interface XhrLike {
  open(method: string, url: string): void
  setRequestHeader(name: string, value: string): void
  send(body: FormData): void
  abort(): void
  timeout: number
  readonly status: number
  readonly responseText: string
  readonly upload: { onprogress: ((event: ProgressEventLike) => void) | null }
  onload: (() => void) | null
  onerror: (() => void) | null
  ontimeout: (() => void) | null
  onabort: (() => void) | null
}

export interface ProgressEventLike {
  loaded: number
  total: number
  lengthComputable: boolean
}

export interface UploadOptions {
  file: Blob
  /** Sent as the part's file name; a `File` brings its own. */
  fileName?: string
  /** The multipart field of the file; upstream's is `file`. */
  fieldName?: string
  /** Other form fields, e.g. `{ biz: 'temp' }` or `{ isup: '1' }` (docs/spec.md §7). */
  fields?: Record<string, string>
  onProgress?: (progress: TransferProgress) => void
  signal?: AbortSignal
  /** XMLHttpRequest factory; the browser's by default. */
  createXhr?: () => XhrLike
}

function messageOfText(text: string, fallback: string): string {
  try {
    const body: unknown = JSON.parse(text)
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message
    }
  } catch {
    // not JSON
  }
  return text || fallback
}

/**
 * POST `fields` and `file` as multipart to `path`, reporting upload progress. Resolves with the parsed
 * envelope (a business refusal, `success: false`, is data, as with the client); rejects with an
 * `ApiError` for a non-2xx answer (e.g. 413 past the 10 MB limit, with the server's message), a
 * timeout or a network failure, and with an `AbortError` when `signal` aborts.
 */
export function uploadFile<P extends UploadPath>(
  options: ClientOptions,
  path: P,
  { file, fileName, fieldName = 'file', fields = {}, onProgress, signal, createXhr }: UploadOptions,
): Promise<UploadResult<P>> {
  const url = urlOf(options, path).href
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('aborted', 'AbortError'))
      return
    }
    const xhr = createXhr ? createXhr() : (new XMLHttpRequest() as unknown as XhrLike)
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    if (fileName === undefined) form.append(fieldName, file)
    else form.append(fieldName, file, fileName)

    const onAbort = () => xhr.abort()
    const settle = () => signal?.removeEventListener('abort', onAbort)
    xhr.open('POST', url)
    for (const [name, value] of Object.entries(sessionHeaderValues(options)))
      xhr.setRequestHeader(name, value)
    xhr.timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS
    xhr.upload.onprogress = (event) => {
      onProgress?.(progressOf(event.loaded, event.lengthComputable ? event.total : null))
    }
    xhr.onload = () => {
      settle()
      if (xhr.status < 200 || xhr.status >= 300) {
        const message = messageOfText(xhr.responseText, `HTTP ${xhr.status}`)
        reject(new ApiError(errorKindOf(xhr.status, message), xhr.status, message, url))
        return
      }
      try {
        resolve(JSON.parse(xhr.responseText) as UploadResult<P>)
      } catch {
        reject(new ApiError('server', xhr.status, xhr.responseText || 'empty response', url))
      }
    }
    xhr.onerror = () => {
      settle()
      reject(new ApiError('network', 0, 'network error', url))
    }
    xhr.ontimeout = () => {
      settle()
      reject(new ApiError('timeout', 0, 'timeout', url))
    }
    xhr.onabort = () => {
      settle()
      reject(new DOMException('upload aborted', 'AbortError'))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    xhr.send(form)
  })
}
