// `npm run bench` (last part): memory of the streamed Excel export (export must stream).
//
// Fills sys_position of a fresh temporary database with 100,000 rows (one INSERT … generate_series, by
// server/src/excel/fill-positions.ts in its own process, before the server starts), then starts the
// reference server as a CHILD process (server/src/main.ts, API only, free port) so that the resident set
// size read from /proc/<pid>/status is the server's alone. Samples that RSS at idle (after sign-in and a
// one-row warm-up export) and every 20 ms during a filtered export (~11,000 rows) and a full export of the
// 100,000 rows (GET /sys/position/exportXls), the download being streamed to a file, never held. Counts the
// rows of the file with exceljs' streaming reader, prints idle and peak RSS, file size and time, and writes
// bench/results/export-memory.json.
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
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import ExcelJS from 'exceljs'

const ROWS = 100_000
const root = fileURLToPath(new URL('..', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'erp-export-memory-'))
const dataDir = join(work, 'data')
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

/** Resident set size of a process, from /proc (Linux). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]
  if (!kb) throw new Error(`no VmRSS for ${pid}`)
  return Number(kb) * 1024
}

/** The server's own fill script, run in a child process: the bench never opens the server's database itself. */
async function fill() {
  const started = performance.now()
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'server', 'src', 'excel', 'fill-positions.ts'), dataDir, String(ROWS)],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  )
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`fill-positions exited with ${code}`)
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`)
}

function startChild(): Promise<{ child: ChildProcess; apiUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'src', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(work, 'no-app'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000)
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

interface Sampled<T> {
  value: T
  peak: number
  /** Peak RSS in the first and the second half of the run: flat memory means about the same. */
  halves: [number, number]
  ms: number
}

/** Samples the RSS of `pid` every 20 ms while `work` runs. */
async function sampled<T>(pid: number, work: () => Promise<T>): Promise<Sampled<T>> {
  const samples: Array<[number, number]> = []
  const started = performance.now()
  const sample = () => samples.push([performance.now() - started, rssOf(pid)])
  sample()
  const timer = setInterval(sample, 20)
  try {
    const value = await work()
    sample()
    const ms = performance.now() - started
    const peakOf = (from: number, to: number) =>
      Math.max(0, ...samples.filter(([at]) => at >= from && at <= to).map(([, rss]) => rss))
    return { value, peak: peakOf(0, ms), halves: [peakOf(0, ms / 2), peakOf(ms / 2, ms)], ms }
  } finally {
    clearInterval(timer)
  }
}

async function exportTo(apiUrl: string, token: string, query: string, file: string): Promise<number> {
  const response = await fetch(`${apiUrl}/sys/position/exportXls?${query}`, {
    headers: { 'X-Access-Token': token },
  })
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`)
  if (!(response.headers.get('content-type') ?? '').includes('spreadsheetml'))
    throw new Error(`export answered ${response.headers.get('content-type')}: ${await response.text()}`)
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), createWriteStream(file))
  return statSync(file).size
}

/** Data rows of an .xlsx, read as a stream. */
async function dataRowsOf(file: string): Promise<number> {
  let rows = 0
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'cache' })
  for await (const sheet of reader) for await (const _row of sheet) rows += 1
  return rows - 1
}

let child: ChildProcess | undefined
try {
  await fill()
  const started = await startChild()
  child = started.child
  const { apiUrl } = started
  const pid = child.pid ?? 0
  const login = await fetch(`${apiUrl}/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  })
  const token = ((await login.json()) as { result: { token: string } }).result.token
  await exportTo(apiUrl, token, `selections=${'0'.repeat(32)}`, join(work, 'warm-up.xlsx'))
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const idle = rssOf(pid)

  const partFile = join(work, 'part.xlsx')
  const part = await sampled(pid, () => exportTo(apiUrl, token, 'code=bench-1*', partFile))
  const fullFile = join(work, 'full.xlsx')
  const full = await sampled(pid, () =>
    exportTo(apiUrl, token, 'code=bench-*&column=name&order=asc', fullFile),
  )
  const partRows = await dataRowsOf(partFile)
  const fullRows = await dataRowsOf(fullFile)
  if (fullRows !== ROWS) throw new Error(`the full export has ${fullRows} rows, not ${ROWS}`)

  console.log(
    [
      `export memory (server RSS of a child process, sampled every 20 ms from /proc/<pid>/status):`,
      `  idle                          ${mb(idle)} MiB`,
      `  export ${partRows.toLocaleString('en').padStart(7)} rows            peak ${mb(part.peak)} MiB (+${mb(part.peak - idle)}), ${mb(part.value)} MiB file, ${(part.ms / 1000).toFixed(2)} s`,
      `  export ${fullRows.toLocaleString('en').padStart(7)} rows            peak ${mb(full.peak)} MiB (+${mb(full.peak - idle)}), ${mb(full.value)} MiB file, ${(full.ms / 1000).toFixed(2)} s (${Math.round(fullRows / (full.ms / 1000)).toLocaleString('en')} rows/s)`,
      `      peak in the first half ${mb(full.halves[0])} MiB, in the second half ${mb(full.halves[1])} MiB`,
    ].join('\n'),
  )
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true })
  writeFileSync(
    new URL('./results/export-memory.json', import.meta.url),
    JSON.stringify(
      {
        measured: 'server child process RSS (VmRSS), sampled every 20 ms',
        idleRssBytes: idle,
        partial: { rows: partRows, peakRssBytes: part.peak, fileBytes: part.value, ms: part.ms },
        full: {
          rows: fullRows,
          peakRssBytes: full.peak,
          halvesPeakRssBytes: full.halves,
          fileBytes: full.value,
          ms: full.ms,
        },
      },
      null,
      2,
    ),
  )
} finally {
  if (child?.pid && child.exitCode === null) {
    child.removeAllListeners('exit')
    const exited = new Promise((resolve) => child?.once('exit', resolve))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
  }
  rmSync(work, { recursive: true, force: true })
}
