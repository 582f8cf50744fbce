import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeRow } from '../../lib/resource/fake-crud-server.test-helper'
import { usePermissions } from '../../stores/permission-store'
import { useSession } from '../../stores/session-store'
import { hrFakeServer } from './hr-fake-server.test-helper'
import WorkerEntryListPage from './worker-entry-list-page'
import { clickRowAction, hasRowAction } from '../../lib/resource/row-actions.test-helper'

const entry = (id: string, name: string, status: string, extra: FakeRow = {}): FakeRow => ({
  id,
  entryNo: `RZ2026112300${id}`,
  name,
  sex: 1,
  sex_dictText: '男',
  phone: '13800138000',
  idCard: '11010519491231002X',
  status,
  status_dictText: { submitted: '已提交', reviewed: '已审核', onboarded: '已入职' }[status] ?? status,
  workNo: null,
  departId: null,
  createTime: '2026-11-23 08:00:00',
  ...extra,
})
const entries = [
  entry('1', '张三', 'submitted', { expectedEntryDate: '2026-12-01' }),
  entry('2', '李四', 'reviewed', { workNo: 'W10002', departId: 'd-qc' }),
  entry('3', '王五', 'onboarded', { workNo: 'W10003' }),
]
const button = (action: string) => ({ action: `hr:workerEntry:${action}`, describe: action, type: '1' })

function renderPage(actions = ['edit', 'delete', 'review', 'onboard', 'reject']) {
  const server = hrFakeServer('/hr/workerEntry', entries, [], {
    '/hr/workerEntry/review': () => ({ success: true, message: '审核成功！' }),
    '/hr/workerEntry/onboard': () => ({ success: false, message: '工号已存在：W10002' }),
    '/hr/workerEntry/reject': () => ({ success: true, message: '已拒绝' }),
  })
  vi.stubGlobal('fetch', server.fetch)
  usePermissions.setState({ auth: actions.map(button) as never, allAuth: [] })
  const router = createMemoryRouter([{ path: '/hr/workerEntry', element: <WorkerEntryListPage /> }], {
    initialEntries: ['/hr/workerEntry'],
  })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { server, view }
}

const rowOf = async (name: string) => {
  const table = screen.getByRole('table', { name: '入职单列表' })
  const row = (await within(table).findByText(name)).closest('tr')
  if (!row) throw new Error(`no row ${name}`)
  return row
}

// Typing, trees and the axe check are slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('普工入职', () => {
  it('offers each workflow action only in its status, and only with its permission', async () => {
    const { view } = renderPage()
    const submitted = await rowOf('张三')
    expect(await hasRowAction(submitted, '审核')).toBe(true)
    expect(await hasRowAction(submitted, '办理入职')).toBe(false)
    expect(await hasRowAction(submitted, '拒绝')).toBe(true)
    const reviewed = await rowOf('李四')
    expect(await hasRowAction(reviewed, '审核')).toBe(false)
    expect(await hasRowAction(reviewed, '办理入职')).toBe(true)
    expect(within(reviewed).getByText('质检部')).toBeInTheDocument()
    const onboarded = await rowOf('王五')
    expect(await hasRowAction(onboarded, '拒绝')).toBe(false)
    expect(await hasRowAction(onboarded, '编辑')).toBe(false)
    expect(await seriousViolations(view.container)).toEqual([])
    view.unmount()

    renderPage(['edit'])
    const withoutGrants = await rowOf('张三')
    expect(await hasRowAction(withoutGrants, '审核')).toBe(false)
    expect(await hasRowAction(withoutGrants, '拒绝')).toBe(false)
  })

  it('reviews with the HR fields', async () => {
    const { server } = renderPage()
    await clickRowAction(await rowOf('张三'), '审核')
    const dialog = await screen.findByRole('dialog', { name: /审核入职单/ })
    await userEvent.click(within(dialog).getByRole('button', { name: '审核通过' }))
    expect(await within(dialog).findByText('请输入工号!')).toBeInTheDocument()
    expect(within(dialog).getByText('请选择部门')).toBeInTheDocument()
    await userEvent.type(within(dialog).getByLabelText(/工号/), 'W10001')
    await chooseOption(within(dialog).getByLabelText(/合同类型/), '固定期限')
    await userEvent.click(within(dialog).getByRole('treeitem', { name: '质检部' }))
    await chooseOption(within(dialog).getByLabelText('职务'), '车工')
    await userEvent.click(within(dialog).getByRole('button', { name: '审核通过' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /审核入职单/ })).toBeNull())
    expect(server.calls).toEqual([
      {
        path: '/hr/workerEntry/review',
        body: {
          id: '1',
          workNo: 'W10001',
          entryDate: '2026-12-01',
          contractType: 'fixed',
          post: 'sewer',
          departId: 'd-qc',
        },
      },
    ])
  })

  it('shows why onboarding was refused, and asks for a reason before rejecting', async () => {
    const { server } = renderPage()
    await clickRowAction(await rowOf('李四'), '办理入职')
    const confirm = await screen.findByRole('alertdialog')
    await userEvent.click(within(confirm).getByRole('button', { name: '办理入职' }))
    expect(await screen.findByText('工号已存在：W10002')).toBeInTheDocument()

    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }))
    await clickRowAction(await rowOf('张三'), '拒绝')
    const reject = await screen.findByRole('dialog', { name: /拒绝入职单/ })
    await userEvent.click(within(reject).getByRole('button', { name: '拒绝' }))
    expect(await within(reject).findByText('请填写拒绝原因')).toBeInTheDocument()
    await userEvent.type(within(reject).getByLabelText('拒绝原因'), '体检不合格')
    await userEvent.click(within(reject).getByRole('button', { name: '拒绝' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /拒绝入职单/ })).toBeNull())
    expect(server.calls.at(-1)).toEqual({
      path: '/hr/workerEntry/reject',
      body: { id: '1', reason: '体检不合格' },
    })
  })
})
