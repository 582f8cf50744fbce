import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { seedIds } from '../db/seed'
import { TOKEN_INVALID } from '../http/envelope'
import type { RunningServer } from '../start'
import { startSeededServer } from '../test-support/seeded-data-dir.test-helper'

/**
 * Sessions end when trust changes (issue 30 item 3, row 11, README § Access and security): a password change (one's own or
 * an administrator's reset), a freeze, a delete or a change of roles ends every session of the user at once;
 * logout can end all of one's sessions; a token in the URL is accepted only by file downloads.
 */

const root = mkdtempSync(join(tmpdir(), 'erp-sessions-test-'))
let server: RunningServer
let admin = ''

async function callAs(token: string, method: string, path: string, json?: unknown) {
  const response = await fetch(server.apiUrl + path, {
    method,
    headers: {
      ...(token ? { 'X-Access-Token': token } : {}),
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  const type = response.headers.get('content-type') ?? ''
  return {
    status: response.status,
    type,
    body: type.startsWith('application/json')
      ? ((await response.json()) as { success: boolean; message: string })
      : null,
  }
}

async function tokenOf(username: string, password = '123456') {
  const answer = await callAs('', 'POST', '/sys/login', { username, password })
  expect(answer.body?.success, `sign-in of ${username}`).toBe(true)
  return (answer.body as unknown as { result: { token: string } }).result.token
}

/** Whether a token still opens a session: the caller's own menu, open to every signed-in user. */
const works = async (token: string) =>
  (await callAs(token, 'GET', '/sys/permission/getUserPermissionByToken')).status === 200

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
  admin = await tokenOf('admin')
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('a change of trust ends every session of the user', () => {
  it("one's own password change ends the other sessions and keeps the one that made it", async () => {
    const phone = await tokenOf('qc01')
    const desk = await tokenOf('qc01')
    const changed = await callAs(desk, 'POST', '/sys/user/updatePassword', {
      username: 'qc01',
      oldpassword: '123456',
      password: 'Changed!2026',
      confirmpassword: 'Changed!2026',
    })
    expect(changed.body?.success).toBe(true)
    expect(await works(phone)).toBe(false)
    expect(await works(desk)).toBe(true)
    await callAs(admin, 'PUT', '/sys/user/changePassword', { username: 'qc01', password: '123456' })
  })

  it("an administrator's reset ends every session of the user", async () => {
    const first = await tokenOf('cnt01')
    const second = await tokenOf('cnt01')
    const reset = await callAs(admin, 'PUT', '/sys/user/changePassword', {
      username: 'cnt01',
      password: '123456',
    })
    expect(reset.body?.success).toBe(true)
    expect(await works(first)).toBe(false)
    expect(await works(second)).toBe(false)
    // The caller's own session survives a reset of its own password.
    await callAs(admin, 'PUT', '/sys/user/changePassword', { username: 'admin', password: '123456' })
    expect(await works(admin)).toBe(true)
  })

  it('a freeze ends them, and unfreezing does not bring the old tokens back', async () => {
    const before = await tokenOf('zhangsan')
    await callAs(admin, 'PUT', '/sys/user/frozenBatch', { ids: seedIds.zhangsan, status: '2' })
    await callAs(admin, 'PUT', '/sys/user/frozenBatch', { ids: seedIds.zhangsan, status: '1' })
    expect(await works(before)).toBe(false)
    expect(await works(await tokenOf('zhangsan'))).toBe(true)
  })

  it('a delete ends them, and taking the user back from the recycle bin does not bring them back', async () => {
    const before = await tokenOf('jeecg')
    expect((await callAs(admin, 'DELETE', `/sys/user/delete?id=${seedIds.jeecg}`)).body?.success).toBe(true)
    await callAs(admin, 'PUT', '/sys/user/putRecycleBin', { userIds: seedIds.jeecg })
    expect(await works(before)).toBe(false)
    expect(await works(await tokenOf('jeecg'))).toBe(true)
  })

  it('a change of roles ends them; an edit that leaves the roles as they are does not', async () => {
    const kept = await tokenOf('jeecg')
    const edit = (selectedroles: string) =>
      callAs(admin, 'PUT', '/sys/user/edit', {
        id: seedIds.jeecg,
        username: 'jeecg',
        realname: 'jeecg',
        selectedroles,
      })
    expect((await edit('')).body?.success).toBe(true)
    expect(await works(kept)).toBe(true)
    expect((await edit(seedIds.roleQc)).body?.success).toBe(true)
    expect(await works(kept)).toBe(false)
    const again = await tokenOf('jeecg')
    const removed = await callAs(
      admin,
      'DELETE',
      `/sys/user/deleteUserRole?roleId=${seedIds.roleQc}&userId=${seedIds.jeecg}`,
    )
    expect(removed.body?.success).toBe(true)
    expect(await works(again)).toBe(false)
  })
})

describe('logout', () => {
  it('ends this session only, or every session of the user with all=true', async () => {
    const one = await tokenOf('hr01')
    const two = await tokenOf('hr01')
    const three = await tokenOf('hr01')
    expect((await callAs(one, 'POST', '/sys/logout')).body?.success).toBe(true)
    expect(await works(one)).toBe(false)
    expect(await works(two)).toBe(true)
    expect((await callAs(two, 'POST', '/sys/logout?all=true')).body?.success).toBe(true)
    expect(await works(two)).toBe(false)
    expect(await works(three)).toBe(false)
  })
})

describe('a token in the URL', () => {
  it('is refused where a header can be sent', async () => {
    const answer = await callAs('', 'GET', `/sys/user/list?token=${admin}`)
    expect(answer.status).toBe(500)
    expect(answer.body?.message).toBe(TOKEN_INVALID)
  })

  it('opens a file download (an Excel export), which a browser opens as a link', async () => {
    const answer = await callAs('', 'GET', `/sys/position/exportXls?token=${admin}`)
    expect(answer.status).toBe(200)
    expect(answer.type).toContain('spreadsheetml')
  })
})

describe('live notice sockets', () => {
  /** A notice socket of the user, registered by the server (its heartbeat answered); `closed` its close code. */
  async function listen(userId: string, token?: string) {
    const url = `${server.apiUrl.replace(/^http/, 'ws')}/websocket/${userId}${token ? `?token=${token}` : ''}`
    const socket = new WebSocket(url)
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    })
    const answered = new Promise((resolve) => socket.once('message', resolve))
    socket.send('HeartBeat')
    await answered
    return { socket, closed }
  }
  const isOpen = (socket: WebSocket) => socket.readyState === WebSocket.OPEN

  it('close with the sessions they were opened with: this one at logout, all of them at a reset', async () => {
    const one = await tokenOf('jeecg')
    const two = await tokenOf('jeecg')
    const first = await listen(seedIds.jeecg, one)
    const second = await listen(seedIds.jeecg, two)
    const anonymous = await listen(seedIds.jeecg)
    expect((await callAs(one, 'POST', '/sys/logout')).body?.success).toBe(true)
    expect(await first.closed).toBe(4401)
    expect(isOpen(second.socket) && isOpen(anonymous.socket)).toBe(true)
    const reset = await callAs(admin, 'PUT', '/sys/user/changePassword', {
      username: 'jeecg',
      password: '123456',
    })
    expect(reset.body?.success).toBe(true)
    expect(await second.closed).toBe(4401)
    expect(await anonymous.closed).toBe(4401)
  })

  it("stay open for the session that changed its own password, and close for the user's others", async () => {
    const kept = await tokenOf('zhangsan')
    const other = await tokenOf('zhangsan')
    const mine = await listen(seedIds.zhangsan, kept)
    const elsewhere = await listen(seedIds.zhangsan, other)
    const changed = await callAs(kept, 'PUT', '/sys/user/updatePassword', {
      username: 'zhangsan',
      oldpassword: '123456',
      password: 'Changed!2026',
      confirmpassword: 'Changed!2026',
    })
    expect(changed.body?.success, changed.body?.message).toBe(true)
    expect(await elsewhere.closed).toBe(4401)
    expect(isOpen(mine.socket)).toBe(true)
    mine.socket.close()
    await callAs(admin, 'PUT', '/sys/user/changePassword', { username: 'zhangsan', password: '123456' })
  })
})
