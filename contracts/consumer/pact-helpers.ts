/**
 * What every consumer test shares: the pact (all files write one pact, merged interaction by interaction;
 * global-setup.ts empties it once per run), the client exactly as the app configures it, and the envelope.
 */
import { createApiClient, type ApiClient } from '@erp/openapi/client'
import { MatchersV3, PactV4, SpecificationVersion } from '@pact-foundation/pact'
import { makeConsumerPact } from '@pact-foundation/pact-core'
import { fileURLToPath } from 'node:url'
import { API_PREFIX, CONSUMER, PROVIDER, pactsDir, stateParams } from '../pact-names'

const { like, integer } = MatchersV3

export const JWT = '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$'
export const TIMESTAMP = 1_700_000_000_000

/**
 * The pact every consumer test adds to. Each `given(state)` records the state's params (STATE_PARAMS in
 * pact-names.ts: what the state means in data terms), so the pact file itself tells a back-end team what to set up.
 */
export const newPact = () => {
  const pact = new PactV4({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir: fileURLToPath(pactsDir),
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'warn',
  })
  const addInteraction = pact.addInteraction.bind(pact)
  pact.addInteraction = () => {
    const interaction = addInteraction()
    const given = interaction.given.bind(interaction)
    interaction.given = (state, params) => given(state, params ?? { ...stateParams(state) })
    return interaction
  }
  return pact
}

/**
 * The mock server's bookkeeping, read by port. Pact's mock server answers a request before it has booked the
 * match (pact-foundation/pact-core-mock-server#13, pact-reference#535: the match goes through a channel to
 * another task), so under CPU load `executeTest` can read the bookkeeping too early and report a request the
 * client had its answer to as "expected but not received". Any pact handle reads any port's bookkeeping.
 */
const probe = makeConsumerPact('erp-app-probe', 'erp-server-probe', 5, 'warn')
const bookkeeping = (port: number) => JSON.stringify(probe.mockServerMismatches(port))

/** Waits until the mock server's bookkeeping differs from `before` (the request booked), for at most 2 s. */
async function booked(port: number, before: string): Promise<void> {
  const deadline = Date.now() + 2_000
  while (bookkeeping(port) === before && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 5))
}

/**
 * Every request on a fresh connection, retried once when it never got an answer, and answered only once the
 * mock server has booked it (above). Each test starts a mock server on a new port; about one POST in a few
 * hundred failed at the connection ("expected but not received", in a few milliseconds) even on fresh
 * connections, most likely the mock server not yet accepting. A retry after a connection error cannot double
 * a request the mock server saw: that one would have been answered.
 */
const fetchWithoutKeepAlive: typeof fetch = async (input, init) => {
  const request = new Request(input, init)
  const headers = new Headers(request.headers)
  headers.set('connection', 'close')
  const body = request.body ? await request.arrayBuffer() : null
  const port = Number(new URL(request.url).port)
  const before = bookkeeping(port)
  const send = () =>
    fetch(new Request(request.url, { method: request.method, headers, body, signal: request.signal }))
  let response: Response
  try {
    response = await send()
  } catch (error) {
    if (request.signal.aborted) throw error
    console.warn(
      `pact consumer: ${request.method} ${request.url} failed at the connection, retrying once:`,
      error,
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    response = await send()
  }
  await booked(port, before)
  return response
}

/** The client exactly as the app configures it, pointed at the mock server. */
export function clientFor(mockServerUrl: string, token: string | null = null): ApiClient {
  return createApiClient({
    baseUrl: mockServerUrl + API_PREFIX,
    fetch: fetchWithoutKeepAlive,
    getToken: () => token,
    getTenantId: () => null, // unset: the client sends tenant-id 0
  })
}

/** The JeecgBoot envelope around a result. */
export const envelope = (result: unknown, message: string, code = 200) => ({
  success: code === 200,
  message: like(message),
  code,
  result,
  timestamp: integer(TIMESTAMP),
})

/** Reads built with upstream's `new Result()` answer code 0, others 200: the client relies on `success` only. */
export const readEnvelope = (result: unknown) => ({
  success: true,
  message: like(''),
  code: integer(0),
  result,
  timestamp: integer(TIMESTAMP),
})
