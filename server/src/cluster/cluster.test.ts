import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import pg from 'pg'
import { seedIds } from '../db/seed'
import { startServer, type RunningServer } from '../start'
import { postgresMissing, startPrivatePostgres, type PrivatePostgres } from './private-postgres'

/**
 * Several instances on one PostgreSQL, in one process: three servers, each with its own data folder
 * (as on separate machines), its own connection pool, socket hub and scheduler, started at the same moment on an
 * empty database. Needs Debian's postgresql; without it the file says why and runs nothing.
 */

const missing = postgresMissing()
if (missing) console.log(`cluster.test: skipped — ${missing}`)

const root = mkdtempSync(join(tmpdir(), 'erp-cluster-'))
let postgres: PrivatePostgres | null = null
let servers: RunningServer[] = []
const sockets: WebSocket[] = []

const start = (index: number) =>
  startServer({
    port: 0,
    dataDir: join(root, `data-${index}`),
    uploadDir: join(root, 'shared-upload'),
    staticDir: null,
    databaseUrl: postgres?.url ?? '',
    instanceId: `node-${index}`,
    trustProxy: '127.0.0.1',
  })

interface Answer {
  success: boolean
  code: number
  message: string
  result: never
}

async function call(
  server: RunningServer,
  path: string,
  init: { method?: string; token?: string; json?: unknown; from?: string } = {},
) {
  const response = await fetch(server.apiUrl + path, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { 'X-Access-Token': init.token } : {}),
      ...(init.from ? { 'X-Forwarded-For': init.from } : {}),
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
  return {
    status: response.status,
    instance: response.headers.get('x-instance-id'),
    ...((await response.json()) as Answer),
  }
}

const at = (index: number): RunningServer => {
  const server = servers[index]
  if (!server) throw new Error(`no instance ${index}`)
  return server
}

async function signIn(server: RunningServer, username = 'admin', password = '123456', from?: string) {
  return call(server, '/sys/login', {
    method: 'POST',
    json: { username, password },
    ...(from ? { from } : {}),
  })
}

async function tokenOf(server: RunningServer, username = 'admin') {
  const answer = await signIn(server, username)
  expect(answer.success).toBe(true)
  return (answer.result as { token: string }).token
}

async function connect(server: RunningServer, path: string) {
  const socket = new WebSocket(`${server.apiUrl.replace(/^http/, 'ws')}${path}`)
  sockets.push(socket)
  const received: unknown[] = []
  socket.on('message', (data: Buffer) => received.push(JSON.parse(data.toString('utf8'))))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  return received
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function query<Row extends object>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: postgres?.url ?? '' })
  await client.connect()
  try {
    return (await client.query<Row>(sql, params)).rows
  } finally {
    await client.end()
  }
}

