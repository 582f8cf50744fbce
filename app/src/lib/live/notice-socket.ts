/**
 * The notice channel `/websocket/{userId}` (upstream §13, SPEC §7 and §9), framework-free: one instance
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

/** SPEC §9: notice connection reconnect delay and heartbeat timeout. */
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

/** The part of the browser WebSocket this class uses, so tests can pass a fake. */
export interface SocketLike {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: ((event: Event) => void) | null
  onmessage: ((event: MessageEvent) => void) | null
  onerror: ((event: Event) => void) | null
  onclose: ((event: CloseEvent) => void) | null
}

export type SocketFactory = (url: string, protocols?: string[]) => SocketLike

export interface NoticeSocketOptions {
  url: string
  /** Offered as the sub-protocol when it is a valid protocol token (a JWT is). */
  token?: string | null
  onNotice: (message: NoticeMessage) => void
  /** Every parsed JSON object, notices included (for extensions such as permission changes). */
  onMessage?: (message: LiveMessage) => void
  createSocket?: SocketFactory
  reconnectDelayMs?: number
  heartbeatTimeoutMs?: number
  heartbeatIntervalMs?: number
}

const OPEN = 1
/** RFC 6455 / RFC 7230 token characters: what a Sec-WebSocket-Protocol value may contain. */
const PROTOCOL_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

/** `http(s)://host/jeecg-boot` → `ws(s)://host/jeecg-boot/websocket/{userId}`; relative bases use `origin`. */
export function noticeSocketUrl(apiBaseUrl: string, userId: string, origin?: string): string {
  const url = new URL(apiBaseUrl, origin ?? globalThis.location?.origin)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/websocket/${encodeURIComponent(userId)}`
  url.search = ''
  url.hash = ''
  return url.toString()
}

export function parseLiveMessage(text: unknown): LiveMessage | null {
  if (typeof text !== 'string') return null
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as LiveMessage)
      : null
  } catch {
    return null
  }
}

export const isNotice = (message: LiveMessage): message is LiveMessage & NoticeMessage =>
  message.cmd === 'topic' || message.cmd === 'user'

const browserSocket: SocketFactory = (url, protocols) => new WebSocket(url, protocols)

export class NoticeSocket {
  private socket: SocketLike | null = null
  private closed = false
  private offerToken: boolean
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null
  private heartbeatTimer: ReturnType<typeof setTimeout> | null = null
  private deadlineTimer: ReturnType<typeof setTimeout> | null = null
  private readonly reconnectDelayMs: number
  private readonly heartbeatTimeoutMs: number
  private readonly heartbeatIntervalMs: number
  private readonly createSocket: SocketFactory

  constructor(private readonly options: NoticeSocketOptions) {
    this.reconnectDelayMs = options.reconnectDelayMs ?? NOTICE_RECONNECT_MS
    this.heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? NOTICE_HEARTBEAT_TIMEOUT_MS
    this.heartbeatIntervalMs = options.heartbeatIntervalMs ?? NOTICE_HEARTBEAT_INTERVAL_MS
    this.createSocket = options.createSocket ?? browserSocket
    this.offerToken = Boolean(options.token && PROTOCOL_TOKEN.test(options.token))
    this.connect()
  }

  /** Closes for good: no reconnect, no heartbeat, no callback afterwards. */
  close(): void {
    if (this.closed) return
    this.closed = true
    this.clearTimers()
    const socket = this.socket
    this.socket = null
    if (socket) {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null
      socket.close(1000, 'closed by the client')
    }
  }

  private connect(): void {
    if (this.closed) return
    const withToken = this.offerToken
    let socket: SocketLike
    try {
      socket = this.createSocket(
        this.options.url,
        withToken && this.options.token ? [this.options.token] : undefined,
      )
    } catch {
      if (withToken) this.offerToken = false
      this.scheduleReconnect(withToken ? 0 : this.reconnectDelayMs)
      return
    }
    this.socket = socket
    let opened = false
    socket.onopen = () => {
      opened = true
      this.heartbeat()
    }
    socket.onmessage = (event) => this.receive(event.data)
    // An error is followed by a close; the close decides what happens next.
    socket.onerror = () => {
      if (socket.readyState !== OPEN) return
      socket.close()
    }
    socket.onclose = (event) => {
      if (this.socket !== socket) return
      this.socket = null
      this.clearTimers()
      if (event.code === TOKEN_REFUSED) return
      // A back end that selects no sub-protocol fails the handshake: retry at once without the token.
      if (!opened && withToken) {
        this.offerToken = false
        return this.scheduleReconnect(0)
      }
      this.scheduleReconnect(this.reconnectDelayMs)
    }
  }

  private receive(data: unknown): void {
    // Any message proves the connection alive; the next heartbeat goes after the interval.
    if (this.deadlineTimer !== null) {
      clearTimeout(this.deadlineTimer)
      this.deadlineTimer = null
      this.heartbeatTimer = setTimeout(() => this.heartbeat(), this.heartbeatIntervalMs)
    }
    const message = parseLiveMessage(data)
    if (!message) return
    this.options.onMessage?.(message)
    if (isNotice(message)) this.options.onNotice(message)
  }

  private heartbeat(): void {
    const socket = this.socket
    this.heartbeatTimer = null
    if (!socket || socket.readyState !== OPEN) return
    socket.send(HEARTBEAT)
    this.deadlineTimer = setTimeout(() => this.dropSilent(socket), this.heartbeatTimeoutMs)
  }

  /** No answer within the timeout: drop this socket and reconnect after the delay. */
  private dropSilent(socket: SocketLike): void {
    this.deadlineTimer = null
    if (this.socket !== socket) return
    this.socket = null
    socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null
    socket.close(4000, 'heartbeat timeout')
    this.clearTimers()
    this.scheduleReconnect(this.reconnectDelayMs)
  }

  private scheduleReconnect(delay: number): void {
    if (this.closed || this.reconnectTimer !== null) return
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null
      this.connect()
    }, delay)
  }

  private clearTimers(): void {
    for (const timer of [this.reconnectTimer, this.heartbeatTimer, this.deadlineTimer]) {
      if (timer !== null) clearTimeout(timer)
    }
    this.reconnectTimer = this.heartbeatTimer = this.deadlineTimer = null
  }
}
