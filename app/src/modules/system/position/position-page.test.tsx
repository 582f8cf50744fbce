import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { usePermissions } from '../../../stores/permission-store'
import { useSession } from '../../../stores/session-store'
import PositionPage from './position-page'
import { columnLayoutKey } from '../../../lib/resource/use-column-layout'
import { fakeCrudServer, type FakeRow } from '../../../lib/resource/fake-crud-server.test-helper'

const positions: FakeRow[] = Array.from({ length: 23 }, (_, index) => ({
  id: `p${index + 1}`,
  code: `code-${String(index + 1).padStart(2, '0')}`,
  name: index === 4 ? '质检组长' : `职务${index + 1}`,
  postRank: '3',
  postRank_dictText: '中级',
  createTime: '2026-11-20 08:00:00',
}))

const ALL_BUTTONS = ['add', 'edit', 'delete', 'export', 'import'].map((action) => ({
  action: `system:position:${action}`,
  describe: action,
  type: '1',
}))

function renderPage(path = '/isystem/position', grants = ALL_BUTTONS) {
  const server = fakeCrudServer('/sys/position', positions, ['code'])
  vi.stubGlobal('fetch', server.fetch)
  usePermissions.setState({ auth: grants as never, allAuth: [] })
  const router = createMemoryRouter([{ path: '/isystem/position', element: <PositionPage /> }], {
    initialEntries: [path],
  })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { server, router, view }
}

const table = () => screen.getByRole('table', { name: '职务列表' })
const bodyRows = () => within(table()).getAllByRole('row').slice(1)

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('ResourceListPage (position)', () => {
  it('shows a page of rows with dictionary texts, and pages through the server', async () => {
    const { server, router } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    expect(within(table()).getAllByText('中级')).toHaveLength(10)
    expect(screen.getByText('1-10 共 23 条')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    expect(router.state.location.search).toBe('?pageNo=3')
    const last = server.requests.filter((r) => r.path === '/sys/position/list').at(-1)
    expect(last?.query.get('pageNo')).toBe('3')
  })

  it('searches with a like filter kept in the URL, and resets', async () => {
    const { router } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    await userEvent.type(screen.getByLabelText('职务名称'), '质检')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(new URLSearchParams(router.state.location.search).get('name')).toBe('*质检*')
    await userEvent.click(screen.getByRole('button', { name: '重置' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    expect(screen.getByLabelText('职务名称')).toHaveValue('')
  })

  it('reads its state from the URL: a shared link opens the same page and sort', async () => {
    const { server } = renderPage('/isystem/position?pageNo=2&column=code&order=desc')
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    const last = server.requests.filter((r) => r.path === '/sys/position/list').at(-1)
    expect(last?.query.get('column')).toBe('code')
    expect(last?.query.get('order')).toBe('desc')
    expect(within(bodyRows()[0]!).getByText('code-13')).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: /职务编码/ })).toHaveAttribute('aria-sort', 'descending')
  })

  it('adds a record; a duplicate code is the field error from the server and nothing typed is lost', async () => {
    const { server } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增职务' })
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请输入职务编码!')).toBeInTheDocument()
    await userEvent.type(within(dialog).getByLabelText(/职务编码/), 'code-01')
    await userEvent.type(within(dialog).getByLabelText(/职务名称/), '新职务')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('该值不可用，系统中已存在！')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/职务名称/)).toHaveValue('新职务')
    await userEvent.clear(within(dialog).getByLabelText(/职务编码/))
    await userEvent.type(within(dialog).getByLabelText(/职务编码/), 'code-99')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(server.rows().some((row) => row.code === 'code-99' && row.name === '新职务')).toBe(true)
  })

  it('keeps the dialog and the values when the server refuses a save', async () => {
    const { server } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    server.state.refuse = '操作失败，职务名称太长'
    await userEvent.click(within(bodyRows()[0]!).getByRole('button', { name: '编辑' }))
    const dialog = await screen.findByRole('dialog', { name: '编辑职务' })
    expect(within(dialog).getByLabelText(/职务编码/)).toBeDisabled()
    await userEvent.clear(within(dialog).getByLabelText(/职务名称/))
    await userEvent.type(within(dialog).getByLabelText(/职务名称/), '改名')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('操作失败，职务名称太长')
    expect(within(dialog).getByLabelText(/职务名称/)).toHaveValue('改名')
  })

  it('deletes one row and a selection after a confirmation', async () => {
    const { server } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    await userEvent.click(within(bodyRows()[0]!).getByRole('button', { name: '删除' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }),
    )
    await waitFor(() => expect(server.rows()).toHaveLength(22))
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 1 行' }))
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 2 行' }))
    expect(screen.getByText('已选择 2 项')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '批量删除' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(confirm).toHaveTextContent('确定删除选中的 2 条记录吗?')
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(server.rows()).toHaveLength(20))
  })

  it('shows a record in the detail-list layout, with dictionary texts and nothing editable', async () => {
    renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    await userEvent.click(within(bodyRows()[0]!).getByRole('button', { name: '详情' }))
    const dialog = await screen.findByRole('dialog', { name: '职务详情' })
    const list = dialog.querySelector('[data-slot="detail-list"]')
    expect(list).not.toBeNull()
    const term = within(dialog).getByText('职级')
    expect(term.closest('[data-slot="detail-list-item"]')).toHaveTextContent('中级')
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: '确定' })).not.toBeInTheDocument()
  })

  it('hides the buttons the user may not use', async () => {
    renderPage(
      '/isystem/position',
      ALL_BUTTONS.filter((entry) => entry.action.endsWith(':edit')),
    )
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
    expect(within(bodyRows()[0]!).getByRole('button', { name: '编辑' })).toBeInTheDocument()
  })

  it('remembers hidden columns per user', async () => {
    renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    await userEvent.click(screen.getByRole('button', { name: '列设置' }))
    await userEvent.click(screen.getByRole('checkbox', { name: '职级' }))
    expect(screen.queryByRole('columnheader', { name: /职级/ })).not.toBeInTheDocument()
    const stored = JSON.parse(localStorage.getItem(columnLayoutKey('u1', '/sys/position')) ?? '{}') as {
      hidden: string[]
    }
    expect(stored.hidden).toEqual(['postRank'])
  })

  it('has no serious axe violations', async () => {
    const { view } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    expect(await seriousViolations(view.container)).toEqual([])
  })
})
