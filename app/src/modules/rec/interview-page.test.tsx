import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { usePermissions } from '../../stores/permission-store'
import { useSession } from '../../stores/session-store'
import InterviewPage from './interview-page'
import { recFakeServer } from './rec-fake-server.test-helper'

function renderPage() {
  const server = recFakeServer()
  vi.stubGlobal('fetch', server.fetch)
  usePermissions.setState({ auth: [], allAuth: [] })
  const router = createMemoryRouter([{ path: '/rec/interview', element: <InterviewPage /> }], {
    initialEntries: ['/rec/interview'],
  })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { server, view }
}

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('interview page', () => {
  it('shows the candidate and the interviewer by name, newest first, without axe violations', async () => {
    const { server, view } = renderPage()
    const table = screen.getByRole('table', { name: '面试列表' })
    expect(await within(table).findByText('候选人4', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(await within(table).findByText('人事张经理')).toBeInTheDocument()
    expect(within(table).getByText('第1轮')).toBeInTheDocument()
    const list = server.interviews.requests.find((request) => request.path === '/rec/interview/list')
    expect(list?.query.get('column')).toBe('time')
    expect(await seriousViolations(view.container)).toEqual([])
  }, 20_000)
})
