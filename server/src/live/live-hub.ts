import websocket from '@fastify/websocket'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { WebSocket } from 'ws'
import type { Database } from '../db/database'
import { fail } from '../http/envelope'

/**
 * The two live channels of docs/upstream.md §13:
 *  - `/websocket/{userId}`: notices. Publishing an announcement sends `{cmd:'topic'|'user', msgId, msgTxt}`;
 *    a `HeartBeat` (or `{cmd:'heartcheck'}`) is answered `{cmd:'heartcheck', msgTxt:'心跳响应'}`.
 *  - `/vxeSocket/{userId}/{pageId}`: editable tables. `heart_beat` is answered `{type:'heart_beat', data:true}`,
 *    `update_vxe_table` is re-broadcast to every table socket, `common_send_date` is sent by the server.
 * Messages are parsed with JSON.parse only; anything else is ignored. A token, when the client offers one
 * (`?token=` or the WebSocket protocol), must belong to the userId of the URL; upstream clients send none.
 */

export interface NoticeMessage {
  cmd: 'topic' | 'user'
  msgId: string
  msgTxt: string
  userId?: string
}

/**
 * Not upstream: sent on the notice channel to the users whose menus or buttons an administrator just
 * changed, so their app refetches its permissions without signing in again. Upstream clients ignore it.
 */
export const PERMISSION_CHANGED = { cmd: 'permission', msgTxt: '权限已变更' } as const

/** The message of a plain GET on a WebSocket endpoint (HTTP 426). */
export const UPGRADE_REQUIRED = '请以WebSocket连接'

/** What one hub tells the sockets of every hub (every instance), through the bus when there is one. */
type LiveEnvelope =
  | { kind: 'notice'; text: string; to?: string[] }
  | { kind: 'permission'; to: string[] }
  | { kind: 'tables'; text: string }
  | { kind: 'ended'; to: string[]; keep?: string; only?: string }

/** The NOTIFY channel of live messages on a shared PostgreSQL. */
export const LIVE_CHANNEL = 'erp_live'
/** NOTIFY payloads must stay under 8000 bytes: a bigger message travels in live_message and its id in the payload. */
const NOTIFY_LIMIT = 7000

/**
 * Delivers messages between instances. PostgreSQL LISTEN/NOTIFY (no other service): every instance, this one
 * included, hears each message once and sends it to its own sockets.
 */
export interface LiveBus {
  send(payload: string): Promise<void>
  stop(): Promise<void>
}

/** A bus over the database when it can listen (a shared PostgreSQL); null on the embedded PGlite. */
export async function openLiveBus(db: Database, receive: (payload: string) => void): Promise<LiveBus | null> {
  if (!db.listen) return null
  const stopListening = await db.listen(LIVE_CHANNEL, (payload) => {
    const stored = /^@(\d+)$/.exec(payload)?.[1]
    if (!stored) return receive(payload)
    void db
      .query<{ payload: string }>('SELECT payload FROM live_message WHERE id = $1', [stored])
      .then(([row]) => row && receive(row.payload))
      .catch((error: unknown) => console.error('live: stored message', error))
  })
  return {
    async send(payload) {
      if (Buffer.byteLength(payload) <= NOTIFY_LIMIT) {
        await db.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, payload])
        return
      }
      const [row] = await db.query<{ id: string }>(
        'INSERT INTO live_message (payload) VALUES ($1) RETURNING id::text AS id',
        [payload],
      )
      await db.query(`DELETE FROM live_message WHERE created_at < now() - interval '10 minutes'`)
      await db.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, `@${row?.id ?? ''}`])
    },
    stop: stopListening,
  }
}

export class LiveHub {
  private readonly notices = new Map<string, Set<WebSocket>>()
  private readonly tables = new Set<WebSocket>()
  /** The session each notice socket was opened with (null: upstream's anonymous mode). */
  private readonly sessions = new WeakMap<WebSocket, string | null>()
  private bus: LiveBus | null = null

  /**
   * Several instances on one PostgreSQL: from now on every message goes through the database and each instance
   * (this one too) delivers it to its own sockets. Without a bus (PGlite) messages stay in this process.
   */
  async connect(db: Database): Promise<void> {
    this.bus = await openLiveBus(db, (payload) => this.receive(payload))
  }

  async disconnect(): Promise<void> {
    const bus = this.bus
    this.bus = null
    await bus?.stop()
  }

