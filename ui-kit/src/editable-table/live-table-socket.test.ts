import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DEFAULT_SOCKET_KEY,
  LIVE_TABLE_HEARTBEAT_MS,
  LIVE_TABLE_HEARTBEAT_TIMEOUT_MS,
  LIVE_TABLE_RECONNECT_MS,
  LiveTableSocket,
  liveTableSocketUrl,
  parseLiveTableMessage,
  randomCaseId,
  type LiveTableStatus,
  type SocketLike,
} from './live-table-socket'

class FakeSocket implements SocketLike {
  readyState = 0
  sent: string[] = []
  closedWith: { code?: number; reason?: string } | null = null
  onopen: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  onclose: ((event: CloseEvent) => void) | null = null
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data)
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason }
    this.readyState = 3
  }
  // server side
  open() {
    this.readyState = 1
    this.onopen?.(new Event('open'))
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data }))
  }
  receiveJson(value: unknown) {
    this.receive(JSON.stringify(value))
  }
  drop(code = 1006) {
    this.readyState = 3
    this.onclose?.(new CloseEvent('close', { code }))
  }
  fail() {
    this.onerror?.(new Event('error'))
  }
  messages() {
    return this.sent.map((text) => JSON.parse(text) as { type: string; data: unknown })
  }
}

let sockets: FakeSocket[] = []
const createSocket = (url: string) => {
  const socket = new FakeSocket(url)
  sockets.push(socket)
  return socket
}
const last = () => {
  const socket = sockets.at(-1)
  if (!socket) throw new Error('no socket')
  return socket
}

const URL_ = 'ws://erp.test/jeecg-boot/vxeSocket/u1/page-a'
const HEART_BEAT = { type: 'heart_beat', data: '' }
const ANSWER = { type: 'heart_beat', data: true }

const start = (extra: Partial<ConstructorParameters<typeof LiveTableSocket>[0]> = {}) =>
  new LiveTableSocket({ url: URL_, caseId: 'case-a', onRowUpdate: vi.fn(), createSocket, ...extra })

