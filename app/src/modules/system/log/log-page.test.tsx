import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setLocale } from '@erp/ui-kit/i18n'
import '../../../i18n/catalogues'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import type { FakeRow } from '../../../lib/resource/fake-crud-server.test-helper'
import LogPage from './log-page'
import { renderSystemPage, signInForTest, signOutAfterTest } from '../shared/system-test-kit.test-helper'

const longParams = JSON.stringify({
  username: 'admin',
  items: Array.from({ length: 20 }, (_, i) => `item-${i}`),
})
const logs: FakeRow[] = [
  {
    id: 'l1',
    logType: 1,
    logContent: '用户名: admin,登录成功！',
    userid: 'admin',
    username: '管理员',
    ip: '127.0.0.1',
    costTime: 12,
    createTime: '2026-11-20 08:00:00',
  },
  {
    id: 'l2',
    logType: 2,
    logContent: '职务-添加',
    operateType: 2,
    operateType_dictText: '添加',
    method: 'org.jeecg.modules.system.controller.SysPositionController.add()',
    requestType: 'POST',
    requestUrl: '/sys/position/add',
    requestParam: longParams,
    userid: 'admin',
    username: '管理员',
    costTime: 48,
    createTime: '2026-11-20 09:00:00',
  },
]

function renderLogs() {
  return renderSystemPage(<LogPage />, { bases: [{ base: '/sys/log', rows: logs }] })
}

const lists = (requests: { path: string; query: URLSearchParams }[]) =>
  requests.filter((r) => r.path === '/sys/log/list')

beforeEach(signInForTest)
afterEach(signOutAfterTest)
afterEach(() => setLocale('zh-CN'))

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.trim() ?? '')
    .filter(Boolean)

describe('LogPage', () => {
  it('each tab asks for its log type', async () => {
    const { requests } = renderLogs()
    const login = await screen.findByRole('table', { name: '登录日志列表' })
    await waitFor(() => expect(within(login).getByText('用户名: admin,登录成功！')).toBeInTheDocument())
    expect(within(login).queryByText('职务-添加')).not.toBeInTheDocument()
    expect(lists(requests).at(-1)?.query.get('logType')).toBe('1')

    await userEvent.click(screen.getByRole('tab', { name: '操作日志' }))
    const operate = await screen.findByRole('table', { name: '操作日志列表' })
    await waitFor(() => expect(within(operate).getByText('职务-添加')).toBeInTheDocument())
    expect(lists(requests).at(-1)?.query.get('logType')).toBe('2')
    expect(within(operate).getByText('添加')).toBeInTheDocument()
    expect(within(operate).getByText('48')).toBeInTheDocument()
  })

  it('searches by 日志内容 (like) and shows long request parameters truncated, in full in a dialog', async () => {
    const { requests } = renderLogs()
    await userEvent.click(screen.getByRole('tab', { name: '操作日志' }))
    const operate = await screen.findByRole('table', { name: '操作日志列表' })
    await waitFor(() => expect(within(operate).getByText('职务-添加')).toBeInTheDocument())
    expect(within(operate).queryByText(longParams)).not.toBeInTheDocument()
    await userEvent.click(within(operate).getByRole('button', { name: '查看第 1 行的请求参数' }))
    const dialog = await screen.findByRole('dialog', { name: '请求参数' })
    expect(within(dialog).getByText(longParams)).toBeInTheDocument()
    expect(within(dialog).getByText('POST /sys/position/add')).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')

    await userEvent.type(screen.getByLabelText('日志内容'), '职务')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(lists(requests).at(-1)?.query.get('logContent')).toBe('*职务*'))
    expect(lists(requests).at(-1)?.query.get('logType')).toBe('2')
  })

  it('names who signed in or wrote (name, then account) and what, in both languages', async () => {
    renderLogs()
    const login = await screen.findByRole('table', { name: '登录日志列表' })
    await waitFor(() => expect(within(login).getByText('管理员')).toBeInTheDocument())
    expect(headers(login)).toEqual(
      expect.arrayContaining(['日志内容', '操作人名称', '操作人账号', 'IP', '创建时间']),
    )
    expect(headers(login)).not.toContain('操作人ID')
    expect(headers(login)).not.toContain('耗时(ms)')
    expect(within(login).getAllByText('admin').length).toBeGreaterThan(0)

    await userEvent.click(screen.getByRole('tab', { name: '操作日志' }))
    const operate = await screen.findByRole('table', { name: '操作日志列表' })
    await waitFor(() => expect(within(operate).getByText('职务-添加')).toBeInTheDocument())
    expect(headers(operate).slice(0, 4)).toEqual(['日志内容', '操作人名称', '操作人账号', 'IP'])
    expect(headers(operate)).toEqual(expect.arrayContaining(['操作类型', '请求参数', '耗时(ms)']))

    await setLocale('en-US')
    const english = await screen.findByRole('table', { name: /operation log/i })
    await waitFor(() =>
      expect(headers(english).slice(0, 4)).toEqual([
        'Log content',
        'Operator name',
        'Operator account',
        'IP',
      ]),
    )
    expect(headers(english)).toEqual(
      expect.arrayContaining(['Operation type', 'Request parameters', 'Duration (ms)']),
    )
  })

  it('has no serious axe violations', async () => {
    const { view } = renderLogs()
    const login = await screen.findByRole('table', { name: '登录日志列表' })
    await waitFor(() => expect(within(login).getByText('用户名: admin,登录成功！')).toBeInTheDocument())
    expect(await seriousViolations(view.container)).toEqual([])
  })
})
