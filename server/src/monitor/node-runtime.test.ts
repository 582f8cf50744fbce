import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../start'
import { startSeededServer } from '../test-support/seeded-data-dir.test-helper'
import { readNodeRuntime, type NodeRuntimeInfo } from './node-runtime'
import { RequestTrace } from './request-trace'

const root = mkdtempSync(join(tmpdir(), 'erp-node-runtime-'))
let server: RunningServer

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

async function signIn(username: string, password: string) {
  const response = await fetch(`${server.apiUrl}/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  return ((await response.json()) as { result: { token: string } }).result.token
}

const read = async (token: string) =>
  (await (
    await fetch(`${server.apiUrl}/sys/actuator/node/info`, { headers: { 'X-Access-Token': token } })
  ).json()) as { success: boolean; code: number; result: NodeRuntimeInfo | null }

describe('the Node.js runtime figures', () => {
  it('reads memory, heap, event loop, CPU, process and versions of this process', async () => {
    const trace = new RequestTrace()
    await new Promise((resolve) => setTimeout(resolve, 250))
    const info = readNodeRuntime(trace)
    trace.stop()
    expect(info.memory.rss).toBeGreaterThan(info.memory.heapUsed)
    expect(info.memory.heapUsed).toBeGreaterThan(0)
    expect(info.heap.sizeLimit).toBeGreaterThan(info.heap.used)
    expect(info.eventLoop.delayMean).toBeGreaterThan(0)
    expect(info.eventLoop.delayMax).toBeGreaterThanOrEqual(info.eventLoop.delayMean ?? 0)
    expect(info.eventLoop.utilization).toBeGreaterThanOrEqual(0)
    expect(info.eventLoop.utilization).toBeLessThanOrEqual(1)
    expect(info.cpu.count).toBeGreaterThan(0)
    expect(info.cpu.usage).toBeGreaterThanOrEqual(0)
    expect(info.cpu.usage).toBeLessThanOrEqual(1)
    expect(info.process).toMatchObject({ pid: process.pid, platform: process.platform, arch: process.arch })
    expect(Math.abs(info.process.startTime - (Date.now() - process.uptime() * 1000))).toBeLessThan(2000)
    expect(info.versions).toMatchObject({ node: process.versions.node, v8: process.versions.v8 })
  })

  it('says null, not a made-up number, for an event loop delay not yet sampled', () => {
    expect(readNodeRuntime(undefined).eventLoop).toMatchObject({
      delayMean: null,
      delayMax: null,
      delayP99: null,
    })
  })

  it('GET /sys/actuator/node/info answers them to 系统监控 readers (checked against the spec), 510 to others', async () => {
    const admin = await read(await signIn('admin', '123456'))
    expect(admin).toMatchObject({ success: true })
    expect(admin.result?.versions.node).toBe(process.versions.node)
    expect(admin.result?.memory.heapUsed).toBeGreaterThan(0)
    const jeecg = await read(await signIn('jeecg', '123456'))
    expect(jeecg).toMatchObject({ success: false, code: 510 })
  })
})
