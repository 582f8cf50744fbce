import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { usePageTitle } from '../../hooks/use-page-title'
import { BarChart } from './charts/bar-chart'
import type { ChartSeries } from './charts/chart-types'
import { count, Figure, LoadError, Panel, named } from './dashboard-parts'
import {
  quartzJobsQuery,
  quartzRunsQuery,
  TASK_RUNS,
  type QuartzJob,
  type QuartzJobLog,
} from './api/dashboard-queries'
import { dictText, msg, useT } from '@erp/ui-kit/i18n'

export const TASK_TEXT = {
  title: msg('任务页'),
  figures: msg('定时任务概况'),
  running: msg('运行中的任务'),
  stopped: msg('已停止的任务'),
  succeeded: msg('成功的运行'),
  failed: msg('失败的运行'),
  jobs: msg('定时任务'),
  noJobs: msg('还没有定时任务'),
  runs: msg('最近 {{runs}} 次运行按任务'),
  noRuns: msg('还没有运行记录'),
  job: msg('任务'),
  cron: msg('Cron 表达式'),
  status: msg('状态'),
  lastRun: msg('最近运行'),
  manage: msg('管理定时任务'),
} as const

/** sys_quartz_job.status (dictionary quartz_status): 0 正常 (scheduled), -1 停止. */
const RUNNING = 0

interface JobRuns {
  job: string
  success: number
  failure: number
}

const RUN_SERIES: ReadonlyArray<ChartSeries<JobRuns>> = [
  { key: 'success', name: msg('成功'), value: (row) => row.success, tone: 'success' },
  { key: 'failure', name: msg('失败'), value: (row) => row.failure, tone: 'danger' },
]

const jobName = (job: Pick<QuartzJob, 'description' | 'jobClassName' | 'id'>) =>
  job.description || job.jobClassName?.split('.').at(-1) || job.id

/** The runs counted per job, in the order of the job list (runs of a deleted job under its class name). */
export function runsPerJob(jobs: readonly QuartzJob[], runs: readonly QuartzJobLog[]): JobRuns[] {
  const byJob = new Map<string, JobRuns>()
  for (const job of jobs) byJob.set(job.id, { job: jobName(job), success: 0, failure: 0 })
  for (const run of runs) {
    const entry =
      byJob.get(run.jobId) ??
      byJob
        .set(run.jobId, { job: run.jobClassName.split('.').at(-1) ?? run.jobId, success: 0, failure: 0 })
        .get(run.jobId)
    if (entry) entry[run.status] += 1
  }
  return [...byJob.values()].filter((entry) => entry.success + entry.failure > 0)
}

/** 任务页 (docs/spec.md §2 dashboard group): the scheduled jobs, their state, and how their recent runs went. */
export function TaskPage() {
  const t = useT()
  usePageTitle(t(TASK_TEXT.title))
  const jobs = useQuery(quartzJobsQuery())
  const runs = useQuery(quartzRunsQuery())
  const records = jobs.data?.records ?? []
  const lastRun = new Map<string, QuartzJobLog>()
  for (const run of runs.data ?? []) if (!lastRun.has(run.jobId)) lastRun.set(run.jobId, run)
  const perJob = runsPerJob(records, runs.data ?? [])
  const running = jobs.data ? records.filter((job) => job.status === RUNNING).length : undefined
  const outcome = (status: QuartzJobLog['status']) =>
    runs.data ? runs.data.filter((run) => run.status === status).length : undefined
  return (
    <div className="space-y-4">
      <LoadError errors={[jobs.error, runs.error]} />
      <section aria-labelledby="task-figures-heading" className="space-y-3">
        <h2 id="task-figures-heading" className="text-base font-semibold text-foreground">
          {t(TASK_TEXT.figures)}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <Figure label={t(TASK_TEXT.running)} value={count(running)} />
          <Figure
            label={t(TASK_TEXT.stopped)}
            value={count(running === undefined ? undefined : records.length - running)}
          />
          <Figure label={t(TASK_TEXT.succeeded)} value={count(outcome('success'))} />
          <Figure label={t(TASK_TEXT.failed)} value={count(outcome('failure'))} />
        </dl>
      </section>
      <div className="grid gap-4 xl:grid-cols-2">
        <Panel id="task-jobs-heading" title={t(TASK_TEXT.jobs)}>
          {!jobs.data ? null : !records.length ? (
            <p className="text-sm text-muted-foreground">{t(TASK_TEXT.noJobs)}</p>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">{t(TASK_TEXT.jobs)}</caption>
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th scope="col">{t(TASK_TEXT.job)}</th>
                  <th scope="col">{t(TASK_TEXT.cron)}</th>
                  <th scope="col">{t(TASK_TEXT.status)}</th>
                  <th scope="col">{t(TASK_TEXT.lastRun)}</th>
                </tr>
              </thead>
              <tbody>
                {records.map((job) => {
                  const run = lastRun.get(job.id)
                  return (
                    <tr key={job.id} className="border-t border-border">
                      <th scope="row" className="py-1.5 font-normal">
                        {jobName(job)}
                      </th>
                      <td className="font-mono text-xs">{job.cronExpression ?? ''}</td>
                      <td>
                        {dictText(
                          'quartz_status',
                          job.status ?? '',
                          job.status_dictText ?? (job.status === RUNNING ? t('正常') : t('停止')),
                        )}
                      </td>
                      <td>
                        {run ? `${run.startTime} ${run.status === 'success' ? t('成功') : t('失败')}` : '—'}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          )}
          <Link to="/monitor/quartz" className="inline-block text-sm text-primary-strong underline">
            {t(TASK_TEXT.manage)}
          </Link>
        </Panel>
        <Panel id="task-runs-heading" title={t(TASK_TEXT.runs, { runs: TASK_RUNS })}>
          {runs.data && !perJob.length ? (
            <p className="text-sm text-muted-foreground">{t(TASK_TEXT.noRuns)}</p>
          ) : perJob.length ? (
            <BarChart
              title={t(TASK_TEXT.runs, { runs: TASK_RUNS })}
              rows={perJob}
              category={(row) => row.job}
              categoryHeader={t(TASK_TEXT.job)}
              series={named(RUN_SERIES, t)}
            />
          ) : null}
        </Panel>
      </div>
    </div>
  )
}

export default TaskPage
