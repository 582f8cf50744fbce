import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { Toaster } from '@erp/ui-kit/toast'
import { fakeCrudServer, type FakeRow } from '../../../lib/resource/fake-crud-server.test-helper'
import { usePermissions } from '../../../stores/permission-store'
import { useSession } from '../../../stores/session-store'
import { describeCron } from './quartz-job-cron-field'
import QuartzJobPage from './quartz-job-page'
import { clickRowAction, hasRowAction } from '../../../lib/resource/row-actions.test-helper'

const SAMPLE = 'org.jeecg.modules.quartz.job.SampleJob'
const TOKENS = 'org.jeecg.modules.quartz.job.CleanExpiredTokenJob'

const jobs: FakeRow[] = [
  {
    id: 'j1',
    jobClassName: SAMPLE,
    cronExpression: '0/1 * * * * ?',
    parameter: null,
    description: '示例',
    status: -1,
  },
  {
    id: 'j2',
    jobClassName: TOKENS,
    cronExpression: '0 0 0 * * ?',
    parameter: null,
    description: '清理令牌',
    status: 0,
  },
]

/** What GET /sys/quartzJob/jobClasses answers (two of the server's five). */
const jobClasses = [
  {
    className: SAMPLE,
    title: '示例任务',
    titleEn: 'Sample job',
    description: '演示用：每次运行记录“hello”。',
    descriptionEn: 'A demonstration job: logs "hello".',
    parameter: null,
    parameterEn: null,
  },
  {
    className: 'org.jeecg.modules.quartz.job.SampleParamJob',
    title: '带参数的示例任务',
    titleEn: 'Sample job with a parameter',
    description: '演示用：每次运行记录“hello, <参数>”。',
    descriptionEn: 'A demonstration job with a parameter: logs "hello, <parameter>".',
    parameter: '任意文本',
    parameterEn: 'Any text',
  },
]

const runsOf = (jobId: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `r${index + 1}`,
    jobId,
    jobClassName: TOKENS,
    startTime: `2026-11-22 09:${String(30 - index).padStart(2, '0')}:00`,
    endTime: `2026-11-22 09:${String(30 - index).padStart(2, '0')}:00`,
    durationMs: 3 + index,
    status: index === 1 ? 'failure' : 'success',
    message: index === 1 ? '执行失败!数据库忙' : `清理过期令牌 ${index} 个`,
    createTime: '2026-11-22 09:30:00',
  }))

const json = (result: unknown, success = true, message = '操作成功！') =>
  new Response(JSON.stringify({ success, message, code: success ? 200 : 500, result, timestamp: 1 }), {
    headers: { 'Content-Type': 'application/json' },
  })

function renderPage() {
  const crud = fakeCrudServer('/sys/quartzJob', jobs)
  const calls: { path: string; query: URLSearchParams }[] = []
  const state = { runs: runsOf('j2', 12), cronRefusal: null as string | null }
  const fetch = async (input: Request) => {
    const url = new URL(input.url)
    const path = url.pathname.replace(/^\/jeecg-boot/, '')
    const query = url.searchParams
    calls.push({ path, query })
    const byId = crud.rows().find((row) => row.id === query.get('id'))
    if (path === '/sys/quartzJob/resume' || path === '/sys/quartzJob/pause') {
      if (!byId) return json(null, false, '定时任务不存在！')
      byId.status = path.endsWith('resume') ? 0 : -1
      return json(null, true, path.endsWith('resume') ? '恢复定时任务成功' : '停止定时任务成功')
    }
    if (path === '/sys/quartzJob/jobClasses') return json(jobClasses)
    if (path === '/sys/quartzJob/execute') {
      const run = {
        ...runsOf(query.get('id') ?? '', 1)[0],
        id: `r${state.runs.length + 1}`,
        message: '立即执行完成',
      }
      state.runs = [run as (typeof state.runs)[number], ...state.runs]
      return json(run, true, '执行成功!')
    }
    if (path === '/sys/quartzJob/logList') {
      const pageNo = Number(query.get('pageNo') ?? 1)
      const pageSize = Number(query.get('pageSize') ?? 10)
      const found = state.runs.filter((run) => run.jobId === query.get('jobId'))
      return json({ records: found.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: found.length })
    }
    if ((path === '/sys/quartzJob/add' || path === '/sys/quartzJob/edit') && state.cronRefusal) {
      return json(null, false, state.cronRefusal)
    }
    return crud.fetch(input)
  }
  vi.stubGlobal('fetch', fetch)
  usePermissions.setState({ auth: [], allAuth: [] })
  const router = createMemoryRouter([{ path: '/monitor/quartz', element: <QuartzJobPage /> }], {
    initialEntries: ['/monitor/quartz'],
  })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { crud, calls, state, view }
}

