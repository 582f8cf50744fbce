import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { seedIds } from '../db/seed'
import type { RunningServer } from '../start'
import { startSeededServer } from '../test-support/seeded-data-dir.test-helper'
import { loadChannelMessages, matchingMessages } from './asyncapi-messages'

const root = mkdtempSync(join(tmpdir(), 'erp-live-'))
let server: RunningServer
let admin = ''
const open: WebSocket[] = []
/** Every frame the server sent in this file, with its channel (as named in openapi/asyncapi.yaml). */
const frames: Array<{ channel: string; text: string }> = []

async function call(method: string, path: string, json?: unknown) {
  const response = await fetch(server.apiUrl + path, {
    method,
    headers: {
      'X-Access-Token': admin,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return (await response.json()) as { success: boolean; message: string; result: never }
}

/** A connected socket that records every message it receives. */
async function connect(path: string, protocol?: string) {
  const url = `${server.apiUrl.replace(/^http/, 'ws')}${path}`
  const socket = protocol ? new WebSocket(url, protocol) : new WebSocket(url)
  open.push(socket)
  const received: unknown[] = []
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
  const channel = path.startsWith('/vxeSocket/') ? 'tables' : 'notices'
  socket.on('message', (data: Buffer) => {
    frames.push({ channel, text: data.toString('utf8') })
    received.push(JSON.parse(data.toString('utf8')))
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  return { socket, received, closed }
}

const eventually = async (check: () => void, timeout = 3000) => {
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
  for (const socket of open) socket.terminate()
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

async function addAnnouncement(titile: string, extra: Record<string, string> = {}) {
  await call('POST', '/sys/annountCement/add', {
    titile,
    msgCategory: '1',
    priority: 'M',
    msgType: 'ALL',
    ...extra,
  })
  const page = (await call('GET', `/sys/annountCement/list?titile=${encodeURIComponent(titile)}`)).result as {
    records: Array<{ id: string }>
  }
  return page.records[0]?.id ?? ''
}

describe('/websocket/{userId}', () => {
  it('publishing to everybody sends a topic notice to every connected user', async () => {
    const jeecg = await connect(`/websocket/${seedIds.jeecg}`)
    const zhangsan = await connect(`/websocket/${seedIds.zhangsan}`)
    const id = await addAnnouncement('全员通知')
    await call('GET', `/sys/annountCement/doReleaseData?id=${id}`)
    const expected = { cmd: 'topic', msgId: id, msgTxt: '全员通知' }
    await eventually(() => expect(jeecg.received).toContainEqual(expected))
    await eventually(() => expect(zhangsan.received).toContainEqual(expected))
  })

  it('publishing to listed users reaches only them, and they find it unread', async () => {
    const jeecg = await connect(`/websocket/${seedIds.jeecg}`)
    const zhangsan = await connect(`/websocket/${seedIds.zhangsan}`)
    const id = await addAnnouncement('只给张三', { msgType: 'USER', userIds: `${seedIds.zhangsan},` })
    await call('GET', `/sys/annountCement/doReleaseData?id=${id}`)
    await eventually(() =>
      expect(zhangsan.received).toContainEqual({
        cmd: 'user',
        msgId: id,
        msgTxt: '只给张三',
        userId: seedIds.zhangsan,
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(jeecg.received).not.toContainEqual(expect.objectContaining({ msgId: id }))
    const login = await fetch(server.apiUrl + '/sys/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'zhangsan', password: '123456' }),
    })
    const token = ((await login.json()) as { result: { token: string } }).result.token
    const unread = await fetch(server.apiUrl + '/sys/annountCement/listByUser', {
      headers: { 'X-Access-Token': token },
    })
    const result = ((await unread.json()) as { result: { anntMsgList: Array<{ id: string }> } }).result
    expect(result.anntMsgList.map((notice) => notice.id)).toContain(id)
  })

  it('tells the users of a role whose grants changed, and only them', async () => {
    const hr = await connect(`/websocket/${seedIds.hr01}`)
    const qc = await connect(`/websocket/${seedIds.qc01}`)
    const granted = (await call('GET', `/sys/permission/queryRolePermission?roleId=${seedIds.roleHr}`))
      .result as string[]
    const saved = await call('POST', '/sys/permission/saveRolePermission', {
      roleId: seedIds.roleHr,
      permissionIds: granted.filter((id) => id !== seedIds.home).join(','),
      lastpermissionIds: granted.join(','),
    })
    expect(saved.success).toBe(true)
    await eventually(() => expect(hr.received).toContainEqual({ cmd: 'permission', msgTxt: '权限已变更' }))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(qc.received).not.toContainEqual(expect.objectContaining({ cmd: 'permission' }))
  })

  it('tells a user whose roles an administrator edited', async () => {
    const qc = await connect(`/websocket/${seedIds.qc01}`)
    const user = (await call('GET', `/sys/user/queryById?id=${seedIds.qc01}`)).result as {
      username: string
      realname: string
    }
    const edited = await call('PUT', '/sys/user/edit', {
      id: seedIds.qc01,
      username: user.username,
      realname: user.realname,
      selectedroles: `${seedIds.roleQc},${seedIds.roleCanteen}`,
    })
    expect(edited.success).toBe(true)
    await eventually(() => expect(qc.received).toContainEqual({ cmd: 'permission', msgTxt: '权限已变更' }))
  })

  it('answers a heartbeat; ignores what is not JSON', async () => {
    const me = await connect(`/websocket/${seedIds.admin}`)
    me.socket.send('not json {')
    me.socket.send('HeartBeat')
    await eventually(() => expect(me.received).toEqual([{ cmd: 'heartcheck', msgTxt: '心跳响应' }]))
  })

  it('answers the heartbeat a client sends the moment it opens, while its token is still being checked', async () => {
    const url = `${server.apiUrl.replace(/^http/, 'ws')}/websocket/${seedIds.admin}?token=${admin}`
    for (let round = 0; round < 5; round++) {
      const socket = new WebSocket(url)
      open.push(socket)
      const answered = new Promise<string>((resolve) =>
        socket.once('message', (data: Buffer) => resolve(data.toString('utf8'))),
      )
      socket.once('open', () => socket.send('HeartBeat'))
      const first = await Promise.race([
        answered,
        new Promise<string>((resolve) => setTimeout(() => resolve('no answer'), 3000)),
      ])
      expect(first).toBe(JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' }))
    }
  })

  it('refuses a token of another user', async () => {
    const other = await connect(`/websocket/${seedIds.jeecg}`, admin)
    expect(await other.closed).toBe(4401)
    const mine = await connect(`/websocket/${seedIds.admin}?token=${admin}`)
    expect(mine.socket.readyState).toBe(WebSocket.OPEN)
  })
})

describe('/vxeSocket/{userId}/{pageId}', () => {
  it('answers heart_beat and re-broadcasts update_vxe_table to every table page', async () => {
    const pageA = await connect(`/vxeSocket/${seedIds.admin}/page-a`)
    const pageB = await connect(`/vxeSocket/${seedIds.jeecg}/page-b`)
    pageA.socket.send(JSON.stringify({ type: 'heart_beat', data: '' }))
    await eventually(() => expect(pageA.received).toContainEqual({ type: 'heart_beat', data: true }))
    const update = { socketKey: 'vxe-default', args: [{ id: 'r1', name: '新值' }, 'case-a'] }
    pageA.socket.send(JSON.stringify({ type: 'update_vxe_table', data: update }))
    await eventually(() => expect(pageB.received).toContainEqual({ type: 'update_vxe_table', data: update }))
    expect(pageA.received).toContainEqual({ type: 'update_vxe_table', data: update })
  })
})

describe('openapi/asyncapi.yaml', () => {
  it('describes every frame the server sent in these flows', () => {
    expect(frames.length).toBeGreaterThan(8)
    const contract = loadChannelMessages()
    const undescribed = frames.filter(
      ({ channel, text }) => matchingMessages(contract.fromServer.get(channel), text).length !== 1,
    )
    expect(undescribed).toEqual([])
  })
})
