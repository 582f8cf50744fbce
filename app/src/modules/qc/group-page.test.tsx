import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { useSession } from '../../stores/session-store'
import GroupPage from './group-page'
import { bodyRows, LOAD, renderQcPage } from './qc-test-kit.test-helper'

const rows = [
  { id: 'g1', name: '针织一组', leaderId: 'u2', memberIds: 'u2,u3', createTime: '2026-11-01 09:00:00' },
]

const renderPage = () =>
  renderQcPage(<GroupPage />, { base: '/qc/group', rows, unique: ['name'], prefix: 'qc:group' })

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('检验组', () => {
  it('shows the leader and the members by name', async () => {
    renderPage()
    await waitFor(
      () => expect(bodyRows('检验组列表')[0]).toHaveTextContent('质检员甲（qc01）、质检员乙（qc02）'),
      LOAD,
    )
  }, 20_000)

  it('edits the members with the multi-select, saved as comma-separated ids', async () => {
    const { server } = renderPage()
    await waitFor(
      () => expect(bodyRows('检验组列表')[0]).toHaveTextContent('质检员甲（qc01）、质检员乙（qc02）'),
      LOAD,
    )
    await userEvent.click(
      within(bodyRows('检验组列表')[0] as HTMLElement).getByRole('button', { name: '编辑' }),
    )
    const dialog = await screen.findByRole('dialog', { name: '编辑检验组' })
    const members = within(dialog).getByRole('group', { name: '组员' })
    expect(within(members).getByRole('checkbox', { name: '质检员乙（qc02）' })).toBeChecked()
    await userEvent.click(within(members).getByRole('checkbox', { name: '质检员乙（qc02）' }))
    await userEvent.click(within(members).getByRole('checkbox', { name: '管理员（admin）' }))
    expect(members).toHaveTextContent('已选 2 人')
    await chooseOption(within(dialog).getByLabelText(/组长/), '管理员（admin）')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD)
    expect(server.rows()[0]).toMatchObject({ leaderId: 'u1', memberIds: 'u2,u1' })
  }, 20_000)

  it('has no serious axe violations', async () => {
    const { view } = renderPage()
    await waitFor(() => expect(bodyRows('检验组列表')).toHaveLength(1), LOAD)
    expect(await seriousViolations(view.container)).toEqual([])
  }, 20_000)
})
