import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Socket } from 'node:net'
import { fail } from './envelope'
import { BAD_VALUE, databaseTextMessage } from './database-errors'

/**
 * The last line between the database and the client: a JSON answer whose message carries
 * PostgreSQL's own words (a handler that passed an error's message on) is answered with ours instead, as
 * 400 when the words say the request carried a value the database cannot take. Registered before the
 * message-language hook, so the replacement is translated as any other message.
 */
export function mountInputGuard(app: FastifyInstance): void {
  // U+0000 anywhere in the URL (a path or query value, also of routes outside the contract, e.g. static files).
  app.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? ''
    if (url.includes('\u0000') || /%00/.test(url))
      return reply.code(400).send(fail(`${BAD_VALUE}: ${nulMessage('url')}`, 400))
  })
  app.addHook('preSerialization', async (_request, reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload
    const message = (payload as { message?: unknown }).message
    if (typeof message !== 'string') return payload
    const ours = databaseTextMessage(message)
    if (!ours) return payload
    if (ours.badValue) {
      reply.code(400)
      return { ...payload, success: false, code: 400, result: null, message: ours.message }
    }
    return { ...payload, message: ours.message }
  })
}

/** The message of a path or URL over the limits (a path parameter over `maxParamLength`, a URL over 16 KB). */
export const PATH_TOO_LONG = '请求路径过长'
/** A URL the router cannot decode (e.g. a lone `%`). */
export const BAD_URL = '请求路径不正确'
/** A request line plus headers over Node's limit (16 KB). */
export const HEADERS_TOO_LARGE = '请求头或请求路径过长'
export const CLIENT_TIMEOUT = '请求超时'

/** Fastify's `frameworkErrors`: router refusals answered with the envelope instead of Fastify's own JSON. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send(fail(PATH_TOO_LONG, 414))
    return
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send(fail(`${BAD_VALUE}: ${BAD_URL}`, 400))
    return
  }
  void reply.code(error.statusCode ?? 400).send(fail(BAD_VALUE, 400))
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before any route (a request line or headers
 * over 16 KB: 431; a timeout: 408; anything else unreadable: 400) is answered with the envelope, not an empty body.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return
  const [status, message, code] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, HEADERS_TOO_LARGE, 431]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, CLIENT_TIMEOUT, 408]
        : [400, BAD_VALUE, 400]
  const body = JSON.stringify(fail(message, code))
  const reason =
    status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'
  socket.write(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
  socket.destroy()
}

/** Where in a value a string holds U+0000 (`''` for the value itself), or null: PostgreSQL text cannot hold it. */
export function nulPath(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? '' : null
  if (depth > 32 || !value || typeof value !== 'object') return null
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return key.replaceAll('\u0000', '')
    const inner = nulPath(item, depth + 1)
    if (inner !== null) return inner ? `${key}.${inner}` : key
  }
  return null
}

/** The message of a request refused for U+0000 at `where` (e.g. `query.name`). */
export const nulMessage = (where: string) => `${where} 不能包含空字符 (U+0000)`
