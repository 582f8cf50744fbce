import autocannon from 'autocannon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../start'
import { startSoakServer, type SoakServer } from './soak-server'

/**
 * Load: autocannon against the list, login and permission endpoints on loopback, each for
 * LOAD_SECONDS (default 30) with LOAD_CONNECTIONS (default 10) connections. Prints requests per second and the
 * latency percentiles; every request must answer 2xx with `success: true`, with no error and no timeout.
 * The server runs in this process (as the other soak tests do), so the figures include autocannon's own cost
 * on the same event loop. `npm run test:soak`.
 */
let soak: SoakServer
let server: RunningServer
let token = ''

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10)

beforeAll(async () => {
  soak = await startSoakServer('autocannon')
  ;({ server, token } = soak)
}, 300_000)

afterAll(async () => {
  await soak?.close()
})

interface Target {
  name: string
  method: 'GET' | 'POST'
  path: string
  body?: string
  headers: Record<string, string>
}

interface Figures {
  result: autocannon.Result
  /** 2xx answers whose envelope did not say `success: true`. */
  refused: number
  /** The first refused body, to say why. */
  sample: string
}

async function hammer(target: Target): Promise<Figures> {
  let refused = 0
  let sample = ''
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    requests: [
      {
        method: target.method,
        path: server.apiUrl.slice(server.url.length) + target.path,
        headers: target.headers,
        ...(target.body === undefined ? {} : { body: target.body }),
        onResponse: (status, body) => {
          if (status >= 200 && status < 300 && !body.includes('"success":true')) {
            refused += 1
            if (!sample) sample = body.slice(0, 300)
          }
        },
      },
    ],
  })
  return { result, refused, sample }
}

function report(name: string, { result, refused, sample }: Figures) {
  const { requests, latency } = result
  console.log(
    `autocannon ${name}: ${requests.average.toFixed(0)} req/s (average over ${result.duration.toFixed(1)} s, ` +
      `${result.connections} connections), latency p50 ${latency.p50} ms, p90 ${latency.p90} ms, ` +
      `p99 ${latency.p99} ms, max ${latency.max} ms; ${requests.total} requests, errors ${result.errors}, ` +
      `timeouts ${result.timeouts}, non-2xx ${result.non2xx}, success:false ${refused}` +
      (sample ? ` (first: ${sample})` : ''),
  )
}

function expectClean(figures: Figures) {
  expect(figures.result.requests.total).toBeGreaterThan(0)
  expect(figures.result.errors).toBe(0)
  expect(figures.result.timeouts).toBe(0)
  expect(figures.result.non2xx).toBe(0)
  expect(figures.refused).toBe(0)
}

const timeout = (SECONDS + 60) * 1000

describe(`autocannon, ${SECONDS} s each`, () => {
  it(
    'the user list',
    async () => {
      const figures = await hammer({
        name: 'list',
        method: 'GET',
        path: '/sys/user/list?pageNo=1&pageSize=10',
        headers: { 'X-Access-Token': token },
      })
      report('GET /sys/user/list?pageNo=1&pageSize=10', figures)
      expectClean(figures)
    },
    timeout,
  )

  it(
    'login (each one opens a session)',
    async () => {
      const figures = await hammer({
        name: 'login',
        method: 'POST',
        path: '/sys/login',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: '123456' }),
      })
      report('POST /sys/login', figures)
      expectClean(figures)
    },
    timeout,
  )

  it(
    'the permission endpoint',
    async () => {
      const figures = await hammer({
        name: 'permission',
        method: 'GET',
        path: '/sys/permission/getUserPermissionByToken',
        headers: { 'X-Access-Token': token },
      })
      report('GET /sys/permission/getUserPermissionByToken', figures)
      expectClean(figures)
    },
    timeout,
  )
})
