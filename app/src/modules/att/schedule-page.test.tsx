import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { currentMonth } from './api/month'
import { attFakeServer } from './att-fake-server.test-helper'
import { renderAttPage } from './att-test-render.test-helper'
import SchedulePage, { changedCells, dayTitle, REST, toGridRows, type ScheduleMonth } from './schedule-page'
import {
  addDays,
  copyPreviousWeek,
  fillRange,
  isWeekend,
  matchesPerson,
  monthWeeks,
  previousMonth,
  type GridRow,
} from './schedule-model'

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

describe('batch scheduling', () => {
  const november = Array.from({ length: 30 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`)
  const rowsOf = (cells: Record<string, string>): GridRow[] => [
    { id: 'p1', workNo: 'W00001', realname: '王伟', ...cells },
    { id: 'p2', workNo: 'W00002', realname: '李娜', ...cells },
  ]
  const allRest = Object.fromEntries(november.map((day) => [day, REST]))

  it('finds a person by name or work number', () => {
    expect(matchesPerson({ workNo: 'W00075', realname: '赵敏' }, 'w00075')).toBe(true)
    expect(matchesPerson({ workNo: 'W00075', realname: '赵敏' }, '赵')).toBe(true)
    expect(matchesPerson({ workNo: 'W00075', realname: '赵敏' }, '钱')).toBe(false)
    expect(matchesPerson({ workNo: 'W00075', realname: '赵敏' }, '  ')).toBe(true)
  })

  it('knows the weeks of a month, days around it and weekends', () => {
    const weeks = monthWeeks(november)
    // 2026-11-01 is a Sunday: the first week is that day alone.
    expect(weeks[0]).toEqual({ monday: '2026-10-26', days: ['2026-11-01'] })
    expect(weeks[1]?.days).toEqual(november.slice(1, 8))
    expect(weeks.at(-1)).toEqual({ monday: '2026-11-30', days: ['2026-11-30'] })
    expect(addDays('2026-11-03', -7)).toBe('2026-10-27')
    expect(isWeekend('2026-11-07')).toBe(true)
    expect(isWeekend('2026-11-09')).toBe(false)
    expect(previousMonth('2026-01')).toBe('2025-12')
    expect(previousMonth('2026-11')).toBe('2026-10')
  })

  it('fills a range of days for the chosen people, weekends skipped when asked', () => {
    const rows = rowsOf(allRest)
    const result = fillRange(rows, new Set(['p2']), november, {
      from: '2026-11-06',
      to: '2026-11-10',
      value: 's-day',
      skipWeekends: true,
    })
    expect(result.cells.map((cell) => cell.key)).toEqual(['2026-11-06', '2026-11-09', '2026-11-10'])
    expect(result.changed.map((row) => row.id)).toEqual(['p2'])
    expect(result.rows[0]).toBe(rows[0])
    expect(changedCells(november, rows, result.rows)).toEqual([
      { personId: 'p2', cells: { '2026-11-06': 's-day', '2026-11-09': 's-day', '2026-11-10': 's-day' } },
    ])
    // Filling what is already there changes nothing.
    const again = { from: '2026-11-06', to: '2026-11-10', value: 's-day', skipWeekends: true }
    expect(fillRange(result.rows, new Set(['p2']), november, again).cells).toEqual([])
  })

  it('copies the week before into a week: same weekday, a day without a schedule is rest', () => {
    const rows = rowsOf({ ...allRest, '2026-11-02': 's-night', '2026-11-04': 's-day' })
    const week = monthWeeks(november)[2]?.days ?? []
    const result = copyPreviousWeek(rows, new Set(['p1']), week, (row, day) => row[day])
    expect(result.cells).toEqual([
      { rowId: 'p1', key: '2026-11-09', value: 's-night' },
      { rowId: 'p1', key: '2026-11-11', value: 's-day' },
    ])
    // The first week of a month reads the month before.
    const first = copyPreviousWeek(rows, new Set(['p1', 'p2']), ['2026-11-01'], (_row, day) =>
      day === '2026-10-25' ? 's-day' : undefined,
    )
    expect(first.cells).toEqual([
      { rowId: 'p1', key: '2026-11-01', value: 's-day' },
      { rowId: 'p2', key: '2026-11-01', value: 's-day' },
    ])
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
    const monthField = screen.getByRole('textbox', { name: '月份' })
    await userEvent.clear(monthField)
    await userEvent.type(monthField, '2030-02')
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

describe('排班 page: search and batch scheduling', () => {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory())
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  const pad = (value: number) => String(value).padStart(2, '0')
  const daysOf = (yearMonth: string) => {
    const [year = 0, number = 1] = yearMonth.split('-').map(Number)
    const count = new Date(year, number, 0).getDate()
    return Array.from({ length: count }, (_, index) => `${yearMonth}-${pad(index + 1)}`)
  }
  const before = previousMonth(month)
  /** This month: everyone rests. The month before: 李娜 works the day shift every day. */
  const monthOf = (asked: string): ScheduleMonth => {
    const monthDays = daysOf(asked)
    const rest = Object.fromEntries(monthDays.map((day) => [day, null]))
    const worked = Object.fromEntries(monthDays.map((day) => [day, 's-day']))
    return {
      month: asked,
      days: monthDays,
      rows: [
        { personId: 'p1', workNo: 'W00001', realname: '王伟', cells: rest },
        { personId: 'p2', workNo: 'W00002', realname: '李娜', cells: asked === before ? worked : rest },
      ],
    }
  }

  function setup() {
    const server = attFakeServer('/att/schedule', [], {
      '/att/schedule/month': (_body, query) => ({
        success: true,
        message: '',
        result: monthOf(query.get('month') ?? month),
      }),
      '/att/schedule/saveMonth': () => ({ success: true, message: '排班已保存', result: { saved: 1 } }),
    })
    vi.stubGlobal('fetch', server.fetch)
    const view = renderAttPage('/att/schedule', <SchedulePage />, ['att:schedule:edit'])
    return { server, view }
  }
  const savedBody = (server: ReturnType<typeof setup>['server']) =>
    server.calls.find((call) => call.path === '/att/schedule/saveMonth')?.body as
      { month: string; rows: { personId: string; cells: Record<string, string | null> }[] } | undefined

  it('searches a person, fills a range of weekdays for them and copies that week into the next, then saves', async () => {
    const { server, view } = setup()
    const user = userEvent.setup()
    const table = await screen.findByRole('region', { name: `${month} 排班表` })
    await within(table).findByText('W00001')
    const search = screen.getByLabelText('搜索人员')
    await user.type(search, '李娜')
    await waitFor(() => expect(within(table).queryByText('W00001')).not.toBeInTheDocument())
    expect(within(table).getByText('W00002')).toBeInTheDocument()
    expect(screen.getByText('显示 1 / 2 人')).toBeInTheDocument()

    const weeks = monthWeeks(daysOf(month))
    const second = weeks[1]?.days ?? []
    const bar = screen.getByRole('region', { name: '批量排班' })
    await chooseOption(within(bar).getByLabelText('班次'), '夜班')
    await user.type(within(bar).getByRole('textbox', { name: '开始日期' }), second[0] ?? '')
    await user.type(within(bar).getByRole('textbox', { name: '结束日期' }), second.at(-1) ?? '')
    await user.click(within(bar).getByRole('checkbox', { name: '跳过周六、周日' }))
    await user.click(within(bar).getByRole('button', { name: '填充' }))
    expect(await screen.findByText('已为 1 人修改 5 个排班格，保存后生效')).toBeInTheDocument()
    await waitFor(() => expect(within(table).getAllByText('夜班')).toHaveLength(5))

    const third = weeks[2]
    await chooseOption(within(bar).getByLabelText('复制到的周'), `${third?.days[0]} ~ ${third?.days.at(-1)}`)
    await user.click(within(bar).getByRole('button', { name: '复制上周' }))
    expect(await screen.findByText('已为 1 人修改 5 个排班格，保存后生效')).toBeInTheDocument()

    await user.clear(search)
    await within(table).findByText('W00001')
    await user.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(savedBody(server)).toBeDefined())
    const weekdays = [...second, ...(third?.days ?? [])].filter((day) => !isWeekend(day))
    expect(savedBody(server)).toEqual({
      month,
      rows: [{ personId: 'p2', cells: Object.fromEntries(weekdays.map((day) => [day, 's-night'])) }],
    })
    expect(await seriousViolations(view.container)).toEqual([])
  }, 60_000)

  it('search from the keyboard: Enter jumps to the first listed person, Escape shows everyone again', async () => {
    setup()
    const user = userEvent.setup()
    const table = await screen.findByRole('region', { name: `${month} 排班表` })
    await within(table).findByText('W00001')
    const search = screen.getByLabelText('搜索人员')
    await user.type(search, 'w00002')
    await waitFor(() => expect(within(table).queryByText('W00001')).not.toBeInTheDocument())
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(
        document.activeElement?.closest(`[col-id="${month}-01"]`)?.closest('[row-index="0"]'),
      ).toBeTruthy(),
    )
    search.focus()
    await user.keyboard('{Escape}')
    expect(search).toHaveValue('')
    expect(await within(table).findByText('W00001')).toBeInTheDocument()
    expect(screen.getByText('显示 2 / 2 人')).toBeInTheDocument()
  }, 30_000)

  it('copies the last week of the month before into the first week, for the checked person only', async () => {
    const { server } = setup()
    const user = userEvent.setup()
    const table = await screen.findByRole('region', { name: `${month} 排班表` })
    await within(table).findByText('W00002')
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByText('W00002'))
    // AG Grid draws a pinned row's checkbox in its own row element: find it by the row index.
    const index = row?.getAttribute('row-index')
    const checkbox = [...table.querySelectorAll(`[row-index="${index}"] input[type="checkbox"]`)][0]
    if (!(checkbox instanceof HTMLElement)) throw new Error('no row checkbox')
    await user.click(checkbox)

    const first = monthWeeks(daysOf(month))[0]?.days ?? []
    const bar = screen.getByRole('region', { name: '批量排班' })
    await chooseOption(within(bar).getByLabelText('复制到的周'), `${first[0]} ~ ${first.at(-1)}`)
    await user.click(within(bar).getByRole('button', { name: '复制上周' }))
    expect(await screen.findByText(`已为 1 人修改 ${first.length} 个排班格，保存后生效`)).toBeInTheDocument()
    expect(server.calls.some((call) => call.query.get('month') === before)).toBe(true)
    await user.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(savedBody(server)).toBeDefined())
    expect(savedBody(server)?.rows).toEqual([
      { personId: 'p2', cells: Object.fromEntries(first.map((day) => [day, 's-day'])) },
    ])
  }, 60_000)
})