  /** A notice for everybody (`topic`) or for the listed users (`user`). */
  publish(message: NoticeMessage, userIds?: string[]) {
    this.dispatch({ kind: 'notice', text: JSON.stringify(message), ...(userIds ? { to: userIds } : {}) })
  }

  /** Tells the listed users that their menus or buttons changed. */
  permissionsChanged(userIds: readonly string[]) {
    this.dispatch({ kind: 'permission', to: [...new Set(userIds)] })
  }

  /**
   * Sessions of these users ended (auth/sessions.ts endSessionsOf, closeSession): their notice sockets are closed
   * (4401) on every instance, except those of the session kept (one's own password change), or only those of the
   * one session that signed out. Anonymous sockets (upstream's mode) of those users are closed with the rest.
   */
  sessionsEnded(userIds: readonly string[], which: { keep?: string; only?: string } = {}) {
    if (userIds.length) this.dispatch({ kind: 'ended', to: [...new Set(userIds)], ...which })
  }

  /** Server data for table pages: `{type:'common_send_date', data:{key, args}}`. */
  sendCommonData(key: string, args: unknown[]) {
    this.dispatch({ kind: 'tables', text: JSON.stringify({ type: 'common_send_date', data: { key, args } }) })
  }

  get connections() {
    return {
      notices: [...this.notices.values()].reduce((sum, set) => sum + set.size, 0),
      tables: this.tables.size,
    }
  }

  addNotice(userId: string, socket: WebSocket, sessionId: string | null = null) {
    this.sessions.set(socket, sessionId)
    const sockets = this.notices.get(userId) ?? new Set<WebSocket>()
    sockets.add(socket)
    this.notices.set(userId, sockets)
    socket.on('close', () => {
      sockets.delete(socket)
      if (sockets.size === 0) this.notices.delete(userId)
    })
  }

  addTable(socket: WebSocket) {
    this.tables.add(socket)
    socket.on('close', () => this.tables.delete(socket))
  }

  rebroadcastTable(text: string) {
    this.dispatch({ kind: 'tables', text })
  }

  closeAll() {
    for (const socket of [...this.tables, ...[...this.notices.values()].flatMap((set) => [...set])])
      socket.close()
  }

  private dispatch(envelope: LiveEnvelope) {
    if (!this.bus) return this.deliver(envelope)
    // Not delivered here directly: this instance hears its own NOTIFY like every other, so each socket gets it once.
    this.bus.send(JSON.stringify(envelope)).catch((error: unknown) => {
      console.error('live: could not publish through the database, delivered on this instance only', error)
      this.deliver(envelope)
    })
  }

  /** A message heard on the bus. */
  private receive(payload: string) {
    const envelope = parseEnvelope(payload)
    if (envelope) this.deliver(envelope)
  }

  private deliver(envelope: LiveEnvelope) {
    if (envelope.kind === 'tables') {
      for (const socket of this.tables) send(socket, envelope.text)
      return
    }
    if (envelope.kind === 'ended') {
      for (const socket of envelope.to.flatMap((id) => [...(this.notices.get(id) ?? [])])) {
        const session = this.sessions.get(socket)
        const ends = envelope.only ? session === envelope.only : !envelope.keep || session !== envelope.keep
        if (ends) socket.close(4401, 'session ended')
      }
      return
    }
    const text = envelope.kind === 'permission' ? JSON.stringify(PERMISSION_CHANGED) : envelope.text
    const targets = envelope.to
      ? envelope.to.flatMap((id) => [...(this.notices.get(id) ?? [])])
      : [...this.notices.values()].flatMap((sockets) => [...sockets])
    for (const socket of targets) send(socket, text)
  }
}

function parseEnvelope(payload: string): LiveEnvelope | null {
  try {
    const value = JSON.parse(payload) as Partial<{ kind: unknown; text: unknown; to: unknown }>
    const to = Array.isArray(value.to)
      ? value.to.filter((id): id is string => typeof id === 'string')
      : undefined
    if (value.kind === 'permission' && to) return { kind: 'permission', to }
    if (value.kind === 'ended' && to) {
      const { keep, only } = value as { keep?: unknown; only?: unknown }
      return {
        kind: 'ended',
        to,
        ...(typeof keep === 'string' ? { keep } : {}),
        ...(typeof only === 'string' ? { only } : {}),
      }
    }
    if (typeof value.text !== 'string') return null
    if (value.kind === 'tables') return { kind: 'tables', text: value.text }
    if (value.kind === 'notice') return { kind: 'notice', text: value.text, ...(to ? { to } : {}) }
    return null
  } catch {
    return null
  }
}

