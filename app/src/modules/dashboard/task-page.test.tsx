import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import type { QuartzJob, QuartzJobLog } from './api/dashboard-queries'
import { barHeights, envelope, renderPage } from './fake-dashboard-server.test-helper'
import { runsPerJob, TaskPage } from './task-page'

const jobs: QuartzJob[] = [
  {
    id: 'j1',
    jobClassName: 'org.jeecg.modules.quartz.job.SampleJob',
    cronExpression: '0/30 * * * * ?',
    description: '示例任务',
    status: 0,
    status_dictText: '正常',
  },
  {
    id: 'j2',
    jobClassName: 'org.jeecg.modules.quartz.job.SampleParamJob',
    cronExpression: '0 0 1 * * ?',
    description: null,
    status: -1,
    status_dictText: '停止',
  },
]

const run = (id: string, jobId: string, status: 'success' | 'failure', startTime: string): QuartzJobLog => ({
  id,
  jobId,
  jobClassName: jobId === 'gone' ? 'org.jeecg.OldJob' : 'org.jeecg.modules.quartz.job.SampleJob',
  startTime,
  endTime: startTime,
  durationMs: 3,
  status,
})

const runs = [
  run('r1', 'j1', 'success', '2026-11-25 10:00:30'),
  run('r2', 'j1', 'failure', '2026-11-25 10:00:00'),
  run('r3', 'j1', 'success', '2026-11-25 09:59:30'),
  run('r4', 'gone', 'failure', '2026-11-20 08:00:00'),
]

const page = (records: unknown[]) =>
  envelope({ records, total: records.length, current: 1, size: 100, pages: 1 })

afterEach(() => vi.unstubAllGlobals())

describe('任务页 (task)', () => {
  it('counts the runs per job, a deleted job under its class name, and leaves out jobs that never ran', () => {
    expect(runsPerJob(jobs, runs)).toEqual([
      { job: '示例任务', success: 2, failure: 1 },
      { job: 'OldJob', success: 0, failure: 1 },
    ])
  })

  it('lists the jobs with their state and last run, and charts the recent runs, from the server', async () => {
    const view = renderPage(<TaskPage />, {
      '/sys/quartzJob/list': () => page(jobs),
      '/sys/quartzJob/logList': () => page(runs),
    })
    const table = await screen.findByRole('table', { name: '定时任务' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows).toEqual([
      '任务Cron 表达式状态最近运行',
      '示例任务0/30 * * * * ?正常2026-11-25 10:00:30 成功',
      'SampleParamJob0 0 1 * * ?停止—',
    ])
    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    expect(figure('运行中的任务')).toBe('1')
    expect(figure('已停止的任务')).toBe('1')
    expect(figure('成功的运行')).toBe('2')
    expect(figure('失败的运行')).toBe('2') // the deleted job's failure counts too
    const chart = screen.getByRole('figure', { name: '最近 500 次运行按任务' })
    expect(barHeights(chart, 'success')[0]).toBeCloseTo((barHeights(chart, 'failure')[0] ?? 0) * 2)
    expect(view.requests.find((url) => url.pathname.endsWith('/logList'))?.searchParams.get('pageSize')).toBe(
      '500',
    )
    expect(await seriousViolations(view.container)).toEqual([])
  })

  it('says when there is no job and no run', async () => {
    renderPage(<TaskPage />, {
      '/sys/quartzJob/list': () => page([]),
      '/sys/quartzJob/logList': () => page([]),
    })
    expect(await screen.findByText('还没有定时任务')).toBeInTheDocument()
    expect(await screen.findByText('还没有运行记录')).toBeInTheDocument()
  })
})
