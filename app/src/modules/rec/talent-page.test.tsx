import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { usePermissions } from '../../stores/permission-store'
import { useSession } from '../../stores/session-store'
import { skillsOf } from './rec-controls'
import { recFakeServer } from './rec-fake-server.test-helper'
import TalentPage from './talent-page'

const talents = [
  {
    id: 't1',
    name: '王芳',
    phone: '13900139000',
    skills: '服装质检;AQL抽样;英语',
    yearsOfExperience: 6,
    lastContact: '2026-11-01',
  },
  {
    id: 't2',
    name: '李强',
    phone: '13900139001',
    skills: '叉车',
    yearsOfExperience: 3,
    lastContact: '2026-10-01',
  },
]

function renderPage(actions = ['rec:talent:add', 'rec:talent:toCandidate']) {
  const server = recFakeServer({ talents })
  vi.stubGlobal('fetch', server.fetch)
  usePermissions.setState({
    auth: actions.map((action) => ({ action, describe: action, type: '1' })) as never,
    allAuth: [],
  })
  const router = createMemoryRouter([{ path: '/rec/talent', element: <TalentPage /> }], {
    initialEntries: ['/rec/talent'],
  })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { server, view }
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: '人才列表' }))
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

describe('talent pool page', () => {
  it('reads skills as semicolon-separated tags', () => {
    expect(skillsOf('服装质检; 英语；英语;;')).toEqual(['服装质检', '英语'])
    expect(skillsOf(null)).toEqual([])
  })

  it('shows skills as tags', async () => {
    renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(2), { timeout: 5000 })
    const first = bodyRows()[0]
    if (!first) throw new Error('no row')
    expect(within(first).getByText('AQL抽样')).toBeInTheDocument()
    expect(within(first).getByText('英语')).toBeInTheDocument()
  })

  it('makes a talent a candidate of an open requisition, closed ones not offered', async () => {
    const { server } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(2), { timeout: 5000 })
    await userEvent.click(within(bodyRows()[0] ?? document.body).getByRole('button', { name: '转为候选人' }))
    const dialog = await screen.findByRole('dialog', { name: '将「王芳」转为候选人' })
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请选择应聘职位!')).toBeInTheDocument()
    // The kit's Select, not a native one.
    const select = within(dialog).getByRole('combobox', { name: '应聘职位' })
    expect(dialog.querySelector('select:not([aria-hidden="true"])')).toBeNull()
    await userEvent.click(select)
    const listbox = await screen.findByRole('listbox')
    expect(await within(listbox).findByRole('option', { name: '成衣质检员' })).toBeInTheDocument()
    expect(within(listbox).queryByRole('option', { name: '仓库管理员' })).not.toBeInTheDocument()
    await userEvent.click(within(listbox).getByRole('option', { name: '成衣质检员' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(server.moves.at(-1)).toEqual({
      path: '/rec/talent/toCandidate',
      body: { id: 't1', requisitionId: 'r1' },
    })
  })

  it('hides 转为候选人 without its permission, and has no serious axe violations', async () => {
    const { view } = renderPage(['rec:talent:add'])
    await waitFor(() => expect(bodyRows()).toHaveLength(2), { timeout: 5000 })
    expect(screen.queryByRole('button', { name: '转为候选人' })).not.toBeInTheDocument()
    expect(await seriousViolations(view.container)).toEqual([])
  }, 20_000)
})