describe.runIf(!missing)('three instances on one PostgreSQL', () => {
  beforeAll(async () => {
    postgres = await startPrivatePostgres()
    // All at once on an empty database: one migrates and seeds under the advisory lock, the others wait.
    servers = await Promise.all([0, 1, 2].map((index) => start(index)))
  }, 180_000)

  afterAll(async () => {
    for (const socket of sockets) socket.terminate()
    await Promise.all(servers.map((server) => server.close()))
    await postgres?.stop()
    rmSync(root, { recursive: true, force: true })
  }, 60_000)

  it('all come up, with one seed', async () => {
    expect(servers).toHaveLength(3)
    const admins = await query<{ count: number }>(
      `SELECT count(*)::int AS count FROM sys_user WHERE username = 'admin'`,
    )
    expect(admins[0]?.count).toBe(1)
    const migrations = await query<{ count: number }>(
      `SELECT count(*)::int AS count FROM schema_migrations WHERE name = '0027_cluster.sql'`,
    )
    expect(migrations[0]?.count).toBe(1)
    const answers = await Promise.all(servers.map((server) => call(server, '/sys/randomImage/x')))
    expect(answers.map((answer) => answer.instance)).toEqual(['node-0', 'node-1', 'node-2'])
  })

  it('accepts a token of one instance on the others, and a logout on one revokes it on all', async () => {
    const token = await tokenOf(at(0))
    for (const server of servers) {
      expect((await call(server, '/sys/user/list', { token })).success).toBe(true)
    }
    expect((await call(at(1), '/sys/logout', { method: 'POST', token })).success).toBe(true)
    for (const server of servers) {
      // Upstream's answer to a dead token: HTTP 500.
      expect((await call(server, '/sys/user/list', { token })).status).toBe(500)
    }
  })

  it('sends a notice released on one instance to the sockets of every instance, once each', async () => {
    const token = await tokenOf(at(0))
    const inboxes = await Promise.all(servers.map((server) => connect(server, `/websocket/${seedIds.jeecg}`)))
    await call(at(2), '/sys/annountCement/add', {
      method: 'POST',
      token,
      json: { titile: '集群通知', msgCategory: '1', priority: 'M', msgType: 'ALL' },
    })
    const page = (
      await call(at(2), `/sys/annountCement/list?titile=${encodeURIComponent('集群通知')}`, { token })
    ).result as { records: Array<{ id: string }> }
    const id = page.records[0]?.id ?? ''
    expect((await call(at(2), `/sys/annountCement/doReleaseData?id=${id}`, { token })).success).toBe(true)
    const expected = { cmd: 'topic', msgId: id, msgTxt: '集群通知' }
    const until = Date.now() + 5000
    while (
      Date.now() < until &&
      inboxes.some((inbox) => !inbox.some((m) => JSON.stringify(m) === JSON.stringify(expected)))
    )
      await sleep(50)
    await sleep(300)
    for (const inbox of inboxes) {
      expect(inbox.filter((message) => JSON.stringify(message) === JSON.stringify(expected))).toHaveLength(1)
    }
  })

  it('re-broadcasts update_vxe_table from one instance to the table sockets of all, once each', async () => {
    const sender = new WebSocket(`${at(0).apiUrl.replace(/^http/, 'ws')}/vxeSocket/${seedIds.jeecg}/p1`)
    sockets.push(sender)
    await new Promise<void>((resolve) => sender.once('open', () => resolve()))
    const inboxes = await Promise.all(
      servers.map((server) => connect(server, `/vxeSocket/${seedIds.admin}/p2`)),
    )
    sender.send(JSON.stringify({ type: 'update_vxe_table', data: { row: 'cluster' } }))
    const until = Date.now() + 5000
    while (Date.now() < until && inboxes.some((inbox) => inbox.length === 0)) await sleep(50)
    await sleep(300)
    for (const inbox of inboxes) {
      expect(inbox).toEqual([{ type: 'update_vxe_table', data: { row: 'cluster' } }])
    }
  })

  it('runs a job once per firing across the instances, and a pause on one stops it on all', async () => {
    const token = await tokenOf(at(0))
    const sample = 'org.jeecg.modules.quartz.job.SampleJob'
    // Resumed on instance 1: the others hear of it (NOTIFY) and schedule it too; each firing runs once.
    expect((await call(at(1), `/sys/quartzJob/resume?jobClassName=${sample}`, { token })).success).toBe(true)
    await sleep(4500)
    expect((await call(at(2), `/sys/quartzJob/pause?jobClassName=${sample}`, { token })).success).toBe(true)
    await sleep(300)
    const runs = await query<{ start: string; instance_id: string }>(
      `SELECT date_trunc('second', l.start_time)::text AS start, l.instance_id FROM sys_quartz_job_log l
       JOIN sys_quartz_job j ON j.id = l.job_id WHERE j.job_class_name = $1`,
      [sample],
    )
    expect(runs.length).toBeGreaterThanOrEqual(3)
    expect(runs.length).toBeLessThanOrEqual(6)
    const firings = await query<{ count: number }>(
      `SELECT count(*)::int AS count FROM sys_quartz_job_firing f JOIN sys_quartz_job j ON j.id = f.job_id
       WHERE j.job_class_name = $1`,
      [sample],
    )
    expect(firings[0]?.count).toBe(runs.length)
    expect(runs.every((run) => /^node-[012]$/.test(run.instance_id))).toBe(true)
    await sleep(2000)
    const after = await query<{ count: number }>(
      `SELECT count(*)::int AS count FROM sys_quartz_job_log l JOIN sys_quartz_job j ON j.id = l.job_id
       WHERE j.job_class_name = $1`,
      [sample],
    )
    expect(after[0]?.count).toBe(runs.length)
  }, 20_000)

  it('counts wrong passwords on every instance together, by the forwarded client address too', async () => {
    const answers = []
    for (let attempt = 0; attempt < 6; attempt++) {
      answers.push(await signIn(at(attempt % 3), 'jeecg', 'wrong', '10.0.0.7'))
    }
    expect(answers.slice(0, 5).map((answer) => answer.code)).toEqual([500, 500, 500, 500, 500])
    expect(answers[5]?.code).toBe(429)
    // The right password is refused too while locked, on any instance.
    expect((await signIn(at(1), 'jeecg', '123456', '10.0.0.8')).code).toBe(429)
    const rows = await query<{ address: string }>(
      `SELECT DISTINCT key AS address FROM auth_attempt WHERE scope = 'address'`,
    )
    expect(rows.map((row) => row.address)).toEqual(['10.0.0.7'])
  })

  it('keeps the lock across a restart', async () => {
    await at(0).close()
    servers[0] = await start(0)
    expect((await signIn(at(0), 'jeecg', '123456', '10.0.0.9')).code).toBe(429)
  }, 60_000)

  it('serves a file uploaded on one instance from another', async () => {
    const token = await tokenOf(at(0))
    const form = new FormData()
    form.append('biz', 'cluster')
    form.append('file', new Blob(['shared bytes'], { type: 'text/plain' }), 'shared.txt')
    const uploaded = await fetch(at(0).apiUrl + '/sys/common/upload', {
      method: 'POST',
      headers: { 'X-Access-Token': token },
      body: form,
    })
    const path = ((await uploaded.json()) as { message: string }).message
    expect(path).toMatch(/^cluster\//)
    const read = await fetch(`${at(2).apiUrl}/sys/common/static/${path}`)
    expect(read.status).toBe(200)
    expect(await read.text()).toBe('shared bytes')
  })
})
