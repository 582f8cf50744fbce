import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { LiveHub, mountLiveChannels, UPGRADE_REQUIRED } from './live-hub'
import { loadChannelMessages, matchingMessages, resolveRef, type ChannelMessages } from './asyncapi-messages'

/**
 * openapi/asyncapi.yaml against the live hub: every kind of frame the hub sends (notices to everybody and to a
 * user, permission changes, heartbeat answers, re-broadcast rows, server data for tables) matches one of the
 * messages the document lets the server send on that channel, each such message is really sent, and the frames
 * the app sends match the document's client messages. server/src/live/live-hub.test.ts checks the frames of the
 * real flows (publishing an announcement, editing roles) the same way.
 */

let app: FastifyInstance
let base = ''
const hub = new LiveHub()
const contract: ChannelMessages = loadChannelMessages()
const sockets: WebSocket[] = []

async function connect(path: string) {
  const socket = new WebSocket(`${base}${path}`)
  sockets.push(socket)
  const frames: string[] = []
  socket.on('message', (data: Buffer) => frames.push(data.toString('utf8')))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  return { socket, frames }
}

const until = async (check: () => boolean, timeout = 3000) => {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeout) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

beforeAll(async () => {
  app = Fastify()
  await mountLiveChannels(app, { apiPrefix: '/jeecg-boot', hub, sessionOfToken: async () => null })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  base = `${address.replace(/^http/, 'ws')}/jeecg-boot`
})

afterAll(async () => {
  for (const socket of sockets) socket.terminate()
  await app?.close()
})

describe('openapi/asyncapi.yaml', () => {
  it('is an AsyncAPI 3 document whose references all resolve', () => {
    const { document } = contract
    expect(document.asyncapi).toBe('3.0.0')
    expect(Object.values(document.channels).map((channel) => channel.address)).toEqual([
      '/websocket/{userId}',
      '/vxeSocket/{userId}/{pageId}',
    ])
    const refs: string[] = []
    const collect = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(collect)
      else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node))
          if (key === '$ref' && typeof value === 'string') refs.push(value)
          else collect(value)
    }
    collect(document)
    expect(refs.length).toBeGreaterThan(20)
    for (const ref of refs) expect(() => resolveRef(document, ref), ref).not.toThrow()
    expect([...contract.fromServer.keys()].sort()).toEqual(['notices', 'tables'])
  })

  it('tells a frame the document allows from one it does not', () => {
    const notices = contract.fromServer.get('notices')
    expect(matchingMessages(notices, '{"cmd":"topic","msgId":"a","msgTxt":"t"}')).toEqual(['notice'])
    expect(matchingMessages(notices, '{"cmd":"topic","msgTxt":"t"}')).toEqual([])
    expect(matchingMessages(notices, '{"cmd":"shout","msgId":"a","msgTxt":"t"}')).toEqual([])
    expect(matchingMessages(notices, '{"cmd":"permission","msgTxt":"权限已变更","extra":1}')).toEqual([])
  })
})

describe('every frame the hub sends is a message of the document', () => {
  it('on the notice channel and the table channel', async () => {
    const admin = await connect('/websocket/u-admin')
    const other = await connect('/websocket/u-other')
    const pageA = await connect('/vxeSocket/u-admin/page-a')
    const pageB = await connect('/vxeSocket/u-other/page-b')
    const clientFrames = {
      notices: ['HeartBeat', JSON.stringify({ cmd: 'heartcheck' })],
      tables: [
        JSON.stringify({ type: 'heart_beat', data: '' }),
        JSON.stringify({
          type: 'update_vxe_table',
          data: { socketKey: 'vxe-default', args: [{ id: 'r1', name: '新值' }, 'case-a'] },
        }),
      ],
    }
    for (const frame of clientFrames.notices) admin.socket.send(frame)
    for (const frame of clientFrames.tables) pageA.socket.send(frame)
    hub.publish({ cmd: 'topic', msgId: 'n1', msgTxt: '全员通知' })
    hub.publish({ cmd: 'user', msgId: 'n2', msgTxt: '只给你', userId: 'u-other' }, ['u-other'])
    hub.permissionsChanged(['u-admin'])
    hub.sendCommonData('refresh', [{ id: 'r1' }, 2])
    await until(() => admin.frames.length >= 4 && other.frames.length >= 2)
    await until(() => pageA.frames.length >= 3 && pageB.frames.length >= 2)

    const seen = new Set<string>()
    const problems: string[] = []
    const check = (channel: string, frames: string[]) => {
      for (const frame of frames) {
        const names = matchingMessages(contract.fromServer.get(channel), frame)
        if (names.length !== 1) problems.push(`${channel}: ${frame} matches ${names.length} messages`)
        names.forEach((name) => seen.add(name))
      }
    }
    check('notices', [...admin.frames, ...other.frames])
    check('tables', [...pageA.frames, ...pageB.frames])
    expect(problems).toEqual([])
    // Every message the document lets the server send was sent here.
    const declared = [...contract.fromServer.values()].flatMap((messages) => [...messages.keys()])
    expect([...seen].sort()).toEqual([...new Set(declared)].sort())

    // What the app sends is what the document says a client sends.
    for (const [channel, frames] of Object.entries(clientFrames))
      for (const frame of frames)
        expect(matchingMessages(contract.fromClient.get(channel), frame), frame).toHaveLength(1)
  })

  it('answers a plain GET of a channel with the 426 envelope', async () => {
    for (const path of ['/websocket/u-admin', '/vxeSocket/u-admin/page-a']) {
      const response = await fetch(`${base.replace(/^ws/, 'http')}${path}`)
      expect(response.status).toBe(426)
      expect(response.headers.get('upgrade')).toBe('websocket')
      expect(await response.json()).toMatchObject({
        success: false,
        code: 426,
        result: null,
        message: UPGRADE_REQUIRED,
      })
    }
  })
})
