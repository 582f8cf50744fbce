import { t } from '@erp/ui-kit/i18n'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { envelope, fakeServer, page, renderAt } from './examples-test-kit.test-helper'
import ProfileAdvancedPage, { repairHistory, repairSteps } from './profile-advanced-page'

vi.setConfig({ testTimeout: 20_000 })
afterEach(() => vi.unstubAllGlobals())

const done = {
  id: 'o1',
  orderNo: 'BX202611260001',
  reporterName: '李娜',
  reporterPhone: '13800138000',
  location: '二号车间',
  category: 'electric',
  category_dictText: '电气',
  description: '灯不亮',
  urgency: 'H',
  urgency_dictText: '高',
  status: 'done',
  status_dictText: '已完成',
  cost: 35.5,
  createTime: '2026-11-26 09:00:00',
  assignedTime: '2026-11-26 09:10:00',
  startedTime: '2026-11-26 09:30:00',
  finishedTime: '2026-11-26 10:00:00',
}

describe('高级详情页 (repair order)', () => {
  it('shows the newest order with its steps, details and history from the server', async () => {
    const calls = fakeServer(({ path }) => (path === '/rep/order/list' ? envelope(page([done])) : undefined))
    const view = renderAt('/profile/advanced', [
      { path: '/profile/advanced', element: <ProfileAdvancedPage /> },
    ])
    expect(await screen.findByTestId('order-no')).toHaveTextContent('BX202611260001')
    const steps = screen.getByRole('list', { name: '处理进度' })
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('已完成')
    expect(screen.getByText('35.50')).toBeInTheDocument()
    expect(calls[0]?.query.get('pageSize')).toBe('1')
    expect(await seriousViolations(view.container)).toEqual([])

    await userEvent.setup().click(screen.getByRole('tab', { name: '操作记录' }))
    const history = await screen.findByRole('list', { name: '操作记录' })
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2026-11-26 09:00:00报修已提交李娜 报修：灯不亮',
      '2026-11-26 09:10:00已派工',
      '2026-11-26 09:30:00维修开始',
      '2026-11-26 10:00:00维修完成费用 35.50 元',
    ])
  })

  it('opens the order of ?id=', async () => {
    const calls = fakeServer(({ path, query }) =>
      path === '/rep/order/queryById' && query.get('id') === 'o1' ? envelope(done) : undefined,
    )
    renderAt('/profile/advanced?id=o1', [{ path: '/profile/advanced', element: <ProfileAdvancedPage /> }])
    expect(await screen.findByTestId('order-no')).toHaveTextContent('BX202611260001')
    expect(calls.map((call) => call.path)).toEqual(['/rep/order/queryById'])
  })
})

describe('repairSteps and repairHistory', () => {
  it('ends a cancelled order’s steps on 已取消 after the steps it reached', () => {
    const cancelled = {
      ...done,
      status: 'cancelled',
      startedTime: null,
      finishedTime: null,
      cancelledTime: '2026-11-26 09:20:00',
      cancelReason: '报修人已自行处理',
    }
    expect(repairSteps(cancelled)).toEqual({ items: ['已提交', '已派工', '已取消'], current: 2 })
    expect(repairHistory(cancelled, t).at(-1)).toEqual({
      time: '2026-11-26 09:20:00',
      title: '报修已取消',
      detail: '报修人已自行处理',
    })
  })

  it('ignores the times of moves the order’s state has not reached', () => {
    const submitted = {
      ...done,
      status: 'submitted',
      cancelledTime: '2026-11-26 13:00:00',
      confirmedTime: '2026-11-26 13:00:00',
    }
    expect(repairHistory(submitted, t).map((entry) => entry.title)).toEqual(['报修已提交'])
    expect(repairHistory({ ...done, cancelledTime: '2026-11-26 13:00:00' }, t).at(-1)?.title).toBe('维修完成')
  })

  it('marks every step done for a confirmed order', () => {
    expect(repairSteps({ ...done, status: 'confirmed' }).current).toBe(5)
  })
})
