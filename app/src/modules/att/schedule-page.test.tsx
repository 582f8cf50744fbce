import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { currentMonth } from './att-api'
import { attFakeServer } from './att-fake-server.test-helper'
import { renderAttPage } from './att-test-render.test-helper'
import SchedulePage, { changedCells, dayTitle, REST, toGridRows, type ScheduleMonth } from './schedule-page'

const month = currentMonth()
const days = [`${month}-01`, `${month}-02`]
const grid: ScheduleMonth = {
  month,
  days,
  rows: [
    {
      personId: 'p1',
      workNo: 'W00001',
      realname: '王伟',
      cells: { [days[0] ?? '']: 's-day', [days[1] ?? '']: null },
    },
    {
      personId: 'p2',
      workNo: 'W00002',
      realname: '李娜',
      cells: { [days[0] ?? '']: 's-night', [days[1] ?? '']: null },
    },
  ],
}

describe('grid rows', () => {
  it('turns the month into rows (null → rest) and back into the changed cells only', () => {
    const saved = toGridRows(grid)
    expect(saved[0]).toEqual({
      id: 'p1',
      workNo: 'W00001',
      realname: '王伟',
      [days[0] ?? '']: 's-day',
      [days[1] ?? '']: REST,
    })
    const edited = saved.map((row) =>
      row.id === 'p1' ? { ...row, [days[0] ?? '']: REST, [days[1] ?? '']: 's-night' } : row,
    )
    expect(changedCells(days, saved, edited)).toEqual([
      { personId: 'p1', cells: { [days[0] ?? '']: null, [days[1] ?? '']: 's-night' } },
    ])
    expect(changedCells(days, saved, saved)).toEqual([])
  })

  it('titles a day with its number and weekday', () => {
    expect(dayTitle('2026-11-01')).toBe('1 日')
    expect(dayTitle('2026-11-02')).toBe('2 一')
  })
})

describe('排班 page', () => {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory())
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  function setup(save: { success: boolean; message: string }) {
    const server = attFakeServer('/att/schedule', [], {
      '/att/schedule/month': () => ({ success: true, message: '', result: grid }),
      '/att/schedule/saveMonth': (body) => ({ ...save, result: save.success ? { saved: 1 } : null, body }),
    })
    vi.stubGlobal('fetch', server.fetch)
    const view = renderAttPage('/att/schedule', <SchedulePage />, ['att:schedule:edit'])
    return { server, view }
  }

  it('shows the month grid with the shift names, rest days and a save button', async () => {
    const { view, server } = setup({ success: true, message: '排班已保存' })
    const table = await screen.findByRole('region', { name: `${month} 排班表` })
    await waitFor(() => expect(within(table).getAllByText('早班').length).toBeGreaterThan(0))
    expect(within(table).getAllByText('休息')).toHaveLength(2)
    expect(within(table).getByText('夜班')).toBeInTheDocument()
    expect(screen.getByLabelText('月份')).toHaveValue(month)
    expect(server.calls[0]?.query.get('month')).toBe(month)

    await userEvent.setup().click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('没有需要保存的修改', { selector: 'output' })).toBeInTheDocument()
    expect(server.calls.some((call) => call.path === '/att/schedule/saveMonth')).toBe(false)
    expect(await seriousViolations(view.container)).toEqual([])
  }, 30_000)

  it('asks the server for another month and department', async () => {
    const { server } = setup({ success: true, message: '排班已保存' })
    await screen.findByText('W00001')
    fireEvent.change(screen.getByLabelText('月份'), { target: { value: '2030-02' } })
    await chooseOption(screen.getByLabelText('部门'), /质检部/)
    await waitFor(() =>
      expect(
        server.calls.some(
          (call) => call.query.get('month') === '2030-02' && call.query.get('departId') === 'd1',
        ),
      ).toBe(true),
    )
  }, 30_000)
})
