/**
 * One WebSocket kept alive until `close()`: the mechanism under both live channels of docs/upstream.md §13 (the
 * notice channel `/websocket/{userId}` and the table channel `/vxeSocket/{userId}/{pageId}`), which differ
 * only in their messages and timings (docs/spec.md §9).
 *
 * - Heartbeat: `heartbeat()` is sent on open and `heartbeatIntervalMs` after each answer; any message
 *   from the server proves the connection alive. No message within `heartbeatTimeoutMs` after a
 *   heartbeat → the socket is dropped and reopened.
 * - Error or close → `onDisconnect` decides: a delay before reconnecting (default `reconnectDelayMs`),
 *   or `null` to stop. `close()` stops for good, with no callback afterwards.
 * - Framework-free; tests pass a fake socket factory and fake timers.
 */

/** The part of the browser WebSocket this uses, so tests can pass a fake. */
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

export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'closed'

/** Why a connection ended: the close code (none when the socket could not even be created). */
export interface Disconnect {
  code: number | undefined
  /** Whether this connection ever opened (a failed handshake never does). */
  opened: boolean
}

export interface ReconnectingSocketOptions {
  url: string
  /** Sub-protocols to offer, asked on every connect. */
  protocols?: () => string[] | undefined
  /** The heartbeat message. */
  heartbeat: () => string
  heartbeatIntervalMs: number
  heartbeatTimeoutMs: number
  reconnectDelayMs: number
  onMessage: (data: unknown) => void
  onOpen?: () => void
  /** The delay before reconnecting after `disconnect`, or null to stop. Default: `reconnectDelayMs`. */
  onDisconnect?: (disconnect: Disconnect) => number | null
  onStatusChange?: (status: SocketStatus) => void
  createSocket?: SocketFactory
}

const OPEN = 1
/** Close code this client uses when a heartbeat went unanswered. */
export const HEARTBEAT_TIMEOUT_CODE = 4000

/** `http(s)://host/jeecg-boot` + `/websocket/u1` → `ws(s)://host/jeecg-boot/websocket/u1`; relative bases use `origin`. */
export function socketUrl(apiBaseUrl: string, path: string, origin?: string): string {
  const url = new URL(apiBaseUrl, origin ?? globalThis.location?.origin)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`
  url.search = ''
  url.hash = ''
  return url.toString()
}

/** `JSON.parse` of a message, when it is a JSON object; anything else is null. */
export function parseJsonObject(text: unknown): Record<string, unknown> | null {
  if (typeof text !== 'string') return null
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

const browserSocket: SocketFactory = (url, protocols) => new WebSocket(url, protocols)

export class ReconnectingSocket {
  private socket: SocketLike | null = null
  private closed = false
  private current: SocketStatus = 'connecting'
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null
  private heartbeatTimer: ReturnType<typeof setTimeout> | null = null
  private deadlineTimer: ReturnType<typeof setTimeout> | null = null
  private readonly createSocket: SocketFactory

  constructor(private readonly options: ReconnectingSocketOptions) {
    this.createSocket = options.createSocket ?? browserSocket
    options.onStatusChange?.(this.current)
    this.connect()
  }

  get status(): SocketStatus {
    return this.current
  }

  /** Sends now if the connection is open; returns whether it went. */
  send(text: string): boolean {
    const socket = this.socket
    if (this.closed || !socket || socket.readyState !== OPEN || this.current !== 'open') return false
    try {
      socket.send(text)
      return true
    } catch {
      return false
    }
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
    this.setStatus('closed')
  }

  private setStatus(status: SocketStatus): void {
    if (this.current === status) return
    this.current = status
    this.options.onStatusChange?.(status)
  }

  private connect(): void {
    if (this.closed) return
    let socket: SocketLike
    try {
      socket = this.createSocket(this.options.url, this.options.protocols?.())
    } catch {
      this.disconnected({ code: undefined, opened: false })
      return
    }
    this.socket = socket
    let opened = false
    socket.onopen = () => {
      opened = true
      this.setStatus('open')
      this.beat()
      this.options.onOpen?.()
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
      this.disconnected({ code: event.code, opened })
    }
  }

  private receive(data: unknown): void {
    // Any message proves the connection alive; the next heartbeat goes after the interval.
    if (this.deadlineTimer !== null) {
      clearTimeout(this.deadlineTimer)
      this.deadlineTimer = null
      this.heartbeatTimer = setTimeout(() => this.beat(), this.options.heartbeatIntervalMs)
    }
    this.options.onMessage(data)
  }

  private beat(): void {
    const socket = this.socket
    this.heartbeatTimer = null
    if (!socket || socket.readyState !== OPEN) return
    socket.send(this.options.heartbeat())
    this.deadlineTimer = setTimeout(() => this.dropSilent(socket), this.options.heartbeatTimeoutMs)
  }

  /** No answer within the timeout: drop this socket and reconnect. */
  private dropSilent(socket: SocketLike): void {
    this.deadlineTimer = null
    if (this.socket !== socket) return
    this.socket = null
    socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null
    socket.close(HEARTBEAT_TIMEOUT_CODE, 'heartbeat timeout')
    this.clearTimers()
    this.disconnected({ code: HEARTBEAT_TIMEOUT_CODE, opened: true })
  }

  private disconnected(disconnect: Disconnect): void {
    if (this.closed) return
    const delay = this.options.onDisconnect
      ? this.options.onDisconnect(disconnect)
      : this.options.reconnectDelayMs
    if (delay === null) {
      this.setStatus('closed')
      return
    }
    this.setStatus('reconnecting')
    if (this.reconnectTimer !== null) return
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null
      this.setStatus('connecting')
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
