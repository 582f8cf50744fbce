import { describe, expect, it } from 'vitest'
import type { WebSocket } from 'ws'
import type { Database } from '../db/database'
import { LIVE_CHANNEL, LiveHub } from './live-hub'

/**
 * Hubs of several instances joined by a database that can LISTEN/NOTIFY (a fake of PostgreSQL's here; the real
 * one in cluster/cluster.test.ts): each message reaches every socket of every hub once.
 */
function fakeSharedDatabase() {
  const listeners = new Map<string, Set<(payload: string) => void>>()
  const stored = new Map<string, string>()
  const notified: string[] = []
  const db = {
    async query<Row extends object>(sql: string, params: unknown[] = []): Promise<Row[]> {
      if (sql.startsWith('SELECT pg_notify')) {
        const [channel, payload] = params as [string, string]
        notified.push(payload)
        // Delivered after the sender's call returns, as PostgreSQL does at commit.
        setTimeout(() => listeners.get(channel)?.forEach((listener) => listener(payload)), 1)
        return []
      }
      if (sql.startsWith('INSERT INTO live_message')) {
        const id = String(stored.size + 1)
        stored.set(id, params[0] as string)
        return [{ id } as Row]
      }
      if (sql.startsWith('SELECT payload FROM live_message'))
        return [{ payload: stored.get(params[0] as string) } as Row]
      return []
    },
    async exec() {},
    transaction: () => Promise.reject(new Error('not used')),
    async close() {},
    async listen(channel: string, onMessage: (payload: string) => void) {
      const set = listeners.get(channel) ?? new Set()
      set.add(onMessage)
      listeners.set(channel, set)
      return async () => void set.delete(onMessage)
    },
  } satisfies Database
  return { db, notified }
}

/** A stand-in socket that records what it is sent. */
function fakeSocket() {
  const sent: unknown[] = []
  const socket = {
    OPEN: 1,
    readyState: 1,
    send: (text: string) => void sent.push(JSON.parse(text)),
    on: () => socket,
    close: () => undefined,
  }
  return { socket: socket as unknown as WebSocket, sent }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('LiveHub over LISTEN/NOTIFY', () => {
  it('delivers a notice, a permission change and a table update to the sockets of every hub, once each', async () => {
    const { db, notified } = fakeSharedDatabase()
    const hubs = [new LiveHub(), new LiveHub(), new LiveHub()]
    for (const hub of hubs) await hub.connect(db)
    const users = hubs.map((hub) => {
      const user = fakeSocket()
      hub.addNotice('u1', user.socket)
      const table = fakeSocket()
      hub.addTable(table.socket)
      return { user, table }
    })
    const other = fakeSocket()
    hubs[2]?.addNotice('u2', other.socket)

    hubs[0]?.publish({ cmd: 'topic', msgId: 'm1', msgTxt: '通知' })
    hubs[1]?.permissionsChanged(['u1', 'u1'])
    hubs[2]?.rebroadcastTable(JSON.stringify({ type: 'update_vxe_table', data: 1 }))
    await settle()

    expect(notified).toHaveLength(3)
    for (const { user, table } of users) {
      expect(user.sent).toEqual([
        { cmd: 'topic', msgId: 'm1', msgTxt: '通知' },
        { cmd: 'permission', msgTxt: '权限已变更' },
      ])
      expect(table.sent).toEqual([{ type: 'update_vxe_table', data: 1 }])
    }
    expect(other.sent).toEqual([{ cmd: 'topic', msgId: 'm1', msgTxt: '通知' }])
  })

  it('sends a message too big for a NOTIFY through live_message, and ignores payloads it cannot read', async () => {
    const { db, notified } = fakeSharedDatabase()
    const [a, b] = [new LiveHub(), new LiveHub()]
    await a.connect(db)
    await b.connect(db)
    const user = fakeSocket()
    b.addNotice('u1', user.socket)
    const long = '长'.repeat(4000)
    a.publish({ cmd: 'user', msgId: 'm2', msgTxt: long, userId: 'u1' }, ['u1'])
    await db.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, 'not json'])
    await settle()
    expect(notified).toContain('@1')
    expect(user.sent).toEqual([{ cmd: 'user', msgId: 'm2', msgTxt: long, userId: 'u1' }])
  })

  it('without a database that listens (PGlite) delivers in this process, as before', async () => {
    const { db } = fakeSharedDatabase()
    const { listen: _listen, ...embedded } = db
    const hub = new LiveHub()
    await hub.connect(embedded)
    const user = fakeSocket()
    hub.addNotice('u1', user.socket)
    hub.publish({ cmd: 'topic', msgId: 'm3', msgTxt: 'x' })
    expect(user.sent).toEqual([{ cmd: 'topic', msgId: 'm3', msgTxt: 'x' }])
  })
})
