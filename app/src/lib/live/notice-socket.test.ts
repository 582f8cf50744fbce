import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  HEARTBEAT,
  NOTICE_HEARTBEAT_INTERVAL_MS,
  NOTICE_HEARTBEAT_TIMEOUT_MS,
  NOTICE_RECONNECT_MS,
  NoticeSocket,
  TOKEN_REFUSED,
  noticeSocketUrl,
  parseLiveMessage,
  type SocketLike,
} from './notice-socket'

class FakeSocket implements SocketLike {
  readyState = 0
  sent: string[] = []
  closedWith: { code?: number; reason?: string } | null = null
  onopen: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  onclose: ((event: CloseEvent) => void) | null = null
  constructor(
    readonly url: string,
    readonly protocols: string[] | undefined,
  ) {}
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
  drop(code = 1006) {
    this.readyState = 3
    this.onclose?.(new CloseEvent('close', { code }))
  }
  fail() {
    this.onerror?.(new Event('error'))
  }
}

let sockets: FakeSocket[] = []
const createSocket = (url: string, protocols?: string[]) => {
  const socket = new FakeSocket(url, protocols)
  sockets.push(socket)
  return socket
}
const last = () => {
  const socket = sockets.at(-1)
  if (!socket) throw new Error('no socket')
  return socket
}

const URL_ = 'ws://erp.test/jeecg-boot/websocket/u1'
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VybmFtZSI6ImFkbWluIn0.c2lnbmF0dXJl'