function send(socket: WebSocket, text: string) {
  if (socket.readyState === socket.OPEN) socket.send(text)
}

function parse(text: string): { type?: unknown; cmd?: unknown; data?: unknown } | null {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object'
      ? (value as { type?: unknown; cmd?: unknown; data?: unknown })
      : null
  } catch {
    return null
  }
}

export interface LiveOptions {
  apiPrefix: string
  hub: LiveHub
  /** Resolves the user and session of a token, or null. */
  sessionOfToken: (token: string) => Promise<{ userId: string; sessionId: string } | null>
}

export async function mountLiveChannels(app: FastifyInstance, options: LiveOptions) {
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } })
  const { hub, apiPrefix } = options

  /**
   * A token offered by the client must be the URL user's: the socket belongs to that session (false: refused).
   * No token is upstream's anonymous mode (null).
   */
  const sessionOf = async (userId: string, token: string | undefined): Promise<string | null | false> => {
    if (!token) return null
    const session = await options.sessionOfToken(token)
    return session?.userId === userId ? session.sessionId : false
  }

  const offeredToken = (query: unknown, protocol: string | string[] | undefined) => {
    const fromQuery = (query as { token?: unknown }).token
    if (typeof fromQuery === 'string' && fromQuery) return fromQuery
    const first = (Array.isArray(protocol) ? protocol[0] : protocol)?.split(',')[0]?.trim()
    return first || undefined
  }

  /**
   * Listens from the first moment and holds what arrives while the token is checked: the client's first
   * heartbeat is sent on open, and a message with no listener yet is lost (the client then waits for an answer
   * that never comes). `receive()` hands over what was held and lets the rest through.
   */
  const heldUntilAllowed = (socket: WebSocket, handle: (raw: Buffer) => void) => {
    let held: Buffer[] | null = []
    socket.on('message', (raw: Buffer) => {
      if (held) held.push(raw)
      else handle(raw)
    })
    return () => {
      const early = held ?? []
      held = null
      for (const raw of early) handle(raw)
    }
  }

  // A plain GET (no `Upgrade: websocket`) is answered with the envelope, as openapi.yaml declares (426).
  const upgradeRequired = (_request: unknown, reply: FastifyReply) =>
    reply.code(426).header('Upgrade', 'websocket').send(fail(UPGRADE_REQUIRED, 426))

  app.route({
    method: 'GET',
    url: `${apiPrefix}/websocket/:userId`,
    handler: upgradeRequired,
    wsHandler: async (socket, request) => {
      const { userId } = request.params as { userId: string }
      const receive = heldUntilAllowed(socket, (raw) => {
        const text = raw.toString('utf8')
        const message = parse(text)
        if (text === 'HeartBeat' || message?.cmd === 'heartcheck' || message?.type === 'heartcheck') {
          send(socket, JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' }))
        }
      })
      const session = await sessionOf(
        userId,
        offeredToken(request.query, request.headers['sec-websocket-protocol']),
      )
      if (session === false) {
        socket.close(4401, 'token does not match the user')
        return
      }
      hub.addNotice(userId, socket, session)
      receive()
    },
  })

  app.route({
    method: 'GET',
    url: `${apiPrefix}/vxeSocket/:userId/:pageId`,
    handler: upgradeRequired,
    wsHandler: async (socket, request) => {
      const { userId } = request.params as { userId: string }
      const receive = heldUntilAllowed(socket, (raw) => {
        const message = parse(raw.toString('utf8'))
        if (message?.type === 'heart_beat') send(socket, JSON.stringify({ type: 'heart_beat', data: true }))
        else if (message?.type === 'update_vxe_table') {
          hub.rebroadcastTable(JSON.stringify({ type: 'update_vxe_table', data: message.data }))
        }
      })
      if (
        (await sessionOf(userId, offeredToken(request.query, request.headers['sec-websocket-protocol']))) ===
        false
      ) {
        socket.close(4401, 'token does not match the user')
        return
      }
      hub.addTable(socket)
      receive()
    },
  })
}
