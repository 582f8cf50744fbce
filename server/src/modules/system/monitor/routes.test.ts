import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../../start'
import { startSeededServer } from '../../../test-support/seeded-data-dir.test-helper'
import { REDIS_UNAVAILABLE } from './routes'

const root = mkdtempSync(join(tmpdir(), 'erp-monitor-test-'))
let server: RunningServer
let admin = ''

interface Metric {
  name: string
  baseUnit: string | null
  measurements: { statistic: string; value: number }[]
  availableTags: unknown[]
}

async function get(path: string, token = admin) {
  const response = await fetch(server.apiUrl + path, { headers: { 'X-Access-Token': token } })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function metric(name: string): Promise<Metric> {
  const { status, body } = await get(`/actuator/metrics/${name}`)
  expect(status).toBe(200)
  return body as unknown as Metric
}

const valueOf = (m: Metric, statistic = 'VALUE') =>
  m.measurements.find((measurement) => measurement.statistic === statistic)?.value

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
  const response = await fetch(server.apiUrl + '/sys/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  })
  admin = ((await response.json()) as { result: { token: string } }).result.token
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('/actuator/metrics/{name}', () => {
  it('answers the Actuator shape with the real cpu count', async () => {
    const count = await metric('system.cpu.count')
    expect(count).toMatchObject({ name: 'system.cpu.count', availableTags: [] })
    expect(count.measurements).toEqual([{ statistic: 'VALUE', value: cpus().length }])
  })

  it('process uptime grows and the start time is consistent with it', async () => {
    const first = valueOf(await metric('process.uptime')) ?? 0
    await new Promise((done) => setTimeout(done, 120))
    const second = valueOf(await metric('process.uptime')) ?? 0
    expect(second - first).toBeGreaterThanOrEqual(0.1)
    expect(second).toBeCloseTo(process.uptime(), 0)
    const start = valueOf(await metric('process.start.time')) ?? 0
    expect(Math.abs(start + process.uptime() - Date.now() / 1000)).toBeLessThan(2)
  })

  it('cpu usages are ratios and memory figures are this process’s own', async () => {
    for (const name of ['system.cpu.usage', 'process.cpu.usage']) {
      const usage = valueOf(await metric(name)) ?? -1
      expect(usage).toBeGreaterThanOrEqual(0)
      expect(usage).toBeLessThanOrEqual(1)
    }
    const rss = await metric('process.memory.rss')
    expect(rss.baseUnit).toBe('bytes')
    // The test runs the server in its own process: same figure within a few MB.
    expect(Math.abs((valueOf(rss) ?? 0) - process.memoryUsage.rss())).toBeLessThan(64 * 1024 * 1024)
    const heap = valueOf(await metric('nodejs.heap.used')) ?? 0
    const limit = valueOf(await metric('nodejs.heap.size.limit')) ?? 0
    expect(heap).toBeGreaterThan(0)
    expect(limit).toBeGreaterThan(heap)
  })

  it('JVM, Tomcat and unknown names answer 404 with a message saying 不可用', async () => {
    for (const name of ['jvm.memory.used', 'jvm.threads.live', 'tomcat.sessions.created', 'no.such.metric']) {
      const { status, body } = await get(`/actuator/metrics/${name}`)
      expect(status).toBe(404)
      expect(body.message).toEqual(expect.stringContaining('不可用'))
      expect(body).not.toHaveProperty('measurements')
    }
    const jvm = await get('/actuator/metrics/jvm.memory.max')
    expect(jvm.body.message).toContain('JVM')
  })

  it('http.server.requests counts the requests handled', async () => {
    const before = valueOf(await metric('http.server.requests'), 'COUNT') ?? 0
    await get('/sys/actuator/redis/info')
    const after = valueOf(await metric('http.server.requests'), 'COUNT') ?? 0
    // The redis call and the first metric read were both handled in between.
    expect(after - before).toBeGreaterThanOrEqual(2)
  })

  it('needs a signed-in user', async () => {
    const { status, body } = await get('/actuator/metrics/system.cpu.count', 'not-a-token')
    expect(status).toBe(500)
    expect(body.message).toContain('Token失效')
  })

  it('refuses a malformed name with 400', async () => {
    const { status } = await get(`/actuator/metrics/${encodeURIComponent('a b')}`)
    expect(status).toBe(400)
  })
})

describe('/actuator/httptrace', () => {
  it('lists a request just made, newest first, and not the trace reads themselves', async () => {
    await get('/sys/actuator/redis/keysSize?token=secret-in-query')
    const { status, body } = await get('/actuator/httptrace')
    expect(status).toBe(200)
    const traces = body.traces as {
      timestamp: string
      request: { method: string; uri: string }
      response: { status: number }
      timeTaken: number
    }[]
    expect(traces[0]).toMatchObject({
      request: { method: 'GET', uri: '/jeecg-boot/sys/actuator/redis/keysSize' },
      response: { status: 200 },
    })
    expect(Number.isNaN(Date.parse(traces[0]?.timestamp ?? ''))).toBe(false)
    expect(traces[0]?.timeTaken).toBeGreaterThanOrEqual(0)
    expect(JSON.stringify(traces)).not.toContain('secret-in-query')
    await get('/actuator/httptrace')
    const again = (await get('/actuator/httptrace')).body.traces as { request: { uri: string } }[]
    expect(again.some((trace) => trace.request.uri.endsWith('/actuator/httptrace'))).toBe(false)
    expect(again.length).toBeLessThanOrEqual(100)
  })

  it('keeps the last 100', async () => {
    for (let i = 0; i < 105; i += 1) await get('/actuator/metrics/system.cpu.count')
    const traces = (await get('/actuator/httptrace')).body.traces as unknown[]
    expect(traces).toHaveLength(100)
  })
})

describe('/sys/actuator/redis/*', () => {
  it('says the cache server is unavailable, with no figures', async () => {
    for (const path of ['info', 'keysSize', 'memoryInfo']) {
      const { status, body } = await get(`/sys/actuator/redis/${path}`)
      expect(status).toBe(200)
      expect(body).toMatchObject({ success: false, message: REDIS_UNAVAILABLE, result: null })
    }
  })

  it('queryDiskInfo answers the real file systems with sane figures', async () => {
    const { body } = await get('/sys/actuator/redis/queryDiskInfo')
    expect(body.success).toBe(true)
    const disks = body.result as { name: string; max: number; rest: number; restPPT: number }[]
    expect(disks.length).toBeGreaterThan(0)
    expect(disks.some((disk) => disk.name.includes('数据目录'))).toBe(true)
    for (const disk of disks) {
      expect(disk.max).toBeGreaterThan(0)
      expect(disk.rest).toBeGreaterThanOrEqual(0)
      expect(disk.rest).toBeLessThanOrEqual(disk.max)
      // df's Use% (monitor/disks.ts): not derivable from max and rest, which leave out the reserved blocks.
      expect(disk.restPPT).toBeGreaterThanOrEqual(0)
      expect(disk.restPPT).toBeLessThanOrEqual(100)
    }
  })
})

describe('/sys/oss/file', () => {
  it('lists an uploaded file with its name, url and size, and deletes it with the stored file', async () => {
    const form = new FormData()
    form.append('biz', 'oss')
    form.append('file', new Blob(['report, no html']), '<img src=x>报告.txt')
    const uploaded = await fetch(server.apiUrl + '/sys/common/upload', {
      method: 'POST',
      headers: { 'X-Access-Token': admin },
      body: form,
    })
    const stored = ((await uploaded.json()) as { message: string }).message

    const list = await get('/sys/oss/file/list?pageNo=1&pageSize=10')
    const page = list.body.result as {
      total: number
      records: { id: string; fileName: string; url: string; fileSize: number; createTime: string }[]
    }
    const row = page.records.find((record) => record.url === stored)
    expect(row).toMatchObject({ fileName: '<img src=x>报告.txt', fileSize: 15, createBy: 'admin' })
    expect(row?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const filtered = await get(`/sys/oss/file/list?fileName=${encodeURIComponent('报告')}`)
    expect((filtered.body.result as { total: number }).total).toBe(1)
    const none = await get('/sys/oss/file/list?fileName=nothing-like-this')
    expect((none.body.result as { total: number }).total).toBe(0)

    const served = await fetch(`${server.apiUrl}/sys/common/static/${stored}`)
    expect(served.status).toBe(200)

    const removed = await fetch(`${server.apiUrl}/sys/oss/file/delete?id=${row?.id ?? ''}`, {
      method: 'DELETE',
      headers: { 'X-Access-Token': admin },
    })
    expect(await removed.json()).toMatchObject({ success: true, message: '删除成功!' })
    const after = await get('/sys/oss/file/list')
    expect((after.body.result as { records: { id: string }[] }).records.some((r) => r.id === row?.id)).toBe(
      false,
    )
    expect((await fetch(`${server.apiUrl}/sys/common/static/${stored}`)).status).toBe(404)

    const again = await fetch(`${server.apiUrl}/sys/oss/file/delete?id=${row?.id ?? ''}`, {
      method: 'DELETE',
      headers: { 'X-Access-Token': admin },
    })
    expect(await again.json()).toMatchObject({ success: false, message: '未找到对应实体' })
  })
})
