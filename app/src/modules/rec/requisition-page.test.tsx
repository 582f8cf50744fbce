import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { usePermissions } from '../../stores/permission-store'
import { useSession } from '../../stores/session-store'
import { recFakeServer } from './rec-fake-server.test-helper'
import RequisitionPage, { salaryRangeError } from './requisition-page'

function renderPage() {
  const server = recFakeServer()
  vi.stubGlobal('fetch', server.fetch)
  usePermissions.setState({
    auth: [{ action: 'rec:requisition:add', describe: 'add', type: '1' }] as never,
    allAuth: [],
  })
  const router = createMemoryRouter([{ path: '/rec/requisition', element: <RequisitionPage /> }], {
    initialEntries: ['/rec/requisition'],
  })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { server, view }
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: '招聘需求列表' }))
    .getAllByRole('row')
    .slice(1)

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('requisition page', () => {
  it('compares the salary bounds in cents', () => {
    expect(salaryRangeError({ salaryMin: '9000', salaryMax: '8000' })).toBe('最低薪资不能高于最高薪资')
    expect(salaryRangeError({ salaryMin: '8000', salaryMax: '8000' })).toBeNull()
    expect(salaryRangeError({ salaryMin: '', salaryMax: '8000' })).toBeNull()
  })

  it('lists requisitions with the department name, and refuses a minimum above the maximum in the form', async () => {
    const { server } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(2), { timeout: 5000 })
    await waitFor(() =>
      expect(within(bodyRows()[0] ?? document.body).getByText('质检部')).toBeInTheDocument(),
    )
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增招聘需求' })
    await userEvent.type(within(dialog).getByLabelText(/职位名称/), '缝纫工')
    await userEvent.type(within(dialog).getByLabelText(/最低薪资/), '9000')
    await userEvent.type(within(dialog).getByLabelText(/最高薪资/), '8000')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect((await within(dialog).findAllByText('最低薪资不能高于最高薪资')).length).toBeGreaterThan(0)
    expect(server.requisitions.rows()).toHaveLength(2)
    await userEvent.clear(within(dialog).getByLabelText(/最高薪资/))
    await userEvent.type(within(dialog).getByLabelText(/最高薪资/), '9500')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(server.requisitions.rows()).toHaveLength(3))
    expect(server.requisitions.rows().at(-1)).toMatchObject({
      title: '缝纫工',
      salaryMin: 9000,
      salaryMax: 9500,
      headcount: 1,
      status: 'open',
    })
  })

  it('checks the headcount, the salaries and the deadline itself, with friendly messages', async () => {
    const { server } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(2), { timeout: 5000 })
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增招聘需求' })
    await userEvent.type(within(dialog).getByLabelText(/职位名称/), '缝纫工')
    await userEvent.clear(within(dialog).getByLabelText(/招聘人数/))
    await userEvent.type(within(dialog).getByLabelText(/招聘人数/), '-2')
    await userEvent.type(within(dialog).getByLabelText(/最低薪资/), '5000.125')
    await userEvent.type(within(dialog).getByLabelText(/截止日期/), '2020-01-01')
    await userEvent.tab()
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('招聘人数至少为 1')).toBeInTheDocument()
    expect(within(dialog).getByText('最低薪资最多保留两位小数')).toBeInTheDocument()
    expect(within(dialog).getByText('招聘中的需求截止日期不能早于今天')).toBeInTheDocument()
    expect(server.requisitions.rows()).toHaveLength(2)
  })

  it('has no serious axe violations', async () => {
    const { view } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(2), { timeout: 5000 })
    expect(await seriousViolations(view.container)).toEqual([])
  }, 20_000)
})
