import { expect, test, type Page } from './test'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { submitLogin } from './support'

/**
 * Faults: the back end is killed (SIGKILL) in the middle of a signed-in session and started again
 * on the same data. The app's notice channel reconnects by itself (docs/spec.md §9: 5 s after a loss), the session
 * survives the restart, and an announcement published while the channel was still down — it reached no
 * socket — is fetched when the channel is back, so the user misses nothing.
 *
 * This file runs its own server (a child process on its own port and data directory), not the suite's.
 */
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..')
const staticDir = process.env.E2E_STATIC_DIR ?? join(root, 'app', 'dist')
const TITLE = '断线期间发布的通知'

let dataDir = ''
let port = 0
let server: ChildProcess | null = null

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })

const base = () => `http://127.0.0.1:${port}`

async function startServer() {
  server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'src', 'main.ts')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      // Its answers are checked against openapi.yaml too, into the suite's file (playwright.config.ts).
      ...(process.env.E2E_RESPONSE_CHECK ? { RESPONSE_CHECK: process.env.E2E_RESPONSE_CHECK } : {}),
    },
  })
  const deadline = Date.now() + 150_000
  for (;;) {
    try {
      if ((await fetch(`${base()}/user/login`)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start')
    await new Promise((wait) => setTimeout(wait, 250))
  }
}

function kill(signal: NodeJS.Signals) {
  const child = server
  server = null
  if (!child || child.exitCode !== null) return Promise.resolve()
  return new Promise<void>((done) => {
    child.once('exit', () => done())
    child.kill(signal)
  })
}

async function api<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base()}/jeecg-boot${path}`, {
    method,
    headers: { 'X-Access-Token': token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  return (await response.json()) as T
}

const bell = (page: Page) => page.getByRole('button', { name: /^通知（\d+ 条未读）$/ })

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'erp-faults-'))
  port = await freePort()
  await startServer()
})

test.afterAll(async () => {
  await kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
})

test('killed and restarted mid-session: the notice channel reconnects and what was published meanwhile arrives', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const sockets: string[] = []
  page.on('websocket', (socket) => {
    if (socket.url().includes('/jeecg-boot/websocket/')) sockets.push(socket.url())
  })
  await page.goto(`${base()}/user/login`)
  await submitLogin(page)
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
  await expect(bell(page)).toBeVisible()
  await expect.poll(() => sockets.length).toBe(1)
  const token = await page.evaluate(() => {
    for (const storage of [localStorage, sessionStorage])
      for (let i = 0; i < storage.length; i++) {
        const value = storage.getItem(storage.key(i) ?? '') ?? ''
        const match = /eyJ[\w-]+\.[\w-]+\.[\w-]+/.exec(value)
        if (match) return match[0]
      }
    return ''
  })
  expect(token).not.toBe('')

  await kill('SIGKILL')
  await startServer()
  // Published at once, before the channel is back (it retries every 5 s): no socket gets it.
  const added = await api<{ success: boolean }>('POST', '/sys/annountCement/add', token, {
    titile: TITLE,
    msgContent: '<p>服务器重启期间</p>',
    priority: 'M',
    msgCategory: '1',
    msgType: 'ALL',
  })
  expect(added.success).toBe(true)
  const list = await api<{ result: { records: Array<{ id: string }> } }>(
    'GET',
    `/sys/annountCement/list?titile=${encodeURIComponent(TITLE)}`,
    token,
  )
  const id = list.result.records[0]?.id ?? ''
  const released = await api<{ success: boolean }>('GET', `/sys/annountCement/doReleaseData?id=${id}`, token)
  expect(released.success).toBe(true)

  // The channel reopens by itself, the session is still valid, and the bell fetches the missed notice.
  await expect.poll(() => sockets.length, { timeout: 30_000 }).toBeGreaterThan(1)
  await bell(page).click()
  await expect(page.getByRole('dialog', { name: '消息通知' }).getByText(TITLE)).toBeVisible({
    timeout: 20_000,
  })
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
})
