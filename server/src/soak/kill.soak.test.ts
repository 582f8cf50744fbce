import ExcelJS from 'exceljs'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database'
import { DUPLICATE_MESSAGE } from '../modules/cnt/card-operations'
import { cardNo, SEED_CARDS } from '../modules/cnt/seed'

/**
 * Faults: the server is a child process (`node --import tsx
 * server/src/main.ts`, one process, so SIGKILL hits the process that holds the database) on a temporary
 * DATA_DIR. It is killed with SIGKILL in the middle of a burst of canteen card payments and in the middle
 * of Excel imports, restarted on the same data directory each time, and then:
 *  - every payment acknowledged before the kill is there; every request id is either fully applied or absent
 *    (sending it again answers the first transaction, or charges it now);
 *  - every card's balance equals the signed sum of its transactions, and the balances after of the burst's
 *    payments step down by exactly one amount per payment;
 *  - each import's rows are all there or none.
 * Six server starts (minutes on a loaded machine; Linux: the import kills read /proc/<pid>/io): `npm run test:soak`.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
const mainScript = join(repoRoot, 'server', 'src', 'main.ts')
const root = mkdtempSync(join(tmpdir(), 'erp-kill-'))
const dataDir = join(root, 'data')

const PAYMENTS = Number(process.env.KILL_PAYMENTS ?? 400)
/** Payments answered before the kill: the kill lands while the rest are queued or running. */
const KILL_AFTER = Number(process.env.KILL_AFTER ?? Math.floor(PAYMENTS / 3))
const IMPORT_ROWS = Number(process.env.KILL_IMPORT_ROWS ?? 20_000)
const AMOUNT_CENTS = 123

let server: Child | null = null

afterAll(async () => {
  if (server) await server.stop('SIGKILL')
  rmSync(root, { recursive: true, force: true })
})

interface Child {
  process: ChildProcess
  apiUrl: string
  output: () => string
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/** Starts the server on the shared data directory and waits for its "running" line. */
async function startChild(): Promise<Child> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: join(root, 'no-app'),
    },
  })
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`server did not start:\n${output}`))
    }, 240_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      if (output.includes('is running on')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`server exited (${code ?? signal}) before it was ready:\n${output}`))
    })
  })
  return {
    process: child,
    apiUrl: `http://127.0.0.1:${port}/jeecg-boot`,
    output: () => output,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}

/**
 * Bytes the child has passed to write(2) so far (`wchar` of /proc/<pid>/io). The server writes to files only
 * through its database (the log is off), so this counts the write-ahead log and data pages it writes: it stays
 * almost still while an upload is parsed and checked, and climbs while the import's transaction inserts.
 */
function bytesWritten(child: Child): number {
  const io = readFileSync(`/proc/${child.process.pid}/io`, 'utf8')
  return Number(/^wchar:\s*(\d+)/m.exec(io)?.[1] ?? 0)
}

