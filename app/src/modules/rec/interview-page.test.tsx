import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { usePermissions } from '../../stores/permission-store'
import { useSession } from '../../stores/session-store'
import InterviewPage from './interview-page'
import { interviewTimeWarning, wholeNumberIn } from './rec-rules'
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

describe('the interview form rules', () => {
  it('says the range of the round', () => {
    const round = wholeNumberIn('面试轮次', 1, 10)
    expect(round('-1')).toBe('面试轮次至少为 1')
    expect(round('0')).toBe('面试轮次至少为 1')
    expect(round('11')).toBe('面试轮次最多为 10')
    expect(round('1.5')).toBe('面试轮次须为整数')
    expect(round('3')).toBeNull()
  })

  it('warns about a time more than 30 days back (2020 for 2026), not about a recent one', () => {
    const now = new Date(2026, 10, 27, 12)
    expect(interviewTimeWarning('2020-11-25 10:00:00', {}, now)).toMatch(
      /^面试时间在 \d+ 天以前，请确认日期$/,
    )
    expect(interviewTimeWarning('2026-11-20 10:00:00', {}, now)).toBeNull()
    expect(interviewTimeWarning('2026-12-20 10:00:00', {}, now)).toBeNull()
  })
})
