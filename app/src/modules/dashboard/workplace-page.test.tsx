import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import type { WorkplaceFigures } from './api/dashboard-queries'
import { envelope, renderPage } from './fake-dashboard-server.test-helper'
import { WorkplacePage } from './workplace-page'

const work: WorkplaceFigures = {
  repairsAssignedToMe: 2,
  repairsAwaitingDispatch: 5,
  entriesAwaitingReview: 3,
  leavesAwaitingApproval: 1,
  shortcuts: [
    { name: '请假', url: '/att/leave', uses: 7 },
    { name: '报修单', url: '/rep/order', uses: 0 },
  ],
}

const notices = {
  anntMsgList: [{ id: 'a1', titile: '年终盘点通知', sendTime: '2026-11-20 09:00:00', priority: 'H' }],
  anntMsgTotal: 1,
  sysMsgList: [{ id: 's1', titile: '系统将于周六升级', sendTime: '2026-11-21 18:00:00', priority: 'L' }],
  sysMsgTotal: 4,
}

afterEach(() => vi.unstubAllGlobals())

describe('工作台 (workplace)', () => {
  it('shows what waits for the user, their unread messages and their most used pages, from the server', async () => {
    const view = renderPage(<WorkplacePage />, {
      '/sys/dashboard/workplace': () => envelope(work),
      '/sys/annountCement/listByUser': () => envelope(notices),
    })
    expect(await screen.findByRole('link', { name: '派给我的报修：2，查看明细' })).toHaveAttribute(
      'href',
      '/rep/order',
    )
    expect(screen.getByRole('link', { name: '待派工报修：5，查看明细' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '待审核入职：3，查看明细' })).toHaveAttribute(
      'href',
      '/hr/workerEntry',
    )
    expect(screen.getByRole('link', { name: '待审批请假：1，查看明细' })).toHaveAttribute(
      'href',
      '/att/leave',
    )
    expect(await screen.findByRole('link', { name: '未读系统消息：4，查看明细' })).toHaveAttribute(
      'href',
      '/isps/userAnnouncement',
    )
    const unread = screen.getByRole('region', { name: '未读消息' })
    expect(within(unread).getByRole('link', { name: '年终盘点通知' })).toBeInTheDocument()
    expect(within(unread).getByRole('link', { name: '系统将于周六升级' })).toBeInTheDocument()
    const shortcuts = within(screen.getByRole('region', { name: '快捷入口' })).getAllByRole('link')
    expect(shortcuts.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['请假近 30 天 7 次', '/att/leave'],
      ['报修单近 30 天 0 次', '/rep/order'],
    ])
    expect(await seriousViolations(view.container)).toEqual([])
  })

  it('says so when the server refuses, and says when nothing is unread', async () => {
    renderPage(<WorkplacePage />, {
      '/sys/dashboard/workplace': () => envelope(null, false, '统计失败'),
      '/sys/annountCement/listByUser': () =>
        envelope({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 }),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('统计失败')
    expect(await screen.findByText('没有未读消息')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '未读通知：0，查看明细' })).toBeInTheDocument()
  })
})
