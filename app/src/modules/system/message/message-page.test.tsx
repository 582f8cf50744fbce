import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { fakeCrudServer, type FakeRow } from '../../../lib/resource/fake-crud-server.test-helper'
import { usePermissions } from '../../../stores/permission-store'
import { useSession } from '../../../stores/session-store'
import MessagePage from './message-page'

const messages: FakeRow[] = [
  {
    id: 'm1',
    esTitle: '入职提醒',
    esType: '4',
    esType_dictText: '系统',
    esReceiver: 'admin',
    esContent: '<b>张三</b>，您好！',
    esSendTime: '2026-11-02 10:00:00',
    esSendStatus: '1',
    esSendStatus_dictText: '发送成功',
    esSendNum: 1,
    esResult: null,
  },
  {
    id: 'm2',
    esTitle: '请假审批通过',
    esType: '1',
    esType_dictText: '短信',
    esReceiver: '13800000000',
    esContent: '李四，您的请假已通过。',
    esSendStatus: '2',
    esSendStatus_dictText: '发送失败',
    esSendNum: 3,
    esResult: '短信网关未配置',
  },
]

function renderPage() {
  const server = fakeCrudServer('/sys/message/sysMessage', messages)
  vi.stubGlobal('fetch', server.fetch)
  usePermissions.setState({ auth: [], allAuth: [] })
  const router = createMemoryRouter([{ path: '/isystem/message', element: <MessagePage /> }], {
    initialEntries: ['/isystem/message'],
  })
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const table = () => screen.getByRole('table', { name: '消息列表' })

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('MessagePage', () => {
  it('lists messages with their type, outcome and reason; content is text, not HTML', async () => {
    renderPage()
    await waitFor(() => expect(within(table()).getByText('入职提醒')).toBeInTheDocument())
    expect(within(table()).getByText('发送成功')).toBeInTheDocument()
    expect(within(table()).getByText('发送失败')).toBeInTheDocument()
    expect(within(table()).getByText('短信网关未配置')).toBeInTheDocument()
    expect(within(table()).getByText('<b>张三</b>，您好！')).toBeInTheDocument()
    expect(table().querySelector('b')).toBeNull()
  })

  it('has no serious axe violations', async () => {
    const view = renderPage()
    await waitFor(() => expect(within(table()).getByText('入职提醒')).toBeInTheDocument())
    expect(await seriousViolations(view.container)).toEqual([])
  })
})
