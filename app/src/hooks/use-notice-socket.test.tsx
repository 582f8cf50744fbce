import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SocketLike } from '../lib/live/notice-socket'
import { noticeKeys } from '../lib/queries/notice-queries'
import { useSession } from '../stores/session-store'
import { useNoticeSocket } from './use-notice-socket'

class FakeSocket implements SocketLike {
  readyState = 0
  closed = false
  onopen: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  onclose: ((event: CloseEvent) => void) | null = null
  constructor(
    readonly url: string,
    readonly protocols?: string[],
  ) {}
  send() {}
  close() {
    this.closed = true
  }
  push(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }))
  }
  open() {
    this.readyState = 1
    this.onopen?.(new Event('open'))
  }
  drop() {
    this.readyState = 3
    this.onclose?.(new CloseEvent('close', { code: 1006 }))
  }
}

let sockets: FakeSocket[] = []
const createSocket = (url: string, protocols?: string[]) => {
  const socket = new FakeSocket(url, protocols)
  sockets.push(socket)
  return socket
}

function Probe({ onMessage }: { onMessage?: (message: unknown) => void }) {
  useNoticeSocket({ createSocket, ...(onMessage ? { onMessage } : {}) })
  const query = useQuery({ queryKey: noticeKeys.unread(), queryFn: () => 1 })
  return <output aria-label="次数">{query.dataUpdatedAt ? 'loaded' : 'pending'}</output>
}

const signIn = () =>
  useSession.setState({
    token: 'header.payload.signature',
    userInfo: { id: 'u 1', username: 'admin' } as never,
  })

afterEach(() => {
  sockets = []
  useSession.getState().signOut()
})

describe('useNoticeSocket', () => {
  it('connects as the signed-in user, with the token as sub-protocol, to the API base URL', () => {
    signIn()
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Probe />
      </QueryClientProvider>,
    )
    expect(sockets).toHaveLength(1)
    expect(sockets[0]?.url).toBe(`ws://${window.location.host}/jeecg-boot/websocket/u%201`)
    expect(sockets[0]?.protocols).toEqual(['header.payload.signature'])
  })

  it('a topic or user message reloads the notice queries; others only reach onMessage', async () => {
    signIn()
    const client = new QueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    const onMessage = vi.fn()
    render(
      <QueryClientProvider client={client}>
        <Probe onMessage={onMessage} />
      </QueryClientProvider>,
    )
    await screen.findByText('loaded')
    act(() => sockets[0]?.push({ cmd: 'permission', msgTxt: '权限已变更' }))
    expect(invalidate).not.toHaveBeenCalled()
    act(() => sockets[0]?.push({ cmd: 'topic', msgId: 'a1', msgTxt: '停电' }))
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notices'] })
    act(() => sockets[0]?.push({ cmd: 'user', msgId: 'a2', msgTxt: '你的', userId: 'u 1' }))
    expect(invalidate).toHaveBeenCalledTimes(2)
    expect(onMessage).toHaveBeenCalledTimes(3)
  })

  it('reloads the notices when the channel is back after a loss: what was published meanwhile is fetched', async () => {
    signIn()
    const client = new QueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    )
    await screen.findByText('loaded')
    vi.useFakeTimers()
    try {
      act(() => sockets[0]?.open())
      expect(invalidate).not.toHaveBeenCalled()
      act(() => sockets[0]?.drop())
      act(() => vi.advanceTimersByTime(5_000))
      expect(sockets).toHaveLength(2)
      act(() => sockets[1]?.open())
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notices'] })
    } finally {
      vi.useRealTimers()
    }
  })

  it('does not connect without a session, and closes on sign-out and on unmount', () => {
    const client = new QueryClient()
    const { unmount } = render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    )
    expect(sockets).toHaveLength(0)
    act(() => signIn())
    expect(sockets).toHaveLength(1)
    act(() => useSession.getState().signOut())
    expect(sockets[0]?.closed).toBe(true)
    act(() => signIn())
    expect(sockets).toHaveLength(2)
    unmount()
    expect(sockets[1]?.closed).toBe(true)
  })
})
