/**
 * What the system-administration consumer tests share: one interaction per call, in the state of the pact
 * fixtures (STATES.systemFixtures) unless told otherwise, answered with the JeecgBoot envelope.
 */
import type { ApiClient } from '@erp/openapi/client'
import { MatchersV3, type PactV4 } from '@pact-foundation/pact'
import { API_PREFIX, EXAMPLE_TOKEN, STATES } from '../pact-names'
import { JWT, TIMESTAMP, clientFor } from './pact-helpers'

const { like, integer, regex } = MatchersV3

export const signedIn = { 'X-Access-Token': regex(JWT, EXAMPLE_TOKEN), 'tenant-id': '0' }
export const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$'
export const dateTime = (example = '2026-11-22 09:30:00') => regex(DATE_TIME, example)

/** A successful envelope; `code` is 0 or 200 depending on how upstream builds the answer. */
export const answer = (result: unknown, message = '操作成功！', success = true) => ({
  success,
  message: like(message),
  code: integer(200),
  result,
  timestamp: integer(TIMESTAMP),
})

/** A page of records (upstream's IPage). */
export const page = (records: unknown, total = 1) => ({
  records,
  total: integer(total),
  size: integer(10),
  current: 1,
})

export interface Call {
  state?: string
  description: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** The concrete path under the API prefix. */
  path: string
  query?: Record<string, string>
  body?: Record<string, unknown>
  result: unknown
  message?: string
  /** A business refusal (HTTP 200, success false) instead of a success. */
  refused?: boolean
  /** Makes the call through the real client and asserts on what it got. */
  check: (client: ApiClient) => Promise<void>
}

/** Records one interaction (GETs carry `_t`, except the dictionary item fetch, as the client sends them). */
export function interaction(pact: PactV4, call: Call): Promise<unknown> {
  const withTimestamp = call.method === 'GET' && !call.path.startsWith('/sys/dict/getDictItems/')
  const query = withTimestamp ? { _t: regex('^\\d+$', '1700000000'), ...call.query } : call.query
  return pact
    .addInteraction()
    .given(call.state ?? STATES.systemFixtures)
    .uponReceiving(call.description)
    .withRequest(call.method, `${API_PREFIX}${call.path}`, (builder) => {
      builder.headers(signedIn)
      if (query) builder.query(query)
      if (call.body) builder.jsonBody(call.body)
    })
    .willRespondWith(200, (builder) => {
      builder.jsonBody(answer(call.result, call.message, !call.refused))
    })
    .executeTest(async (mockServer) => call.check(clientFor(mockServer.url, EXAMPLE_TOKEN)))
}
