/**
 * The live table channel `/vxeSocket/{userId}/{pageId}` (upstream §13, SPEC §7 and §9), framework-free:
 * one instance keeps one connection alive until `close()`.
 *
 * - Envelope both ways: `{type, data}`, parsed with `JSON.parse` only; anything else is ignored.
 * - `heart_beat`: `{type:'heart_beat', data:''}` on open and `heartbeatIntervalMs` (10 s) after each
 *   answer; no message within `heartbeatTimeoutMs` (6 s) → the socket is dropped and reopened.
 * - Error or close → reconnect after `reconnectDelayMs` (5 s). `close()` stops for good.
 * - `update_vxe_table`: `sendRow(row)` sends `{socketKey, args:[row, caseId]}`; the server re-broadcasts
 *   to every page, this one included. A received update for this `socketKey` whose `caseId` is not this
 *   instance's goes to `onRowUpdate`. Rows sent while disconnected wait (the latest per id) and go on open.
 * - `common_send_date`: `{key, args}` goes to `onCommonData`.
 */

/** SPEC §9: live table connection heartbeat every 10 s, response timeout 6 s, reconnect delay 5 s. */
export const LIVE_TABLE_HEARTBEAT_MS = 10_000
export const LIVE_TABLE_HEARTBEAT_TIMEOUT_MS = 6_000
export const LIVE_TABLE_RECONNECT_MS = 5_000
/** The upstream default table socket key. */
export const DEFAULT_SOCKET_KEY = 'vxe-default'

export const LIVE_TABLE_TYPES = {
  heartBeat: 'heart_beat',
  updateTable: 'update_vxe_table',
  commonData: 'common_send_date',
} as const

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

export type SocketFactory = (url: string) => SocketLike

export type LiveTableStatus = 'connecting' | 'open' | 'reconnecting' | 'closed'

/** A row as it travels on the channel: any JSON object with the row id field. */
export type LiveRow = Record<string, unknown>

export interface LiveTableSocketOptions {
  url: string
  /** The table socket key; only updates for the same key are applied (default `vxe-default`). */
  socketKey?: string
  /** This page's instance id; updates carrying it are this page's own. Default: random 32 hex. */
  caseId?: string
  /** A row another page changed. */
  onRowUpdate: (row: LiveRow) => void
  /** `common_send_date` from the server. */
  onCommonData?: (key: string, args: unknown[]) => void
  onStatusChange?: (status: LiveTableStatus) => void
  createSocket?: SocketFactory
  reconnectDelayMs?: number
  heartbeatIntervalMs?: number
  heartbeatTimeoutMs?: number
  /** The row id field, for coalescing rows queued while disconnected (default `id`). */
  rowKey?: string
}

const OPEN = 1

