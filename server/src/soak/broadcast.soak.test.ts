import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { seedIds } from '../db/seed'
import { startServer, type RunningServer } from '../start'

/**
 * Load: BROADCAST_USERS (default 100) users are added through the API, each signs in and
 * holds the notice socket `/websocket/{userId}` (token offered as the WebSocket protocol, as the app does);
 * then the administrator publishes an announcement to everybody (add + doReleaseData). Every socket must
 * receive `{cmd:'topic', msgId, msgTxt}` with the announcement's id and title. Prints the time from the
 * release request to the last socket's message. `npm run test:soak`.
 */
const root = mkdtempSync(join(tmpdir(), 'erp-broadcast-'))
let server: RunningServer
let admin = ''
const sockets: WebSocket[] = []

const USERS = Number(process.env.BROADCAST_USERS ?? 100)
const DELIVERY_TIMEOUT_MS = 10_000

interface Envelope<T> {
  success: boolean
  message: string
  result: T
}

async function call<T = unknown>(token: string, method: string, path: string, json?: unknown) {
  const response = await fetch(server.apiUrl + path, {
    method,
    headers: {
      ...(token ? { 'X-Access-Token': token } : {}),
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Envelope<T>
}

const signIn = async (username: string, password: string) => {
  const answer = await call<{ token: string; userInfo: { id: string } }>('', 'POST', '/sys/login', {
    username,
    password,
  })
  expect(answer.success, answer.message).toBe(true)
  return { token: answer.result.token, userId: answer.result.userInfo.id }
}

interface Listener {
  username: string
  userId: string
  messages: unknown[]
  /** performance.now() of each message, in order. */
  times: number[]
}

/**
 * Opens a user's notice socket and waits until the server has registered it: the heartbeat is only answered
 * once the socket is in the hub, so a `heartcheck` reply proves a later broadcast will reach it.
 */
async function listen(username: string, userId: string, token: string): Promise<Listener> {
  const socket = new WebSocket(`${server.apiUrl.replace(/^http/, 'ws')}/websocket/${userId}`, token)
  sockets.push(socket)
  const listener: Listener = { username, userId, messages: [], times: [] }
  let registered: () => void = () => {}
  const ready = new Promise<void>((resolve) => (registered = resolve))
  socket.on('message', (data: Buffer) => {
    const message: unknown = JSON.parse(data.toString('utf8'))
    if ((message as { cmd?: unknown }).cmd === 'heartcheck') return registered()
    listener.messages.push(message)
    listener.times.push(performance.now())
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
    socket.once('close', (code) => reject(new Error(`${username}: socket closed ${code}`)))
  })
  const beat = setInterval(() => socket.send('HeartBeat'), 100)
  socket.send('HeartBeat')
  try {
    await Promise.race([
      ready,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`${username}: no heartbeat answer`)), 10_000),
      ),
    ])
  } finally {
    clearInterval(beat)
  }
  return listener
}

beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: join(root, 'data'), staticDir: null, loginLimits: false })
  admin = (await signIn('admin', '123456')).token
}, 120_000)

afterAll(async () => {
  for (const socket of sockets) socket.terminate()
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe(`${USERS} signed-in users hold their notice sockets`, () => {
  it('an announcement to everybody reaches every socket', async () => {
    const password = 'Load12345'
    const started = performance.now()
    const names = Array.from({ length: USERS }, (_, index) => `load${String(index + 1).padStart(3, '0')}`)
    for (const [index, username] of names.entries()) {
      const added = await call(admin, 'POST', '/sys/user/add', {
        username,
        password,
        confirmpassword: password,
        realname: `压测用户${index + 1}`,
        workNo: `L${String(index + 1).padStart(5, '0')}`,
        selectedroles: seedIds.roleHr,
      })
      expect(added.success, `${username}: ${added.message}`).toBe(true)
    }
    const created = performance.now()
    // Sign-ins and sockets ten at a time, as users arriving together would.
    const listeners: Listener[] = []
    for (let start = 0; start < names.length; start += 10) {
      listeners.push(
        ...(await Promise.all(
          names.slice(start, start + 10).map(async (username) => {
            const { token, userId } = await signIn(username, password)
            return listen(username, userId, token)
          }),
        )),
      )
    }
    expect(new Set(listeners.map((listener) => listener.userId)).size).toBe(USERS)
    const connected = performance.now()

    const titile = `全员压测通知 ${Date.now()}`
    const added = await call(admin, 'POST', '/sys/annountCement/add', {
      titile,
      msgContent: '<p>100 个连接同时在线</p>',
      msgCategory: '1',
      priority: 'H',
      msgType: 'ALL',
    })
    expect(added.success, added.message).toBe(true)
    const page = await call<{ records: Array<{ id: string }> }>(
      admin,
      'GET',
      `/sys/annountCement/list?titile=${encodeURIComponent(titile)}`,
    )
    const id = page.result.records[0]?.id ?? ''
    expect(id).not.toBe('')

    const expected = { cmd: 'topic', msgId: id, msgTxt: titile }
    const received = (listener: Listener) =>
      listener.messages.findIndex((message) => JSON.stringify(message) === JSON.stringify(expected))
    const released = performance.now()
    const release = await call(admin, 'GET', `/sys/annountCement/doReleaseData?id=${id}`)
    expect(release.message).toBe('该系统通知发布成功')
    const answered = performance.now()
    while (listeners.some((listener) => received(listener) < 0)) {
      if (performance.now() - released > DELIVERY_TIMEOUT_MS) break
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const missing = listeners
      .filter((listener) => received(listener) < 0)
      .map((listener) => listener.username)
    const arrivals = listeners
      .map((listener) => listener.times[received(listener)])
      .filter((time): time is number => time !== undefined)
      .map((time) => time - released)
      .sort((a, b) => a - b)
    console.log(
      `broadcast: ${USERS} users added in ${((created - started) / 1000).toFixed(1)} s, signed in with sockets ` +
        `registered in ${((connected - created) / 1000).toFixed(1)} s; release answered after ` +
        `${(answered - released).toFixed(0)} ms; ${arrivals.length}/${USERS} sockets received the notice, ` +
        `first after ${(arrivals[0] ?? NaN).toFixed(0)} ms, last after ${(arrivals.at(-1) ?? NaN).toFixed(0)} ms` +
        (missing.length ? `; missing: ${missing.join(', ')}` : ''),
    )
    expect(missing).toEqual([])
    expect(arrivals).toHaveLength(USERS)
    // Nothing else (no other announcement, no duplicate) arrived on any socket.
    for (const listener of listeners) expect(listener.messages).toEqual([expected])
  }, 300_000)
})
