import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../start'
import { startSoakServer, type SoakServer } from './soak-server'

/**
 * Load: many concurrent requests of every kind a back office sends — sign-ins, menus, lists, dictionary
 * reads, bad input — against one server. Nothing may answer 5xx, and the process must not keep growing.
 * Prints throughput, latency percentiles and memory. `npm run test:soak`.
 */
let soak: SoakServer
let server: RunningServer
let token = ''

const REQUESTS = Number(process.env.SOAK_REQUESTS ?? 6000)
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 50)

beforeAll(async () => {
  soak = await startSoakServer('soak')
  ;({ server, token } = soak)
}, 300_000)

afterAll(async () => {
  await soak?.close()
})

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

describe('load', () => {
  it(`${REQUESTS} mixed requests, ${CONCURRENCY} at a time: no 5xx, memory levels off`, async () => {
    const calls: Array<() => Promise<Response>> = [
      () =>
        fetch(`${server.apiUrl}/sys/permission/getUserPermissionByToken`, {
          headers: { 'X-Access-Token': token },
        }),
      () => fetch(`${server.apiUrl}/sys/user/list?pageSize=20`, { headers: { 'X-Access-Token': token } }),
      () => fetch(`${server.apiUrl}/sys/dict/getDictItems/sex`, { headers: { 'X-Access-Token': token } }),
      () => fetch(`${server.apiUrl}/sys/annountCement/listByUser`, { headers: { 'X-Access-Token': token } }),
      () => fetch(`${server.apiUrl}/sys/sysDepart/queryTreeList`, { headers: { 'X-Access-Token': token } }),
      // Bad input: wrong types and missing fields, which must answer 4xx.
      () =>
        fetch(`${server.apiUrl}/sys/user/add`, {
          method: 'POST',
          headers: { 'X-Access-Token': token, 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: 42 }),
        }),
      () =>
        fetch(`${server.apiUrl}/sys/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: 'wrong' }),
        }),
    ]
    const latencies: number[] = []
    const statuses = new Map<number, number>()
    let next = 0
    const rssBefore = process.memoryUsage().rss
    const samples: number[] = []
    const started = performance.now()
    const worker = async () => {
      while (next < REQUESTS) {
        const index = next++
        const call = calls[index % calls.length]
        if (!call) continue
        const begun = performance.now()
        const response = await call()
        await response.arrayBuffer()
        latencies.push(performance.now() - begun)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        if (index % 500 === 0) samples.push(process.memoryUsage().rss)
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    const seconds = (performance.now() - started) / 1000
    const rssAfter = process.memoryUsage().rss
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)
    console.log(
      `load: ${REQUESTS} requests in ${seconds.toFixed(1)} s (${(REQUESTS / seconds).toFixed(0)}/s), ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(1)} ms; statuses ${JSON.stringify(Object.fromEntries(statuses))}; ` +
        `RSS ${mb(rssBefore)} → ${mb(rssAfter)} MB`,
    )
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([])
    expect(latencies).toHaveLength(REQUESTS)
    // The second half of the run must not keep growing like the first (a leak grows linearly).
    const half = Math.floor(samples.length / 2)
    const firstHalf = (samples[half] ?? rssAfter) - (samples[0] ?? rssBefore)
    const secondHalf = (samples.at(-1) ?? rssAfter) - (samples[half] ?? rssAfter)
    expect(secondHalf).toBeLessThan(Math.max(firstHalf, 64 * 1024 * 1024))
  })
})