/** `http(s)://host/jeecg-boot` → `ws(s)://host/jeecg-boot/vxeSocket/{userId}/{pageId}`. */
export function liveTableSocketUrl(
  apiBaseUrl: string,
  userId: string,
  pageId: string,
  origin?: string,
): string {
  const url = new URL(apiBaseUrl, origin ?? globalThis.location?.origin)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}`
  url.search = ''
  url.hash = ''
  return url.toString()
}

/** SPEC §9: random ids are 32 hex characters. */
export function randomCaseId(): string {
  return crypto.randomUUID().replace(/-/g, '')
}

export interface LiveTableMessage {
  type: string
  data: unknown
}

export function parseLiveTableMessage(text: unknown): LiveTableMessage | null {
  if (typeof text !== 'string') return null
  try {
    const value: unknown = JSON.parse(text)
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return null
    const { type, data } = value as { type?: unknown; data?: unknown }
    return typeof type === 'string' ? { type, data } : null
  } catch {
    return null
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

const browserSocket: SocketFactory = (url) => new WebSocket(url)

export class LiveTableSocket {
  readonly caseId: string
  readonly socketKey: string
  private socket: SocketLike | null = null
  private closed = false
  private status: LiveTableStatus = 'connecting'
  private readonly outbox = new Map<string, LiveRow>()
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null
  private heartbeatTimer: ReturnType<typeof setTimeout> | null = null
  private deadlineTimer: ReturnType<typeof setTimeout> | null = null
  private readonly reconnectDelayMs: number
  private readonly heartbeatIntervalMs: number
  private readonly heartbeatTimeoutMs: number
  private readonly createSocket: SocketFactory
  private readonly rowKey: string

  constructor(private readonly options: LiveTableSocketOptions) {
    this.caseId = options.caseId ?? randomCaseId()
    this.socketKey = options.socketKey ?? DEFAULT_SOCKET_KEY
    this.reconnectDelayMs = options.reconnectDelayMs ?? LIVE_TABLE_RECONNECT_MS
    this.heartbeatIntervalMs = options.heartbeatIntervalMs ?? LIVE_TABLE_HEARTBEAT_MS
    this.heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? LIVE_TABLE_HEARTBEAT_TIMEOUT_MS
    this.createSocket = options.createSocket ?? browserSocket
    this.rowKey = options.rowKey ?? 'id'
    options.onStatusChange?.(this.status)
    this.connect()
  }

  get currentStatus(): LiveTableStatus {
    return this.status
  }

  /**
   * Tells the other pages that a row changed. Sent at once when connected, else when the connection
   * opens (the latest version of each row). Returns whether it went now.
   */
  sendRow(row: LiveRow): boolean {
    if (this.closed) return false
    const socket = this.socket
    if (socket && socket.readyState === OPEN && this.status === 'open') {
      return this.transmit(socket, row)
    }
    this.outbox.set(String(row[this.rowKey] ?? ''), row)
    return false
  }

  /** Closes for good: no reconnect, no heartbeat, no callback afterwards. */
  close(): void {
    if (this.closed) return
    this.closed = true
    this.clearTimers()
    this.outbox.clear()
    const socket = this.socket
    this.socket = null
    if (socket) {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null
      socket.close(1000, 'closed by the client')
    }
    this.setStatus('closed')
  }

  private transmit(socket: SocketLike, row: LiveRow): boolean {
    try {
      socket.send(
        JSON.stringify({
          type: LIVE_TABLE_TYPES.updateTable,
          data: { socketKey: this.socketKey, args: [row, this.caseId] },
        }),
      )
      return true
    } catch {
      return false
    }
  }

  private setStatus(status: LiveTableStatus): void {
    if (this.status === status) return
    this.status = status
    this.options.onStatusChange?.(status)
  }

  private connect(): void {
    if (this.closed) return
    let socket: SocketLike
    try {
      socket = this.createSocket(this.options.url)
    } catch {
      this.setStatus('reconnecting')
      this.scheduleReconnect()
      return
    }
    this.socket = socket
    socket.onopen = () => {
      this.setStatus('open')
      this.heartbeat()
      for (const row of this.outbox.values()) this.transmit(socket, row)
      this.outbox.clear()
    }
    socket.onmessage = (event) => this.receive(event.data)
    // An error is followed by a close; the close decides what happens next.
    socket.onerror = () => {
      if (socket.readyState !== OPEN) return
      socket.close()
    }
    socket.onclose = () => {
      if (this.socket !== socket) return
      this.socket = null
      this.clearTimers()
      this.setStatus('reconnecting')
      this.scheduleReconnect()
    }
  }

  private receive(data: unknown): void {
    // Any message proves the connection alive; the next heartbeat goes after the interval.
    if (this.deadlineTimer !== null) {
      clearTimeout(this.deadlineTimer)
      this.deadlineTimer = null
      this.heartbeatTimer = setTimeout(() => this.heartbeat(), this.heartbeatIntervalMs)
    }
    const message = parseLiveTableMessage(data)
    if (!message || !isObject(message.data)) return
    if (message.type === LIVE_TABLE_TYPES.updateTable) {
      const { socketKey, args } = message.data
      if (socketKey !== this.socketKey || !Array.isArray(args)) return
      const [row, caseId] = args as unknown[]
      if (caseId === this.caseId || !isObject(row)) return
      this.options.onRowUpdate(row)
    } else if (message.type === LIVE_TABLE_TYPES.commonData) {
      const { key, args } = message.data
      if (typeof key !== 'string') return
      this.options.onCommonData?.(key, Array.isArray(args) ? (args as unknown[]) : [])
    }
  }

  private heartbeat(): void {
    const socket = this.socket
    this.heartbeatTimer = null
    if (!socket || socket.readyState !== OPEN) return
    socket.send(JSON.stringify({ type: LIVE_TABLE_TYPES.heartBeat, data: '' }))
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
    this.setStatus('reconnecting')
    this.scheduleReconnect()
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer !== null) return
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null
      this.setStatus('connecting')
      this.connect()
    }, this.reconnectDelayMs)
  }

  private clearTimers(): void {
    for (const timer of [this.reconnectTimer, this.heartbeatTimer, this.deadlineTimer]) {
      if (timer !== null) clearTimeout(timer)
    }
    this.reconnectTimer = this.heartbeatTimer = this.deadlineTimer = null
  }
}