beforeEach(() => {
  sockets = []
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('liveTableSocketUrl', () => {
  it('builds ws(s)://…/vxeSocket/{userId}/{pageId} under the API base path', () => {
    expect(liveTableSocketUrl('http://localhost:8080/jeecg-boot', 'e9ca', 'p1')).toBe(
      'ws://localhost:8080/jeecg-boot/vxeSocket/e9ca/p1',
    )
    expect(liveTableSocketUrl('/jeecg-boot/', 'a b', 'p/1', 'https://erp.example.com')).toBe(
      'wss://erp.example.com/jeecg-boot/vxeSocket/a%20b/p%2F1',
    )
  })
})

describe('parseLiveTableMessage', () => {
  it('parses {type, data} JSON objects only', () => {
    expect(parseLiveTableMessage('{"type":"heart_beat","data":true}')).toEqual(ANSWER)
    expect(parseLiveTableMessage('{"cmd":"topic"}')).toBeNull()
    expect(parseLiveTableMessage('alert(1)')).toBeNull()
    expect(parseLiveTableMessage('[1]')).toBeNull()
    expect(parseLiveTableMessage(new Blob())).toBeNull()
  })

  it('random case ids are 32 hex characters', () => {
    expect(randomCaseId()).toMatch(/^[0-9a-f]{32}$/)
    expect(randomCaseId()).not.toBe(randomCaseId())
  })
})

describe('LiveTableSocket', () => {
  it('sends heart_beat on open and again 10 s after each answer', () => {
    const live = start()
    expect(last().url).toBe(URL_)
    last().open()
    expect(last().messages()).toEqual([HEART_BEAT])
    last().receiveJson(ANSWER)
    vi.advanceTimersByTime(LIVE_TABLE_HEARTBEAT_MS - 1)
    expect(last().sent).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(last().messages()).toEqual([HEART_BEAT, HEART_BEAT])
    live.close()
  })

  it('drops the socket when a heartbeat gets no answer within 6 s and reconnects 5 s later', () => {
    const statuses: LiveTableStatus[] = []
    const live = start({ onStatusChange: (status) => statuses.push(status) })
    const first = last()
    first.open()
    vi.advanceTimersByTime(LIVE_TABLE_HEARTBEAT_TIMEOUT_MS - 1)
    expect(first.closedWith).toBeNull()
    vi.advanceTimersByTime(1)
    expect(first.closedWith).toEqual({ code: 4000, reason: 'heartbeat timeout' })
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(LIVE_TABLE_RECONNECT_MS)
    expect(sockets).toHaveLength(2)
    last().open()
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'connecting', 'open'])
    live.close()
  })

  it('reconnects 5 s after a close or an error, and only once for an error followed by a close', () => {
    const live = start()
    last().open()
    last().drop()
    vi.advanceTimersByTime(LIVE_TABLE_RECONNECT_MS - 1)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(2)

    last().open()
    last().fail()
    expect(last().closedWith).not.toBeNull()
    last().drop()
    vi.advanceTimersByTime(LIVE_TABLE_RECONNECT_MS * 3)
    expect(sockets).toHaveLength(3)
    live.close()
  })

  it('retries when the socket cannot even be created', () => {
    let attempts = 0
    const live = start({
      createSocket: (url) => {
        attempts += 1
        if (attempts === 1) throw new SyntaxError('bad url')
        return createSocket(url)
      },
    })
    expect(sockets).toHaveLength(0)
    vi.advanceTimersByTime(LIVE_TABLE_RECONNECT_MS)
    expect(sockets).toHaveLength(1)
    live.close()
  })

  it('sends update_vxe_table for a local row change with the socket key and this page case id', () => {
    const live = start({ socketKey: 'erp-orders' })
    last().open()
    expect(live.sendRow({ id: 'r1', name: '新值' })).toBe(true)
    expect(last().messages().at(-1)).toEqual({
      type: 'update_vxe_table',
      data: { socketKey: 'erp-orders', args: [{ id: 'r1', name: '新值' }, 'case-a'] },
    })
    live.close()
  })

  it('keeps rows changed while disconnected (the latest per id) and sends them on open', () => {
    const live = start()
    expect(live.sendRow({ id: 'r1', name: '一' })).toBe(false)
    live.sendRow({ id: 'r1', name: '二' })
    live.sendRow({ id: 'r2', name: '三' })
    last().open()
    const updates = last()
      .messages()
      .filter((message) => message.type === 'update_vxe_table')
      .map((message) => (message.data as { args: unknown[] }).args[0])
    expect(updates).toEqual([
      { id: 'r1', name: '二' },
      { id: 'r2', name: '三' },
    ])
    live.close()
  })

  it('applies updates of other pages for the same socket key, not its own nor other tables', () => {
    const onRowUpdate = vi.fn()
    const live = start({ onRowUpdate })
    last().open()
    const update = (args: unknown[], socketKey = DEFAULT_SOCKET_KEY) =>
      last().receiveJson({ type: 'update_vxe_table', data: { socketKey, args } })
    update([{ id: 'r1', name: '别人改的' }, 'case-b'])
    update([{ id: 'r1', name: '自己改的' }, 'case-a'])
    update([{ id: 'r1', name: '别的表' }, 'case-b'], 'other-table')
    update(['not a row', 'case-b'])
    last().receive('{"type":"update_vxe_table","data":"x"}')
    last().receive('not json')
    expect(onRowUpdate.mock.calls).toEqual([[{ id: 'r1', name: '别人改的' }]])
    live.close()
  })

  it('passes common_send_date to onCommonData', () => {
    const onCommonData = vi.fn()
    const live = start({ onCommonData })
    last().open()
    last().receiveJson({ type: 'common_send_date', data: { key: 'stock', args: [1, { a: 2 }] } })
    last().receiveJson({ type: 'common_send_date', data: { key: 'noargs' } })
    last().receiveJson({ type: 'common_send_date', data: { args: [] } })
    expect(onCommonData.mock.calls).toEqual([
      ['stock', [1, { a: 2 }]],
      ['noargs', []],
    ])
    live.close()
  })

  it('any message counts as an answer to the heartbeat', () => {
    const live = start()
    last().open()
    last().receiveJson({ type: 'common_send_date', data: { key: 'k', args: [] } })
    vi.advanceTimersByTime(LIVE_TABLE_HEARTBEAT_TIMEOUT_MS + 1)
    expect(last().closedWith).toBeNull()
    live.close()
  })

  it('close() closes cleanly: no reconnect, no heartbeat, no callback afterwards', () => {
    const onRowUpdate = vi.fn()
    const statuses: LiveTableStatus[] = []
    const live = start({ onRowUpdate, onStatusChange: (status) => statuses.push(status) })
    const socket = last()
    socket.open()
    live.close()
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'closed by the client' })
    socket.receiveJson({
      type: 'update_vxe_table',
      data: { socketKey: DEFAULT_SOCKET_KEY, args: [{ id: 'r1' }, 'x'] },
    })
    socket.drop()
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(1)
    expect(socket.sent).toHaveLength(1)
    expect(onRowUpdate).not.toHaveBeenCalled()
    expect(live.sendRow({ id: 'r1' })).toBe(false)
    expect(statuses).toEqual(['connecting', 'open', 'closed'])
    expect(vi.getTimerCount()).toBe(0)
    live.close()
  })

  it('close() while waiting to reconnect cancels the reconnect', () => {
    const live = start()
    last().open()
    last().drop()
    live.close()
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(1)
  })
})
