import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../../stores/session-store'
import { fakeNoticeServer, sampleNotices, type FakeNotice } from './fake-notice-server.test-helper'
import { UserAnnouncementPage, rangeText } from './user-announcement-page'

function renderPage(notices: FakeNotice[], path = '/isps/userAnnouncement') {
  const server = fakeNoticeServer(notices)
  vi.stubGlobal('fetch', server.fetch)
  const router = createMemoryRouter([{ path: '/isps/userAnnouncement', element: <UserAnnouncementPage /> }], {
    initialEntries: [path],
  })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { server, router }
}

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

const many = (count: number): FakeNotice[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `n${i + 1}`,
    titile: `通知 ${i + 1}`,
    priority: 'L',
    msgCategory: '1',
    sender: 'admin',
    read: i % 2 === 1,
  }))

describe('/isps/userAnnouncement (我的消息)', () => {
  it('lists the user’s deliveries with title, priority, sender and read state', async () => {
    const { server } = renderPage(sampleNotices())
    const table = screen.getByRole('table')
    expect(await within(table).findByRole('button', { name: '二车间周六停电检修' })).toBeInTheDocument()
    const row = within(table).getByRole('button', { name: '二车间周六停电检修' }).closest('tr')
    expect(row).toHaveTextContent('高')
    expect(row).toHaveTextContent('admin')
    expect(row).toHaveTextContent('未读')
    const list = server.requests.find(
      (request) => request.path === '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    )
    expect(Object.fromEntries(list?.query ?? [])).toMatchObject({ pageNo: '1', pageSize: '10' })
    // One request for the page: titles come with the rows, no request per row.
    expect(server.requests.filter((request) => request.path === '/sys/annountCement/queryById')).toEqual([])
    expect(screen.getByText('1-4 共 4 条')).toBeInTheDocument()
  })

  it('priority texts come from the priority dictionary, the same for every user', async () => {
    useSession.setState({
      dictItems: {
        priority: [
          { value: 'H', text: '特急' },
          { value: 'M', text: '普通' },
          { value: 'L', text: '不急' },
        ],
      } as never,
    })
    renderPage(sampleNotices())
    const table = screen.getByRole('table')
    const row = (await within(table).findByRole('button', { name: '二车间周六停电检修' })).closest('tr')
    expect(row).toHaveTextContent('特急')
    expect(within(table).getByRole('button', { name: '年度体检安排' }).closest('tr')).toHaveTextContent(
      '不急',
    )
    expect(within(table).queryByText('紧急')).toBeNull()
  })

  it('pages ten at a time through ?page=', async () => {
    const { router } = renderPage(many(12))
    expect(await screen.findByRole('button', { name: '通知 10' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '通知 11' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '下一页' }))
    expect(await screen.findByRole('button', { name: '通知 12' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=2')
    expect(screen.getByText('11-12 共 12 条')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled()
  })

  it('changes the page size and jumps to a page (docs/spec.md §9 size changer and quick jump)', async () => {
    const { router, server } = renderPage(many(25))
    expect(await screen.findByRole('button', { name: '通知 10' })).toBeInTheDocument()
    await chooseOption(screen.getByRole('combobox', { name: '每页条数' }), '20 条/页')
    expect(await screen.findByRole('button', { name: '通知 20' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?pageSize=20')
    expect(screen.getByText('1-20 共 25 条')).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: '跳至页码' }), '2{Enter}')
    expect(await screen.findByRole('button', { name: '通知 25' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=2&pageSize=20')
    const last = server.requests
      .filter((request) => request.path === '/sys/sysAnnouncementSend/getMyAnnouncementSend')
      .at(-1)
    expect(Object.fromEntries(last?.query ?? [])).toMatchObject({ pageNo: '2', pageSize: '20' })
  })

  it('opening an unread one marks it read and shows the detail', async () => {
    const { server } = renderPage(sampleNotices())
    await userEvent.click(await screen.findByRole('button', { name: '食堂新菜单上线' }))
    expect(await screen.findByRole('dialog', { name: '详细信息' })).toBeInTheDocument()
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({ anntId: 'a2' }),
    )
  })

  it('does not mark an already read one again', async () => {
    const { server } = renderPage(many(2))
    await userEvent.click(await screen.findByRole('button', { name: '通知 2' }))
    expect(await screen.findByRole('dialog', { name: '详细信息' })).toBeInTheDocument()
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false)
  })

  it('全部已读 marks every one read and says so', async () => {
    renderPage(sampleNotices())
    const table = screen.getByRole('table')
    await within(table).findByRole('button', { name: '二车间周六停电检修' })
    expect(within(table).getAllByText('未读')).toHaveLength(4)
    await userEvent.click(screen.getByRole('button', { name: '全部已读' }))
    expect(await screen.findByRole('status')).toHaveTextContent('全部已读')
    await waitFor(() => expect(within(table).getAllByText('已读')).toHaveLength(4))
  })

  it('an empty list says so, with the docs/spec.md §9 total text', async () => {
    renderPage([])
    expect(await screen.findByText('暂无数据')).toBeInTheDocument()
    expect(screen.getByText('共 0 条')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled()
  })

  it('range text follows docs/spec.md §9', () => {
    expect(rangeText(1, 10, 0)).toBe('共 0 条')
    expect(rangeText(2, 10, 25)).toBe('11-20 共 25 条')
  })
})
