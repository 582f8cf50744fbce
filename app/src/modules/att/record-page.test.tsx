import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { attFakeServer } from './att-fake-server.test-helper'
import { grantsOf, renderAttPage } from './att-test-render.test-helper'
import RecordPage, { MANUAL_NOTE_REQUIRED } from './record-page'

const records = [
  {
    id: 'r1',
    personId: 'p1',
    clockTime: '2026-11-02 07:55:00',
    direction: 'in',
    direction_dictText: '上班',
    source: 'device',
    source_dictText: '考勤机',
    deviceNo: 'GATE-01',
    note: null,
  },
]

function setup() {
  const server = attFakeServer('/att/record', records)
  vi.stubGlobal('fetch', server.fetch)
  const view = renderAttPage('/att/record', <RecordPage />, grantsOf('record'))
  return { server, view }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('打卡记录', () => {
  it('shows the person by name and work number', async () => {
    const { view } = setup()
    const table = await screen.findByRole('table', { name: '打卡记录列表' })
    expect(await within(table).findByText('王伟（W00001）')).toBeInTheDocument()
    expect(within(table).getByText('上班')).toBeInTheDocument()
    expect(await seriousViolations(view.container)).toEqual([])
  })

  it('refuses a manual record without a note, and adds it with one', async () => {
    const user = userEvent.setup()
    const { server } = setup()
    await within(await screen.findByRole('table', { name: '打卡记录列表' })).findByText('王伟（W00001）')
    await user.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增打卡记录' })
    await chooseOption(within(dialog).getByRole('combobox', { name: '员工' }), '李娜（W00002）')
    await user.type(within(dialog).getByRole('textbox', { name: '打卡时间' }), '2026-11-03')
    const time = within(dialog).getByRole('textbox', { name: '打卡时间 时:分' })
    await user.clear(time)
    await user.type(time, '08:10')
    await chooseOption(within(dialog).getByRole('combobox', { name: '打卡方向' }), '上班')
    expect(within(dialog).getByRole('combobox', { name: '打卡来源' })).toHaveTextContent('补录')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText(MANUAL_NOTE_REQUIRED)).toBeInTheDocument()
    expect(server.requests.some((request) => request.path === '/att/record/add')).toBe(false)

    await user.type(within(dialog).getByRole('textbox', { name: '备注' }), '忘带工牌')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(server.requests.some((request) => request.path === '/att/record/add')).toBe(true),
    )
    const add = server.requests.find((request) => request.path === '/att/record/add')
    expect(add?.body).toMatchObject({ personId: 'p2', source: 'manual', note: '忘带工牌', direction: 'in' })
  })

  it('narrows the person picker by a keyword', async () => {
    const user = userEvent.setup()
    setup()
    await within(await screen.findByRole('table', { name: '打卡记录列表' })).findByText('王伟（W00001）')
    await user.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增打卡记录' })
    await user.click(within(dialog).getByRole('combobox', { name: '员工' }))
    await user.type(screen.getByRole('combobox', { name: '输入姓名或工号搜索' }), 'W00002')
    const options = within(screen.getByRole('listbox')).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['李娜（W00002）'])
  })
})
