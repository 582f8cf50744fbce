/**
 * The live table channel `/vxeSocket/{userId}/{pageId}` (docs/upstream.md §13, docs/spec.md §7 and §9), framework-free:
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

import {
  parseJsonObject,
  ReconnectingSocket,
  socketUrl,
  type SocketFactory,
  type SocketStatus,
} from '../lib/reconnecting-socket'

/** docs/spec.md §9: live table connection heartbeat every 10 s, response timeout 6 s, reconnect delay 5 s. */
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

export type { SocketFactory, SocketLike } from '../lib/reconnecting-socket'

export type LiveTableStatus = SocketStatus

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

/** `http(s)://host/jeecg-boot` → `ws(s)://host/jeecg-boot/vxeSocket/{userId}/{pageId}`. */
export function liveTableSocketUrl(
  apiBaseUrl: string,
  userId: string,
  pageId: string,
  origin?: string,
): string {
  return socketUrl(
    apiBaseUrl,
    `/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}`,
    origin,
  )
}

/** docs/spec.md §9: random ids are 32 hex characters. */
export function randomCaseId(): string {
  return crypto.randomUUID().replace(/-/g, '')
}

export interface LiveTableMessage {
  type: string
  data: unknown
}

export function parseLiveTableMessage(text: unknown): LiveTableMessage | null {
  const value = parseJsonObject(text)
  return value && typeof value.type === 'string' ? { type: value.type, data: value.data } : null
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

export class LiveTableSocket {
  readonly caseId: string
  readonly socketKey: string
  private readonly outbox = new Map<string, LiveRow>()
  private readonly rowKey: string
  private readonly socket: ReconnectingSocket

  constructor(private readonly options: LiveTableSocketOptions) {
    this.caseId = options.caseId ?? randomCaseId()
    this.socketKey = options.socketKey ?? DEFAULT_SOCKET_KEY
    this.rowKey = options.rowKey ?? 'id'
    this.socket = new ReconnectingSocket({
      url: options.url,
      heartbeat: () => JSON.stringify({ type: LIVE_TABLE_TYPES.heartBeat, data: '' }),
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? LIVE_TABLE_HEARTBEAT_MS,
      heartbeatTimeoutMs: options.heartbeatTimeoutMs ?? LIVE_TABLE_HEARTBEAT_TIMEOUT_MS,
      reconnectDelayMs: options.reconnectDelayMs ?? LIVE_TABLE_RECONNECT_MS,
      onMessage: (data) => this.receive(data),
      // Rows changed while disconnected go first (the latest version of each).
      onOpen: () => {
        for (const row of this.outbox.values()) this.transmit(row)
        this.outbox.clear()
      },
      ...(options.onStatusChange ? { onStatusChange: options.onStatusChange } : {}),
      ...(options.createSocket ? { createSocket: options.createSocket } : {}),
    })
  }

  get currentStatus(): LiveTableStatus {
    return this.socket.status
  }

  /**
   * Tells the other pages that a row changed. Sent at once when connected, else when the connection
   * opens (the latest version of each row). Returns whether it went now.
   */
  sendRow(row: LiveRow): boolean {
    if (this.socket.status === 'closed') return false
    if (this.transmit(row)) return true
    this.outbox.set(String(row[this.rowKey] ?? ''), row)
    return false
  }

  /** Closes for good: no reconnect, no heartbeat, no callback afterwards. */
  close(): void {
    this.outbox.clear()
    this.socket.close()
  }

  private transmit(row: LiveRow): boolean {
    return this.socket.send(
      JSON.stringify({
        type: LIVE_TABLE_TYPES.updateTable,
        data: { socketKey: this.socketKey, args: [row, this.caseId] },
      }),
    )
  }

  private receive(data: unknown): void {
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
}
