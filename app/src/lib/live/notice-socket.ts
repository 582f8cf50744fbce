/**
 * The notice channel `/websocket/{userId}` (docs/upstream.md §13, docs/spec.md §7 and §9), framework-free: one instance
 * keeps one connection alive until `close()`.
 *
 * - `topic` / `user` messages are announcements: `onNotice` is called (the app reloads the notices).
 * - Heartbeat: the upstream text `HeartBeat` is sent on open and every `heartbeatIntervalMs` after an
 *   answer; any message from the server proves the connection alive. No message within
 *   `heartbeatTimeoutMs` (20 s) after a heartbeat → the socket is dropped and reopened.
 * - Error or close → reconnect after `reconnectDelayMs` (5 s). `close()` stops for good.
 * - Messages are parsed with `JSON.parse` only; anything else is ignored.
 * - The session token is offered as the WebSocket sub-protocol (never in the URL). The reference server
 *   checks that it belongs to the URL's user; a JeecgBoot back end selects no sub-protocol, which fails
 *   the handshake, so after a connection that never opened the socket retries at once without it.
 *   A close with code 4401 (token of another user) stops reconnecting.
 */

import {
  parseJsonObject,
  ReconnectingSocket,
  socketUrl,
  type SocketFactory,
} from '@erp/ui-kit/reconnecting-socket'

/** docs/spec.md §9: notice connection reconnect delay and heartbeat timeout. */
export const NOTICE_RECONNECT_MS = 5_000
export const NOTICE_HEARTBEAT_TIMEOUT_MS = 20_000
/** Pause between an answered heartbeat and the next one (upstream: the starter was commented out). */
export const NOTICE_HEARTBEAT_INTERVAL_MS = 10_000
/** The heartbeat message of the upstream client; servers answer `{cmd:'heartcheck', msgTxt:'心跳响应'}`. */
export const HEARTBEAT = 'HeartBeat'
/** Close code of the reference server when the offered token is not the URL user's. */
export const TOKEN_REFUSED = 4401

export interface NoticeMessage {
  cmd: 'topic' | 'user'
  msgId?: string
  msgTxt?: string
  userId?: string
}

/** Any JSON object the server sends on the channel (`heartcheck`, notices, extensions). */
export type LiveMessage = { cmd?: unknown; type?: unknown } & Record<string, unknown>

export type { SocketFactory, SocketLike } from '@erp/ui-kit/reconnecting-socket'

export interface NoticeSocketOptions {
  url: string
  /** Offered as the sub-protocol when it is a valid protocol token (a JWT is). */
  token?: string | null
  onNotice: (message: NoticeMessage) => void
  /** Every parsed JSON object, notices included (for extensions such as permission changes). */
  onMessage?: (message: LiveMessage) => void
  /**
   * The channel is open again after it was lost (server restart, network): notices sent meanwhile never
   * reached it, so the listener fetches them.
   */
  onReconnect?: () => void
  createSocket?: SocketFactory
  reconnectDelayMs?: number
  heartbeatTimeoutMs?: number
  heartbeatIntervalMs?: number
}

/** RFC 6455 / RFC 7230 token characters: what a Sec-WebSocket-Protocol value may contain. */
const PROTOCOL_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

/** `http(s)://host/jeecg-boot` → `ws(s)://host/jeecg-boot/websocket/{userId}`; relative bases use `origin`. */
export function noticeSocketUrl(apiBaseUrl: string, userId: string, origin?: string): string {
  return socketUrl(apiBaseUrl, `/websocket/${encodeURIComponent(userId)}`, origin)
}

export const parseLiveMessage = (text: unknown): LiveMessage | null => parseJsonObject(text)

export const isNotice = (message: LiveMessage): message is LiveMessage & NoticeMessage =>
  message.cmd === 'topic' || message.cmd === 'user'

export class NoticeSocket {
  private offerToken: boolean
  private everOpened = false
  private readonly socket: ReconnectingSocket

  constructor(private readonly options: NoticeSocketOptions) {
    this.offerToken = Boolean(options.token && PROTOCOL_TOKEN.test(options.token))
    const reconnectDelayMs = options.reconnectDelayMs ?? NOTICE_RECONNECT_MS
    this.socket = new ReconnectingSocket({
      url: options.url,
      protocols: () => (this.offerToken && options.token ? [options.token] : undefined),
      heartbeat: () => HEARTBEAT,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? NOTICE_HEARTBEAT_INTERVAL_MS,
      heartbeatTimeoutMs: options.heartbeatTimeoutMs ?? NOTICE_HEARTBEAT_TIMEOUT_MS,
      reconnectDelayMs,
      onMessage: (data) => this.receive(data),
      onOpen: () => {
        if (this.everOpened) options.onReconnect?.()
        this.everOpened = true
      },
      onDisconnect: ({ code, opened }) => {
        if (code === TOKEN_REFUSED) return null
        // A back end that selects no sub-protocol fails the handshake: retry at once without the token.
        if (!opened && this.offerToken) {
          this.offerToken = false
          return 0
        }
        return reconnectDelayMs
      },
      ...(options.createSocket ? { createSocket: options.createSocket } : {}),
    })
  }

  /** Closes for good: no reconnect, no heartbeat, no callback afterwards. */
  close(): void {
    this.socket.close()
  }

  private receive(data: unknown): void {
    const message = parseLiveMessage(data)
    if (!message) return
    this.options.onMessage?.(message)
    if (isNotice(message)) this.options.onNotice(message)
  }
}
