/**
 * A server of its own for one test file of a system area: started with the seed before the file's tests,
 * closed after them. `call` answers as the admin unless given another token.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import WebSocket from 'ws'
import type { RunningServer } from '../../start'
import { startSeededServer } from '../../test-support/seeded-data-dir.test-helper'

export interface Answer {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
  body: { success: boolean; message: string; code: number; result: any }
}

/** The live notice of a change of the user's permissions. */
export const PERMISSION_NOTICE = { cmd: 'permission', msgTxt: '权限已变更' }

/** Retries `check` until it passes or `timeout` ms have gone by. */
export const eventually = async (check: () => void, timeout = 3000) => {
  const started = Date.now()
  for (;;) {
    try {
      check()
      return
    } catch (error) {
      if (Date.now() - started > timeout) throw error
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
}

export function systemTestServer(name: string) {
  const root = mkdtempSync(join(tmpdir(), `erp-${name}-test-`))
  const sockets: WebSocket[] = []
  let server: RunningServer | undefined
  let admin = ''

  const running = () => {
    if (!server) throw new Error('the test server has not started')
    return server
  }

  async function tokenOf(username: string) {
    const response = await fetch(running().apiUrl + '/sys/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: '123456' }),
    })
    return ((await response.json()) as { result: { token: string } }).result.token
  }

  async function callAs(token: string, method: string, path: string, json?: unknown): Promise<Answer> {
    const response = await fetch(running().apiUrl + path, {
      method,
      headers: {
        'X-Access-Token': token,
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    })
    return { status: response.status, body: (await response.json()) as Answer['body'] }
  }

  const call = (method: string, path: string, json?: unknown, token = admin) =>
    callAs(token, method, path, json)

  /** The notice socket of a user, recording what it receives. */
  async function listen(userId: string) {
    const socket = new WebSocket(`${running().apiUrl.replace(/^http/, 'ws')}/websocket/${userId}`)
    sockets.push(socket)
    const received: unknown[] = []
    socket.on('message', (data: Buffer) => received.push(JSON.parse(data.toString('utf8'))))
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    })
    return received
  }

  beforeAll(async () => {
    server = await startSeededServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
    admin = await tokenOf('admin')
  }, 120_000)

  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await server?.close()
    rmSync(root, { recursive: true, force: true })
  })

  /** The server's API address (for requests `callAs` does not make: pages, raw bodies). */
  const apiUrl = () => running().apiUrl

  return { call, callAs, tokenOf, listen, apiUrl }
}
