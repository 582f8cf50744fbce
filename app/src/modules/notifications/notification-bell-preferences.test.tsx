import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../../stores/session-store'
import { fakeNoticeServer, sampleNotices } from './fake-notice-server.test-helper'
import { NotificationBell } from './notification-bell'

/** The bell with the notice fake plus the signed-in user's notification preferences (新消息通知). */
function renderBell(notification: {
  systemMessages: boolean
  announcements: boolean
  todoReminders: boolean
}) {
  const notices = fakeNoticeServer(sampleNotices())
  vi.stubGlobal('fetch', async (input: Request) => {
    if (new URL(input.url).pathname.endsWith('/sys/user/account/settings'))
      return new Response(
        JSON.stringify({
          success: true,
          message: '',
          code: 0,
          result: { ui: null, notification },
          timestamp: 1,
        }),
        { headers: { 'Content-Type': 'application/json' } },
      )
    return notices.fetch(input)
  })
  useSession.setState({
    token: 't',
    userInfo: { id: 'u1', username: 'admin' },
    expiresAt: Date.now() + 60_000,
  })
  const router = createMemoryRouter(
    [{ path: '*', element: <NotificationBell resolveComponent={() => ({ kind: 'missing' })} /> }],
    { initialEntries: ['/dashboard/analysis'] },
  )
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return notices.notices
}

afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('notice bell and the notification preferences', () => {
  it('counts both kinds while both are wanted', async () => {
    const notices = renderBell({ systemMessages: true, announcements: true, todoReminders: true })
    const unread = notices.filter((notice) => !notice.read).length
    expect(await screen.findByRole('button', { name: `通知（${unread} 条未读）` })).toBeInTheDocument()
  })

  it('leaves system messages out of the count when the user turned them off', async () => {
    const notices = renderBell({ systemMessages: false, announcements: true, todoReminders: true })
    const announcements = notices.filter((notice) => !notice.read && notice.msgCategory === '1').length
    const systemMessages = notices.filter((notice) => !notice.read && notice.msgCategory === '2').length
    expect(systemMessages).toBeGreaterThan(0)
    expect(await screen.findByRole('button', { name: `通知（${announcements} 条未读）` })).toBeInTheDocument()
  })
})
