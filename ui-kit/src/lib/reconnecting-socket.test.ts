import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ReconnectingSocket, socketUrl, type SocketLike, type SocketStatus } from './reconnecting-socket'

class FakeSocket implements SocketLike {
  readyState = 0
  sent: string[] = []
  closedWith: number | undefined
  onopen: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  onclose: ((event: CloseEvent) => void) | null = null
  constructor(readonly protocols?: string[]) {}
  send(data: string) {
    this.sent.push(data)
  }
  close(code?: number) {
    this.closedWith = code
  }
  open() {
    this.readyState = 1
    this.onopen?.(new Event('open'))
  }
  drop(code: number) {
    this.readyState = 3
    this.onclose?.({ code } as CloseEvent)
  }
  answer(text: string) {
    this.onmessage?.({ data: text } as MessageEvent)
  }
}

let sockets: FakeSocket[] = []
const statuses: SocketStatus[] = []
const make = (overrides: Partial<ConstructorParameters<typeof ReconnectingSocket>[0]> = {}) =>
  new ReconnectingSocket({
    url: 'ws://x/socket',
    heartbeat: () => 'ping',
    heartbeatIntervalMs: 10_000,
    heartbeatTimeoutMs: 6_000,
    reconnectDelayMs: 5_000,
    onMessage: () => undefined,
    onStatusChange: (status) => statuses.push(status),
    createSocket: (_url, protocols) => {
      const socket = new FakeSocket(protocols)
      sockets.push(socket)
      return socket
    },
    ...overrides,
  })

beforeEach(() => {
  vi.useFakeTimers()
  sockets = []
  statuses.length = 0
})
afterEach(() => vi.useRealTimers())

describe('ReconnectingSocket', () => {
  it('sends only while open, beats, and reconnects after the delay', () => {
    const live = make()
    expect(live.send('early')).toBe(false)
    sockets[0]?.open()
    expect(sockets[0]?.sent).toEqual(['ping'])
    expect(live.send('now')).toBe(true)
    sockets[0]?.drop(1006)
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting'])
    vi.advanceTimersByTime(4_999)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(2)
    expect(statuses.at(-1)).toBe('connecting')
    live.close()
  })

  it('drops a socket whose heartbeat goes unanswered, and a message counts as an answer', () => {
    make()
    sockets[0]?.open()
    sockets[0]?.answer('{}')
    vi.advanceTimersByTime(10_000)
    expect(sockets[0]?.sent).toEqual(['ping', 'ping'])
    vi.advanceTimersByTime(6_000)
    expect(sockets[0]?.closedWith).toBe(4000)
    vi.advanceTimersByTime(5_000)
    expect(sockets).toHaveLength(2)
  })

  it('stops when onDisconnect says so, asks the protocols on every connect, and close() is final', () => {
    let offer = true
    const live = make({
      protocols: () => (offer ? ['token'] : undefined),
      onDisconnect: ({ code, opened }) => {
        if (code === 4401) return null
        offer = false
        return opened ? 5_000 : 0
      },
    })
    expect(sockets[0]?.protocols).toEqual(['token'])
    sockets[0]?.drop(1006)
    vi.advanceTimersByTime(0)
    expect(sockets[1]?.protocols).toBeUndefined()
    sockets[1]?.open()
    sockets[1]?.drop(4401)
    expect(live.status).toBe('closed')
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(2)
    live.close()
    expect(statuses.filter((status) => status === 'closed')).toHaveLength(1)
  })

  it('builds ws/wss urls from the API base', () => {
    expect(socketUrl('https://erp.example/jeecg-boot/', '/websocket/u1')).toBe(
      'wss://erp.example/jeecg-boot/websocket/u1',
    )
    expect(socketUrl('/jeecg-boot', '/vxeSocket/u/p', 'http://127.0.0.1:8080')).toBe(
      'ws://127.0.0.1:8080/jeecg-boot/vxeSocket/u/p',
    )
  })
})
