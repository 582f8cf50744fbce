/**
 * `npm run test:cluster`: the server as a site runs it past one process. A private PostgreSQL, three
 * instances of server/src/main.ts started at the same moment on the empty database, haproxy round-robin in front
 * (no stickiness), then, through the balancer: sign-in, calls spread over the instances, a notice reaching the sockets
 * of every instance, a job firing once per tick, the sign-in lock holding across instances, an upload read from
 * another instance, and one instance killed mid-run with no request lost beyond those in flight on it and no write lost.
 * Exits non-zero on the first failed check. `--bench` measures throughput instead (see bench section of the README).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import S3rver from 's3rver'
import WebSocket from 'ws'
import { seedIds } from '../db/seed'
import { freePort, startPrivatePostgres, type PrivatePostgres } from './private-postgres'

const repo = fileURLToPath(new URL('../../../', import.meta.url))
const API = '/jeecg-boot'
const SAMPLE = 'org.jeecg.modules.quartz.job.SampleJob'
const JEECG_ID = seedIds.jeecg

const started = Date.now()
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`FAILED: ${what}`)
  console.log(`  ✓ ${what}`)
}

interface Instance {
  name: string
  port: number
  url: string
  child: ChildProcess
  log: string[]
}

let postgres: PrivatePostgres | null = null
const instances: Instance[] = []
let balancer: ChildProcess | null = null
let s3: S3rver | null = null
/** The S3 settings every instance gets (an s3rver bucket, standing in for MinIO or S3). */
let s3Env: Record<string, string> = {}