beforeEach(() => {
  sockets = []
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('noticeSocketUrl', () => {
  it('turns http into ws and https into wss, under the API base path', () => {
    expect(noticeSocketUrl('http://localhost:8080/jeecg-boot', 'e9ca')).toBe(
      'ws://localhost:8080/jeecg-boot/websocket/e9ca',
    )
    expect(noticeSocketUrl('https://erp.example.com/jeecg-boot/', 'e9ca')).toBe(
      'wss://erp.example.com/jeecg-boot/websocket/e9ca',
    )
  })

  it('resolves a relative base against the page origin and encodes the user id', () => {
    expect(noticeSocketUrl('/jeecg-boot', 'a/b c', 'https://erp.example.com')).toBe(
      'wss://erp.example.com/jeecg-boot/websocket/a%2Fb%20c',
    )
    expect(noticeSocketUrl('/jeecg-boot', 'u1', 'http://127.0.0.1:3000')).toBe(
      'ws://127.0.0.1:3000/jeecg-boot/websocket/u1',
    )
  })
})

describe('parseLiveMessage', () => {
  it('parses JSON objects only', () => {
    expect(parseLiveMessage('{"cmd":"topic","msgId":"1"}')).toEqual({ cmd: 'topic', msgId: '1' })
    expect(parseLiveMessage('HeartBeat')).toBeNull()
    expect(parseLiveMessage('[1,2]')).toBeNull()
    expect(parseLiveMessage('null')).toBeNull()
    expect(parseLiveMessage(new ArrayBuffer(2))).toBeNull()
  })
})

describe('NoticeSocket', () => {
  it('calls onNotice for topic and user messages only, and onMessage for every JSON object', () => {
    const onNotice = vi.fn()
    const onMessage = vi.fn()
    const live = new NoticeSocket({ url: URL_, onNotice, onMessage, createSocket })
    last().open()
    last().receive(JSON.stringify({ cmd: 'topic', msgId: 'a1', msgTxt: '停电' }))
    last().receive(JSON.stringify({ cmd: 'user', msgId: 'a2', msgTxt: '只给你', userId: 'u1' }))
    last().receive(JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' }))
    last().receive(JSON.stringify({ cmd: 'permission', msgTxt: '权限已变更' }))
    last().receive('not json {')
    last().receive('alert(1)')
    expect(onNotice.mock.calls.map(([message]) => (message as { msgId: string }).msgId)).toEqual(['a1', 'a2'])
    expect(onMessage).toHaveBeenCalledTimes(4)
    live.close()
  })

  it('sends a heartbeat on open and again after each answer', () => {
    const live = new NoticeSocket({ url: URL_, onNotice: vi.fn(), createSocket })
    last().open()
    expect(last().sent).toEqual([HEARTBEAT])
    last().receive(JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' }))
    vi.advanceTimersByTime(NOTICE_HEARTBEAT_INTERVAL_MS - 1)
    expect(last().sent).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(last().sent).toEqual([HEARTBEAT, HEARTBEAT])
    live.close()
  })

  it('reconnects 5 s after a heartbeat got no answer within 20 s', () => {
    const live = new NoticeSocket({ url: URL_, onNotice: vi.fn(), createSocket })
    const first = last()
    first.open()
    vi.advanceTimersByTime(NOTICE_HEARTBEAT_TIMEOUT_MS - 1)
    expect(first.closedWith).toBeNull()
    vi.advanceTimersByTime(1)
    expect(first.closedWith?.code).toBe(4000)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS - 1)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(2)
    expect(last().url).toBe(URL_)
    live.close()
  })

  it('reconnects 5 s after a close, and 5 s after an error (error then close)', () => {
    const live = new NoticeSocket({ url: URL_, onNotice: vi.fn(), createSocket })
    last().open()
    last().drop()
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS - 1)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(2)
    last().open()
    last().fail()
    expect(last().closedWith).not.toBeNull()
    last().drop()
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS)
    expect(sockets).toHaveLength(3)
    // a silent socket that never opens is retried after the delay, too
    last().drop()
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS)
    expect(sockets).toHaveLength(4)
    live.close()
  })

  it('tells the listener when the channel is open again after a loss, not on the first open', () => {
    const onReconnect = vi.fn()
    const live = new NoticeSocket({ url: URL_, onNotice: vi.fn(), onReconnect, createSocket })
    last().open()
    expect(onReconnect).not.toHaveBeenCalled()
    last().drop()
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS)
    expect(onReconnect).not.toHaveBeenCalled()
    last().open()
    expect(onReconnect).toHaveBeenCalledTimes(1)
    live.close()
  })

  it('close() closes cleanly and never reconnects or sends again', () => {
    const onNotice = vi.fn()
    const live = new NoticeSocket({ url: URL_, onNotice, createSocket })
    const socket = last()
    socket.open()
    live.close()
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'closed by the client' })
    socket.drop(1000)
    socket.receive(JSON.stringify({ cmd: 'topic', msgId: 'late' }))
    vi.advanceTimersByTime(10 * NOTICE_HEARTBEAT_TIMEOUT_MS)
    expect(sockets).toHaveLength(1)
    expect(socket.sent).toEqual([HEARTBEAT])
    expect(onNotice).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('close() while waiting to reconnect cancels the reconnect', () => {
    const live = new NoticeSocket({ url: URL_, onNotice: vi.fn(), createSocket })
    last().drop()
    live.close()
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS * 3)
    expect(sockets).toHaveLength(1)
  })

  it('offers the token as the sub-protocol, not in the URL', () => {
    const live = new NoticeSocket({ url: URL_, token: JWT, onNotice: vi.fn(), createSocket })
    expect(last().protocols).toEqual([JWT])
    expect(last().url).not.toContain(JWT)
    live.close()
  })

  it('retries at once without the token when a handshake with it fails (a back end without sub-protocols)', () => {
    const live = new NoticeSocket({ url: URL_, token: JWT, onNotice: vi.fn(), createSocket })
    last().drop(1006)
    vi.advanceTimersByTime(0)
    expect(sockets).toHaveLength(2)
    expect(last().protocols).toBeUndefined()
    last().open()
    last().drop()
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS)
    expect(last().protocols).toBeUndefined()
    live.close()
  })

  it('keeps the token across reconnects once a connection with it opened', () => {
    const live = new NoticeSocket({ url: URL_, token: JWT, onNotice: vi.fn(), createSocket })
    last().open()
    last().drop()
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS)
    expect(last().protocols).toEqual([JWT])
    live.close()
  })

  it('does not offer a token that is not a valid protocol name', () => {
    const live = new NoticeSocket({ url: URL_, token: 'a b,c', onNotice: vi.fn(), createSocket })
    expect(last().protocols).toBeUndefined()
    live.close()
  })

  it('stops when the server refuses the token (4401)', () => {
    new NoticeSocket({ url: URL_, token: JWT, onNotice: vi.fn(), createSocket })
    last().open()
    last().drop(TOKEN_REFUSED)
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS * 3)
    expect(sockets).toHaveLength(1)
  })

  it('survives a constructor that throws and retries later', () => {
    let calls = 0
    const live = new NoticeSocket({
      url: URL_,
      onNotice: vi.fn(),
      createSocket: (url, protocols) => {
        calls += 1
        if (calls === 1) throw new SyntaxError('bad url')
        return createSocket(url, protocols)
      },
    })
    expect(sockets).toHaveLength(0)
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS)
    expect(sockets).toHaveLength(1)
    live.close()
  })
})
