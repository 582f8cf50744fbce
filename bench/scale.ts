// `npm run bench` (scale part, issue 36): the lists at a factory's year of data.
//
//   npx tsx bench/scale.ts [--scale 1] [--runs 20] [--db pglite,postgres]
//
// For each database (PGlite in a temporary data directory; PostgreSQL from Debian's binaries in a private
// throw-away cluster, as server/src/cluster/private-postgres.ts makes it for the cluster tests): the scale seed
// (`npm run seed:scale`'s script, server/src/db/scale-seed-main.ts, in its own process), then the reference server
// as a child process (free port, API only), signed in as admin. Times each request `runs` times, one at a time,
// and prints p50/p95 of: the first page of the five biggest lists, a deep page, each common filter, the monthly
// attendance summary of every person, and the export of a month of clock records (rows/s, and the server's peak
// RSS over idle, sampled every 20 ms from /proc). Goals (README § Performance): first page and filters < 200 ms
// p95, deep page < 500 ms, monthly summary < 2 s, export ≥ 20,000 rows/s within 100 MB of idle. Writes
// bench/results/scale.json.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import ExcelJS from 'exceljs'
import {
  postgresMissing,
  startPrivatePostgres,
  type PrivatePostgres,
} from '@erp/server/cluster/private-postgres'

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: process.env.BENCH_SCALE ?? '1' },
    runs: { type: 'string', default: '20' },
    db: { type: 'string', default: 'pglite,postgres' },
  },
})
const SCALE = Number(values.scale)
const RUNS = Math.max(2, Number(values.runs) || 20)
const root = fileURLToPath(new URL('..', import.meta.url))
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)
const PERSON = `scp${'1'.padStart(29, '0')}`

interface Goal {
  label: string
  path: string
  /** Goal for p95 in ms. */
  goal: number
  headers?: Record<string, string>
}

const day = 'clockTime_begin=2026-03-02 00:00:00&clockTime_end=2026-03-03 00:00:00'
const REQUESTS: Goal[] = [
  { label: 'first page: clock records', path: '/att/record/list?pageNo=1&pageSize=10', goal: 200 },
  {
    label: 'first page: canteen transactions',
    path: '/cnt/transaction/list?pageNo=1&pageSize=10',
    goal: 200,
  },
  { label: 'first page: logs', path: '/sys/log/list?pageNo=1&pageSize=10&logType=1', goal: 200 },
  { label: 'first page: meter recharges', path: '/mtr/recharge/list?pageNo=1&pageSize=10', goal: 200 },
  { label: 'first page: QC reports', path: '/qc/checkReport/list?pageNo=1&pageSize=10', goal: 200 },
  { label: 'deep page: clock records p.5000', path: '/att/record/list?pageNo=5000&pageSize=10', goal: 500 },
  { label: 'filter: clock records of a person', path: `/att/record/list?personId=${PERSON}`, goal: 200 },
  { label: 'filter: clock records of a day', path: `/att/record/list?${day}`, goal: 200 },
  { label: 'filter: clock records, source app', path: '/att/record/list?source=app', goal: 200 },
  { label: 'filter: clock records of a department', path: '/att/record/list?sysOrgCode=A01A01', goal: 200 },
  {
    label: 'filter: clock records of a tenant',
    path: '/att/record/list?pageNo=1&pageSize=10',
    goal: 200,
    headers: { tenant_id: '1' },
  },
  { label: 'filter: canteen, one card', path: '/cnt/transaction/list?cardNo=SC00000001', goal: 200 },
  {
    label: 'filter: canteen, meals of a day',
    path: '/cnt/transaction/list?type=meal&time_begin=2026-03-02&time_end=2026-03-02',
    goal: 200,
  },
  {
    label: 'filter: recharges of a meter',
    path: `/mtr/recharge/list?meterId=scm${'1'.padStart(29, '0')}`,
    goal: 200,
  },
  { label: 'filter: recharges failed', path: '/mtr/recharge/list?status=failed', goal: 200 },
  { label: 'filter: QC reports failed', path: '/qc/checkReport/list?result=fail', goal: 200 },
  {
    label: 'filter: logs of a month',
    path: '/sys/log/list?logType=1&createTime_begin=2026-03-01&createTime_end=2026-03-31',
    goal: 200,
  },
  {
    label: 'monthly summary, every person',
    path: '/att/summary/list?month=2026-03&pageNo=1&pageSize=10000',
    goal: 2000,
  },
]

function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  if (!kb) throw new Error(`no VmRSS for ${pid}`)
  return Number(kb) * 1024
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

async function run(command: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...command], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`${command.join(' ')} exited with ${code}`)
}