function startInstance(name: string, port: number, root: string, url: string): Instance {
  const log: string[] = []
  // node itself (not the tsx wrapper, whose child would outlive a SIGKILL), with tsx's loader.
  const child = spawn(process.execPath, ['--import', 'tsx', join(repo, 'server/src/main.ts')], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(root, name),
      STATIC_DIR: join(root, 'no-app'),
      DATABASE_URL: url,
      INSTANCE_ID: name,
      TRUST_PROXY: '127.0.0.1',
      ...s3Env,
      TOKEN_SECRET: Buffer.alloc(32, 21).toString('base64'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (data: Buffer) => log.push(data.toString()))
  child.stderr?.on('data', (data: Buffer) => log.push(data.toString()))
  return { name, port, url: `http://127.0.0.1:${port}${API}`, child, log }
}

async function waitUp(url: string, child: ChildProcess | null, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`)
    try {
      const response = await fetch(`${url}/sys/randomImage/up`)
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    await sleep(200)
  }
  throw new Error(`${url} did not come up`)
}

function haproxyConfig(port: number, servers: Instance[]) {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout tunnel 1h',
    '  option forwardfor',
    // A connection refused (a dead instance) is retried on another; a request already sent is not (no doubled writes).
    '  retries 3',
    '  option redispatch',
    'frontend erp',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    `  option httpchk GET ${API}/sys/randomImage/health`,
    ...servers.map(
      (server) => `  server ${server.name} 127.0.0.1:${server.port} check inter 300 fall 1 rise 2`,
    ),
    '',
  ].join('\n')
}

interface Answer {
  status: number
  instance: string | null
  success?: boolean
  code?: number
  message?: string
  result?: unknown
}

async function call(
  base: string,
  path: string,
  init: { method?: string; token?: string; json?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(base + path, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { 'X-Access-Token': init.token } : {}),
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
  const text = await response.text()
  let body: Partial<Answer> = {}
  try {
    body = JSON.parse(text) as Partial<Answer>
  } catch {
    body = { message: text }
  }
  return { ...body, status: response.status, instance: response.headers.get('x-instance-id') }
}

async function query<Row extends object>(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<Row>(sql, params)).rows
  } finally {
    await client.end()
  }
}

async function openSocket(url: string) {
  const socket = new WebSocket(url.replace(/^http/, 'ws'))
  const received: string[] = []
  socket.on('message', (data: Buffer) => received.push(data.toString('utf8')))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  return { socket, received }
}

async function main() {
  const bench = process.argv.includes('--bench')
  console.log('> private PostgreSQL')
  postgres = await startPrivatePostgres()
  const root = join(postgres.root, 'instances')
  mkdirSync(root, { recursive: true })
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(root, 's3'),
    configureBuckets: [{ name: 'erp' }],
  })
  const { port: s3Port } = await s3.run()
  s3Env = {
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'erp',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }
  const ports = [await freePort(), await freePort(), await freePort()]
  console.log(`> three instances at once on the empty database (${elapsed()})`)
  for (const [index, port] of ports.entries())
    instances.push(startInstance(`node-${index}`, port, root, postgres.url))
  try {
    await Promise.all(instances.map((instance) => waitUp(instance.url, instance.child)))
  } catch (error) {
    for (const instance of instances) console.error(`--- ${instance.name}\n${instance.log.join('')}`)
    throw error
  }
  const lbPort = await freePort()
  const config = join(root, 'haproxy.cfg')
  writeFileSync(config, haproxyConfig(lbPort, instances))
  balancer = spawn('haproxy', ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] })
  const lb = `http://127.0.0.1:${lbPort}${API}`
  await waitUp(lb, balancer)
  await sleep(1000) // every health check passed once
  console.log(`> up, balancer on ${lbPort} (${elapsed()})`)

  if (bench) return runBench(lb, root)

  const dbUrl = postgres.url
  const [{ count: admins } = { count: 0 }] = await query<{ count: number }>(
    dbUrl,
    `SELECT count(*)::int AS count FROM sys_user WHERE username = 'admin'`,
  )
  check(admins === 1, 'three instances started at once: all up, seeded once')

  const login = await call(lb, '/sys/login', {
    method: 'POST',
    json: { username: 'admin', password: '123456' },
  })
  const token = (login.result as { token?: string } | undefined)?.token ?? ''
  check(login.success && token, 'sign-in through the balancer')
  const spread = await Promise.all(
    Array.from({ length: 9 }, () => call(lb, '/sys/user/list?pageSize=5', { token })),
  )
  check(
    spread.every((answer) => answer.success),
    'the token is accepted by every instance (9 of 9 calls through the balancer succeed)',
  )
  const served = new Map<string, number>()
  for (const answer of spread)
    served.set(answer.instance ?? '?', (served.get(answer.instance ?? '?') ?? 0) + 1)
  check(
    served.size === 3,
    `calls spread round-robin: ${[...served].map(([name, n]) => `${name} ${n}`).join(', ')}`,
  )

  // A notice released through the balancer reaches one socket on each instance, once.
  const notices = await Promise.all(
    instances.map((instance) => openSocket(`${instance.url}/websocket/${JEECG_ID}`)),
  )
  const viaLb = await openSocket(`${lb}/websocket/${JEECG_ID}`)
  await call(lb, '/sys/annountCement/add', {
    method: 'POST',
    token,
    json: { titile: '集群测试', msgCategory: '1', priority: 'M', msgType: 'ALL' },
  })
  const listed = await call(lb, `/sys/annountCement/list?titile=${encodeURIComponent('集群测试')}`, { token })
  const noticeId = (listed.result as { records: Array<{ id: string }> }).records[0]?.id ?? ''
  await call(lb, `/sys/annountCement/doReleaseData?id=${noticeId}`, { token })
  await sleep(800)
  const got = [...notices, viaLb].map(
    ({ received }) => received.filter((text) => text.includes(noticeId)).length,
  )
  check(
    got.every((n) => n === 1),
    `a notice reaches the sockets of every instance, once each (${got.join(', ')})`,
  )
  for (const { socket } of [...notices, viaLb]) socket.terminate()

  // A job every second, resumed through the balancer: one run per firing across the three.
  await query(dbUrl, 'DELETE FROM sys_quartz_job_log')
  check((await call(lb, `/sys/quartzJob/resume?jobClassName=${SAMPLE}`, { token })).success, 'job resumed')
  await sleep(5200)
  check((await call(lb, `/sys/quartzJob/pause?jobClassName=${SAMPLE}`, { token })).success, 'job paused')
  await sleep(500)
  const runs = await query<{ second: string; instance_id: string }>(
    dbUrl,
    `SELECT date_trunc('second', start_time)::text AS second, instance_id FROM sys_quartz_job_log`,
  )
  const seconds = new Set(runs.map((run) => run.second))
  check(
    runs.length >= 4 && seconds.size === runs.length,
    `a job every second for 5 s: ${runs.length} runs, one per firing, by ${[...new Set(runs.map((run) => run.instance_id))].join(', ')}`,
  )
  await sleep(1500)
  const [{ count: afterPause } = { count: -1 }] = await query<{ count: number }>(
    dbUrl,
    'SELECT count(*)::int AS count FROM sys_quartz_job_log',
  )
  check(afterPause === runs.length, 'a pause through the balancer stops it on every instance')

  // Six wrong passwords through the balancer: the sixth is refused, whichever instance takes it.
  const wrong = []
  for (let attempt = 0; attempt < 6; attempt++) {
    wrong.push(
      await call(lb, '/sys/login', { method: 'POST', json: { username: 'jeecg', password: 'nope' } }),
    )
  }
  check(
    wrong.slice(0, 5).every((answer) => answer.code !== 429) && wrong[5]?.code === 429,
    `the sign-in lock holds across instances (6th attempt refused, instances ${new Set(wrong.map((a) => a.instance)).size})`,
  )

  // An upload through the balancer, read from every instance.
  const form = new FormData()
  form.append('biz', 'cluster')
  form.append('file', new Blob(['shared bytes'], { type: 'text/plain' }), 'shared.txt')
  const uploaded = await fetch(`${lb}/sys/common/upload`, {
    method: 'POST',
    headers: { 'X-Access-Token': token },
    body: form,
  })
  const path = ((await uploaded.json()) as { message: string }).message
  const reads = await Promise.all(
    instances.map(async (instance) => (await fetch(`${instance.url}/sys/common/static/${path}`)).text()),
  )
  check(
    reads.every((text) => text === 'shared bytes'),
    `an upload made on ${uploaded.headers.get('x-instance-id')} (to the S3 bucket) is read from every instance`,
  )

  // One instance killed mid-run: writes and reads keep going; only requests in flight on it may fail.
  const concurrency = 8
  const victim = instances[1]
  if (!victim) throw new Error('no instance 1')
  let stop = false
  const accepted: string[] = []
  const failures: string[] = []
  let sent = 0
  const worker = async (lane: number) => {
    for (let n = 0; !stop; n++) {
      const code = `k${lane}-${n}`
      sent++
      try {
        const answer = await call(lb, '/sys/position/add', {
          method: 'POST',
          token,
          json: { code, name: code },
        })
        if (answer.success) accepted.push(code)
        else failures.push(`${code}: ${answer.status} ${answer.message ?? ''}`)
      } catch (error) {
        failures.push(`${code}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }
  const workers = Array.from({ length: concurrency }, (_, lane) => worker(lane))
  await sleep(1500)
  victim.child.kill('SIGKILL')
  console.log(`  … killed ${victim.name} after ${sent} writes`)
  await sleep(2500)
  stop = true
  await Promise.all(workers)
  const stored = await query<{ code: string }>(dbUrl, `SELECT code FROM sys_position WHERE code LIKE 'k%-%'`)
  const storedCodes = new Set(stored.map((row) => row.code))
  check(
    failures.length <= concurrency,
    `${sent} writes through the balancer, an instance killed mid-run: ${failures.length} failed (at most the ${concurrency} in flight)${failures.length ? `: ${failures.slice(0, 3).join('; ')}` : ''}`,
  )
  check(
    accepted.every((code) => storedCodes.has(code)),
    `every write answered success is stored (${accepted.length} of ${accepted.length})`,
  )
  const after = await Promise.all(
    Array.from({ length: 6 }, () => call(lb, '/sys/user/list?pageSize=5', { token })),
  )
  check(
    after.every((answer) => answer.success && answer.instance !== victim.name),
    `after the kill the two others answer everything (${after.map((answer) => `${answer.instance ?? '?'} ${answer.status}`).join(', ')})`,
  )
}

/** Requests per second of the user list, 50 connections for 10 s, as the issue measured it. */
async function measure(base: string, label: string) {
  const { default: autocannon } = await import('autocannon')
  const login = await call(base, '/sys/login', {
    method: 'POST',
    json: { username: 'admin', password: '123456' },
  })
  const token = (login.result as { token: string }).token
  const result = await autocannon({
    url: `${base}/sys/user/list?pageNo=1&pageSize=10`,
    headers: { 'X-Access-Token': token },
    connections: 50,
    duration: 10,
  })
  const line = `| ${label} | ${Math.round(result.requests.average)} req/s | p99 ${result.latency.p99} ms | ${result.errors + result.non2xx} errors |`
  console.log(line)
  return line
}

/** `--bench`: one and three instances on PostgreSQL, then one on the embedded PGlite. */
async function runBench(lb: string, root: string) {
  const lines = [await measure(lb, 'PostgreSQL, three instances behind haproxy')]
  lines.push(await measure(instances[0]?.url ?? lb, 'PostgreSQL, one instance (direct)'))
  await stopInstances()
  const pglite = startInstance('pglite', await freePort(), root, '')
  instances.push(pglite)
  await waitUp(pglite.url, pglite.child)
  lines.push(await measure(pglite.url, 'PGlite (embedded), one instance'))
  console.log(`\n| setup | user list | latency | errors |\n|---|---|---|---|\n${lines.join('\n')}`)
}

async function stopInstances() {
  balancer?.kill('SIGTERM')
  balancer = null
  await Promise.all(
    instances.map(
      (instance) =>
        new Promise<void>((resolve) => {
          if (instance.child.exitCode !== null || instance.child.signalCode !== null) return resolve()
          instance.child.once('exit', () => resolve())
          instance.child.kill('SIGTERM')
          setTimeout(() => {
            instance.child.kill('SIGKILL')
            resolve()
          }, 10_000).unref()
        }),
    ),
  )
  instances.length = 0
}

async function cleanUp() {
  await stopInstances()
  const stopping = postgres
  postgres = null
  await s3?.close()
  s3 = null
  await stopping?.stop()
}

try {
  await main()
  console.log(
    `cluster: ${process.argv.includes('--bench') ? 'measured' : 'all checks passed'} in ${elapsed()}`,
  )
  await cleanUp()
  process.exit(0)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await cleanUp()
  process.exit(1)
}
