import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { attFakeServer } from './att-fake-server.test-helper'
import { renderAttPage } from './att-test-render.test-helper'
import MonthlySummaryPage, { leaveText, type SummaryRow } from './monthly-summary-page'

const row: SummaryRow = {
  personId: 'p1',
  workNo: 'W00001',
  realname: '王伟',
  month: '2026-11',
  scheduledDays: 21,
  attendedDays: 18,
  lateCount: 2,
  lateMinutes: 35,
  earlyLeaveCount: 1,
  absentDays: 1,
  leaveHours: 12,
  leaveHoursByType: { annual: 8, sick: 4 },
  overtimeHours: 1.5,
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('leaveText', () => {
  it('names the leave types by their dictionary text', () => {
    expect(leaveText({ annual: 8, sick: 4 }, new Map([['annual', '年假']]))).toBe('年假 8，sick 4')
    expect(leaveText({}, new Map())).toBe('—')
  })
})

describe('月度汇总 page', () => {
  it('shows the figures of the month and asks again for a department', async () => {
    const server = attFakeServer('/att/leave', [], {
      '/att/summary/list': () => ({ success: true, message: '', result: { records: [row], total: 1 } }),
      '/att/summary/exportXls': () => ({ success: false, message: '操作失败', result: null }),
    })
    vi.stubGlobal('fetch', server.fetch)
    const view = renderAttPage('/att/summary', <MonthlySummaryPage />)
    const table = await screen.findByRole('table', { name: /考勤月度汇总$/ })
    const cells = (await within(table).findByText('W00001')).closest('tr')
    if (!cells) throw new Error('row missing')
    const texts = within(cells)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(texts).toEqual(['W00001', '王伟', '21', '18', '2', '35', '1', '1', '12（年假 8，病假 4）', '1.5'])
    expect(await seriousViolations(view.container)).toEqual([])

    // The kit's controls: a month field with a month grid, a Select of departments.
    const depart = await screen.findByRole('combobox', { name: '部门' })
    await chooseOption(depart, /质检部/)
    await waitFor(() => expect(server.calls.some((call) => call.query.get('departId') === 'd1')).toBe(true))
    const monthField = screen.getByRole('textbox', { name: '月份' })
    await userEvent.setup().click(screen.getByRole('button', { name: '选择年月' }))
    const months = await screen.findByRole('grid')
    // January, or February when this is January: another month than the one shown.
    const shown = monthField.getAttribute('value') ?? ''
    const other = shown.endsWith('-01') ? 2 : 1
    await userEvent.setup().click(within(months).getByRole('button', { name: new RegExp(`年${other}月$`) }))
    const january = `${shown.slice(0, 4)}-0${other}`
    expect(monthField).toHaveValue(january)
    await waitFor(() =>
      expect(
        server.calls.some(
          (call) => call.query.get('month') === january && call.query.get('departId') === 'd1',
        ),
      ).toBe(true),
    )

    // 导出 asks for the same month and department as an .xlsx file.
    await userEvent.setup().click(screen.getByRole('button', { name: '导出' }))
    await waitFor(() => {
      const exported = server.calls.find((call) => call.path.endsWith('/att/summary/exportXls'))
      expect(exported?.query.get('departId')).toBe('d1')
      expect(exported?.query.get('month')).toMatch(/^\d{4}-\d{2}$/)
    })
  }, 30_000)
})