/** Resolves once the child has written `bytes` more than `from`, or when `watch.stopped` is set (false). */
async function writtenPast(child: Child, from: number, bytes: number, watch: { stopped: boolean }) {
  while (!watch.stopped) {
    if (bytesWritten(child) - from >= bytes) return true
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
  return false
}

interface Envelope<T> {
  success: boolean
  message: string
  result: T
}

async function call<T>(child: Child, token: string, method: string, path: string, json?: unknown) {
  const response = await fetch(child.apiUrl + path, {
    method,
    headers: {
      ...(token ? { 'X-Access-Token': token } : {}),
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return { status: response.status, body: (await response.json()) as Envelope<T> }
}

async function signIn(child: Child) {
  const { body } = await call<{ token: string }>(child, '', 'POST', '/sys/login', {
    username: 'admin',
    password: '123456',
  })
  expect(body.success, body.message).toBe(true)
  return body.result.token
}

/** Cards 1..n that the seed leaves active (every 50th is lost, every 37th frozen). */
const activeCards = (count: number) =>
  Array.from({ length: SEED_CARDS }, (_, index) => index + 1)
    .filter((n) => n % 50 !== 0 && n % 37 !== 0)
    .slice(0, count)
    .map(cardNo)

interface Payment {
  requestId: string
  cardNo: string
}

const payOnce = (child: Child, token: string, payment: Payment) =>
  call<{ requestId: string; balanceAfter: number }>(child, token, 'POST', '/cnt/card/pay', {
    cardNo: payment.cardNo,
    mealType: 'lunch',
    window: '压测窗口',
    amount: AMOUNT_CENTS / 100,
    requestId: payment.requestId,
  })

async function xlsxOf(rows: Array<Array<string | null>>): Promise<Blob> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('导入')
  for (const row of rows) sheet.addRow(row)
  return new Blob([await workbook.xlsx.writeBuffer()])
}

const importFile = (prefix: string) =>
  xlsxOf([
    ['职务编码', '职务名称', '职级'],
    ...Array.from({ length: IMPORT_ROWS }, (_, index) => [
      `${prefix}-${String(index).padStart(6, '0')}`,
      `断电导入${index}`,
      index % 3 === 0 ? '中级' : null,
    ]),
  ])

function upload(child: Child, token: string, file: Blob) {
  const form = new FormData()
  form.append('file', file, 'kill.xlsx')
  return fetch(child.apiUrl + '/sys/position/importExcel', {
    method: 'POST',
    headers: { 'X-Access-Token': token },
    body: form,
  })
}

async function rowsOf(child: Child, token: string, prefix: string) {
  const { body } = await call<{ total: number }>(
    child,
    token,
    'GET',
    `/sys/position/list?code=${encodeURIComponent(`${prefix}-*`)}&pageSize=1`,
  )
  expect(body.success, body.message).toBe(true)
  return body.result.total
}

describe('SIGKILL during payments and imports', () => {
  it('leaves every payment applied or absent, balances equal to their transactions, imports whole or absent', async () => {
    const run = Date.now().toString(36)
    try {
      await scenario(run)
    } finally {
      console.log(`kill:\n  ${report.join('\n  ')}`)
    }
  }, 1_200_000)
})

const report: string[] = []

async function scenario(run: string) {
  // 1. A fresh data directory: the first start seeds the demo (cards with a month of transactions).
  let started = performance.now()
  server = await startChild()
  report.push(`first start (initdb + seed) ${((performance.now() - started) / 1000).toFixed(1)} s`)
  let token = await signIn(server)

  // 2. A burst of payments, all sent at once; SIGKILL once KILL_AFTER of them have been answered.
  const cards = activeCards(40)
  const payments: Payment[] = Array.from({ length: PAYMENTS }, (_, index) => ({
    requestId: `kill-${run}-${String(index).padStart(4, '0')}`,
    cardNo: cards[index % cards.length] ?? '',
  }))
  const acknowledged = new Set<string>()
  const refusedBeforeKill: string[] = []
  let answered = 0
  let failedRequests = 0
  const victim = server
  const killed = new Promise<void>((resolve) => {
    for (const payment of payments) {
      payOnce(victim, token, payment)
        .then(({ body }) => {
          if (body.success && body.message === '消费成功') acknowledged.add(payment.requestId)
          else refusedBeforeKill.push(`${payment.requestId}: ${body.message}`)
        })
        .catch(() => {
          failedRequests += 1
        })
        .finally(() => {
          answered += 1
          if (answered === KILL_AFTER) void victim.stop('SIGKILL').then(resolve)
        })
    }
  })
  await killed
  // Let the requests cut off by the kill settle as failures.
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(victim.process.signalCode).toBe('SIGKILL')
  report.push(
    `payments: ${PAYMENTS} sent, SIGKILL after ${KILL_AFTER} answers; acknowledged ${acknowledged.size}, ` +
      `refused ${refusedBeforeKill.length}, cut off ${failedRequests}`,
  )
  expect(refusedBeforeKill).toEqual([])

  // 3. Restart on the same data directory; every request id is sent again.
  started = performance.now()
  server = await startChild()
  report.push(`restart after the kill ${((performance.now() - started) / 1000).toFixed(1)} s`)
  token = await signIn(server)
  let applied = 0
  let absent = 0
  const lostAcknowledged: string[] = []
  for (const payment of payments) {
    const { status, body } = await payOnce(server, token, payment)
    expect(status).toBe(200)
    expect(body.success, `${payment.requestId}: ${body.message}`).toBe(true)
    expect(body.result.requestId).toBe(payment.requestId)
    if (body.message === DUPLICATE_MESSAGE) applied += 1
    else {
      expect(body.message).toBe('消费成功')
      absent += 1
      if (acknowledged.has(payment.requestId)) lostAcknowledged.push(payment.requestId)
    }
  }
  report.push(
    `after restart: ${applied} request ids were applied before the kill, ${absent} absent (charged now); ` +
      `acknowledged but lost: ${lostAcknowledged.length}`,
  )
  expect(lostAcknowledged).toEqual([])
  expect(applied).toBeGreaterThanOrEqual(acknowledged.size)
  expect(applied + absent).toBe(PAYMENTS)

  // 4. Imports killed part-way. One whole import first, watched: how many bytes the server writes for it and
  // when the writing starts (parsing and checking the file only read).
  const whole = `kw${run}`
  const wholeFile = await importFile(whole)
  const watching = { stopped: false }
  const before = bytesWritten(server)
  started = performance.now()
  let writingFrom: number | null = null
  const watched = server
  const sampler = (async () => {
    while (!watching.stopped) {
      if (writingFrom === null && bytesWritten(watched) - before >= 64 * 1024)
        writingFrom = performance.now() - started
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
  })()
  const wholeAnswer = (await (await upload(server, token, wholeFile)).json()) as Envelope<unknown>
  const importMs = performance.now() - started
  watching.stopped = true
  await sampler
  const importBytes = bytesWritten(server) - before
  expect(wholeAnswer.message).toBe(`文件导入成功！数据行数:${IMPORT_ROWS}`)
  expect(await rowsOf(server, token, whole)).toBe(IMPORT_ROWS)
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  report.push(
    `a whole import of ${IMPORT_ROWS} rows: answered after ${importMs.toFixed(0)} ms; the server wrote ` +
      `${mb(importBytes)}, the first 64 KB by ${writingFrom === null ? '-' : (writingFrom as number).toFixed(0)} ms`,
  )

  // Killed early (at half the time the whole import took to start writing: usually while the file is parsed),
  // then when the transaction has written a tenth, half and 90 % of the bytes the whole import wrote.
  const rounds: Array<{ name: string; bytes: number | null }> = [
    { name: 'early (half the time the whole import took to start writing)', bytes: null },
    { name: 'after 10 % of its writes', bytes: importBytes * 0.1 },
    { name: 'after 50 % of its writes', bytes: importBytes * 0.5 },
    { name: 'after 90 % of its writes', bytes: importBytes * 0.9 },
  ]
  const parseMs = (writingFrom ?? importMs) / 2
  for (const [index, round] of rounds.entries()) {
    const prefix = `k${index}${run}`
    const file = await importFile(prefix)
    const target = server
    let finished = false
    const from = bytesWritten(target)
    const sent = performance.now()
    const watch = { stopped: false }
    const request = upload(target, token, file)
      .then(async (response) => {
        await response.text()
        finished = true
      })
      .catch(() => undefined)
      .finally(() => (watch.stopped = true))
    if (round.bytes === null) await new Promise((resolve) => setTimeout(resolve, parseMs))
    else await writtenPast(target, from, round.bytes, watch)
    const wrote = bytesWritten(target) - from
    const killedAt = performance.now() - sent
    await target.stop('SIGKILL')
    watch.stopped = true
    await request
    started = performance.now()
    server = await startChild()
    const restartMs = performance.now() - started
    token = await signIn(server)
    const found = await rowsOf(server, token, prefix)
    report.push(
      `import killed ${round.name}: SIGKILL ${killedAt.toFixed(0)} ms after the request, ${mb(wrote)} written` +
        `${finished ? ' (it had already answered)' : ''}; ${found} of ${IMPORT_ROWS} rows found after restart ` +
        `(restart ${(restartMs / 1000).toFixed(1)} s)`,
    )
    expect([0, IMPORT_ROWS]).toContain(found)
    if (finished) expect(found).toBe(IMPORT_ROWS)
  }
  expect(await rowsOf(server, token, whole)).toBe(IMPORT_ROWS)

  // 5. Stop gracefully and read the database itself.
  await server.stop('SIGTERM')
  server = null
  const db = await openDatabase(dataDir)
  try {
    const mismatched = await db.query<{ cardNo: string; balance: string; total: string }>(
      `SELECT c.card_no AS "cardNo", c.balance::text AS balance, coalesce(sum(
           CASE t.type WHEN 'meal' THEN -t.amount ELSE t.amount END), 0)::text AS total
         FROM cnt_card c LEFT JOIN cnt_transaction t ON t.card_id = c.id
         GROUP BY c.id, c.card_no, c.balance
         HAVING c.balance <> coalesce(sum(CASE t.type WHEN 'meal' THEN -t.amount ELSE t.amount END), 0)`,
    )
    const [{ cards: cardCount = 0, transactions = 0 } = {}] = await db.query<{
      cards: number
      transactions: number
    }>(
      'SELECT (SELECT count(*)::int FROM cnt_card) AS cards, (SELECT count(*)::int FROM cnt_transaction) AS transactions',
    )
    report.push(
      `database: ${cardCount} cards, ${transactions} transactions; cards whose balance differs from the sum ` +
        `of their transactions: ${mismatched.length}`,
    )
    expect(mismatched).toEqual([])

    // Each burst payment is whole: one row per request id, and per card the balances after step down by
    // exactly one amount from the balance before the burst.
    const burst = await db.query<{ cardNo: string; cents: number[]; balance: string; count: number }>(
      `SELECT t.card_no AS "cardNo", array_agg((t.balance_after * 100)::int ORDER BY t.balance_after DESC) AS cents,
           c.balance::text AS balance, count(*)::int AS count
         FROM cnt_transaction t JOIN cnt_card c ON c.id = t.card_id
         WHERE t.request_id LIKE $1 GROUP BY t.card_no, c.balance`,
      [`kill-${run}-%`],
    )
    expect(burst.reduce((sum, card) => sum + card.count, 0)).toBe(PAYMENTS)
    for (const card of burst) {
      const finalCents = Math.round(Number(card.balance) * 100)
      const before = finalCents + card.count * AMOUNT_CENTS
      expect(card.cents, card.cardNo).toEqual(
        Array.from({ length: card.count }, (_, index) => before - (index + 1) * AMOUNT_CENTS),
      )
    }
    const [positions = { count: 0 }] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM sys_position WHERE code LIKE $1`,
      [`%${run}-%`],
    )
    report.push(`position rows of this run's imports: ${positions.count}`)
  } finally {
    await db.close()
  }
}
