import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import DataLogPage from './data-log-page'
import { diffVersions } from './data-log-compare'
import {
  envelope,
  renderSystemPage,
  signInForTest,
  signOutAfterTest,
} from '../shared/system-test-kit.test-helper'

const logs = [
  {
    id: 'v1',
    dataTable: 'sys_position',
    dataId: 'p1',
    dataVersion: 1,
    dataContent: '{"code":"qc-lead","name":"质检组长","postRank":"3"}',
    createBy: 'admin',
    createTime: '2026-11-20 08:00:00',
  },
  {
    id: 'v2',
    dataTable: 'sys_position',
    dataId: 'p1',
    dataVersion: 2,
    dataContent: '{"code":"qc-lead","name":"质检主管","postRank":"3"}',
    createBy: 'admin',
    createTime: '2026-11-21 08:00:00',
  },
  {
    id: 'v3',
    dataTable: 'sys_depart',
    dataId: 'd1',
    dataVersion: 1,
    dataContent: '{"departName":"二车间"}',
    createBy: 'admin',
    createTime: '2026-11-22 08:00:00',
  },
]

function renderDataLog() {
  return renderSystemPage(<DataLogPage />, {
    bases: [{ base: '/sys/dataLog', rows: logs }],
    extra: ({ path, query }) => {
      if (path === '/sys/dataLog/queryCompareList') {
        const wanted = [query.get('dataId1'), query.get('dataId2')]
        return envelope(logs.filter((log) => wanted.includes(log.id)))
      }
      if (path === '/sys/dataLog/queryDataVerList') {
        return envelope(
          logs.filter(
            (log) => log.dataTable === query.get('dataTable') && log.dataId === query.get('dataId'),
          ),
        )
      }
      return undefined
    },
  })
}

const table = () => screen.getByRole('table', { name: '数据日志列表' })
const rowOf = (index: number) => within(table()).getAllByRole('row')[index + 1]!

beforeEach(signInForTest)
afterEach(signOutAfterTest)

describe('DataLogPage', () => {
  it('数据比较 of two selected versions marks the changed field with text, not colour alone', async () => {
    const { requests } = renderDataLog()
    await waitFor(() => expect(within(table()).getAllByText('sys_position')).toHaveLength(2))
    const checkboxFor = (id: string) => {
      const index = logs.findIndex((log) => log.id === id)
      const row = within(table()).getAllByText(String(logs[index]!.createTime))[0]!.closest('tr')!
      return within(row).getByRole('checkbox')
    }
    await userEvent.click(checkboxFor('v1'))
    await userEvent.click(checkboxFor('v2'))
    await userEvent.click(screen.getByRole('button', { name: '数据比较' }))
    const dialog = await screen.findByRole('dialog', { name: '数据比较' })
    const call = requests.find((r) => r.path === '/sys/dataLog/queryCompareList')
    expect([call?.query.get('dataId1'), call?.query.get('dataId2')].sort()).toEqual(['v1', 'v2'])
    const compare = within(dialog).getByRole('table', { name: '数据比较' })
    const nameRow = within(compare).getByRole('rowheader', { name: 'name' }).closest('tr')!
    expect(nameRow).toHaveAttribute('data-changed', 'true')
    expect(within(nameRow).getByText('已修改')).toBeInTheDocument()
    expect(within(nameRow).getByText('质检组长')).toBeInTheDocument()
    expect(within(nameRow).getByText('质检主管')).toBeInTheDocument()
    const codeRow = within(compare).getByRole('rowheader', { name: 'code' }).closest('tr')!
    expect(codeRow).not.toHaveAttribute('data-changed')
    expect(within(codeRow).getByText('无变化')).toBeInTheDocument()
    expect(within(dialog).getByText('共 3 个字段，其中 1 个已修改')).toBeInTheDocument()
    // 只看修改的字段 is the kit's checkbox: it hides the unchanged rows.
    const onlyChanged = within(dialog).getByRole('checkbox', { name: '只看修改的字段' })
    expect(onlyChanged).toHaveAttribute('data-slot', 'checkbox')
    await userEvent.click(within(dialog).getByText('只看修改的字段'))
    expect(onlyChanged).toHaveAttribute('aria-checked', 'true')
    expect(within(compare).queryByRole('rowheader', { name: 'code' })).toBeNull()
    expect(within(compare).getByRole('rowheader', { name: 'name' })).toBeInTheDocument()
  })

  it('refuses to compare versions of different records, or a single row', async () => {
    const { requests } = renderDataLog()
    await waitFor(() => expect(within(table()).getAllByText('sys_position')).toHaveLength(2))
    await userEvent.click(screen.getByRole('button', { name: '数据比较' }))
    expect(await screen.findByText('请选择两条数据进行比较')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 1 行' }))
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 2 行' }))
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 3 行' }))
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 2 行' }))
    // rows 1 and 3: sorted by createTime desc, so sys_depart and the first sys_position version
    await userEvent.click(screen.getByRole('button', { name: '数据比较' }))
    expect(await screen.findByText('请选择同一条数据（表名和数据ID相同）的两个版本')).toBeInTheDocument()
    expect(requests.some((r) => r.path === '/sys/dataLog/queryCompareList')).toBe(false)
  })

  it('版本 lists the versions of a record and compares two of them', async () => {
    const { requests } = renderDataLog()
    await waitFor(() => expect(within(table()).getAllByText('sys_position')).toHaveLength(2))
    const row = within(table()).getAllByText('sys_position')[0]!.closest('tr')!
    await userEvent.click(within(row).getByRole('button', { name: '版本' }))
    const dialog = await screen.findByRole('dialog', { name: '数据版本：sys_position / p1' })
    const versions = within(dialog).getByRole('table', { name: '版本列表' })
    await waitFor(() => expect(within(versions).getAllByRole('row')).toHaveLength(3))
    const call = requests.find((r) => r.path === '/sys/dataLog/queryDataVerList')
    expect(call?.query.get('dataTable')).toBe('sys_position')
    expect(call?.query.get('dataId')).toBe('p1')
    await userEvent.click(within(versions).getByRole('checkbox', { name: '全选' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '比较所选版本' }))
    const compare = await screen.findByRole('dialog', { name: '数据比较' })
    expect(within(compare).getByText('已修改')).toBeInTheDocument()
  })

  it('diffVersions marks added and removed fields too', () => {
    const [a, b] = [
      { id: 'a', dataContent: '{"x":"1","y":"2"}' },
      { id: 'b', dataContent: '{"x":"1","z":"3"}' },
    ]
    expect(diffVersions(a as never, b as never)).toEqual([
      { field: 'x', left: '1', right: '1', changed: false },
      { field: 'y', left: '2', right: '', changed: true },
      { field: 'z', left: '', right: '3', changed: true },
    ])
  })

  it('has no serious axe violations', async () => {
    const { view } = renderDataLog()
    await waitFor(() => expect(within(table()).getAllByText('sys_position')).toHaveLength(2))
    expect(rowOf(0)).toBeInTheDocument()
    expect(await seriousViolations(view.container)).toEqual([])
  })
})
