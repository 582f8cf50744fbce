import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { attFakeServer } from './att-fake-server.test-helper'
import { grantsOf, renderAttPage } from './att-test-render.test-helper'
import LeavePage, { movesOf } from './leave-page'
import { clickRowAction, hasRowAction } from '../../lib/resource/row-actions.test-helper'

const leave = (id: string, status: string) => ({
  id,
  personId: 'p1',
  type: 'annual',
  type_dictText: '年假',
  startTime: '2026-11-03 08:00:00',
  endTime: '2026-11-03 17:00:00',
  hours: 8,
  reason: '探亲',
  status,
  status_dictText: status === 'draft' ? '草稿' : '已提交',
})

afterEach(() => {
  vi.unstubAllGlobals()
})

function setup(grants = grantsOf('leave')) {
  const server = attFakeServer('/att/leave', [leave('l1', 'draft'), leave('l2', 'submitted')], {
    '/att/leave/status': (body) =>
      (body as { status: string }).status === 'submitted'
        ? { success: true, message: '请假已提交', result: null }
        : { success: false, message: '请假状态不能从「草稿」变为「已批准」', result: null },
  })
  vi.stubGlobal('fetch', server.fetch)
  const view = renderAttPage('/att/leave', <LeavePage />, grants)
  return { server, view }
}

describe('leave workflow', () => {
  it('offers the moves of each status', () => {
    expect(movesOf('draft')).toEqual(['submitted'])
    expect(movesOf('submitted')).toEqual(['approved', 'rejected'])
    expect(movesOf('approved')).toEqual([])
    expect(movesOf('rejected')).toEqual([])
  })
})

describe('请假 page', () => {
  it('submits a draft after confirming, edits only drafts', async () => {
    const user = userEvent.setup()
    const { server, view } = setup()
    const table = await screen.findByRole('table', { name: '请假列表' })
    await within(table).findByText('草稿')
    const draftRow = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('草稿'))
    const submittedRow = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('已提交'))
    if (!draftRow || !submittedRow) throw new Error('rows missing')
    expect(await hasRowAction(draftRow, '编辑')).toBe(true)
    expect(await hasRowAction(submittedRow, '编辑')).toBe(false)
    expect(await hasRowAction(submittedRow, '批准')).toBe(true)
    expect(await hasRowAction(submittedRow, '驳回')).toBe(true)
    expect(await seriousViolations(view.container)).toEqual([])

    await clickRowAction(draftRow, '提交')
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(server.calls).toHaveLength(1))
    expect(server.calls[0]?.body).toEqual({ id: 'l1', status: 'submitted' })
    // The list is read again after the move.
    await waitFor(() =>
      expect(server.requests.filter((request) => request.path === '/att/leave/list').length).toBeGreaterThan(
        1,
      ),
    )
  }, 30_000)

  it('hides the moves without the edit permission', async () => {
    setup(['att:leave:add'])
    const table = await screen.findByRole('table', { name: '请假列表' })
    await within(table).findAllByText('年假')
    expect(await hasRowAction(table, '提交')).toBe(false)
    expect(await hasRowAction(table, '批准')).toBe(false)
  }, 30_000)
})
