import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { usePermissions } from '../../stores/permission-store'
import { useSession } from '../../stores/session-store'
import CandidatePage from './candidate-page'
import { recFakeServer } from './rec-fake-server.test-helper'
import { clickRowAction, hasRowAction } from '../../lib/resource/row-actions.test-helper'

const grants = (actions: string[]) => actions.map((action) => ({ action, describe: action, type: '1' }))
const ALL = grants([
  'rec:candidate:add',
  'rec:candidate:edit',
  'rec:candidate:delete',
  'rec:candidate:move',
  'rec:candidate:toTalent',
])

function renderPage(auth = ALL, options: Parameters<typeof recFakeServer>[0] = {}) {
  const server = recFakeServer(options)
  vi.stubGlobal('fetch', server.fetch)
  usePermissions.setState({ auth: auth as never, allAuth: [] })
  const router = createMemoryRouter([{ path: '/rec/candidate', element: <CandidatePage /> }], {
    initialEntries: ['/rec/candidate'],
  })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { server, view }
}

const table = () => screen.getByRole('table', { name: '候选人列表' })
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) })
const openBoard = async () => {
  await userEvent.click(screen.getByRole('radio', { name: '看板' }))
  await waitFor(() => expect(within(column('已投递')).getAllByRole('listitem')).toHaveLength(2), {
    timeout: 5000,
  })
}

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('candidate page', () => {
  it('lists candidates with their requisition title, stage text and rating', async () => {
    renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(7), { timeout: 5000 })
    const first = bodyRows()[0]
    if (!first) throw new Error('no row')
    expect(within(first).getByText('候选人1')).toBeInTheDocument()
    await waitFor(() => expect(within(first).getByText('成衣质检员')).toBeInTheDocument())
    expect(within(first).getByText('已投递')).toBeInTheDocument()
    expect(within(first).getByRole('img', { name: '1 星' })).toBeInTheDocument()
  })

  it('shows the board by stage with rejected aside, and moves a card forward', async () => {
    const { server } = renderPage()
    await openBoard()
    expect(within(column('已入职')).getAllByRole('listitem')).toHaveLength(1)
    expect(within(column('未录用')).getByText('候选人7')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '将候选人1推进到筛选' }))
    await waitFor(() => expect(within(column('筛选')).getAllByRole('listitem')).toHaveLength(2))
    expect(server.moves.at(-1)).toEqual({
      path: '/rec/candidate/moveStage',
      body: { id: 'c1', stage: 'screening' },
    })
    // One clear label each: the move says where it goes, the link says it opens the interview records.
    const card = within(column('筛选')).getByRole('listitem', { name: '候选人1' })
    expect(within(card).getByRole('button', { name: '将候选人1推进到面试' })).toHaveTextContent(
      /^推进到面试$/,
    )
    expect(within(card).getByRole('button', { name: '候选人1的面试记录' })).toHaveTextContent(/^面试记录$/)
    expect(card).not.toHaveTextContent('→')
    await userEvent.click(await screen.findByRole('button', { name: '将候选人1推进到面试' }))
    await waitFor(() => expect(within(column('面试')).getByText('候选人1')).toBeInTheDocument())
  })

  it('filters the board by requisition with the kit Select, not a native one', async () => {
    const { server } = renderPage()
    await openBoard()
    expect(
      document.querySelector('[data-slot="candidate-board"] select:not([aria-hidden="true"])'),
    ).toBeNull()
    await chooseOption(screen.getByRole('combobox', { name: '应聘职位' }), '成衣质检员')
    await waitFor(() =>
      expect(server.candidates.requests.some((request) => request.query.get('requisitionId') === 'r1')).toBe(
        true,
      ),
    )
  })

  it('rejects and reopens on the board', async () => {
    const { server } = renderPage()
    await openBoard()
    await userEvent.click(screen.getByRole('button', { name: '淘汰候选人2' }))
    // Asked first: 取消 leaves the candidate where they were.
    const ask = await screen.findByRole('alertdialog', { name: '确定淘汰「候选人2」吗?' })
    const before = server.moves.length
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(server.moves).toHaveLength(before)
    await userEvent.click(screen.getByRole('button', { name: '淘汰候选人2' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '确定淘汰「候选人2」吗?' })).getByRole('button', {
        name: '淘汰',
      }),
    )
    await waitFor(() => expect(within(column('未录用')).getByText('候选人2')).toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: '重新打开候选人2' }))
    await waitFor(() => expect(within(column('已投递')).getByText('候选人2')).toBeInTheDocument())
    expect(server.moves.at(-1)?.body).toEqual({ id: 'c2', stage: 'applied', reopen: true })
  })

  it('moves a candidate to the talent pool after a confirmation', async () => {
    const { server } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(7), { timeout: 5000 })
    const third = bodyRows()[2]
    if (!third) throw new Error('no row')
    await clickRowAction(third, '移入人才库')
    const confirm = await screen.findByRole('alertdialog')
    expect(confirm).toHaveTextContent('确定将「候选人3」移入人才库吗?')
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(server.talents.rows()).toHaveLength(1))
    expect(server.moves.at(-1)).toEqual({ path: '/rec/candidate/toTalent', body: { id: 'c3' } })
    await waitFor(() => expect(within(bodyRows()[2] ?? table()).getByText('未录用')).toBeInTheDocument())
    // Now in the pool: 移入人才库 is not offered again.
    await waitFor(async () => expect(await hasRowAction(bodyRows()[2] ?? table(), '移入人才库')).toBe(false))
  })

  it('offers 淘汰 on the list too, for open stages only', async () => {
    const { server } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(7), { timeout: 5000 })
    expect(await hasRowAction(bodyRows()[5] ?? table(), '淘汰')).toBe(false) // hired
    const before = server.moves.length
    await clickRowAction(bodyRows()[0] ?? table(), '淘汰')
    const ask = await screen.findByRole('alertdialog', { name: '确定淘汰「候选人1」吗?' })
    expect(server.moves).toHaveLength(before)
    await userEvent.click(within(ask).getByRole('button', { name: '淘汰' }))
    await waitFor(() =>
      expect(server.moves.at(-1)).toEqual({
        path: '/rec/candidate/moveStage',
        body: { id: 'c1', stage: 'rejected' },
      }),
    )
  })

  it('offers 录用通知 only after an interview, on the list and on the board', async () => {
    renderPage(ALL, { interviews: [] })
    await waitFor(() => expect(bodyRows()).toHaveLength(7), { timeout: 5000 })
    const fourth = bodyRows()[3] ?? table()
    expect(within(fourth).getByText('面试')).toBeInTheDocument()
    expect(await hasRowAction(fourth, '推进到录用通知')).toBe(false)
    expect(await hasRowAction(fourth, '淘汰')).toBe(true)
    await openBoard()
    const card = within(column('面试')).getByRole('listitem', { name: '候选人4' })
    expect(within(card).queryByRole('button', { name: '将候选人4推进到录用通知' })).toBeNull()
    expect(within(card).getByText('面试后才能发录用通知')).toBeInTheDocument()
  })

  it('offers 录用通知 once the candidate has an interview', async () => {
    renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(7), { timeout: 5000 })
    await waitFor(async () =>
      expect(await hasRowAction(bodyRows()[3] ?? table(), '推进到录用通知')).toBe(true),
    )
  })

  it('moves a card of the board to the talent pool', async () => {
    renderPage()
    await openBoard()
    await userEvent.click(screen.getByRole('button', { name: '将候选人4移入人才库' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }),
    )
    await waitFor(() => expect(within(column('未录用')).getByText('候选人4')).toBeInTheDocument())
    expect(within(column('面试')).queryByText('候选人4')).not.toBeInTheDocument()
  })

  it('shows the interviews of a candidate in a drawer', async () => {
    const { server } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(7), { timeout: 5000 })
    await clickRowAction(bodyRows()[3] ?? table(), '面试记录')
    const drawer = await screen.findByRole('dialog', { name: '面试记录：候选人4' })
    expect(await within(drawer).findByText('专业扎实')).toBeInTheDocument()
    expect(within(drawer).getByText('第1轮')).toBeInTheDocument()
    const request = server.interviews.requests.find(
      (r) => r.path === '/rec/interview/list' && r.query.has('candidateId'),
    )
    expect(request?.query.get('candidateId')).toBe('c4')
  })

  it('hides the moves without their permissions', async () => {
    renderPage(grants(['rec:candidate:add']))
    await openBoard()
    expect(screen.queryByRole('button', { name: /推进到/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /移入人才库/ })).not.toBeInTheDocument()
  })

  it('has no serious axe violations in either view', async () => {
    const { view } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(7), { timeout: 5000 })
    expect(await seriousViolations(view.container)).toEqual([])
    await openBoard()
    expect(await seriousViolations(view.container)).toEqual([])
  }, 30_000)
})
