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
import PersonPage from './person-page'

const persons: FakeRow[] = [
  {
    id: 'p1',
    workNo: 'W00001',
    realname: '王伟',
    sex: 1,
    sex_dictText: '男',
    departId: 'd-qc',
    post: 'qc-lead',
    phone: '13800138000',
    entryDate: '2020-01-01',
    status: 'regular',
    status_dictText: '正式',
    idCard: '11010519491231002X',
    birthday: '1949-12-31',
    email: 'w1@factory.example.com',
    avatar: null,
    createTime: '2026-11-20 08:00:00',
  },
]
const grants = ['add', 'edit', 'delete'].map((action) => ({
  action: `hr:person:${action}`,
  describe: action,
  type: '1',
}))

function renderPage() {
  const server = hrFakeServer('/hr/person', persons, ['workNo'])
  vi.stubGlobal('fetch', server.fetch)
  usePermissions.setState({ auth: grants as never, allAuth: [] })
  const router = createMemoryRouter([{ path: '/hr/person', element: <PersonPage /> }], {
    initialEntries: ['/hr/person'],
  })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { server, view }
}

const table = () => screen.getByRole('table', { name: '员工列表' })

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

describe('员工档案', () => {
  it('lists staff with dictionary texts, the department name and the position name', async () => {
    const { view } = renderPage()
    expect(await within(table()).findByText('质检部')).toBeInTheDocument()
    const row = within(table()).getByText('W00001').closest('tr')
    if (!row) throw new Error('no row')
    expect(within(row).getByText('王伟')).toBeInTheDocument()
    expect(within(row).getByText('男')).toBeInTheDocument()
    expect(within(row).getByText('正式')).toBeInTheDocument()
    expect(await within(row).findByText('质检组长')).toBeInTheDocument()
    expect(await seriousViolations(view.container)).toEqual([])
  })

  it('refuses a resident ID with a wrong check character before sending anything, and keeps the form', async () => {
    const { server } = renderPage()
    await within(table()).findByText('W00001')
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增员工' })
    await userEvent.type(within(dialog).getByLabelText(/工号/), 'W00002')
    await userEvent.type(within(dialog).getByLabelText(/姓名/), '李娜')
    await userEvent.type(within(dialog).getByLabelText('身份证号'), '110105194912310021')
    await userEvent.type(within(dialog).getByLabelText('手机号'), '12345')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请输入正确的身份证号')).toBeInTheDocument()
    expect(within(dialog).getByText('请输入正确的手机号码!')).toBeInTheDocument()
    expect(server.requests.some((request) => request.path === '/hr/person/add')).toBe(false)

    await userEvent.clear(within(dialog).getByLabelText('身份证号'))
    await userEvent.type(within(dialog).getByLabelText('身份证号'), '11010519491231002X')
    await userEvent.clear(within(dialog).getByLabelText('手机号'))
    await userEvent.type(within(dialog).getByLabelText('手机号'), '13900139000')
    await userEvent.click(within(dialog).getByRole('treeitem', { name: '人事部' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增员工' })).toBeNull())
    const added = server.requests.find((request) => request.path === '/hr/person/add')
    expect(added?.body).toMatchObject({
      workNo: 'W00002',
      realname: '李娜',
      idCard: '11010519491231002X',
      phone: '13900139000',
      departId: 'd-hr',
    })
  })

  it('fills the birthday and sex from the resident ID and refuses ones that contradict it', async () => {
    const { server } = renderPage()
    await within(table()).findByText('W00001')
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增员工' })
    await userEvent.type(within(dialog).getByLabelText(/工号/), 'W00003')
    await userEvent.type(within(dialog).getByLabelText(/姓名/), '张三')
    // Born 1998-05-12, the 17th digit odd: a man.
    await userEvent.type(within(dialog).getByLabelText('身份证号'), '440306199805121238')
    expect(within(dialog).getByLabelText('生日')).toHaveValue('1998-05-12')
    expect(within(dialog).getByRole('combobox', { name: '性别' })).toHaveTextContent('男')
    await chooseOption(within(dialog).getByRole('combobox', { name: '性别' }), '女')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('性别与身份证号不符，身份证号为男性')).toBeInTheDocument()
    expect(server.requests.some((request) => request.path === '/hr/person/add')).toBe(false)
    await chooseOption(within(dialog).getByRole('combobox', { name: '性别' }), '男')
    // A standard address: a two-letter ending, a hyphen, a plus and an underscore are all right.
    await userEvent.type(within(dialog).getByLabelText('邮箱'), 'Zhang_San+hr@sdn-erp.com.cn')
    await userEvent.click(within(dialog).getByRole('treeitem', { name: '人事部' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增员工' })).toBeNull())
    const added = server.requests.find((request) => request.path === '/hr/person/add')
    expect(added?.body).toMatchObject({
      idCard: '440306199805121238',
      birthday: '1998-05-12',
      sex: 1,
      email: 'Zhang_San+hr@sdn-erp.com.cn',
    })
  })

  it('shows a record in the detail-list layout', async () => {
    renderPage()
    await within(table()).findByText('W00001')
    await userEvent.click(within(table()).getByRole('button', { name: '详情' }))
    const dialog = await screen.findByRole('dialog', { name: '员工详情' })
    expect(within(dialog).getByText('11010519491231002X')).toBeInTheDocument()
    expect(within(dialog).getByText('质检部')).toBeInTheDocument()
    expect(within(dialog).getByText('无')).toBeInTheDocument()
  })
})
