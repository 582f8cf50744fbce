import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { config } from '../lib/config'
import {
  NoticeSocket,
  noticeSocketUrl,
  type LiveMessage,
  type SocketFactory,
} from '../lib/live/notice-socket'
import { invalidateNotices } from '../lib/queries/notice-queries'
import { useSession } from '../stores/session-store'

export interface UseNoticeSocketOptions {
  /** Every JSON message of the channel (for other listeners, e.g. permission changes). */
  onMessage?: (message: LiveMessage) => void
  /** Tests pass a fake WebSocket. */
  createSocket?: SocketFactory
}

/**
 * Keeps the notice channel open while a user is signed in (mount it once, in the shell). A topic or
 * user message reloads the notice queries, and so does a reconnect (what was published meanwhile); sign-out
 * or unmount closes it without reconnecting.
 */
export function useNoticeSocket({ onMessage, createSocket }: UseNoticeSocketOptions = {}): void {
  const client = useQueryClient()
  const userId = useSession((state) => state.userInfo?.id ?? null)
  const token = useSession((state) => state.token)
  const listener = useRef(onMessage)
  useEffect(() => {
    listener.current = onMessage
  }, [onMessage])

  useEffect(() => {
    if (!userId || !token) return
    const live = new NoticeSocket({
      url: noticeSocketUrl(config.apiBaseUrl, userId),
      token,
      onNotice: () => void invalidateNotices(client),
      // Notices published while the channel was down are fetched when it is back.
      onReconnect: () => void invalidateNotices(client),
      onMessage: (message) => listener.current?.(message),
      ...(createSocket ? { createSocket } : {}),
    })
    return () => live.close()
  }, [client, userId, token, createSocket])
}
