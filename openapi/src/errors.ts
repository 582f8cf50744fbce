/**
 * Typed transport errors. The client throws these; the app maps `kind` to the messages of docs/spec.md §8.
 * Business refusals (HTTP 200 with `success: false`) are not errors at this level: they are data.
 */
export type ApiErrorKind =
  | 'unauthorized' // HTTP 401
  | 'forbidden' // HTTP 403
  | 'notFound' // HTTP 404
  | 'timeout' // HTTP 504, or the request timeout of docs/spec.md §9 elapsed
  | 'tokenExpired' // HTTP 500 whose message contains 'Token失效'
  | 'badRequest' // HTTP 400 (the request did not match the contract)
  | 'server' // any other status: the server message is shown
  | 'network' // no response at all

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number
  readonly url: string

  constructor(kind: ApiErrorKind, status: number, message: string, url: string) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.status = status
    this.url = url
  }
}

export const TOKEN_EXPIRED_TEXT = 'Token失效'

export function errorKindOf(status: number, message: string): ApiErrorKind {
  if (status === 401) return 'unauthorized'
  if (status === 403) return 'forbidden'
  if (status === 404) return 'notFound'
  if (status === 504) return 'timeout'
  if (status === 400) return 'badRequest'
  if (status === 500 && message.includes(TOKEN_EXPIRED_TEXT)) return 'tokenExpired'
  return 'server'
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
