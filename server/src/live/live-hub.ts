import websocket from '@fastify/websocket'
import type { FastifyInstance } from 'fastify'
import type { WebSocket } from 'ws'

/**
 * The two live channels of upstream §13:
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

export class LiveHub {
  private readonly notices = new Map<string, Set<WebSocket>>()
  private readonly tables = new Set<WebSocket>()

  /** A notice for everybody (`topic`) or for the listed users (`user`). */
  publish(message: NoticeMessage, userIds?: string[]) {
    const text = JSON.stringify(message)
    const targets = userIds
      ? userIds.flatMap((id) => [...(this.notices.get(id) ?? [])])
      : [...this.notices.values()].flatMap((sockets) => [...sockets])
    for (const socket of targets) send(socket, text)
  }

  /** Tells the listed users that their menus or buttons changed. */
  permissionsChanged(userIds: readonly string[]) {
    const text = JSON.stringify(PERMISSION_CHANGED)
    for (const userId of new Set(userIds))
      for (const socket of this.notices.get(userId) ?? []) send(socket, text)
  }

  /** Server data for table pages: `{type:'common_send_date', data:{key, args}}`. */
  sendCommonData(key: string, args: unknown[]) {
    const text = JSON.stringify({ type: 'common_send_date', data: { key, args } })
    for (const socket of this.tables) send(socket, text)
  }

  get connections() {
    return {
      notices: [...this.notices.values()].reduce((sum, set) => sum + set.size, 0),
      tables: this.tables.size,
    }
  }

  addNotice(userId: string, socket: WebSocket) {
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
    for (const socket of this.tables) send(socket, text)
  }

  closeAll() {
    for (const socket of [...this.tables, ...[...this.notices.values()].flatMap((set) => [...set])])
      socket.close()
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
  /** Resolves the user id of a token, or null. */
  userOfToken: (token: string) => Promise<string | null>
}

export async function mountLiveChannels(app: FastifyInstance, options: LiveOptions) {
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } })
  const { hub, apiPrefix } = options

  /** A token offered by the client must be the URL user's; no token is upstream's anonymous mode. */
  const allowed = async (userId: string, token: string | undefined) =>
    !token || (await options.userOfToken(token)) === userId

  const offeredToken = (query: unknown, protocol: string | string[] | undefined) => {
    const fromQuery = (query as { token?: unknown }).token
    if (typeof fromQuery === 'string' && fromQuery) return fromQuery
    const first = (Array.isArray(protocol) ? protocol[0] : protocol)?.split(',')[0]?.trim()
    return first || undefined
  }

  app.get(`${apiPrefix}/websocket/:userId`, { websocket: true }, async (socket, request) => {
    const { userId } = request.params as { userId: string }
    if (!(await allowed(userId, offeredToken(request.query, request.headers['sec-websocket-protocol'])))) {
      socket.close(4401, 'token does not match the user')
      return
    }
    hub.addNotice(userId, socket)
    socket.on('message', (raw: Buffer) => {
      const text = raw.toString('utf8')
      const message = parse(text)
      if (text === 'HeartBeat' || message?.cmd === 'heartcheck' || message?.type === 'heartcheck') {
        send(socket, JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' }))
      }
    })
  })

  app.get(`${apiPrefix}/vxeSocket/:userId/:pageId`, { websocket: true }, async (socket, request) => {
    const { userId } = request.params as { userId: string }
    if (!(await allowed(userId, offeredToken(request.query, request.headers['sec-websocket-protocol'])))) {
      socket.close(4401, 'token does not match the user')
      return
    }
    hub.addTable(socket)
    socket.on('message', (raw: Buffer) => {
      const message = parse(raw.toString('utf8'))
      if (message?.type === 'heart_beat') send(socket, JSON.stringify({ type: 'heart_beat', data: true }))
      else if (message?.type === 'update_vxe_table') {
        hub.rebroadcastTable(JSON.stringify({ type: 'update_vxe_table', data: message.data }))
      }
    })
  })
}