const table = () => screen.getByRole('table', { name: '定时任务列表' })
const rowOf = (className: string) => {
  const row = within(table())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(className))
  if (!row) throw new Error(`no row ${className}`)
  return row
}
const loaded = () => waitFor(() => expect(within(table()).getByText(SAMPLE)).toBeInTheDocument())
const confirmWith = async (text: string) => {
  const confirm = await screen.findByRole('alertdialog')
  expect(confirm).toHaveTextContent(text)
  await userEvent.click(within(confirm).getByRole('button', { name: '确定' }))
}

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('QuartzJobPage', () => {
  it('shows the status as a badge and offers 启动 on stopped jobs, 停止 on running ones', async () => {
    renderPage()
    await loaded()
    expect(within(rowOf(SAMPLE)).getByText('已停止')).toBeInTheDocument()
    expect(await hasRowAction(rowOf(SAMPLE), '启动')).toBe(true)
    expect(await hasRowAction(rowOf(SAMPLE), '停止')).toBe(false)
    expect(within(rowOf(TOKENS)).getByText('运行中')).toBeInTheDocument()
    expect(await hasRowAction(rowOf(TOKENS), '停止')).toBe(true)
    expect(await hasRowAction(rowOf(TOKENS), '启动')).toBe(false)
  })

  it('starts a stopped job by its id and then offers to stop it; stops a running one', async () => {
    const { calls } = renderPage()
    await loaded()
    await clickRowAction(rowOf(SAMPLE), '启动')
    await confirmWith('确定启动该任务吗?')
    await waitFor(async () => expect(await hasRowAction(rowOf(SAMPLE), '停止')).toBe(true))
    expect(within(rowOf(SAMPLE)).getByText('运行中')).toBeInTheDocument()
    // By id, as several jobs may run one class (and as the upstream 2.4.6 client sends it).
    const resume = calls.find((call) => call.path === '/sys/quartzJob/resume')?.query
    expect([resume?.get('id'), resume?.get('jobClassName')]).toEqual(['j1', null])
    expect(await screen.findByText('恢复定时任务成功')).toBeInTheDocument()

    await clickRowAction(rowOf(TOKENS), '停止')
    await confirmWith('确定停止该任务吗?')
    await waitFor(async () => expect(await hasRowAction(rowOf(TOKENS), '启动')).toBe(true))
    expect(calls.find((call) => call.path === '/sys/quartzJob/pause')?.query.get('id')).toBe('j2')
  })

  it('runs a job once after a confirmation, calling execute with its id', async () => {
    const { calls } = renderPage()
    await loaded()
    await clickRowAction(rowOf(TOKENS), '立即执行')
    await confirmWith('确定立即执行一次该任务吗?')
    await waitFor(() => expect(calls.some((call) => call.path === '/sys/quartzJob/execute')).toBe(true))
    expect(calls.find((call) => call.path === '/sys/quartzJob/execute')?.query.get('id')).toBe('j2')
    expect(await screen.findByText('执行成功!')).toBeInTheDocument()
  })

  it('lists the runs of a job in a paged drawer, and refreshes it', async () => {
    const { calls, state } = renderPage()
    await loaded()
    await clickRowAction(rowOf(TOKENS), '执行日志')
    const drawer = await screen.findByRole('dialog', { name: '执行日志：清理令牌' })
    const runs = () =>
      within(within(drawer).getByRole('table', { name: '执行日志' }))
        .getAllByRole('row')
        .slice(1)
    await waitFor(() => expect(runs()).toHaveLength(10))
    expect(within(runs()[0]!).getByText('2026-11-22 09:30:00')).toBeInTheDocument()
    expect(within(runs()[0]!).getByText('清理过期令牌 0 个')).toBeInTheDocument()
    expect(within(runs()[0]!).getByText('成功')).toBeInTheDocument()
    expect(within(runs()[1]!).getByText('失败')).toBeInTheDocument()
    expect(within(runs()[1]!).getByText('执行失败!数据库忙')).toBeInTheDocument()
    expect(within(runs()[1]!).getByText('4')).toBeInTheDocument()
    expect(
      calls
        .filter((call) => call.path === '/sys/quartzJob/logList')
        .at(-1)
        ?.query.get('jobId'),
    ).toBe('j2')
    await userEvent.click(within(drawer).getByRole('button', { name: '第 2 页' }))
    await waitFor(() => expect(runs()).toHaveLength(2))

    state.runs = [{ ...state.runs[0]!, id: 'new', message: '新的一次执行' }, ...state.runs]
    await userEvent.click(within(drawer).getByRole('button', { name: '第 1 页' }))
    await userEvent.click(within(drawer).getByRole('button', { name: '刷新' }))
    expect(await within(drawer).findByText('新的一次执行')).toBeInTheDocument()
  })

  it('helps with the cron expression: presets, a description, and the server refusal on save', async () => {
    const { state } = renderPage()
    await loaded()
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增定时任务' })
    await chooseOption(within(dialog).getByRole('combobox', { name: /任务类名/ }), '示例任务 (SampleJob)')
    const cron = within(dialog).getByLabelText(/cron表达式/)
    await userEvent.click(within(dialog).getByRole('button', { name: '每天零点' }))
    expect(cron).toHaveValue('0 0 0 * * ?')
    expect(within(dialog).getByTestId('cron-description')).toHaveTextContent(
      describeCron('0 0 0 * * ?') ?? 'x',
    )
    await userEvent.clear(cron)
    await userEvent.type(cron, 'nonsense')
    expect(within(dialog).getByText(/无法解析该表达式/)).toBeInTheDocument()
    state.cronRefusal = 'cron表达式不正确：nonsense'
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('cron表达式不正确：nonsense')
  })

  it('offers the known job classes in a select, says what the chosen one does, and adds a second job of a class', async () => {
    const { crud } = renderPage()
    await loaded()
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增定时任务' })
    const classField = within(dialog).getByRole('combobox', { name: /任务类名/ })
    await userEvent.click(classField)
    const listbox = await screen.findByRole('listbox')
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['示例任务 (SampleJob)', '带参数的示例任务 (SampleParamJob)'])
    await userEvent.click(within(listbox).getByRole('option', { name: '示例任务 (SampleJob)' }))
    expect(within(dialog).getByTestId('job-class-description')).toHaveTextContent(
      '演示用：每次运行记录“hello”。',
    )
    expect(within(dialog).getByText('此任务类不读取参数')).toBeInTheDocument()
    await chooseOption(classField, '带参数的示例任务 (SampleParamJob)')
    expect(within(dialog).getByTestId('job-class-description')).toHaveTextContent('hello, <参数>')
    expect(within(dialog).getByText('参数：任意文本')).toBeInTheDocument()
    // SampleJob already has a job (j1): a second one of the class is saved all the same.
    await chooseOption(classField, '示例任务 (SampleJob)')
    await userEvent.click(within(dialog).getByRole('button', { name: '每小时' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(crud.rows().filter((row) => row.jobClassName === SAMPLE)).toHaveLength(2))
  })

  it('shows a stored class the server does not know as it is, with a warning', async () => {
    renderPage()
    await loaded()
    await clickRowAction(rowOf(TOKENS), '编辑')
    const dialog = await screen.findByRole('dialog', { name: '编辑定时任务' })
    expect(await within(dialog).findByText('服务器不认识该任务类，请另选一个')).toBeInTheDocument()
    expect(within(dialog).getByRole('combobox', { name: /任务类名/ })).toHaveTextContent(TOKENS)
  })

  it('has no serious axe violations', async () => {
    const { view } = renderPage()
    await loaded()
    expect(await seriousViolations(view.container)).toEqual([])
  })
})

describe('describeCron', () => {
  it('reads Quartz expressions (seconds first) in Chinese and rejects nonsense', () => {
    expect(describeCron('0 0 0 * * ?')).toMatch(/00:00/)
    expect(describeCron('0/30 * * * * ?')).toMatch(/30/)
    expect(describeCron('* * *')).toBeNull()
    expect(describeCron('a b c d e f')).toBeNull()
    expect(describeCron('')).toBeNull()
  })
})
