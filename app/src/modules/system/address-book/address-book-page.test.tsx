import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { useSession } from '../../../stores/session-store'
import AddressBookPage from './address-book-page'
import { fakeApi, type FakeRequest } from '../depart/depart-fake-server.test-helper'

const depart = (id: string, name: string, orgCode: string, parentId: string, children: unknown[] = []) => ({
  key: id,
  value: id,
  title: name,
  id,
  parentId,
  departName: name,
  orgCode,
  children,
})

const tree = [
  depart('d1', '北京国炬软件', 'A01', '', [
    depart('d2', '研发部', 'A01A01', 'd1'),
    depart('d3', '市场部', 'A01A02', 'd1'),
  ]),
]

const person = (id: string, realname: string, workNo: string, departName: string, orgCode: string) => ({
  id,
  realname,
  workNo,
  post: 'dev',
  post_dictText: '工程师',
  telephone: '010-1234',
  email: `${id}@example.com`,
  phone: '13800000000',
  avatar: null,
  departId: orgCode,
  departName,
  orgCode,
})

const people = [
  person('u1', '张三', '001', '研发部', 'A01A01'),
  person('u2', '李四', '002', '市场部', 'A01A02'),
  person('u3', '王五', '003', '研发部', 'A01A01'),
]

function renderPage() {
  const server = fakeApi({
    'GET /sys/sysDepart/queryTreeList': () => tree,
    'GET /sys/user/queryByOrgCodeForAddressList': (request: FakeRequest) => {
      const orgCode = request.query.get('orgCode') ?? ''
      const realname = request.query.get('realname') ?? ''
      const records = people.filter(
        (row) => row.orgCode.startsWith(orgCode) && (!realname || row.realname.includes(realname)),
      )
      return { records, total: records.length, size: 10, current: 1, pages: 1 }
    },
  })
  vi.stubGlobal('fetch', server.fetch)
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AddressBookPage />
    </QueryClientProvider>,
  )
  return { server, view }
}

const bodyRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1)

beforeEach(() => useSession.setState({ token: 't' }))
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('AddressBookPage', () => {
  it('lists the people of the clicked department', async () => {
    const { server } = renderPage()
    await waitFor(() => expect(bodyRows('通讯录')).toHaveLength(3))
    await userEvent.click(within(await screen.findByRole('tree', { name: '部门树' })).getByText('研发部'))
    await waitFor(() => expect(bodyRows('研发部通讯录')).toHaveLength(2))
    const table = screen.getByRole('table', { name: '研发部通讯录' })
    expect(within(table).getByText('张三')).toBeInTheDocument()
    expect(within(table).getByText('王五')).toBeInTheDocument()
    expect(within(table).queryByText('李四')).not.toBeInTheDocument()
    expect(within(table).getAllByText('工程师')).toHaveLength(2)
    expect(server.to('GET', '/sys/user/queryByOrgCodeForAddressList').at(-1)?.query.get('orgCode')).toBe(
      'A01A01',
    )
  })

  it('searches by name within the department', async () => {
    const { server } = renderPage()
    await userEvent.click(within(await screen.findByRole('tree', { name: '部门树' })).getByText('研发部'))
    await waitFor(() => expect(bodyRows('研发部通讯录')).toHaveLength(2))
    await userEvent.type(screen.getByLabelText('姓名'), '王')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(bodyRows('研发部通讯录')).toHaveLength(1))
    const last = server.to('GET', '/sys/user/queryByOrgCodeForAddressList').at(-1)
    expect(last?.query.get('realname')).toBe('王')
    expect(last?.query.get('orgCode')).toBe('A01A01')
  })

  it('has no serious axe violations', async () => {
    const { view } = renderPage()
    await waitFor(() => expect(bodyRows('通讯录')).toHaveLength(3))
    expect(await seriousViolations(view.container)).toEqual([])
  })
})