function startServer(
  env: Record<string, string>,
  work: string,
): Promise<{ child: ChildProcess; apiUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'src', 'main.ts')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: join(work, 'no-app') },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 600_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const url = /running on (http:\/\/\S+)/.exec(output)?.[1]
      if (url) {
        clearTimeout(timer)
        resolve({ child, apiUrl: `${url}/jeecg-boot` })
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited (${code}):\n${output}`))
    })
  })
}

async function stop(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null) return
  child.removeAllListeners('exit')
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
}

interface Row {
  label: string
  p50: number
  p95: number
  goal: string
  met: boolean
  note?: string
}

async function measure(apiUrl: string, token: string, request: Goal): Promise<Row> {
  const times: number[] = []
  let note = ''
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    const response = await fetch(`${apiUrl}${encodeURI(request.path)}`, {
      headers: { 'X-Access-Token': token, ...request.headers },
    })
    const body = (await response.json()) as {
      success: boolean
      message?: string
      result?: { total?: number; searchCount?: boolean; records?: unknown[] }
    }
    times.push(performance.now() - started)
    if (!body.success) throw new Error(`${request.path}: ${body.message}`)
    note = `${body.result?.records?.length ?? 0} rows of ${body.result?.searchCount === false ? '~' : ''}${body.result?.total ?? '?'}`
  }
  times.sort((a, b) => a - b)
  const p95 = percentile(times, 95)
  return {
    label: request.label,
    p50: percentile(times, 50),
    p95,
    goal: `< ${request.goal}`,
    met: p95 < request.goal,
    note,
  }
}

async function exportMonth(apiUrl: string, token: string, pid: number, work: string) {
  const file = join(work, 'month.xlsx')
  const idle = rssOf(pid)
  let peak = idle
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20)
  const started = performance.now()
  try {
    const query = 'clockTime_begin=2026-03-01&clockTime_end=2026-03-31'
    const response = await fetch(`${apiUrl}/att/record/exportXls?${encodeURI(query)}`, {
      headers: { 'X-Access-Token': token },
    })
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`)
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), createWriteStream(file))
  } finally {
    clearInterval(timer)
  }
  const ms = performance.now() - started
  let rows = -1
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'cache' })
  for await (const sheet of reader) for await (const _row of sheet) rows += 1
  return { rows, ms, idle, peak, bytes: statSync(file).size }
}

async function bench(kind: 'pglite' | 'postgres') {
  const work = mkdtempSync(join(tmpdir(), `erp-bench-scale-${kind}-`))
  let cluster: PrivatePostgres | undefined
  let child: ChildProcess | undefined
  try {
    const env: Record<string, string> = { DATA_DIR: join(work, 'data') }
    if (kind === 'postgres') {
      cluster = await startPrivatePostgres(['-c shared_buffers=256MB'])
      env.DATABASE_URL = cluster.url
    }
    console.log(`\n== ${kind}: scale seed ×${SCALE}`)
    const seeded = performance.now()
    await run([join(root, 'server', 'src', 'db', 'scale-seed-main.ts'), '--scale', String(SCALE)], env)
    const seedSeconds = (performance.now() - seeded) / 1000
    const started = await startServer(env, work)
    child = started.child
    const { apiUrl } = started
    const login = await fetch(`${apiUrl}/sys/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: '123456' }),
    })
    const token = ((await login.json()) as { result: { token: string } }).result.token
    const rows: Row[] = []
    for (const request of REQUESTS) {
      const row = await measure(apiUrl, token, request)
      rows.push(row)
      console.log(
        `  ${row.label.padEnd(42)} p50 ${row.p50.toFixed(0).padStart(6)} ms  p95 ${row.p95.toFixed(0).padStart(6)} ms  ${row.goal.padEnd(7)} ${row.met ? 'met' : 'MISSED'}  (${row.note})`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const exported = await exportMonth(apiUrl, token, child.pid ?? 0, work)
    const rate = exported.rows / (exported.ms / 1000)
    const over = exported.peak - exported.idle
    console.log(
      `  export of a month (${exported.rows.toLocaleString('en')} rows, ${mb(exported.bytes)} MB): ${(exported.ms / 1000).toFixed(1)} s, ${Math.round(rate).toLocaleString('en')} rows/s (≥ 20,000 ${rate >= 20_000 ? 'met' : 'MISSED'}), RSS idle ${mb(exported.idle)} MB, peak +${mb(over)} MB (≤ 100 ${over <= 100 * 1024 * 1024 ? 'met' : 'MISSED'})`,
    )
    return { kind, seedSeconds, rows, export: { ...exported, rowsPerSecond: rate } }
  } finally {
    await stop(child)
    await cluster?.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

const kinds = (values.db ?? '')
  .split(',')
  .filter((kind): kind is 'pglite' | 'postgres' => kind === 'pglite' || kind === 'postgres')
const results = []
console.log(
  `scale bench ×${SCALE}, ${RUNS} runs a request, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${new Date().toISOString()}`,
)
for (const kind of kinds) {
  if (kind === 'postgres' && postgresMissing()) {
    console.log(`\n== postgres: skipped (${postgresMissing()})`)
    continue
  }
  results.push(await bench(kind))
}
console.log(
  `load average at the end ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
mkdirSync(new URL('./results/', import.meta.url), { recursive: true })
writeFileSync(
  new URL('./results/scale.json', import.meta.url),
  JSON.stringify(
    { scale: SCALE, runs: RUNS, date: new Date().toISOString(), loadavg: loadavg(), results },
    null,
    2,
  ),
)
