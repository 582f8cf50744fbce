import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ResolveComponent } from './dynamic-notice-component'
import { fakeNoticeServer, sampleNotices, type FakeNotice } from './fake-notice-server.test-helper'
import { ANNOUNCEMENT_PAGE, NotificationBell, bellLabel } from './notification-bell'

declare global {
  interface Window {
    __pwned?: number
  }
}

function Where() {
  return <output aria-label="地址">{useLocation().pathname}</output>
}

function renderBell(
  notices: FakeNotice[] = sampleNotices(),
  resolve: ResolveComponent = () => ({ kind: 'missing' }),
) {
  const server = fakeNoticeServer(notices)
  vi.stubGlobal('fetch', server.fetch)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <NotificationBell resolveComponent={resolve} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/dashboard/analysis'] },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { server, client }
}

async function seriousViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)
}

const bell = (unread: number) => screen.findByRole('button', { name: `通知（${unread} 条未读）` })

afterEach(() => {
  vi.unstubAllGlobals()
  delete window.__pwned
})

describe('notification bell (docs/spec.md §2 header, §4 announcement)', () => {
  it('names the unread count and shows it in a badge', async () => {
    renderBell()
    const button = await bell(4)
    expect(within(button).getByTestId('notice-count')).toHaveTextContent('4')
    expect(bellLabel(undefined)).toBe('通知')
  })

  it('lists notices and system messages in two tabs with time and priority tags', async () => {
    renderBell()
    await userEvent.click(await bell(4))
    const popover = await screen.findByRole('dialog', { name: '消息通知' })
    expect(within(popover).getByRole('tab', { name: '通知(3)' })).toHaveAttribute('data-state', 'active')
    const items = within(within(popover).getByRole('tabpanel')).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      // The publish time (a1 was written at 09:00 and published at 09:30), as the detail shows it.
      '二车间周六停电检修2026-11-20 09:30:00高',
      '食堂新菜单上线2026-11-19 09:00:00中',
      '年度体检安排2026-11-18 09:00:00低',
    ])
    await userEvent.click(within(popover).getByRole('tab', { name: '系统消息(1)' }))
    expect(within(popover).getByRole('tabpanel')).toHaveTextContent('系统将于今晚 22:00 升级')
    expect(
      within(within(popover).getByRole('tabpanel')).getByRole('button', { name: '查看更多' }),
    ).toBeVisible()
  })

  it('opening an item marks it read, shows 详细信息 with sanitized content, and the count falls', async () => {
    const { server } = renderBell()
    await userEvent.click(await bell(4))
    await userEvent.click(await screen.findByRole('button', { name: /二车间周六停电检修/ }))
    const dialog = await screen.findByRole('dialog', { name: '详细信息' })
    expect(dialog).toHaveStyle({ width: '1200px' })
    const content = await within(dialog).findByTestId('notice-content')
    await waitFor(() => expect(content.querySelector('strong')).toHaveTextContent('8:00-12:00'))
    expect(content.innerHTML).not.toMatch(/onerror|script|__pwned/)
    expect(window.__pwned).toBeUndefined()
    expect(within(dialog).getByText('高')).toBeInTheDocument()
    expect(dialog).toHaveTextContent('发布时间：2026-11-20 09:30:00')
    expect(within(dialog).queryByRole('button', { name: '去处理' })).toBeNull()
    const put = server.requests.find((request) => request.method === 'PUT')
    expect(put).toMatchObject({
      path: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
      body: { anntId: 'a1' },
    })
    await userEvent.keyboard('{Escape}')
    expect(await bell(3)).toBeInTheDocument()
  })

  it('查看更多 goes to the full list page', async () => {
    renderBell()
    await userEvent.click(await bell(4))
    await userEvent.click(await screen.findByRole('button', { name: '查看更多' }))
    expect(screen.getByRole('status', { name: '地址' })).toHaveTextContent(ANNOUNCEMENT_PAGE)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '消息通知' })).toBeNull())
  })

  it('openType url: the detail has 去处理, which navigates to openPage', async () => {
    renderBell()
    await userEvent.click(await bell(4))
    await userEvent.click(await screen.findByRole('tab', { name: '系统消息(1)' }))
    await userEvent.click(screen.getByRole('button', { name: /系统将于今晚/ }))
    const dialog = await screen.findByRole('dialog', { name: '详细信息' })
    await userEvent.click(within(dialog).getByRole('button', { name: '去处理' }))
    expect(screen.getByRole('status', { name: '地址' })).toHaveTextContent('/isystem/user')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '详细信息' })).toBeNull())
  })

  it('openType component: the page from the registry opens instead; an unknown name shows a message', async () => {
    const notices: FakeNotice[] = [
      {
        id: 'c1',
        titile: '请审批',
        priority: 'M',
        msgCategory: '1',
        openType: 'component',
        openPage: 'demo/Approve',
      },
      {
        id: 'c2',
        titile: '旧组件',
        priority: 'L',
        msgCategory: '1',
        openType: 'component',
        openPage: 'nope/Gone',
      },
    ]
    const resolve: ResolveComponent = (name) =>
      name === 'demo/Approve'
        ? { kind: 'page', load: async () => ({ default: () => <p>审批页面</p> }) }
        : { kind: 'missing' }
    renderBell(notices, resolve)
    await userEvent.click(await bell(2))
    await userEvent.click(await screen.findByRole('button', { name: /请审批/ }))
    let dialog = await screen.findByRole('dialog', { name: '详细信息' })
    expect(await within(dialog).findByText('审批页面')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }))
    await userEvent.click(await bell(1))
    await userEvent.click(await screen.findByRole('button', { name: /旧组件/ }))
    dialog = await screen.findByRole('dialog', { name: '详细信息' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('无法打开组件“nope/Gone”')
  })

  it('has no serious accessibility violations with the popover and then the detail open', async () => {
    renderBell()
    await userEvent.click(await bell(4))
    await screen.findByRole('dialog', { name: '消息通知' })
    expect(await seriousViolations(document.body)).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: /食堂新菜单上线/ }))
    await screen.findByRole('dialog', { name: '详细信息' })
    expect(await seriousViolations(document.body)).toEqual([])
  })

  it('does not poll by default', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { server } = renderBell()
      await bell(4)
      const count = () => server.requests.filter((request) => request.path.endsWith('listByUser')).length
      expect(count()).toBe(1)
      await vi.advanceTimersByTimeAsync(20_000)
      expect(count()).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })
})
